/**
 * The specification's "case-insensitive": lower case for English; for Arabic, Lucene's ArabicNormalizer
 * (أ إ آ -> ا, ة -> ه, ى -> ي, harakat and tatweel dropped), plus alef wasla -> ا and the superscript alef
 * dropped, for fully vocalised text. NFC first, so a combining hamza or madda folds as the precomposed one.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[\u064b-\u0652\u0670\u0640]/g, "")
    .replace(/[\u0622\u0623\u0625\u0671]/g, "\u0627")
    .replace(/\u0629/g, "\u0647")
    .replace(/\u0649/g, "\u064a");
}
