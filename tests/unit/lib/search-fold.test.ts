import { foldForSearch } from "../../../src/lib/insights/search-fold";

/** Code points by name, so each rule reads as what it folds rather than as marks that are hard to see. */
const ALEF = "\u0627";
const HEH = "\u0647";
/** Fathatan, dammatan, kasratan, fatha, damma, kasra, shadda, sukun (the harakat Lucene's ArabicNormalizer removes), the tatweel and the superscript alef. */
const DROPPED = ["\u064b", "\u064c", "\u064d", "\u064e", "\u064f", "\u0650", "\u0651", "\u0652", "\u0640", "\u0670"];
const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

describe("foldForSearch", () => {
  it.each([
    ["\u0622", "alef with madda above", ALEF],
    ["\u0629", "teh marbuta", HEH],
  ])("folds %s, the %s, into %s", (letter, _name, into) => {
    expect(foldForSearch(`ك${letter}ب`)).toBe(`ك${into}ب`);
  });

  it.each(DROPPED.map((mark) => [hex(mark), mark]))("drops %s, however many", (_, mark) => {
    expect(foldForSearch(`ك${mark}${mark}تب`)).toBe("كتب");
    expect(foldForSearch(mark)).toBe("");
  });

  it.each([
    ["الإِمَارَاتُ الذَّكَاءُ مَبْنًى ٱلرَّحْمَٰن", "الامارات الذكاء مبني الرحمن", "hamza below, alef wasla, alef maksura and marks folded in one text"],
    [`${ALEF}\u0654حمد`, "احمد", "composed first (NFC): a combining hamza after alef as the precomposed letter"],
    ["\u0648\u0654", "\u0624", "composed first (NFC): hamza on waw stays a hamza on waw, typed either way"],
    ["مسؤول قائد جزء وجه يوم ٢٠٢٥", "مسؤول قائد جزء وجه يوم ٢٠٢٥", "what Lucene keeps: hamza on waw or yeh, a lone hamza, heh, yeh, Arabic-Indic digits"],
    ["UAE Pass, 2025: 90-day plan", "uae pass, 2025: 90-day plan", "other scripts lower-cased, spaces, digits and punctuation kept"],
    ["Cafe\u0301", "café", "accents kept, so a phrase matches as typed"],
  ])("folds %s into %s: %s; and the folded text folds to itself", (typed, folded) => {
    expect(foldForSearch(typed)).toBe(folded);
    expect(foldForSearch(folded)).toBe(folded);
  });
});
