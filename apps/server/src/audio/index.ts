export { AudioDecodeError } from './audio-error.js';
export type { AudioErrorCode } from './audio-error.js';
export { decodeAudio, decodeSpeechAudio, headerDuration } from './decode-audio.js';
export type { DecodedAudio, SpeechAudio } from './decode-audio.js';
export { resampleTo16k, TARGET_SAMPLE_RATE } from './resample.js';
