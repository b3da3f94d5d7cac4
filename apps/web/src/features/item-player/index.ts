/**
 * The item players: one task of any family (choice, fill in the blanks, re-order, writing,
 * reading comprehension, listening, speaking) shown and answered. The players are controlled:
 * their owner (practice, the mock player) keeps the answer and any local draft of it. Practice,
 * the mock player and history use this feature through this file only.
 */
export { ItemPlayer } from './item-player';
export { optionsOf, type ItemPlayerProps } from './item-props';
export {
  answerToSend,
  hasPendingTake,
  type ItemAnswer,
  type RecordingStatus,
  type RecordingTake,
} from './item-answer';
export { EvidenceList } from './evidence-list';
export { UnderlinedText } from './underlined-text';
export { describeExpected, markTone, readEvidence, type EvidenceItem, type MarkTone } from './lib/evidence';
export { stripUnderline } from './lib/text-markup';
export { RecorderPanel } from './speaking/recorder-panel';
export { useRecordingFlow } from './speaking/use-recording-flow';
export { LevelMeter } from './speaking/level-meter';
