export { scoreSpeaking } from './score-speaking.js';
export type { ScoreSpeakingOptions } from './score-speaking.js';
export { loadRecognizer } from './recognizer.js';
export type { Recognizer } from './recognizer.js';
export { detectVoiceActivity, RESPONSE_END_SILENCE_SECONDS } from './voice-activity.js';
export type { Interval, VoiceActivity } from './voice-activity.js';
export { isSpeakingTaskType, SPEAKING_RUBRIC, SPEAKING_RUBRIC_VERSION } from './rubric.js';
export type { SpeakingTaskRubric } from './rubric.js';
export { readingText } from './task-reference.js';
export type {
  Pause,
  SpeakingAudio,
  SpeakingEvidence,
  SpeakingEvidenceKind,
  SpeakingQuestion,
  SpeakingResult,
  SpeakingTaskType,
  SpeakingTraitName,
  SpeakingTraitResult,
  SpokenWord,
  WordStatus,
} from './types.js';
export { isWordSaidWell, wordCheckQuestion, wordCheckTask } from './word-check.js';
export { checkMicrophone } from './microphone-check.js';
export type { MicrophoneCheck, MicrophoneVerdict } from './microphone-check.js';
export { hearWord } from './word-competition.js';
export type { WordHearing } from './word-competition.js';
