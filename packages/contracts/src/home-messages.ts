import { z } from 'zod';
import { languages } from './constants.js';
import type { Language } from './user.js';
import { pageQueryFields, sortQuerySchema } from './paging.js';

/**
 * The learners' home page shows at most one banner (inline, above the page's cards) and one popup
 * (a dialog on arrival) at a time. Admins write them at `/platform/admin/home`.
 */
export const homeMessageKinds = ['banner', 'popup'] as const;
export type HomeMessageKind = (typeof homeMessageKinds)[number];

/** Who sees a message: everyone, free members only, or paying learners only. */
export const homeMessageAudiences = ['all', 'free', 'paying'] as const;
export type HomeMessageAudience = (typeof homeMessageAudiences)[number];

/**
 * A paying learner is one who is no longer a free member: the marketplace drops
 * `ROLE_FREE_MEMBER` when a purchase (or a voucher) grants them a package.
 */
export function isPayingLearner(roles: readonly string[]): boolean {
  return !roles.includes('ROLE_FREE_MEMBER');
}

/** True when a learner with these roles is in the message's audience. */
export function isInAudience(audience: HomeMessageAudience, roles: readonly string[]): boolean {
  if (audience === 'all') return true;
  return (audience === 'paying') === isPayingLearner(roles);
}

/** True while the schedule runs: from `startsAt` (inclusive) to `endsAt` (exclusive). */
export function isScheduledAt(schedule: { startsAt: string; endsAt: string }, now: Date): boolean {
  const time = now.getTime();
  return Date.parse(schedule.startsAt) <= time && time < Date.parse(schedule.endsAt);
}

/** Where an uploaded home-message image lives in storage (and, under `/files/`, its public path). */
export const homeImageKeyPattern = /^home-images\/[0-9a-f-]{36}\.webp$/;
export const homeImageKeySchema = z.string().regex(homeImageKeyPattern, 'This image is not an uploaded one.');

/** The image types an admin may upload (stored re-encoded as WebP) and the largest upload. */
export const homeImageUpload = {
  contentTypes: ['image/png', 'image/jpeg', 'image/webp'],
  maxBytes: 5 * 1024 * 1024,
} as const;

/** The public address of an uploaded image. */
export function homeImageUrl(key: string): string {
  return `/files/${key}`;
}

/** A message's words (and optional image) in one language. */
export const homeMessageTextSchema = z.strictObject({
  title: z
    .string()
    .trim()
    .min(1, 'A title is required.')
    .max(120, 'The title cannot be longer than 120 characters.'),
  body: z.string().trim().max(1000, 'The text cannot be longer than 1000 characters.').default(''),
  imageKey: homeImageKeySchema.nullable().default(null),
});
export type HomeMessageText = z.output<typeof homeMessageTextSchema>;

/** English is required; a language left out shows the English text. */
export const homeMessageTextsSchema = z.strictObject({
  en: homeMessageTextSchema,
  vi: homeMessageTextSchema.optional(),
  de: homeMessageTextSchema.optional(),
});
export type HomeMessageTexts = z.output<typeof homeMessageTextsSchema>;

/** The text a learner reading `language` sees: theirs when written, otherwise English. */
export function textFor(texts: HomeMessageTexts, language: Language): HomeMessageText {
  return texts[language] ?? texts.en;
}

/** `POST /api/admin/home-messages` and `PUT /api/admin/home-messages/{id}`. */
export const homeMessageInputSchema = z
  .strictObject({
    kind: z.enum(homeMessageKinds),
    audience: z.enum(homeMessageAudiences),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    texts: homeMessageTextsSchema,
  })
  .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    message: 'The end must be after the start.',
    path: ['endsAt'],
  });
export type HomeMessageInput = z.input<typeof homeMessageInputSchema>;
export type HomeMessageValues = z.output<typeof homeMessageInputSchema>;

/** A message as the console lists it. */
export const homeMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(homeMessageKinds),
  audience: z.enum(homeMessageAudiences),
  startsAt: z.string(),
  endsAt: z.string(),
  texts: z.object({
    en: z.object({ title: z.string(), body: z.string(), imageKey: z.string().nullable() }),
    vi: z.object({ title: z.string(), body: z.string(), imageKey: z.string().nullable() }).optional(),
    de: z.object({ title: z.string(), body: z.string(), imageKey: z.string().nullable() }).optional(),
  }),
  createdDate: z.string(),
  updatedDate: z.string(),
});
export type HomeMessage = z.infer<typeof homeMessageSchema>;

export const homeMessageSortFields = ['startsAt', 'endsAt', 'createdDate'] as const;

/** `GET /api/admin/home-messages?kind&page&size&sort` (the total in `x-total-count`). */
export const homeMessageListQuerySchema = z.strictObject({
  kind: z.enum(homeMessageKinds).optional(),
  ...pageQueryFields,
  sort: sortQuerySchema(homeMessageSortFields, 'startsAt,desc'),
});
export type HomeMessageListQuery = z.output<typeof homeMessageListQuerySchema>;

export const homeMessageParamsSchema = z.strictObject({ id: z.uuid() });

/** `POST /api/admin/home-messages/images`: the stored image's key and public address. */
export const homeImageUploadResultSchema = z.object({ key: z.string(), url: z.string() });
export type HomeImageUploadResult = z.infer<typeof homeImageUploadResultSchema>;

/** One message as a learner sees it: in their language (or English), with the image's address. */
export const shownHomeMessageSchema = z.object({
  id: z.string(),
  kind: z.enum(homeMessageKinds),
  language: z.enum(languages),
  title: z.string(),
  body: z.string(),
  imageUrl: z.string().nullable(),
});
export type ShownHomeMessage = z.infer<typeof shownHomeMessageSchema>;

/** `GET /api/home/messages?lang`: the banner and the popup for the signed-in learner now. */
export const homeMessagesQuerySchema = z.strictObject({ lang: z.enum(languages).optional() });
export const shownHomeMessagesSchema = z.object({
  banner: shownHomeMessageSchema.nullable(),
  popup: shownHomeMessageSchema.nullable(),
});
export type ShownHomeMessages = z.infer<typeof shownHomeMessagesSchema>;
