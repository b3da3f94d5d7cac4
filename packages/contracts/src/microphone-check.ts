import { z } from 'zod';
import { endpoint, requestOf, route } from './endpoint.js';
import { recordingKeySchema } from './practice.js';

/** The longest test recording the microphone check takes (it asks for 3 seconds). */
export const microphoneCheckMaxSeconds = 15;
/** How long the learner records in the microphone check. */
export const microphoneCheckSeconds = 3;

/**
 * What the check made of the recording: `ok` (speech heard at a usable level), `silent`
 * (nothing reached the microphone), `quiet` (speech too faint), `clipped` (so loud it distorts),
 * `noSpeech` (sound, but no speech in it).
 */
export const microphoneVerdicts = ['ok', 'silent', 'quiet', 'clipped', 'noSpeech'] as const;
export type MicrophoneVerdictCode = (typeof microphoneVerdicts)[number];

/** `POST /api/microphone-check`: a test recording uploaded like an answer (`type: 'answer'`). */
export const microphoneCheckRequestSchema = z.strictObject({
  audioKey: recordingKeySchema,
});

export const microphoneCheckResultSchema = z.object({
  verdict: z.enum(microphoneVerdicts),
  /** The speech recogniser found speech (syllables) in the recording. */
  speechHeard: z.boolean(),
  /** The loudest 10 ms of the recording, in dB below full scale. */
  peakDb: z.number(),
  /** Seconds judged to be speech. */
  speechSeconds: z.number(),
  /** Share of samples cut off at full scale (0..1). */
  clippedShare: z.number(),
});
export type MicrophoneCheckResult = z.infer<typeof microphoneCheckResultSchema>;

/** The microphone and headset check a learner takes before a mock with spoken items. */
export const microphoneCheckApi = {
  check: endpoint
    .route(route('POST', '/api/microphone-check'))
    .meta({ auth: 'user', tag: 'practice' })
    .input(requestOf({ body: microphoneCheckRequestSchema }))
    .output(microphoneCheckResultSchema),
};
