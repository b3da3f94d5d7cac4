import { scorerMessage, type ScorerMessageKey } from '@prepwise/contracts';
import type { SpeakingTaskRubric } from './rubric.js';
import type { SpeakingEvidence, SpeakingTraitName, SpeakingTraitResult } from './types.js';
import type { Insertion, TokenMatch } from './word-alignment.js';

/** A phrase looked for in a free answer and whether it was heard. */
export interface PhraseCoverage {
  phrase: string;
  kind: 'keyword' | 'hint' | 'answer';
  found: boolean;
  start?: number;
  end?: number;
}

/** Share of the key phrases' weight an answer must cover for full content marks. */
const FULL_COVERAGE = 0.6;
const HINT_WEIGHT = 0.5;
/** Repeat sentence: below this share of the words, content is "almost none". */
const ALMOST_NONE = 0.2;

function readingEvidence(
  matches: readonly TokenMatch[],
  insertions: readonly Insertion[],
): SpeakingEvidence[] {
  const skipped: SpeakingEvidence[] = matches
    .filter((match) => match.segments.length === 0)
    .map((match) => ({
      kind: 'skipped-word',
      message: scorerMessage('wordNotSaid', { word: match.token.text }),
      word: match.token.text,
    }));
  const inserted: SpeakingEvidence[] = insertions
    .filter((insertion) => insertion.kind === 'extra' || insertion.kind === 'unclear')
    .map(({ segment, kind }) => ({
      kind: 'inserted-word',
      message:
        kind === 'unclear'
          ? scorerMessage('unclearSpeech')
          : scorerMessage('wordNotInText', { word: segment.word }),
      start: segment.start,
      end: segment.end,
      ...(kind === 'extra' ? { word: segment.word } : {}),
    }));
  return [...skipped, ...inserted];
}

/**
 * Read aloud content: one point per reference word said, less one per word inserted that is
 * not in the text, reported on 0-5 (design/scoring.md).
 */
export function scoreReadAloudContent(
  matches: readonly TokenMatch[],
  insertions: readonly Insertion[],
): SpeakingTraitResult {
  const said = matches.filter((match) => match.segments.length > 0).length;
  const extra = insertions.filter(
    (insertion) => insertion.kind === 'extra' || insertion.kind === 'unclear',
  ).length;
  const raw = matches.length > 0 ? (5 * Math.max(0, said - extra)) / matches.length : 0;
  return { score: Math.round(raw), max: 5, raw, evidence: readingEvidence(matches, insertions) };
}

/**
 * Repeat sentence content: 3 when every word was said in order (and nothing else), 2 when at
 * least half, 1 when fewer, 0 when almost none (under a fifth).
 */
export function scoreRepeatContent(
  matches: readonly TokenMatch[],
  insertions: readonly Insertion[],
): SpeakingTraitResult {
  const said = matches.filter((match) => match.segments.length > 0).length;
  const extra = insertions.filter((insertion) => insertion.kind === 'extra').length;
  const share = matches.length > 0 ? said / matches.length : 0;
  let score = 0;
  if (share === 1 && extra === 0) score = 3;
  else if (share >= 0.5) score = 2;
  else if (share >= ALMOST_NONE) score = 1;
  return { score, max: 3, raw: 3 * share, evidence: readingEvidence(matches, insertions) };
}

/**
 * Describe image / retell lecture content 0-5, from the key ideas heard: keywords weigh one,
 * phrase hints half, and covering 60% of the weight earns full marks. Content is earned by key
 * ideas only (issue 34):
 * - fewer than {@link keyIdeasNeeded} distinct key ideas heard (two, a fifth of a list longer
 *   than ten, all of them when the item lists fewer than two) is content 0: a single spotted
 *   keyword is as likely a false alarm in unrelated speech as an idea said
 *   (bench/speaking/off-topic.ts);
 * - phrase hints (template phrases such as "the bar chart compares") never earn more than the
 *   key ideas heard with them, so a template said without the image's or lecture's ideas earns 0.
 * Content 0 then zeroes oral fluency and pronunciation ({@link applyContentZeroRule}).
 */
function phraseMessage(isHint: boolean, found: boolean): ScorerMessageKey {
  if (isHint) return found ? 'phraseHeard' : 'phraseNotHeard';
  return found ? 'keyIdeaHeard' : 'keyIdeaNotHeard';
}

/** Distinct key ideas (keywords) an answer must name before it earns any content... */
export const MIN_KEY_IDEAS = 2;
/**
 * ...and at least this share of a long list: the more phrases are listened for, the likelier a
 * stray hit (another task's prompt read aloud to a 12-idea lecture was heard as "sleep" and
 * "learning", from "returning"; bench/speaking/off-topic.ts).
 */
export const MIN_KEY_IDEA_SHARE = 0.2;

/** Key ideas an answer to an item listing `keywords` of them must name to earn content. */
export function keyIdeasNeeded(keywords: number): number {
  return Math.min(keywords, Math.max(MIN_KEY_IDEAS, Math.ceil(MIN_KEY_IDEA_SHARE * keywords)));
}

export function scorePhraseContent(phrases: readonly PhraseCoverage[]): SpeakingTraitResult {
  const keywords = phrases.filter((phrase) => phrase.kind !== 'hint');
  const hints = phrases.filter((phrase) => phrase.kind === 'hint');
  const total = keywords.length + HINT_WEIGHT * hints.length;
  const ideasHeard = new Set(
    keywords.filter((phrase) => phrase.found).map((phrase) => phrase.phrase.toLowerCase()),
  ).size;
  const needed = keyIdeasNeeded(keywords.length);
  const hintsHeard = HINT_WEIGHT * hints.filter((phrase) => phrase.found).length;
  const covered = ideasHeard + Math.min(hintsHeard, ideasHeard);
  const enough = keywords.length > 0 && ideasHeard >= needed;
  const raw = enough && total > 0 ? Math.min(5, (5 * covered) / (FULL_COVERAGE * total)) : 0;
  const evidence: SpeakingEvidence[] = phrases.map((phrase) => ({
    kind: phrase.found ? 'keyword-covered' : 'keyword-missing',
    message: scorerMessage(phraseMessage(phrase.kind === 'hint', phrase.found), { phrase: phrase.phrase }),
    word: phrase.phrase,
    ...(phrase.start === undefined ? {} : { start: phrase.start, end: phrase.end }),
  }));
  if (!enough)
    evidence.unshift({
      kind: 'not-assessed',
      message: scorerMessage('tooFewKeyIdeas', { heard: ideasHeard, needed: Math.max(1, needed) }),
    });
  return { score: Math.round(raw), max: 5, raw, evidence };
}

/** Answer short question: 1 when an accepted answer was heard, else 0. */
export function scoreAnswer(answers: readonly PhraseCoverage[]): SpeakingTraitResult {
  const heard = answers.find((answer) => answer.found);
  const evidence: SpeakingEvidence[] = heard
    ? [
        {
          kind: 'answer-heard',
          message: scorerMessage('answerHeard', { phrase: heard.phrase }),
          word: heard.phrase,
          start: heard.start,
          end: heard.end,
        },
      ]
    : [
        {
          kind: 'answer-missing',
          message: scorerMessage('answerNotHeard', {
            answers: answers.map((answer) => answer.phrase).join(' / '),
          }),
        },
      ];
  return { score: heard ? 1 : 0, max: 1, raw: heard ? 1 : 0, evidence };
}

/**
 * The PTE rule for a response with nothing relevant in it (content 0: an unrelated answer,
 * another task's prompt read aloud, too few key ideas): every other trait of a task whose rubric
 * says so (`zeroIfNoContent`) scores 0 too, with the reason on each trait. The one place the rule
 * lives; `scoreSpeaking` applies it to every speaking task.
 */
export function applyContentZeroRule(
  rubric: SpeakingTaskRubric,
  traits: Partial<Record<SpeakingTraitName, SpeakingTraitResult>>,
): void {
  if (!rubric.zeroIfNoContent || traits.content?.score !== 0) return;
  for (const [name] of rubric.traits) {
    const trait = traits[name];
    if (name === 'content' || !trait || trait.score === 0) continue;
    trait.score = 0;
    trait.evidence.unshift({
      kind: 'not-assessed',
      message: scorerMessage('contentZeroRule'),
    });
  }
}
