/**
 * Eleven surface counts (length, word length, type-token ratio, sentence length, commas, capitals,
 * connectives, paragraphs ...), computed with plain regular expressions. Alone they are the
 * baseline of bench/writing (a ridge on them is what the scorer must beat on unseen prompts); the
 * scorer also reads them beside its linguistic features (leave-one-prompt-out: they add to both).
 */

const CONNECTIVE =
  /\b(however|moreover|furthermore|therefore|thus|because|although|though|whereas|while|but|also|besides|for example|for instance|in addition|in conclusion|finally|first|firstly|second|secondly|then|so|since|consequently|nevertheless|on the other hand)\b/gi;

/** Names of the eleven surface features, in row order. */
export const SURFACE_FEATURE_NAMES = [
  'surfaceLogWords',
  'surfaceMeanWordLength',
  'surfaceTypeTokenRatio',
  'surfaceMeanSentenceWords',
  'surfaceCommasPer100',
  'surfaceCapitalsPer100',
  'surfaceConnectivesPer100',
  'surfaceLogParagraphs',
  'surfaceLongWordShare',
  'surfaceLogDistinctWords',
  'surfaceLogSentences',
] as const;

/** One surface feature name. */
export type SurfaceFeatureName = (typeof SURFACE_FEATURE_NAMES)[number];

/** The eleven surface features of a text, in SURFACE_FEATURE_NAMES order. */
export function surfaceFeatures(text: string): number[] {
  const words = text.match(/[A-Za-z][A-Za-z'-]*/g) ?? [];
  const count = Math.max(1, words.length);
  const lower = words.map((word) => word.toLowerCase());
  const distinct = new Set(lower).size;
  const sentences = Math.max(1, (text.match(/[.!?]+(\s|$)/g) ?? []).length);
  const paragraphs = Math.max(1, text.split(/\n\s*\n|\r?\n/).filter((part) => part.trim().length > 0).length);
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  return [
    Math.log1p(words.length),
    letters / count,
    distinct / count,
    Math.min(60, words.length / sentences),
    ((text.match(/,/g) ?? []).length * 100) / count,
    ((text.match(/\b[A-Z]/g) ?? []).length * 100) / count,
    ((text.match(CONNECTIVE) ?? []).length * 100) / count,
    Math.log(paragraphs),
    words.filter((word) => word.length >= 7).length / count,
    Math.log1p(distinct),
    Math.log(sentences),
  ];
}
