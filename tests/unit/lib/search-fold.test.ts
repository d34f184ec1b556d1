import { foldForSearch } from "../../../src/lib/insights/search-fold";

/** Code points by name, so each rule reads as what it folds rather than as marks that are hard to see. */
const ALEF = "\u0627";
const HEH = "\u0647";
const YEH = "\u064a";
/** Fathatan, dammatan, kasratan, fatha, damma, kasra, shadda, sukun (the harakat Lucene's ArabicNormalizer removes), the tatweel and the superscript alef. */
const DROPPED = ["\u064b", "\u064c", "\u064d", "\u064e", "\u064f", "\u0650", "\u0651", "\u0652", "\u0640", "\u0670"];
const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

describe("foldForSearch", () => {
  it.each([
    ["\u0622", "alef with madda above", ALEF],
    ["\u0623", "alef with hamza above", ALEF],
    ["\u0625", "alef with hamza below", ALEF],
    ["\u0671", "alef wasla (beyond Lucene, for fully vocalised text)", ALEF],
    ["\u0629", "teh marbuta", HEH],
    ["\u0649", "alef maksura", YEH],
  ])("folds %s, the %s, into %s", (letter, _name, into) => {
    expect(foldForSearch(letter)).toBe(into);
    expect(foldForSearch(`ك${letter}ب`)).toBe(`ك${into}ب`);
  });

  it.each(DROPPED.map((mark) => [hex(mark), mark]))("drops %s, however many", (_, mark) => {
    expect(foldForSearch(`ك${mark}${mark}تب`)).toBe("كتب");
    expect(foldForSearch(mark)).toBe("");
  });

  it("applies every rule in one text: a word as typed with and without its marks folds the same", () => {
    expect(foldForSearch("الإِمَارَاتُ")).toBe("الامارات");
    expect(foldForSearch("الذَّكَاءُ")).toBe("الذكاء");
    expect(foldForSearch("مَبْنًى")).toBe("مبني");
    expect(foldForSearch("ٱلرَّحْمَٰن")).toBe("الرحمن");
    expect(foldForSearch("إدارة")).toBe(foldForSearch("اداره"));
  });

  it("keeps what Lucene keeps: hamza on waw or yeh, a lone hamza, heh, yeh and the Arabic-Indic digits", () => {
    for (const kept of ["مسؤول", "قائد", "جزء", "وجه", "يوم", "٢٠٢٥"]) expect(foldForSearch(kept)).toBe(kept);
  });

  it("composes first (NFC), so a combining hamza or madda after alef folds as the precomposed letter does", () => {
    expect(foldForSearch(`${ALEF}\u0654حمد`)).toBe(foldForSearch("أحمد"));
    expect(foldForSearch(`${ALEF}\u0655دارة`)).toBe(foldForSearch("إدارة"));
    expect(foldForSearch(`${ALEF}\u0653خر`)).toBe(foldForSearch("آخر"));
    // Hamza on waw stays a hamza on waw, typed either way.
    expect(foldForSearch("\u0648\u0654")).toBe("\u0624");
  });

  it("lower-cases other scripts and keeps spaces, digits, punctuation and accents, so a phrase or a year matches as typed", () => {
    expect(foldForSearch("UAE Pass, 2025: 90-day plan")).toBe("uae pass, 2025: 90-day plan");
    expect(foldForSearch("Cafe\u0301")).toBe("café");
    expect(foldForSearch("خارطة طريق 2025")).toBe("خارطه طريق 2025");
  });

  it("is idempotent: folded text folds to itself", () => {
    for (const text of ["إِدارةُ التغيير", "الإمـارات", "مستشفى", "ٱلرَّحْمَٰن", "Cloud COSTS", ""]) {
      const once = foldForSearch(text);
      expect(foldForSearch(once)).toBe(once);
    }
  });
});
