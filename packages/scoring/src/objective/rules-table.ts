import { blankRule, dropdownBlankRule } from './blank-rules.js';
import { multipleChoiceRule, singleChoiceRule, thptChoiceRule } from './choice-rules.js';
import { comprehensionRule } from './comprehension-rule.js';
import type { ObjectiveRule } from './objective-rule.js';
import type { ObjectiveType } from './objective-schemas.js';
import { reorderRule } from './sequence-rules.js';
import { dictationRule, highlightRule } from './word-rules.js';

/**
 * The rubric of scoring.md's "Objective items" table as data: item type -> marking rule.
 * Adding a type means adding a row here, not another branch in markObjective.
 */
export const objectiveRules: Readonly<Record<ObjectiveType, ObjectiveRule>> = {
  READING_FIB_R_W: dropdownBlankRule,
  READING_FIB_R: blankRule,
  FIB_L: blankRule,
  READING_MCQ_R_MULTIPLE_ANSWER: multipleChoiceRule,
  MCQ_L_MULTIPLE_ANSWER: multipleChoiceRule,
  HIGHLIGHT_INCORRECT_WORD: highlightRule,
  READING_RE_ORDER_PARAGRAPH: reorderRule,
  DICTATION: dictationRule,
  READING_MCQ_R_SINGLE_ANSWER: singleChoiceRule,
  MCQ_L_SINGLE_ANSWER: singleChoiceRule,
  HIGHLIGHT_CORRECT_SUMMARY: singleChoiceRule,
  SELECT_MISSING_WORD: singleChoiceRule,
  PHONETIC_PRONUNCIATION: thptChoiceRule,
  PHONETIC_STRESS: thptChoiceRule,
  COM_COM: thptChoiceRule,
  VOCAB_SYNONYM: thptChoiceRule,
  VOCAB_ANTONYM: thptChoiceRule,
  VOCAB_FINISH_SENTENCE: thptChoiceRule,
  VOCAB_FIND_INCORRECT: thptChoiceRule,
  GRAMMAR_FINISH_SENTENCE: thptChoiceRule,
  GRAMMAR_FIND_INCORRECT: thptChoiceRule,
  READING_FILL_IN_BLANK: thptChoiceRule,
  WRITING_COMBINE: thptChoiceRule,
  WRITING_REWRITE: thptChoiceRule,
  READING_COMPREHEND: comprehensionRule,
};
