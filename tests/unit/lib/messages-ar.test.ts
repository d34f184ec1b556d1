// Arabic counts agree with their number: Intl.PluralRules("ar") sorts every count into zero, one,
// two, few (3–10, 103–110 …), many (11–99, 111–199 …) or other (100–102, 200 …), and each
// category has its own form of the noun and of the verb that follows it.
import { MESSAGES_AR } from "../../../src/lib/language/messages-ar";

const { insights, guides } = MESSAGES_AR;
const category = (n: number) => new Intl.PluralRules("ar").select(n);

describe("the count of articles a listing shows (insights.showing)", () => {
  it.each([
    [0, "zero", "لا توجد مقالات"],
    [1, "one", "عرض مقال واحد"],
    [2, "two", "عرض مقالَين"],
    [3, "few", "عرض 3 مقالات"],
    [10, "few", "عرض 10 مقالات"],
    [11, "many", "عرض 11 مقالًا"],
    [99, "many", "عرض 99 مقالًا"],
    [100, "other", "عرض 100 مقال"],
    [102, "other", "عرض 102 مقال"],
    [103, "few", "عرض 103 مقالات"],
    [111, "many", "عرض 111 مقالًا"],
  ])("puts %i (%s) in the genitive after «عرض»: %s", (n, plural, text) => {
    expect(category(n)).toBe(plural);
    expect(insights.showing(n, null, "")).toBe(text);
  });

  it.each([
    [0, "لا توجد مقالات تطابق «سحابة»"],
    [1, "عرض مقال واحد يطابق «سحابة»"],
    [2, "عرض مقالَين يطابقان «سحابة»"],
    [3, "عرض 3 مقالات تطابق «سحابة»"],
    [10, "عرض 10 مقالات تطابق «سحابة»"],
    [11, "عرض 11 مقالًا يطابق «سحابة»"],
    [100, "عرض 100 مقال يطابق «سحابة»"],
  ])("makes the verb of a search agree with %i articles: %s", (n, text) => {
    expect(insights.showing(n, null, "سحابة")).toBe(text);
  });

  it("names the category between the count and the search, keeping the agreement", () => {
    expect(insights.showing(2, "البيانات", "")).toBe("عرض مقالَين في «البيانات»");
    expect(insights.showing(2, "البيانات", "سحابة")).toBe("عرض مقالَين في «البيانات» يطابقان «سحابة»");
    expect(insights.showing(1, "البيانات", "سحابة")).toBe("عرض مقال واحد في «البيانات» يطابق «سحابة»");
    expect(insights.showing(0, "البيانات", "سحابة")).toBe("لا توجد مقالات في «البيانات» تطابق «سحابة»");
  });

  it("never writes the nominative dual, or the feminine verb for one or two articles", () => {
    for (let n = 0; n <= 120; n++) {
      const text = insights.showing(n, "البيانات", "سحابة");
      expect(text).not.toContain("مقالان");
      if (n === 1 || n === 2) expect(text).not.toContain(" تطابق ");
    }
  });
});

describe("a count of articles on its own (insights.tagCount)", () => {
  it.each([
    [0, "لا توجد مقالات"],
    [1, "مقال واحد"],
    [2, "مقالان"],
    [7, "7 مقالات"],
    [25, "25 مقالًا"],
    [200, "200 مقال"],
  ])("%i: %s", (n, text) => {
    expect(insights.tagCount(n)).toBe(text);
  });
});

describe("reading time (insights.minutes)", () => {
  it.each([
    [0, "مدة القراءة: أقل من دقيقة"],
    [1, "مدة القراءة: دقيقة واحدة"],
    [2, "مدة القراءة: دقيقتان"],
    [4, "مدة القراءة: 4 دقائق"],
    [10, "مدة القراءة: 10 دقائق"],
    [12, "مدة القراءة: 12 دقيقة"],
    [100, "مدة القراءة: 100 دقيقة"],
  ])("%i minutes: %s", (n, text) => {
    expect(insights.minutes(n)).toBe(text);
  });
});

describe("pages of a guide (guides.pages)", () => {
  it.each([
    [1, "صفحة واحدة"],
    [2, "صفحتان"],
    [8, "8 صفحات"],
    [12, "12 صفحة"],
    [100, "100 صفحة"],
  ])("%i: %s", (n, text) => {
    expect(guides.pages(n)).toBe(text);
  });
});

describe("words addressed to readers", () => {
  // The site speaks to its readers in the plural (ابدؤوا، احجزوا); a label that asks them to act does too.
  it.each([
    ["learnMore", MESSAGES_AR.learnMore, "اعرفوا المزيد"],
    ["insights.readMore", insights.readMore, "اقرؤوا المقال"],
    ["caseStudies.readMore", MESSAGES_AR.caseStudies.readMore, "اقرؤوا دراسة الحالة كاملة"],
  ])("%s is in the plural: %s", (_, text, plural) => {
    expect(text).toBe(plural);
  });
});
