import { resourceTypeLabel } from "../../../src/lib/content/resources";
import { MESSAGES } from "../../../src/lib/language/messages";
import { MESSAGES_AR } from "../../../src/lib/language/messages-ar";

const { insights, guides } = MESSAGES_AR;

const leaves = (value: unknown, at = ""): [string, unknown][] =>
  typeof value === "object" && value !== null ? Object.entries(value).flatMap(([k, v]) => leaves(v, at ? `${at}.${k}` : k)) : [[at, value]];

it("writes every Arabic interface string in Arabic script, apart from brand names and the e-mail example", () => {
  const latinOnly = leaves(MESSAGES_AR)
    .filter(([, v]) => typeof v === "string" && !/[\u0600-\u06ff]/.test(v))
    .map(([k]) => k);
  expect(latinOnly.sort()).toEqual(["newsletter.placeholder", "social.linkedin", "social.facebook", "social.instagram", "sideBar.whatsapp"].sort());
});

it.each([
  ["en", "WhitePaper", "Whitepaper"],
  ["en", "webinar", "Resource"],
  ["en", "constructor", "Resource"],
  ["ar", "ebook", "كتاب إلكتروني"],
] as const)("resourceTypeLabel in %s labels %p as %s, whatever its case, and any other type as the language's Resource", (lang, type, label) => {
  expect(resourceTypeLabel(type, { en: MESSAGES, ar: MESSAGES_AR }[lang].guides)).toBe(label);
});

// Arabic counts agree with their number: Intl.PluralRules("ar") sorts every count into zero, one,
// two, few (3–10, 103–110 …), many (11–99, 111–199 …) or other (100–102, 200 …), and each
// category has its own form of the noun and of the verb that follows it.
it.each([
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

it("joins Arabic names in Arabic word order, not as two nouns side by side: the feed, a social profile", () => {
  expect(MESSAGES_AR.feedTitle("تمكين ديجيتال")).toBe("رؤى من تمكين ديجيتال");
  expect(MESSAGES_AR.socialProfile("ليلى حداد", "LinkedIn")).toBe("حساب ليلى حداد على LinkedIn");
});

it("groups thousands with Latin digits in Arabic too, as Intl writes them for the UAE", () => {
  const intl = new Intl.NumberFormat("ar-AE", { numberingSystem: "latn" });
  for (const n of [0, 7, 999, 1000, 65536, 100000, 1234567]) expect(MESSAGES_AR.pagination.page(n)).toBe(`الصفحة ${intl.format(n)}`);
});

it.each([
  [0, null, "", "لا توجد مقالات"],
  [1, null, "سحابة", "عرض مقال واحد يطابق «سحابة»"],
  [2, "البيانات", "سحابة", "عرض مقالَين في «البيانات» يطابقان «سحابة»"],
  [3, null, "سحابة", "عرض 3 مقالات تطابق «سحابة»"],
  [11, null, "سحابة", "عرض 11 مقالًا يطابق «سحابة»"],
  [100, null, "سحابة", "عرض 100 مقال يطابق «سحابة»"],
  [0, "البيانات", "سحابة", "لا توجد مقالات في «البيانات» تطابق «سحابة»"],
])("insights.showing(%i, %p, %p) is %s: the count in the genitive after «عرض», a search's verb agreeing with it", (n, category, search, text) => {
  expect(insights.showing(n, category, search)).toBe(text);
});
