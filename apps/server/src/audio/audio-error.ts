/** Stable codes of {@link AudioDecodeError}: why an upload could not be turned into samples. */
export type AudioErrorCode =
  /** No bytes at all, or a container that holds no samples. */
  | 'audio.empty'
  /** Neither FLAC (native or Ogg) nor RIFF/WAVE. */
  | 'audio.unsupportedFormat'
  /** A WAVE file in an encoding other than integer PCM or IEEE float (e.g. ADPCM, mu-law). */
  | 'audio.unsupportedEncoding'
  /** The container was recognised but its contents are truncated or inconsistent. */
  | 'audio.corrupt';

/**
 * Thrown by the audio decoder for any input it cannot decode. Callers map it to a 4xx
 * (the learner's upload is at fault), never to a score: a file we cannot read is not silence.
 */
export class AudioDecodeError extends Error {
  override readonly name = 'AudioDecodeError';
  readonly code: AudioErrorCode;

  constructor(code: AudioErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
