import { readEvidenceMessage, type AnswerResult } from '@prepwise/contracts';
import { WRITING_RUBRIC } from '@prepwise/scoring/rubric';

/** One reason the scorer gave, as a scoring-namespace key (`reason.*`) with its values. */
export interface ScoreReason {
  key: string;
  values: Record<string, number | string>;
}

type WritingTask = keyof typeof WRITING_RUBRIC;

function isWritingTask(type: string): type is WritingTask {
  return Object.hasOwn(WRITING_RUBRIC, type);
}

/** Words and sentences the scorer counted (its form note), else a plain count of the text's words. */
export function countedLength(answer: AnswerResult): { words: number; sentences: number | null } {
  for (const record of answer.traits?.form?.evidence ?? []) {
    const message = readEvidenceMessage(record.message);
    if (message !== null && typeof message !== 'string' && ['form', 'formPadding'].includes(message.key)) {
      return { words: Number(message.params.words), sentences: Number(message.params.sentences) };
    }
    // Results stored before the scorer's messages had keys say it in English.
    const match = /^(\d+) words?, (\d+) sentence/.exec(typeof message === 'string' ? message : '');
    if (match) return { words: Number(match[1]), sentences: Number(match[2]) };
  }
  const text = answer.response.text ?? '';
  return { words: text.split(/\s+/).filter((word) => /\w/.test(word)).length, sentences: null };
}

/** The word counts that earn any form points, and those that earn full points, for a writing task. */
export function formRange(task: WritingTask) {
  const bands = WRITING_RUBRIC[task].formBands;
  const best = Math.max(...bands.map((band) => band.points));
  const full = bands.find((band) => band.points === best) ?? bands[0];
  return {
    min: Math.min(...bands.map((band) => band.minWords)),
    max: Math.max(...bands.map((band) => band.maxWords)),
    fullMin: full?.minWords ?? 0,
    fullMax: full?.maxWords ?? 0,
  };
}

/** The scorer's flags that explain a capped or zero score, each with its own message. */
const flagReasons: Record<string, string> = {
  EMPTY_RESPONSE: 'reason.empty',
  NOT_ENGLISH: 'reason.notEnglish',
  WORD_LIST: 'reason.wordList',
  REPEATED_TEXT: 'reason.repeatedText',
  OFF_TOPIC: 'reason.offTopic',
  COPIED_PROMPT: 'reason.copiedPrompt',
  COPIED_SOURCE: 'reason.copiedSource',
  TEMPLATE_PADDING: 'reason.templatePadding',
  INPUT_TRUNCATED: 'reason.truncated',
};

/**
 * Why a scored open answer got what it got, in the learner's words: the length rule with the word
 * count and the allowed range (always for writing, so a learner sees how far off they were), each
 * zero rule that applied and which traits it cut, and every screening flag of the scorer.
 */
export function scoreReasons(answer: AnswerResult): ScoreReason[] {
  if (answer.status !== 'SCORED' || !answer.traits) return [];
  const reasons: ScoreReason[] = [];
  const flags = new Set(answer.flags);
  const type = answer.questionType;
  if (isWritingTask(type) && answer.traits.form) {
    const { words, sentences } = countedLength(answer);
    const range = formRange(type);
    const oneSentence = WRITING_RUBRIC[type].singleSentence;
    if (oneSentence && sentences !== null && sentences !== 1) {
      reasons.push({ key: 'reason.formOneSentence', values: { count: sentences } });
    } else if (answer.traits.form.score === 0) {
      reasons.push({ key: 'reason.formWords', values: { count: words, ...range } });
    } else {
      reasons.push({ key: 'reason.wordCount', values: { count: words, ...range } });
    }
  }
  if (flags.has('CONTENT_ZERO')) reasons.push({ key: 'reason.contentZero', values: {} });
  const isSpoken = !isWritingTask(type) && answer.traits.content?.score === 0;
  const spokenCut =
    isSpoken &&
    Object.entries(answer.traits).some(
      ([name, trait]) => name !== 'content' && trait.score === 0 && trait.raw > 0,
    );
  if (isSpoken) reasons.push({ key: 'reason.speechContentZero', values: {} });
  for (const [flag, key] of Object.entries(flagReasons)) {
    if (flags.has(flag)) reasons.push({ key, values: {} });
  }
  const cutBy = flags.has('FORM_ZERO') ? 'form' : flags.has('CONTENT_ZERO') || spokenCut ? 'content' : null;
  if (cutBy) reasons.push({ key: 'reason.allZero', values: { rule: cutBy } });
  return reasons;
}

/** A word for how good an AI-scored answer is, from its share of the points (never "incorrect"). */
export type ScoreBand = 'excellent' | 'good' | 'fair' | 'low';

/** The band of a score out of max: 80 % and more, 60 %, 35 %, below. */
export function scoreBand(score: number, max: number): ScoreBand {
  const share = max > 0 ? score / max : 0;
  if (share >= 0.8) return 'excellent';
  if (share >= 0.6) return 'good';
  if (share >= 0.35) return 'fair';
  return 'low';
}
