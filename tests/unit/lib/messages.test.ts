import { resourceTypeLabel } from "../../../src/lib/content/resources";
import { MESSAGES } from "../../../src/lib/language/messages";
import { MESSAGES_AR } from "../../../src/lib/language/messages-ar";

const { insights, guides } = MESSAGES_AR;

it("holds the specification's messages for the forms", () => {
  expect(MESSAGES).toMatchObject({
    newsletter: { invalidEmail: "Please enter a valid email address.", success: "Thank you for subscribing!" },
    contactForm: { success: "Thank you for your message! We will get back to you soon." },
  });
});

const leaves = (value: unknown, at = ""): [string, unknown][] =>
  typeof value === "object" && value !== null ? Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k)) : [[at, value]];

it("writes every Arabic interface string in Arabic script, apart from brand names and the e-mail example", () => {
  const latinOnly = leaves(MESSAGES_AR)
    .filter(([, v]) => typeof v === "string" && !/[\u0600-\u06ff]/.test(v))
    .map(([k]) => k);
  expect(latinOnly.sort()).toEqual(["newsletter.placeholder", "social.linkedin", "social.facebook", "social.instagram", "sideBar.whatsapp"].sort());
});

it.each([
  ["en", "ebook", "E-book"],
  ["en", "WhitePaper", "Whitepaper"],
  ["en", "webinar", "Resource"],
  ["en", "constructor", "Resource"],
  ["ar", "ebook", "كتاب إلكتروني"],
  ["ar", "podcast", "مورد"],
] as const)("resourceTypeLabel in %s labels %p as %s, whatever its case, and any other type as the language's Resource", (lang, type, label) => {
  expect(resourceTypeLabel(type, { en: MESSAGES, ar: MESSAGES_AR }[lang].guides)).toBe(label);
});

// Arabic counts agree with their number: Intl.PluralRules("ar") sorts every count into zero, one,
// two, few (3–10, 103–110 …), many (11–99, 111–199 …) or other (100–102, 200 …), and each
// category has its own form of the noun and of the verb that follows it.
it.each([
  [MESSAGES.insights.tagCount, 0, "0 articles"],
  [MESSAGES.insights.tagCount, 1, "1 article"],
  [MESSAGES.insights.tagCount, 2, "2 articles"],
  [insights.tagCount, 0, "لا توجد مقالات"],
  [insights.tagCount, 1, "مقال واحد"],
  [insights.tagCount, 2, "مقالان"],
  [insights.tagCount, 7, "7 مقالات"],
  [insights.tagCount, 25, "25 مقالًا"],
  [insights.tagCount, 200, "200 مقال"],
  [insights.minutes, 0, "مدة القراءة: أقل من دقيقة"],
  [insights.minutes, 1, "مدة القراءة: دقيقة واحدة"],
  [insights.minutes, 2, "مدة القراءة: دقيقتان"],
  [insights.minutes, 10, "مدة القراءة: 10 دقائق"],
  [insights.minutes, 12, "مدة القراءة: 12 دقيقة"],
  [guides.pages, 2, "صفحتان"],
  [guides.pages, 8, "8 صفحات"],
  [guides.pages, 100, "100 صفحة"],
])("%p(%i) is %s", (count, n, text) => {
  expect(count(n)).toBe(text);
});

it("groups thousands with Latin digits in Arabic too, as Intl writes them for the UAE", () => {
  expect(insights.tagCount(1234)).toContain("1,234");
  const intl = new Intl.NumberFormat("ar-AE", { numberingSystem: "latn" });
  for (const n of [0, 7, 999, 1000, 65536, 100000, 1234567]) expect(MESSAGES_AR.pagination.page(n)).toBe(`الصفحة ${intl.format(n)}`);
});

describe("the count of articles an Arabic listing shows (insights.showing)", () => {
  it.each([
    [0, "zero", "لا توجد مقالات"],
    [1, "one", "عرض مقال واحد"],
    [2, "two", "عرض مقالَين"],
    [3, "few", "عرض 3 مقالات"],
    [11, "many", "عرض 11 مقالًا"],
    [100, "other", "عرض 100 مقال"],
    [103, "few", "عرض 103 مقالات"],
  ])("puts %i (%s) in the genitive after «عرض»: %s", (n, plural, text) => {
    expect(new Intl.PluralRules("ar").select(n)).toBe(plural);
    expect(insights.showing(n, null, "")).toBe(text);
  });

  it.each([
    [0, null, "لا توجد مقالات تطابق «سحابة»"],
    [1, null, "عرض مقال واحد يطابق «سحابة»"],
    [2, null, "عرض مقالَين يطابقان «سحابة»"],
    [3, null, "عرض 3 مقالات تطابق «سحابة»"],
    [11, null, "عرض 11 مقالًا يطابق «سحابة»"],
    [100, null, "عرض 100 مقال يطابق «سحابة»"],
    [2, "البيانات", "عرض مقالَين في «البيانات» يطابقان «سحابة»"],
    [0, "البيانات", "لا توجد مقالات في «البيانات» تطابق «سحابة»"],
  ])("makes the verb of a search agree with %i articles, naming the category %p between them: %s", (n, category, text) => {
    expect(insights.showing(n, category, "سحابة")).toBe(text);
  });
});
