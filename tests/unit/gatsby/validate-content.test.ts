/** @jest-environment node */
import path from "node:path";
import { describe as describeValue, syntaxErrorLocation, validateContent } from "../../../gatsby/content/validate";
import { jsonPath } from "../../../gatsby/content/value-paths";
import { anyImage, contentTree, editedTree as edit, keyOf, messagesAbout as messages, type Change } from "../support/content-tree";
import { RECORD_SCHEMAS } from "../../../src/lib/content/schema";

const CONTENT_DIR = path.resolve(__dirname, "../../../content");
/** A content tree written for these tests (not content/, which editors change); each test edits a copy. */
const TREE = contentTree();
type Tree = Record<string, string>;

const parse = <T = any>(name: string): T => JSON.parse(TREE[keyOf(name)]!) as T;

/** A copy of the tree without the given files and folders, and with the given files added. */
const without = (keys: string[], add: Tree = {}): Tree => ({
  ...Object.fromEntries(Object.entries(TREE).filter(([k]) => !keys.some((key) => k === key || k.startsWith(`${key}/`)))),
  ...add,
});

/** The one message about the given file and place, failing with every message if there is not exactly one. */
function messageAt(list: string[], file: string, where: string): string {
  const hits = list.filter((m) => m.startsWith(`${file} at ${where}:`));
  if (hits.length !== 1) throw new Error(`expected one problem at ${file} ${where}, got ${hits.length}:\n${list.join("\n")}`);
  return hits[0]!;
}

/** A record written wholly in Arabic, as one with no English twin is: its translation laid over its English file. */
const arabicRecord = (name: string) => ({ ...parse(name), ...parse(`${name}.ar`) });

/** The same change to the page with this slug in pages.en.json and pages.ar.json (which holds no slug: it is shared). */
function onPage(slug: string, change: (pages: any[], i: number) => void): Record<string, Change> {
  const i = parse<{ slug: string }[]>("pages").findIndex((p) => p.slug === slug);
  return { pages: (p) => change(p, i), "pages.ar": (p) => change(p, i) };
}

it("takes the sample tree, listing articles newest first and other collections by their order field, with each record's file", () => {
  const tree = edit({ "services/digital-transformation": (s) => (s.order = 9), "articles/article-0": (a) => (a.date = "2030-01-01") });
  const { content, files, problems } = validateContent(tree, CONTENT_DIR, anyImage);
  expect(problems).toEqual([]);
  expect(content.site?.siteTitle).toBe(parse("site").siteTitle);
  expect(content.services?.map((s) => s.slug)).toEqual(["marketing", "tech-consulting", "ai-integration", "digital-transformation"]);
  expect(content.articles?.map((a) => a.slug)).toEqual(["article-0", "article-5", "article-4", "article-3", "article-2", "article-1"]);
  expect(files.articles?.[0]).toBe("content/articles/article-0.en.json");
});

describe("a broken field, reported at its file and JSON path with what was expected and what was found", () => {
  // One row per kind of schema failure, each with the message an editor reads.
  it.each<[string, string, string, Change, string]>([
    ["a missing field", "services/marketing", "$.title", (s) => delete s.title, "expected text, found nothing (the field is missing)"],
    ["blank text", "team/member-2", "$.bio", (t) => (t.bio = "   "), 'expected non-empty text, found the text "   "'],
    ["a document's list without items", "values", "$", (v) => v.splice(0), "expected an array of at least 1 item, found an array of 0 items"],
    ["an unknown key", "site", "$.contact", (s) => (s.contact.fax = "+971"), "expected only the documented fields (unknown: fax), found an object with keys"],
    ["a value outside its set", "case-studies/study-1", "$.color", (c) => (c.color = "green"), 'expected one of "primary", "accent", found the text "green"'],
    ["an impossible date", "articles/article-2", "$.date", (a) => (a.date = "2025-13-45"), 'expected a date as YYYY-MM-DD, found the text "2025-13-45"'],
    [
      "a page count on a slide deck",
      "resources/guide-1",
      "$.pages",
      (r) => Object.assign(r, { format: "PPTX", pages: 18 }),
      "expected no page count (a PPTX file has no pages; only PDF and DOCX files do, and a deck's number of slides belongs in its description), found the number 18",
    ],
    [
      "an Arabic relative clause right after an aside, where it could belong to either noun",
      "services/marketing.ar",
      "$.description",
      (s) => (s.description = "تحدد المنطقة السحابية، وأحيانًا المزوّد، الذي يمكن لكل عبء عمل استخدامه."),
      'give each noun its own clause, or drop the aside, found "، وأحيانًا المزوّد، الذي"',
    ],
    ...[
      ["a Latin comma", "التحول الرقمي, الاستشارات التقنية", '"ي, ا"'],
      ["a Latin semicolon after a closing quote", "«التحول الرقمي»; ثم التسويق", '"ي»; ث"'],
    ].map(([what, text, found]): [string, string, string, Change, string] => [
      `${what} between Arabic words`,
      "services/marketing.ar",
      "$.description",
      (s) => (s.description = text),
      `expected Arabic punctuation between Arabic words: «،» for a comma, «؛» for a semicolon, «؟» for a question mark, found ${found}`,
    ]),
    [
      "English copy in an Arabic page's description",
      "pages.ar",
      "$[0].description",
      (p) => (p[0].description = "تواصلوا مع فريقنا في دبي for a free consultation حول مشاريع التحول الرقمي."),
      "expected Arabic copy, with no English words",
    ],
  ])("%s", (_, name, where, change, expected) => {
    const file = `content/${keyOf(name)}.json`;
    expect(messageAt(messages(edit({ [name]: change })), file, where)).toContain(expected);
  });

  it.each<[string, string, Change]>([
    ["a page count on a PDF guide", "resources/guide-1", (r) => Object.assign(r, { format: "PDF", pages: 18 })],
    ...[
      ["a relative clause after one comma", "زمن الرد على الرسائل المباشرة، التي يعاملها العملاء قناةً للخدمة."],
      ["a brand name and an acronym in Arabic copy", "نستخدم Google Analytics ونظام ERP الحالي."],
      ["an English term in brackets after its Arabic", "منطقة الهبوط (landing zone) أولًا."],
      ["an address in Arabic copy", "راسلونا على hello@example.com أو www.example.com."],
      ["digits and a Latin comma after a Latin abbreviation", "قانون حماية البيانات (PDPL), وتبلغ الغرامة 5,000 درهم."],
    ].map(([what, text]): [string, string, Change] => [what!, "services/marketing.ar", (s) => (s.description = text)]),
  ])("accepts %s", (_, name, change) => {
    expect(messages(edit({ [name]: change }))).toEqual([]);
  });
});

describe("a field the model marks, whatever its name", () => {
  const faq = RECORD_SCHEMAS.faq;
  afterEach(() => {
    RECORD_SCHEMAS.faq = faq;
  });

  it("checks a new image field and a new relation (an article's author) with no change to the validator", () => {
    // A field added to a schema as an editor's developer would, from the model's own marked fields.
    (RECORD_SCHEMAS as Record<string, unknown>).faq = faq.extend({ cover: RECORD_SCHEMAS.services.shape.image, owner: RECORD_SCHEMAS.articles.shape.author });
    const tree = edit({ "faq/general": (f) => Object.assign(f, { cover: "../images/faq/cover.png", owner: "Jane Doe" }) });
    expect(messages(tree, (p) => !p.endsWith("cover.png"))).toEqual([
      'content/faq/general.en.json at $.owner: expected the name of a record in content/team/ (Member 0, Member 1, Member 2, Member 3), found "Jane Doe"',
      "content/faq/general.en.json at $.cover: expected an image file at content/images/faq/cover.png, found no such file",
    ]);
  });
});

describe("a problem across records, files and languages", () => {
  it.each<[string, Tree, string[]]>([
    [
      "a case study naming a service that does not exist",
      edit({ "case-studies/study-0": (c) => (c.services[0] = "blockchain") }),
      [
        'content/case-studies/study-0.en.json at $.services[0]: expected the slug of a record in content/services/ (digital-transformation, marketing, tech-consulting, ai-integration), found "blockchain"',
      ],
    ],
    [
      "two records with one slug, and a file not named after its slug",
      edit({ "articles/article-0": (a) => (a.slug = "article-3") }),
      [
        'content/articles/article-0.en.json at $.slug: expected a unique slug (also used by content/articles/article-3.en.json), found the slug "article-3" again',
        'content/articles/article-0.en.json at $.slug: expected the file\'s name, "article-0" (or rename the file), found "article-3"',
      ],
    ],
    [
      "two spellings of one tag, and an Arabic tag without its Arabic name",
      edit({ "articles/article-0": (a) => (a.tags[1] = "AI integration") }),
      [
        'content/articles/article-0.en.json at $.tags[1]: expected the same spelling as the other use of this tag, "AI Integration", found "AI integration"',
        'content/tags.ar.json at $: expected a label for the tag "AI integration", which content/articles/article-0.ar.json shows, found none',
      ],
    ],
    [
      "a page without one of the blocks it reads",
      edit(onPage("home", (p, i) => p[i].blocks.pop())),
      ['content/pages.en.json at $[0].blocks: expected a block with key "cta", found none'],
    ],
    [
      "a page missing altogether",
      edit(onPage("careers", (p, i) => p.splice(i, 1))),
      ['content/pages.en.json at $: expected a page with slug "careers", found none'],
    ],
    ["a missing document", without(["values.en"]), ["content/values.en.json at $: expected the file to exist, found no such file"]],
    [
      "a collection kept in one file (the old layout)",
      without([], { articles: "[]" }),
      [
        "content/articles.json at $: expected one file per record in content/articles/ (this single file is the old layout; see docs/content.md), found an unknown file",
      ],
    ],
    [
      "files that are no content file",
      without([], { "articles/drafts/next": "{}", "blog-posts": "[]" }),
      ["articles/drafts/next", "blog-posts"].map(
        (f) => `content/${f}.json at $: expected a known content file (see src/lib/content/content-files.ts), found an unknown file`,
      ),
    ],
    ["a site without any service", without(["services"]), ["content/services/ at $: expected at least 1 record, found 0"]],
    ["nothing for a collection the site may leave empty", without(["testimonials"]), []],
    [
      "a document without its translation",
      without(["privacy.ar"]),
      ["content/privacy.ar.json at $: expected the translation of content/privacy.en.json (the site's structure exists in both languages), found no such file"],
    ],
    [
      "a service, team member, testimonial, FAQ category or guide in one language only",
      without(["team/member-2.ar", "testimonials/client-0.en"]),
      [
        "content/team/member-2.ar.json at $: expected the translation of content/team/member-2.en.json (every record of content/team/ exists in both languages), found no such file",
        "content/testimonials/client-0.en.json at $: expected the English record that content/testimonials/client-0.ar.json translates (every record of content/testimonials/ exists in both languages), found no such file",
        // Without its English twin, the translation is checked as a whole record.
        "content/testimonials/client-0.ar.json at $.image: expected text, found nothing (the field is missing)",
        "content/testimonials/client-0.ar.json at $.order: expected a value of type number, found nothing (the field is missing)",
        "content/testimonials/client-0.ar.json at $.slug: expected text, found nothing (the field is missing)",
      ],
    ],
    [
      "a shared value the translation changes",
      edit({ "services/marketing.ar": (s) => (s.image = "../../static/images/other.png") }),
      [
        'content/services/marketing.ar.json at $.image: expected nothing: this value is shared with content/services/marketing.en.json, which alone holds it, found the text "../../static/images/other.png"',
      ],
    ],
    ["an unchanged copy of a shared value", edit({ "services/marketing.ar": (s) => (s.image = parse("services/marketing").image) }), []],
    [
      "a translation that leaves a text out",
      edit({ "services/marketing.ar": (s) => delete s.title }),
      [
        "content/services/marketing.ar.json at $.title: expected its translation (content/services/marketing.en.json has this field), found nothing (the field is missing)",
      ],
    ],
    [
      "a translated list of records of another length",
      edit({ "site.ar": (s) => s.navigation.pop() }),
      ["content/site.ar.json at $.navigation: expected 2 items in content/site.en.json's order, one for each, found an array of 1 item"],
    ],
  ])("%s", (_, tree, expected) => {
    expect(messages(tree).sort()).toEqual([...expected].sort());
  });

  it("reports every problem in one run: a file that is not JSON, and schema and reference problems, in one file too", () => {
    const tree = edit({
      "services/marketing": (s) => delete s.title,
      "articles/article-0": (a) => Object.assign(a, { date: "2025-13-45", author: "Nobody" }),
      "case-studies/study-1": (c) => (c.services[0] = "blockchain"),
    });
    tree["site.en"] = tree["site.en"]!.replace("{", "{,");
    const list = messages(tree);
    expect(list.map((m) => m.split(":")[0])).toEqual(
      expect.arrayContaining([
        "content/site.en.json at line 1, column 2",
        "content/services/marketing.en.json at $.title",
        "content/articles/article-0.en.json at $.date",
        "content/articles/article-0.en.json at $.author",
        "content/case-studies/study-1.en.json at $.services[0]",
      ]),
    );
    const json = messageAt(list, "content/site.en.json", "line 1, column 2");
    expect(json).toContain("expected valid JSON, found a syntax error");
    expect(json).not.toMatch(/position \d+/);
  });
});

describe("translations (content/{name}.ar.json beside content/{name}.en.json)", () => {
  const arabic = (tree: Tree) => validateContent(tree, CONTENT_DIR, anyImage).translations.ar;

  it("merges each translation over its English twin: translated words, shared values from the English file", () => {
    const { content } = arabic(edit());
    expect(content.site?.siteTitle).toBe(`ع ${parse("site").siteTitle.toUpperCase()}`);
    expect(content.site?.contact.phone).toBe(parse("site").contact.phone);
    const service = content.services?.find((s) => s.slug === "marketing");
    expect(service?.title).toBe(`ع ${parse("services/marketing").title.toUpperCase()}`);
    expect(service?.image).toBe(parse("services/marketing").image);
  });

  it("lets an article or case study be published in one language, and lists it", () => {
    const tree = without(["articles/article-1.ar", "case-studies/study-2.en"], {
      "case-studies/study-2.ar": JSON.stringify(arabicRecord("case-studies/study-2")),
    });
    expect(messages(tree)).toEqual([]);
    const { untranslated, content } = arabic(tree);
    expect(untranslated).toEqual({ englishOnly: ["articles/article-1"], translationOnly: ["case-studies/study-2"] });
    expect(content.articles?.map((a) => a.slug)).not.toContain("article-1");
  });

  it("takes an article whose Arabic file translates nothing yet ({} from the CMS) as published in English only, but not a service", () => {
    const tree = without([], { "articles/article-2.ar": "{}\n" });
    expect(messages(tree)).toEqual([]);
    expect(arabic(tree).untranslated.englishOnly).toEqual(["articles/article-2"]);
    tree["services/marketing.ar"] = "{}\n";
    expect(messageAt(messages(tree), "content/services/marketing.ar.json", "$.title")).toContain("expected its translation");
  });
});

describe("a privacy term about a form", () => {
  const AR = { term: "نموذج", text: "محاكاة.", textWhenSent: "يُرسَل إلى {processor}." };
  const SENT = "Sent to {processor}.";
  /** The tree's messages with one privacy term about a form, in English and Arabic. */
  const withTerm = (en: object, ar: object = AR) =>
    messages(
      edit({
        privacy: (p) => (p.sections[0].items = [{ term: "Contact form", text: "Simulated.", ...en }]),
        "privacy.ar": (p) => (p.sections[0].items = [ar]),
      }),
    );

  it("is valid with its form and a textWhenSent naming {processor}, in both languages", () => {
    expect(withTerm({ form: "contact", textWhenSent: SENT })).toEqual([]);
  });

  const NAMING = "textWhenSent: expected a text naming the processor as {processor}";
  // A rest parameter below: Jest takes a declared fourth parameter for the done callback on rows of three.
  it.each<[string, object, string, object?]>([
    ["textWhenSent once it names a form", { form: "contact" }, "textWhenSent: expected the text shown when the contact form sends"],
    ["the form whose destination picks the text", { textWhenSent: SENT }, "form: expected the form whose destination picks between text and textWhenSent"],
    ["the {processor} placeholder", { form: "contact", textWhenSent: "Sent to our processor." }, NAMING],
    ["no other placeholder", { form: "contact", textWhenSent: "Sent to {processor} in {country}." }, NAMING],
    ["the placeholder in Arabic too", { form: "contact", textWhenSent: SENT }, NAMING, { ...AR, textWhenSent: "يُرسَل إلى {المعالج}." }],
  ])("needs %s", (...[, en, expected, ar]) => {
    const where = `$.sections[0].items[0].${expected.split(":")[0]}`;
    expect(messageAt(withTerm(en, ar), `content/privacy.${ar ? "ar" : "en"}.json`, where)).toContain(`$.sections[0].items[0].${expected}`);
  });
});

// The parts of a message that no sample above shows: other forms of a JSON error, odd keys, other values.
describe("the parts of a message", () => {
  it.each<[string, string, { line: number; column: number } | undefined]>([
    ["Unexpected end of JSON input", '{\n  "a": [1,', { line: 2, column: 11 }],
    ["Something else went wrong", "{", undefined],
  ])("syntaxErrorLocation places %p", (message, text, expected) => {
    expect(syntaxErrorLocation(text, new Error(message))).toEqual(expected);
  });

  it.each<[PropertyKey[], string]>([
    [["odd-key"], '$["odd-key"]'],
    [[2, "two words", "x"], '$[2]["two words"].x'],
    [["1st"], '$["1st"]'],
  ])("jsonPath(%p) is %p", (segments, expected) => {
    expect(jsonPath(segments)).toBe(expected);
  });

  it.each<[unknown, string]>([
    [null, "null"],
    [true, "the boolean true"],
    ["y".repeat(60), `the text "${"y".repeat(60)}"`],
    ["x".repeat(61), `the text "${"x".repeat(57)}..."`],
    [{}, "an object with keys (none)"],
  ])("describes %p as %p", (value, expected) => {
    expect(describeValue(value)).toBe(expected);
  });
});
