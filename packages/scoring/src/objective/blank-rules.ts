import { normalizeAnswerText, optionText, splitKeyList } from './answer-key.js';
import { defineRule, type Marking, type ObjectiveRule } from './objective-rule.js';
import {
  blankResponseSchema,
  optionLetters,
  type BlankResponse,
  type MarkingEvidence,
  type ObjectiveQuestion,
} from './objective-schemas.js';
import { ScoringInputError } from './scoring-input-error.js';

const blankMarker = /@Blank@/gi;

/** When the text marks its blanks with @Blank@, their number must match the key's. */
function checkBlankMarkers(question: ObjectiveQuestion, blankCount: number): void {
  const markers = question.text?.match(blankMarker)?.length ?? 0;
  if (markers > 0 && markers !== blankCount) {
    throw new ScoringInputError(
      'question.invalid',
      `${question.type}: the text has ${markers} blanks but expectAnswer has ${blankCount} words`,
    );
  }
}

/**
 * READING_FIB_R_W: answerA..E are the candidates of blanks 1..5. A key word that is not among
 * its blank's candidates means the question itself is broken, so marking refuses.
 */
function checkKeyAgainstCandidates(question: ObjectiveQuestion, key: readonly string[]): void {
  key.forEach((word, index) => {
    const letter = optionLetters[index];
    const candidates = letter === undefined ? null : optionText(question, letter);
    if (candidates === null) return;
    const normalized = candidates.split('/').map(normalizeAnswerText);
    if (!normalized.includes(normalizeAnswerText(word))) {
      throw new ScoringInputError(
        'question.invalid',
        `${question.type}: blank ${index + 1} expects "${word}" but its candidates are "${candidates}"`,
      );
    }
  });
}

function markBlanks(question: ObjectiveQuestion, response: BlankResponse, checkCandidates: boolean): Marking {
  const key = splitKeyList(question);
  checkBlankMarkers(question, key.length);
  if (checkCandidates) checkKeyAgainstCandidates(question, key);
  if (response.blanks.length !== key.length) {
    throw new ScoringInputError(
      'response.invalid',
      `${question.type}: the response has ${response.blanks.length} blanks, the question ${key.length}`,
    );
  }
  const items = key.map((expected, position): MarkingEvidence => {
    const raw = response.blanks[position] ?? null;
    const given = raw === null || raw.trim() === '' ? null : raw.trim();
    const correct = given !== null && normalizeAnswerText(given) === normalizeAnswerText(expected);
    return { kind: 'blank', position, expected, given, correct, points: correct ? 1 : 0 };
  });
  return { max: key.length, items };
}

/** READING_FIB_R_W: 1 per correct blank; case and stray spaces ignored; key checked against candidates. */
export const dropdownBlankRule: ObjectiveRule = defineRule(
  '1 per correct blank (case-insensitive, stray spaces trimmed)',
  blankResponseSchema,
  (question, response) => markBlanks(question, response, true),
);

/**
 * READING_FIB_R and FIB_L: 1 per blank holding the key word, spelled correctly; case and stray
 * spaces ignored.
 */
export const blankRule: ObjectiveRule = defineRule(
  '1 per correct blank, correct spelling (case-insensitive, stray spaces trimmed)',
  blankResponseSchema,
  (question, response) => markBlanks(question, response, false),
);
