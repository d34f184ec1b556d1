import { foldForSearch } from "../../../src/lib/insights/search-fold";

/** Code points by name, so each rule reads as what it folds rather than as marks that are hard to see. */
const ALEF = "\u0627";
const HEH = "\u0647";
const YEH = "\u064a";
const TATWEEL = "\u0640";
/** Fathatan, dammatan, kasratan, fatha, damma, kasra, shadda, sukun: the harakat Lucene's ArabicNormalizer removes. */
const HARAKAT = ["\u064b", "\u064c", "\u064d", "\u064e", "\u064f", "\u0650", "\u0651", "\u0652"];
const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

describe("foldForSearch: the rules of Lucene's ArabicNormalizer", () => {
  it.each([
    ["\u0622", "alef with madda above"],
    ["\u0623", "alef with hamza above"],
    ["\u0625", "alef with hamza below"],
  ])("folds %s, the %s, into a bare alef", (letter) => {
    expect(foldForSearch(letter)).toBe(ALEF);
    expect(foldForSearch(`${letter}حمد`)).toBe(`${ALEF}حمد`);
  });

  it("folds teh marbuta (ة) into heh (ه)", () => {
    expect(foldForSearch("\u0629")).toBe(HEH);
    expect(foldForSearch("إدارة")).toBe("اداره");
  });

  it("folds alef maksura (ى) into yeh (ي)", () => {
    expect(foldForSearch("\u0649")).toBe(YEH);
    expect(foldForSearch("مستشفى")).toBe("مستشفي");
  });

  it.each(HARAKAT.map((mark) => [hex(mark), mark]))("drops the haraka %s", (_, mark) => {
    expect(foldForSearch(`ك${mark}تب`)).toBe("كتب");
    expect(foldForSearch(mark)).toBe("");
  });

  it("drops the tatweel (ـ), however many", () => {
    expect(foldForSearch(`الإم${TATWEEL}${TATWEEL}${TATWEEL}ارات`)).toBe("الامارات");
  });

  it("applies every rule in one text: a word as typed with and without its marks folds the same", () => {
    expect(foldForSearch("الإِمَارَاتُ")).toBe("الامارات");
    expect(foldForSearch("الذَّكَاءُ")).toBe("الذكاء");
    expect(foldForSearch("تُقيّمون")).toBe("تقيمون");
    expect(foldForSearch("مَبْنًى")).toBe("مبني");
    expect(foldForSearch("إدارة")).toBe(foldForSearch("ادارة"));
    expect(foldForSearch("إدارة")).toBe(foldForSearch("اداره"));
  });

  it("keeps what Lucene keeps: hamza on waw or yeh, a lone hamza, heh, yeh and the Arabic-Indic digits", () => {
    for (const kept of ["مسؤول", "قائد", "جزء", "وجه", "يوم", "٢٠٢٥"]) expect(foldForSearch(kept)).toBe(kept);
  });
});

describe("foldForSearch: beyond Lucene", () => {
  it("folds alef wasla (ٱ) into a bare alef, as in fully vocalised text", () => {
    expect(foldForSearch("\u0671")).toBe(ALEF);
    expect(foldForSearch("ٱلرَّحْمَٰن")).toBe("الرحمن");
  });

  it("drops the superscript alef (U+0670)", () => {
    expect(foldForSearch("هٰذا")).toBe("هذا");
  });

  it("composes first (NFC), so a combining hamza or madda after alef folds as the precomposed letter does", () => {
    expect(foldForSearch(`${ALEF}\u0654حمد`)).toBe(foldForSearch("أحمد"));
    expect(foldForSearch(`${ALEF}\u0655دارة`)).toBe(foldForSearch("إدارة"));
    expect(foldForSearch(`${ALEF}\u0653خر`)).toBe(foldForSearch("آخر"));
    // Hamza on waw stays a hamza on waw, typed either way.
    expect(foldForSearch("\u0648\u0654")).toBe("\u0624");
  });
});

describe("foldForSearch: other scripts", () => {
  it("lower-cases English and leaves its letters otherwise alone", () => {
    expect(foldForSearch("Cloud Migration LESSONS")).toBe("cloud migration lessons");
    expect(foldForSearch("Café")).toBe("café");
    expect(foldForSearch("Cafe\u0301")).toBe("café");
  });

  it("keeps spaces, digits and punctuation, so a phrase or a year still matches as typed", () => {
    expect(foldForSearch("UAE Pass, 2025: 90-day plan")).toBe("uae pass, 2025: 90-day plan");
    expect(foldForSearch("خارطة طريق 2025")).toBe("خارطه طريق 2025");
  });

  it("is idempotent: folded text folds to itself", () => {
    for (const text of ["إِدارةُ التغيير", "الإمـارات", "مستشفى", "ٱلرَّحْمَٰن", "Cloud COSTS", ""]) {
      const once = foldForSearch(text);
      expect(foldForSearch(once)).toBe(once);
    }
  });
});
