import { z } from 'zod';
import { validationMessages as m } from './messages.js';

/** Survey / feedback prompt (`POST api/survey`). */
export const surveyRequestSchema = z.strictObject({
  rating: z.number({ error: m.ratingRange }).int().min(1, m.ratingRange).max(5, m.ratingRange),
  feedback: z.string().trim().min(1, m.feedbackRequired).max(2000, m.feedbackMax),
  page: z.string().max(300).optional(),
});
export type SurveyRequest = z.infer<typeof surveyRequestSchema>;

/** A page view recorded by the server's own analytics. */
export const pageViewRequestSchema = z.strictObject({
  path: z.string().min(1).max(500),
  referrer: z.string().max(500).optional().nullable(),
});
export type PageViewRequest = z.infer<typeof pageViewRequestSchema>;

/**
 * `GET /api/health`: liveness, from the process alone (no database round trip, so an outage of a
 * dependency never restarts every API), and no version strings for anonymous callers.
 */
export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.object({ kind: z.enum(['pglite', 'postgres']) }),
});
export type Health = z.infer<typeof healthSchema>;

/** One dependency of `GET /api/ready`: `skipped` when it is not configured (Redis). */
export const readyCheckSchema = z.object({
  status: z.enum(['ok', 'failed', 'skipped']),
  /** How long the check took, in ms. */
  ms: z.number(),
});

/**
 * `GET /api/ready`: whether this replica can serve (200) or not (503, the same shape): the database
 * answers and the job queue runs. Object storage (read-only probe) and Redis (when configured) are
 * reported, and their failure makes it `degraded`, not unready: a blip of a shared dependency
 * must not take every replica out at once.
 */
export const readySchema = z.object({
  /** `degraded`: serving (200) while Redis, object storage or the read replica fails; `unready` (503): the database or queue fails. */
  status: z.enum(['ready', 'degraded', 'unready']),
  checks: z.object({
    database: readyCheckSchema,
    queue: readyCheckSchema,
    storage: readyCheckSchema,
    redis: readyCheckSchema,
    /** The read replica (DATABASE_REPLICA_URL; `skipped` without one): its reads fall back to the primary. */
    replica: readyCheckSchema,
  }),
});
export type Ready = z.infer<typeof readySchema>;

/** `GET /api/metrics`: how long the event loop was held up, and the worker pool's load. */
export const metricsSchema = z.object({
  eventLoopDelayMs: z.object({
    p50: z.number(),
    p99: z.number(),
    max: z.number(),
    /** Seconds over which the delays were sampled (since the process started). */
    sinceSeconds: z.number(),
  }),
  pool: z.object({
    maxThreads: z.number().int(),
    threads: z.number().int(),
    queued: z.number().int(),
    running: z.number().int(),
    completed: z.number().int(),
    failed: z.number().int(),
    capacity: z.number().int(),
    /** Each live pool thread's V8 heap in use after its last task, in bytes. */
    threadHeapUsedBytes: z.array(z.number()),
  }),
});
export type Metrics = z.infer<typeof metricsSchema>;

/** Upload kinds, each with the content types and the size it accepts. */
export const uploadKinds = {
  avatar: { contentTypes: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 5 * 1024 * 1024 },
  answer: {
    contentTypes: ['audio/flac', 'audio/x-flac', 'audio/wav', 'audio/x-wav'],
    maxBytes: 10 * 1024 * 1024,
  },
} as const;
export type UploadKind = keyof typeof uploadKinds;

/** `POST api/file/signed_url` {type, contentType, filename} -> signedUrl (then PUT the bytes there). */
export const signedUrlRequestSchema = z
  .strictObject({
    type: z.enum(['avatar', 'answer']),
    contentType: z.string().min(3).max(100),
    filename: z.string().trim().min(1).max(200),
  })
  .refine((body) => (uploadKinds[body.type].contentTypes as readonly string[]).includes(body.contentType), {
    message: 'This type of file is not accepted.',
    path: ['contentType'],
  });
export type SignedUrlRequest = z.infer<typeof signedUrlRequestSchema>;
export const signedUrlResponseSchema = z.object({
  signedUrl: z.string(),
  key: z.string(),
  expiresAt: z.string(),
});
