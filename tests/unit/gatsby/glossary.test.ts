/** @jest-environment node */
// The glossary rule: one spelling per term and language (content/glossary.json), refused variants
// reported with the file, the JSON path and the term to use. Fixtures only: the real content is checked
// in tests/unit/content/content-rules.test.ts.
import { contradictions, termViolations, type GlossaryEntry } from "../../../gatsby/content/glossary";
import { MESSAGES_AR } from "../../../src/lib/language/messages-ar";
import { contentTree, editedTree, messagesAbout as messages, type Change } from "../support/content-tree";

const ml: GlossaryEntry = { use: "التعلّم الآلي", insteadOf: ["تعلم الآلة", "التعلم الآلي"] };
const pass: GlossaryEntry = { use: "الهوية الرقمية (UAE PASS)", insteadOf: ["UAE PASS", "UAE Pass"] };
const read: GlossaryEntry = { use: "اقرؤوا", insteadOf: ["اقرأوا", "اقرأ"] };
const latin: GlossaryEntry = { use: "UAE PASS", insteadOf: ["UAE Pass"] };

// Each row: the text, and each refused spelling found in it, which the entry's term is to replace.
it.each<[string, GlossaryEntry, string, string[]]>([
  ["names a refused spelling with the term to use", ml, "حلول مخصّصة لتعلم الآلة والتحليلات", ["لتعلم الآلة"]],
  ["matches an Arabic variant with shadda and short vowels", ml, "الأتمتة وتعلُّمِ الآلة", ["وتعلُّمِ الآلة"]],
  ["accepts the preferred spelling after any proclitic", ml, "التعلّم الآلي، والتعلّم الآلي، بالتعلّم الآلي، للتعلّم الآلي", []],
  ["refuses the same words spelled otherwise, after a proclitic too", ml, "تقنيات التعلم الآلي وحلول للتعلم الآلي", ["التعلم الآلي", "للتعلم الآلي"]],
  ["leaves a variant alone inside the preferred spelling", pass, "عبر الهوية الرقمية (UAE PASS)، وبالهوية الرقمية (UAE PASS).", []],
  ["refuses a variant anywhere else", pass, "عبر الهوية الرقمية الوطنية UAE PASS، ثم وUAE Pass", ["UAE PASS", "وUAE Pass"]],
  ["finds a variant as a whole word, and not inside a longer one", read, "اقرؤوا المقال، ثم يقرأ الفريق، وقرأنا التقرير، فاقرأ", ["فاقرأ"]],
  ["reads Latin letters in their case, as whole words", latin, "a UAE Passport: sign in with UAE Pass or UAE PASS", ["UAE Pass"]],
])("termViolations %s", (_, entry, text, found) => {
  expect(termViolations([entry], text).map((v) => [v.found, v.use])).toEqual(found.map((f) => [f, entry.use]));
});

it("contradictions finds an entry whose term another entry, or the entry itself, refuses", () => {
  const a: GlossaryEntry = { use: "أعباء العمل", insteadOf: ["أحمال العمل"] };
  const b: GlossaryEntry = { use: "أحمال العمل", insteadOf: ["حمل العمل"] };
  const c: GlossaryEntry = { use: "منطقة الهبوط", insteadOf: ["منطقة الهبوط"] };
  expect(contradictions({ en: [], ar: [a, b, c] })).toEqual([
    { path: ["ar", 1, "use"], use: "أحمال العمل", refusedBy: ["ar", 0, "insteadOf"] },
    { path: ["ar", 2, "use"], use: "منطقة الهبوط", refusedBy: ["ar", 2, "insteadOf"] },
  ]);
});

describe("the content checks with a glossary", () => {
  /** The sample tree with this glossary and these files changed. */
  const tree = (glossary: object, changes: Record<string, Change> = {}) => editedTree({ glossary: (g) => Object.assign(g, glossary), ...changes });

  it("stops on a refused spelling, naming the file, the field's JSON path and the term to use", () => {
    const list = messages(editedTree({ "services/marketing.en": (s) => (s.description = "Send us an e-mail.") }));
    expect(list).toEqual([
      'content/services/marketing.en.json at $.description: expected the glossary\'s spelling "email" (content/glossary.json) in place of "e-mail", found "Send us an e-mail."',
    ]);
  });

  it("checks each language's files with that language's entries, at any depth", () => {
    const list = messages(editedTree({ "pages.ar": (p) => (p[0].blocks[0].heading = "من أين تبدأون؟") }));
    expect(list).toEqual([
      'content/pages.ar.json at $[0].blocks[0].heading: expected the glossary\'s spelling "تبدؤون" (content/glossary.json) in place of "تبدأون", found "من أين تبدأون؟"',
    ]);
    // The sample tree's glossary: its Arabic spelling is not an English rule.
    expect(messages(editedTree({ "pages.en": (p) => (p[0].blocks[0].heading = "تبدأون") }))).toEqual([]);
  });

  it("reads only the words of a file, not the shared values beside them (slugs, paths, tags, addresses)", () => {
    const strategy = { en: [{ use: "Approach", insteadOf: ["Strategy", "hello"] }], ar: [{ use: "الاستراتيجية", insteadOf: ["Strategy"] }] };
    const list = messages(tree(strategy));
    // Articles are tagged Strategy and the site's address is hello@…; only the Arabic tag's label is text.
    expect(list).toHaveLength(1);
    expect(list[0]).toMatch(/^content\/tags\.ar\.json at \$\[\d+\]\.label: expected the glossary's spelling "الاستراتيجية"/);
  });

  it("leaves an interface-only entry out of the content checks", () => {
    const glossary = { en: [], ar: [{ use: "الوسم", insteadOf: ["تصنيف"], scope: "interface" }] };
    expect(messages(tree(glossary, { "pages.ar": (p) => (p[0].lead = "تصنيف البيانات") }))).toEqual([]);
  });

  it("requires the glossary, and reports its own mistakes like any file's", () => {
    const missing = contentTree();
    delete missing.glossary;
    expect(messages(missing)).toEqual([
      "content/glossary.json at $: expected the file to exist (the glossary of each language's spellings, see docs/content.md), found no such file",
    ]);
    expect(messages(tree({ en: [{ use: "email" }], ar: [] }))).toEqual([
      "content/glossary.json at $.en[0].insteadOf: expected a value of type array, found nothing (the field is missing)",
    ]);
    const broken = contentTree();
    broken.glossary = '{\n  "en": []\n  "ar": []\n}\n';
    expect(messages(broken)).toEqual([expect.stringMatching(/^content\/glossary\.json at line 3, column 3: expected valid JSON/)]);
  });

  it("refuses a variant the check can never find, such as one holding the entry's own spelling", () => {
    const glossary = { en: [{ use: "cloud computing", insteadOf: ["cloud", "cloud computing platform"] }], ar: [] };
    expect(messages(tree(glossary))).toEqual([
      'content/glossary.json at $.en[0].insteadOf[1]: expected a variant the check finds in running text; one that holds the entry\'s own spelling never is, found "cloud computing platform"',
    ]);
  });

  it("holds the interface's words to the glossary too, naming the message that breaks it", () => {
    const label = MESSAGES_AR.carousel.label;
    const glossary = { en: [], ar: [{ use: "آراء الزبائن", insteadOf: [label], scope: "interface" }] };
    expect(messages(tree(glossary))).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/lib/language/messages-ar\\.ts at carousel\\.label: expected the glossary's spelling "آراء الزبائن" \\(content/glossary\\.json\\) in place of "${label}", or an entry that applies to content only`,
        ),
      ),
    ]);
    expect(messages(tree({ en: [], ar: [{ use: "آراء الزبائن", insteadOf: [label], scope: "content" }] }))).toEqual([]);
  });

  it("refuses a glossary that asks for a spelling it also refuses, and checks nothing with it", () => {
    const glossary = {
      en: [],
      ar: [
        { use: "أعباء العمل", insteadOf: ["أحمال العمل"] },
        { use: "أحمال العمل", insteadOf: ["حمل العمل"] },
      ],
    };
    expect(messages(tree(glossary, { "pages.ar": (p) => (p[0].lead = "أحمال العمل") }))).toEqual([
      'content/glossary.json at $.ar[1].use: expected a spelling that no entry refuses, found "أحمال العمل", refused by $.ar[0].insteadOf',
    ]);
  });
});
