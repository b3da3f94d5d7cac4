/**
 * The item players: one task of any family (choice, fill in the blanks, re-order, writing,
 * reading comprehension, listening, speaking) shown and answered. Practice and the mock player
 * use them through this file only.
 */
export { ItemPlayer } from './item-player';
export { optionsOf, type ItemPlayerProps } from './item-props';
export { AnswerDraftContext, type AnswerDraft } from './answer-draft';
export { PlayerTimerContext } from './player-timer';
export { SubmitLabelContext } from './submit-button';
export { EvidenceList } from './evidence-list';
export { UnderlinedText } from './underlined-text';
export { describeExpected, markTone, readEvidence, type EvidenceItem, type MarkTone } from './lib/evidence';
export { stripUnderline } from './lib/text-markup';
