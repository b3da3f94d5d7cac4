import type { ReviewCardKind } from '@prepwise/contracts';
import { normalizeAnswerText } from '@prepwise/scoring';
import { AppError } from '../../lib/app-error.js';

/** A written re-answer: the letters or ids picked, or the word typed (a recording is refused). */
export interface WrittenReanswer {
  selected?: string[] | undefined;
  text?: string | undefined;
  audioKey?: string | undefined;
}

/**
 * Checks a written re-answer against a card's key. A choice or an order drill is right when the
 * picked letters are exactly the key's (any order); a blank or a spelling drill when the word,
 * typed or picked, is the key's word as blanks are marked (case, curly apostrophes and stray
 * spaces ignored). Throws `error.validation` (400) for an answer of the wrong shape.
 */
export function checkWrittenReanswer(
  kind: ReviewCardKind,
  answerKey: string[],
  answer: WrittenReanswer,
): boolean {
  if (answer.audioKey !== undefined && kind !== 'PRONUNCIATION')
    throw invalid('This drill is answered in writing, not by a recording.');
  if (kind === 'CHOICE' || kind === 'ORDER') {
    if (!answer.selected) throw invalid('This drill is answered by picking an option.');
    const picked = new Set(answer.selected.map((letter) => letter.trim().toUpperCase()));
    const key = new Set(answerKey.map((letter) => letter.trim().toUpperCase()));
    return picked.size === key.size && [...key].every((letter) => picked.has(letter));
  }
  if (kind === 'BLANK' || kind === 'SPELLING') {
    const word = answer.text ?? (answer.selected?.length === 1 ? answer.selected[0] : undefined);
    if (word === undefined) throw invalid('This drill is answered with one word.');
    const given = normalizeAnswerText(word);
    return given !== '' && answerKey.some((key) => normalizeAnswerText(key) === given);
  }
  throw invalid('This drill is answered by saying the word.');
}

export function invalid(message: string): AppError {
  return new AppError('error.validation', message, [{ field: 'answer', message }]);
}
