export { AudioDecodeError } from './audio-error.js';
export type { AudioErrorCode } from './audio-error.js';
export { audioFormat, decodeAudio, decodeSpeechAudio } from './decode-audio.js';
export type { AudioFormat, DecodedAudio, SpeechAudio } from './decode-audio.js';
export { resampleTo16k, TARGET_SAMPLE_RATE } from './resample.js';
export { encodeWav16 } from './wav.js';
