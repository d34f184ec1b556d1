/**
 * @jest-environment node
 */
// Rules every content tree must keep, checked against the real files in content/ (or the tree
// named by CONTENT_DIR, which content-edits.test.ts uses to run these rules on an edited copy).
// Nothing here counts records or names today's titles: an editor's valid change keeps it green.
// Only the specification's fixed facts that are not editorial are pinned (see the last block).
import fs from "node:fs";
import path from "node:path";
import { entriesFor, glossaryExpectation, glossaryFindings, glossarySchema, termViolations } from "../../../gatsby/content/glossary";
import { brokenLinks, contentLinks } from "../../../gatsby/pages/check-links";
import { tagPattern } from "../../../gatsby/content/schema";
import { formatProblem, readContentDir, validateContent } from "../../../gatsby/content/validate";
import { CAROUSEL_INTERVAL_MS } from "../../../src/lib/carousel";
import { SUBMIT_DELAY_MS, SUCCESS_MESSAGE_MS } from "../../../src/lib/forms";
import { MESSAGES } from "../../../src/lib/messages";
import { MESSAGES_AR } from "../../../src/lib/messages-ar";
import { relatedArticles } from "../../../src/lib/related-articles";
import { RESOURCE_CATEGORIES } from "../../../src/lib/resource-categories";
import { groupResources } from "../../../src/lib/resources";
import { DEDICATED_SERVICE_IDS } from "../../../src/lib/routes";
import { tagPath } from "../../../src/lib/slug";
import { LANGS, type Lang } from "../../../src/lib/i18n";
import { sitePages } from "../support/site-pages";

const CONTENT_DIR = path.resolve(process.env.CONTENT_DIR ?? path.resolve(__dirname, "../../../content"));
const { problems, content, translations } = validateContent(readContentDir(CONTENT_DIR), CONTENT_DIR);
const arabic = translations.ar.content;
const has = <T>(value: T | undefined): T => {
  if (value === undefined) throw new Error(`the content in ${CONTENT_DIR} did not validate; see the first test`);
  return value;
};

const unique = (values: readonly string[]) => values.filter((v, i) => values.indexOf(v) !== i);

it("passes the content validator (every file matches its schema, every reference resolves)", () => {
  // Thrown as plain lines so the output reads like the build's: file, JSON path, expected, found.
  if (problems.length > 0) throw new Error(`${CONTENT_DIR} has ${problems.length} problem(s):\n${problems.map(formatProblem).join("\n")}`);
});

describe("services", () => {
  it("each list exactly five features, none blank", () => {
    for (const s of has(content.services)) expect({ slug: s.slug, features: s.features.filter((f) => f.trim()).length }).toEqual({ slug: s.slug, features: 5 });
  });

  it("have unique slugs", () => {
    expect(unique(has(content.services).map((s) => s.slug))).toEqual([]);
  });
});

describe("articles", () => {
  const articles = () => has(content.articles);
  const team = () => has(content.team);

  it("have unique slugs", () => {
    expect(unique(articles().map((a) => a.slug))).toEqual([]);
  });

  it("have tags that make clean URLs, one spelling per URL", () => {
    const spellings = new Map<string, Set<string>>();
    for (const a of articles())
      for (const t of a.tags) {
        expect(t).toMatch(tagPattern);
        expect(tagPath(t)).toMatch(/^\/insights\/tag\/[a-z0-9]+(?:-[a-z0-9]+)*\/$/);
        spellings.set(tagPath(t), (spellings.get(tagPath(t)) ?? new Set()).add(t));
      }
    expect([...spellings.values()].filter((s) => s.size > 1).map((s) => [...s])).toEqual([]);
  });

  it("are written by members of the team", () => {
    const names = new Set(team().map((m) => m.name));
    expect(articles().filter((a) => !names.has(a.author)).map((a) => `${a.slug}: ${a.author}`)).toEqual([]);
  });

  it("have real calendar dates", () => {
    for (const a of articles()) expect(new Date(`${a.date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(a.date);
  });

  it("name images that exist", () => {
    // Relative to the article's own file, content/articles/{slug}.json.
    for (const a of articles()) expect([a.slug, fs.existsSync(path.resolve(CONTENT_DIR, "articles", a.image))]).toEqual([a.slug, true]);
  });

  it("each get related articles: the others sharing the most tags, newest first on a tie", () => {
    const all = articles();
    for (const current of all) {
      const related = relatedArticles(all, current);
      expect(related).toHaveLength(Math.min(3, all.length - 1));
      expect(related.map((r) => r.slug)).not.toContain(current.slug);
      const score = (x: { tags: string[] }) => x.tags.filter((t) => current.tags.includes(t)).length;
      for (let i = 1; i < related.length; i++) {
        const prev = related[i - 1]!;
        const next = related[i]!;
        expect(score(prev) > score(next) || (score(prev) === score(next) && prev.date >= next.date)).toBe(true);
      }
      // Nothing left out shares more tags than the last one shown.
      const shown = new Set(related.map((r) => r.slug));
      const last = related.at(-1);
      if (last) for (const other of all) if (other.slug !== current.slug && !shown.has(other.slug)) expect(score(other)).toBeLessThanOrEqual(score(last));
    }
  });
});

describe("case studies", () => {
  it("have unique slugs", () => {
    expect(unique(has(content["case-studies"]).map((c) => c.slug))).toEqual([]);
  });

  it("name only services that exist", () => {
    const services = new Set(has(content.services).map((s) => s.slug));
    const unknown = has(content["case-studies"]).flatMap((c) => c.services.filter((s) => !services.has(s)).map((s) => `${c.slug}: ${s}`));
    expect(unknown).toEqual([]);
  });
});

describe("team, resources and FAQ", () => {
  it("have unique slugs", () => {
    expect(unique(has(content.team).map((m) => m.slug))).toEqual([]);
    expect(unique(has(content.resources).map((r) => r.slug))).toEqual([]);
    expect(unique(has(content.faq).map((c) => c.slug))).toEqual([]);
  });

  it("group the guides in the specification's category order, keeping every guide", () => {
    const resources = has(content.resources);
    const groups = groupResources(resources);
    expect(groups.map((g) => g.category)).toEqual(RESOURCE_CATEGORIES.filter((c) => resources.some((r) => r.category === c)));
    expect(groups.reduce((n, g) => n + g.items.length, 0)).toBe(resources.length);
  });

  it("give every FAQ category at least one question", () => {
    for (const c of has(content.faq)) expect(c.items.length).toBeGreaterThan(0);
  });
});

describe("document titles", () => {
  // Search engines cut longer titles, and html-validate's long-title rule (.htmlvalidate.json) refuses them.
  const MAX_TITLE = 90;
  it.each([
    ["English", content, "en"],
    ["Arabic", arabic, "ar"],
  ] as const)("fit in %s: '{title} | {site title}' is at most 90 characters on every page made from a record", (_, c, lang) => {
    const site = has(c.site).siteTitle;
    const titled = [
      ...has(c.pages).map((p) => ["pages", p.slug, p.title] as const),
      ...has(c.services).map((r) => ["services", r.slug, r.title] as const),
      ...has(c.articles).map((r) => ["articles", r.slug, r.title] as const),
      ...has(c["case-studies"]).map((r) => ["case-studies", r.slug, r.title] as const),
    ];
    const tooLong = titled
      .filter(([, , title]) => `${title} | ${site}`.length > MAX_TITLE)
      .map(([where, slug, title]) => `content/${where}${where === "pages" ? `.${lang}.json (${slug})` : `/${slug}.${lang}.json`}: "${title} | ${site}" has ${`${title} | ${site}`.length} characters`);
    expect(tooLong).toEqual([]);
  });
});

describe("the languages the company works in (site.{lang}.json availableLanguages)", () => {
  // They become the office's schema.org Language names on the pages of each language.
  it("are named in Arabic letters in the Arabic settings", () => {
    const notArabic = has(arabic.site)
      .availableLanguages.map((l) => l.name)
      .filter((name) => !/^[\p{Script=Arabic} ]+$/u.test(name));
    expect(notArabic).toEqual([]);
  });
});

describe("links", () => {
  it("point only to pages the site creates", () => {
    expect(brokenLinks(contentLinks(content), sitePages(content))).toEqual([]);
  });
});

describe("company name", () => {
  it("appears only in site.{lang}.json, in either language (outside email addresses and URLs)", () => {
    const names = [has(content.site).siteTitle.trim(), has(arabic.site).siteTitle.trim()];
    const pattern = new RegExp(
      names
        .map((name) =>
          name
            .split(/\s+/)
            .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
            .join("\\s+"),
        )
        .join("|"),
      "i",
    );
    const offenders: string[] = [];
    for (const file of fs.readdirSync(CONTENT_DIR).filter((f) => f.endsWith(".json") && !/^site\.[a-z]{2}\.json$/.test(f))) {
      const text = fs
        .readFileSync(path.join(CONTENT_DIR, file), "utf8")
        .replace(/\b(?:https?:\/\/|www\.)[^\s"]*/gi, " ")
        .replace(/[^\s"@]+@[^\s"@]+/g, " ");
      text.split("\n").forEach((line, i) => {
        if (pattern.test(line)) offenders.push(`content/${file}:${i + 1}: ${line.trim()}`);
      });
    }
    expect(offenders).toEqual([]);
  });
});

describe("the glossary (content/glossary.json)", () => {
  // The content's words are checked by the validator (the first test); the interface's words must keep
  // the same spellings. A message that is a function is checked as it reads for a count in each of
  // Arabic's plural categories (zero, one, two, few, many, other), every argument being that count.
  const COUNTS = [0, 1, 2, 3, 11, 100];
  const words = (value: unknown): unknown =>
    typeof value === "function"
      ? Object.fromEntries(COUNTS.map((n) => [n, (value as (...args: number[]) => unknown)(...Array<number>(value.length).fill(n))]))
      : value && typeof value === "object"
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, words(v)]))
        : value;
  const glossary = () => glossarySchema.parse(JSON.parse(fs.readFileSync(path.join(CONTENT_DIR, "glossary.json"), "utf8")));

  it.each([
    ["en", "src/lib/messages.ts", MESSAGES],
    ["ar", "src/lib/messages-ar.ts", MESSAGES_AR],
  ] as const)("holds in the interface's words in %s (%s)", (lang, file, messages) => {
    const findings = glossaryFindings(entriesFor(glossary(), lang, "interface"), words(messages));
    expect(findings.map((f) => `${file} at ${f.path.join(".")}: expected ${glossaryExpectation(f)}, found ${JSON.stringify(f.excerpt)}`)).toEqual([]);
  });

  // Each entry does what it says: every spelling it refuses is found in running text (in Arabic, after a
  // joined و too), and the spelling it asks for is not. A variant the matching can never find, such as
  // one that holds the entry's own term, would refuse nothing and look as if it did.
  const FILLER: Record<Lang, string> = { en: "Text", ar: "نص" };
  it.each(LANGS.flatMap((lang) => glossary()[lang].map((entry) => [lang, entry.use, entry] as const)))(
    "%s «%s» refuses each of its variants and accepts itself",
    (lang, use, entry) => {
      const found = (text: string) => termViolations([entry], `${FILLER[lang]} ${text} ${FILLER[lang]}.`).map((v) => v.found);
      expect(found(use)).toEqual([]);
      for (const variant of entry.insteadOf) {
        expect(found(variant)).toEqual([variant]);
        if (lang === "ar") expect(found(`و${variant}`)).toEqual([`و${variant}`]);
      }
      if (lang === "ar") expect(found(`و${use}`)).toEqual([]);
    },
  );

  // The terms the Arabic edition settled on: the drifted wording is refused in the content, the chosen
  // one accepted. Each pair is a drifted sentence and the same sentence in the glossary's words.
  it.each([
    ["onboarding", "في إجراءات انضمام العملاء الجدد", "في إجراءات تسجيل العملاء الجدد"],
    ["milestones", "نتفق معكم على المعالم الرئيسية، لا المراحل الرئيسة", "نتفق معكم على المراحل الرئيسية"],
    ["UAE cloud regions", "ونوصي بالمناطق السحابية المستضافة في الإمارات", "ونوصي بالمناطق السحابية داخل الإمارات"],
    ["one UAE cloud region", "في منطقة سحابية في الإمارات", "في منطقة سحابية داخل الإمارات"],
    ["API", "عبر واجهات API، وواجهة API", "عبر واجهات برمجة التطبيقات (API)، وواجهة برمجة التطبيقات (API)"],
    ["non-production environments", "أوقفوا البيئات غير الإنتاجية", "أوقفوا بيئات التطوير والاختبار"],
    ["a vendor, with the shadda", "تقييم الموردين، ويوصي الموردون، ومن موردي البرمجيات", "تقييم المورّدين، ويوصي المورّدون، ومن مورّدي البرمجيات"],
    [
      "the كـ of 'as'",
      "برمجيات تُقدَّم كخدمة، والبنية التحتية ككود، والحوكمة كمرحلة لاحقة، وكنقطة انطلاق",
      "برمجيات تُقدَّم بوصفها خدمة، والبنية التحتية بوصفها شيفرة برمجية، والحوكمة بوصفها مرحلة لاحقة",
    ],
    ["month zero", "الأفق الأول (من الشهر 0 إلى الشهر 6)", "الأفق الأول (الأشهر الستة الأولى)"],
  ])("settles %s: refuses «%s», accepts «%s»", (_, drifted, settled) => {
    const entries = entriesFor(glossary(), "ar", "content");
    const refused = termViolations(entries, drifted).map((v) => v.found);
    // Every drifted word of the sentence is refused, not only the first.
    expect(refused.length).toBe(drifted.split("، ").length);
    expect(termViolations(entries, settled)).toEqual([]);
  });

  it("leaves مورد alone, the word for a resource, which only its shadda tells from a vendor", () => {
    expect(termViolations(entriesFor(glossary(), "ar", "content"), "ضعوا على كل مورد سحابي وسمًا، وعلى كل موارد الحساب")).toEqual([]);
  });
});

describe("Arabic prose", () => {
  /**
   * A relative pronoun right after an aside set off by commas («المنطقة السحابية، وأحيانًا المزوّد، الذي …»)
   * can agree with the aside's noun or the main one, and the reader cannot tell which was meant: give
   * each noun its own clause, or drop the aside. The aside is a short stretch between two commas.
   */
  const RELATIVE_AFTER_ASIDE = /،[^،.؛:؟!]{1,40}،\s*(?:الذي|التي|الذين|اللذين|اللتين|اللذان|اللتان|اللاتي|اللواتي)(?![\p{L}\p{M}])/u;

  it("the check finds a relative clause after an aside, and passes one that follows its noun", () => {
    expect(RELATIVE_AFTER_ASIDE.test("تحدد المنطقة السحابية، وأحيانًا المزوّد، الذي يمكن لكل عبء عمل استخدامه.")).toBe(true);
    expect(RELATIVE_AFTER_ASIDE.test("تحدد المنطقة السحابية التي يمكن لكل عبء عمل استخدامها، بل تحدد أحيانًا المزوّد نفسه.")).toBe(false);
    expect(RELATIVE_AFTER_ASIDE.test("زمن الرد على الرسائل المباشرة، التي يعاملها العملاء قناةً للخدمة.")).toBe(false);
  });

  it("never puts a relative clause after an aside, where it could belong to either noun", () => {
    const strings = (value: unknown, at: string): [string, string][] =>
      typeof value === "string"
        ? [[at, value]]
        : Array.isArray(value)
          ? value.flatMap((v, i) => strings(v, `${at}[${i}]`))
          : value && typeof value === "object"
            ? Object.entries(value).flatMap(([k, v]) => strings(v, `${at}.${k}`))
            : [];
    const sources = readContentDir(CONTENT_DIR);
    const offenders = Object.keys(sources)
      .filter((key) => key.endsWith(".ar"))
      .flatMap((key) => strings(JSON.parse(sources[key]!), "$").map(([at, text]) => [`content/${key}.json at ${at}`, text] as const))
      .filter(([, text]) => RELATIVE_AFTER_ASIDE.test(text))
      .map(([where, text]) => `${where}: ${RELATIVE_AFTER_ASIDE.exec(text)![0]}`);
    expect(offenders).toEqual([]);
  });
});

// The specification fixes these; they are not editorial, so an editor changing them is a mistake.
describe("the specification's fixed facts", () => {
  it("the four dedicated services exist", () => {
    const slugs = has(content.services).map((s) => s.slug);
    expect(DEDICATED_SERVICE_IDS.filter((id) => !slugs.includes(id))).toEqual([]);
  });

  it("the office is at 25.1719, 55.3022, shown at zoom 15", () => {
    const { geo, mapZoom } = has(content.site).contact;
    expect(geo).toEqual({ latitude: 25.1719, longitude: 55.3022 });
    expect(mapZoom).toBe(15);
  });

  it("the carousel advances every 5000 ms, success messages last 5000 ms, submits take 1000 ms", () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(5000);
    expect(SUCCESS_MESSAGE_MS).toBe(5000);
    expect(SUBMIT_DELAY_MS).toBe(1000);
  });
});
