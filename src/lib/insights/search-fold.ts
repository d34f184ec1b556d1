/**
 * Text as the Insights search compares it: the query and every title and excerpt pass through this
 * one function, so a match never depends on how either was spelled.
 *
 * The specification's "case-insensitive" means, for English, lower case; for Arabic, what readers
 * treat as the same letters when they type, the rules of Lucene's ArabicNormalizer (Elasticsearch's
 * `arabic_normalization`):
 * - alef with hamza above or below, or with madda (أ إ آ), is a bare alef (ا);
 * - teh marbuta (ة) is heh (ه), and alef maksura (ى) is yeh (ي);
 * - the harakat (fatha, damma, kasra, the three tanween, shadda, sukun: U+064B to U+0652) and the
 *   tatweel (U+0640) are dropped.
 * Two rules go further than Lucene's, for text set with full vocalisation: alef wasla (ٱ) is a bare
 * alef, and the superscript alef (U+0670) is dropped, as a reader typing «هذا» for «هٰذا» expects.
 * NFC first, so a letter typed as a base and a combining hamza or madda (ا + U+0654) folds as the
 * precomposed one does.
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
