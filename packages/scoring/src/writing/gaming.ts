import type { WordSpan } from './overlap.js';
import { isKnownWord } from './spelling.js';

/** Function words: running English prose is roughly 40% of these; a word list is almost none. */
const FUNCTION_WORDS = new Set(
  (
    'a an the of to in on at by for with from as and or but nor so if that this these those it its is are was were be been ' +
    'being am do does did have has had i you he she we they me him her us them my your his our their not no can could will ' +
    'would should may might must there here what which who when where why how than then also because while although into'
  ).split(' '),
);
const MIN_WORDS_FOR_SHAPE = 8;

/** Share of words that are function words (0 for an empty text). */
export function functionWordShare(words: WordSpan[]): number {
  if (words.length === 0) return 0;
  return words.filter((item) => FUNCTION_WORDS.has(item.word)).length / words.length;
}

/** True for a list of (often sophisticated) words with no sentence structure. */
export function isWordList(words: WordSpan[]): boolean {
  return words.length >= MIN_WORDS_FOR_SHAPE && functionWordShare(words) < 0.12;
}

/** True when most alphabetic words are not English: non-Latin script or unknown to the dictionary. */
export function isNotEnglish(text: string, words: WordSpan[]): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (letters.length === 0) return words.length > 0 || text.trim().length > 0;
  const latin = letters.filter((letter) => /[a-zA-Z]/.test(letter)).length;
  if (latin / letters.length < 0.7) return true;
  const sample = words.filter((item) => /^\p{L}+$/u.test(item.word)).slice(0, 300);
  if (sample.length < 3) return false;
  const known = sample.filter((item) => isKnownWord(item.word)).length;
  return (
    known / sample.length < 0.5 ||
    (sample.length >= MIN_WORDS_FOR_SHAPE && functionWordShare(sample) < 0.05 && known / sample.length < 0.7)
  );
}

/** Memorised essay formulas that carry no content (matched inside a sentence). */
const TEMPLATE_PATTERNS: RegExp[] = [
  /\bthis (essay|paper) (will|shall|is going to) (discuss|examine|explore|analy[sz]e|consider)/i,
  /\b(is|has become) (a|an) (highly |very )?(controversial|debatable|contentious|hotly debated) (issue|topic|subject)/i,
  /\b(has|have) (sparked|triggered|generated|caused) (a |an )?(heated |intense |lively )?(debate|controversy)/i,
  /\bboth sides of (the|this) (argument|issue|debate|coin)/i,
  /\b(before|prior to) (reaching|drawing|coming to) (a|my) (conclusion|verdict|decision)/i,
  /\bthere is no (denying|doubt) (that|the fact)/i,
  /\bin (today's|this) (modern )?(world|society|day and age|era)/i,
  /\b(weigh|weighing) (up )?the (pros|advantages|benefits) and (cons|disadvantages|drawbacks)/i,
  /\b(all things considered|taking everything into (account|consideration)|having considered both)/i,
  /\bit is (widely|commonly|generally) (believed|accepted|held|argued) that/i,
  /\bthis (issue|topic|question) (needs|deserves|requires) (careful|thorough|detailed) (consideration|analysis|discussion)/i,
  /\b(people|opinions) (have|hold) (different|divergent|varying|mixed) (views|opinions|attitudes)/i,
  /\bi (will|shall) (now )?(elaborate|discuss|explain) (on )?(this|my (view|opinion|stance))/i,
];

/** Sentence spans ([start, end)) that contain a memorised template formula. */
export function findTemplateSentences(
  text: string,
  sentences: ReadonlyArray<{ start: number; end: number }>,
): Array<{ start: number; end: number }> {
  return sentences.filter((sentence) => {
    const content = text.slice(sentence.start, sentence.end);
    return TEMPLATE_PATTERNS.some((pattern) => pattern.test(content));
  });
}
