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
    [100, "other", "عرض 100 مقال"],
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
    [11, "عرض 11 مقالًا يطابق «سحابة»"],
    [100, "عرض 100 مقال يطابق «سحابة»"],
  ])("makes the verb of a search agree with %i articles: %s", (n, text) => {
    expect(insights.showing(n, null, "سحابة")).toBe(text);
  });

  it("names the category between the count and the search, keeping the agreement", () => {
    expect(insights.showing(2, "البيانات", "سحابة")).toBe("عرض مقالَين في «البيانات» يطابقان «سحابة»");
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

describe("counts on their own", () => {
  it.each([
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
  ])("%p of %i: %s", (count, n, text) => {
    expect(count(n)).toBe(text);
  });
});
