import { z } from 'zod';
import { pageSizes } from './constants.js';

/**
 * What a review card drills (issue 17, the review queue of one's own mistakes):
 * - BLANK: a blank answered wrongly (fill in the blanks, PTE), re-typed or picked again;
 * - CHOICE: a choice answered wrongly (PTE multiple choice, every THPT A-D type, a reading
 *   comprehension sub-question), picked again;
 * - ORDER: a pair of a re-order-paragraphs answer out of place: which paragraph follows this one;
 * - SPELLING: a word misspelled in writing, typed correctly;
 * - PRONUNCIATION: a word mispronounced in speaking, to be said again.
 */
export const reviewCardKinds = ['BLANK', 'CHOICE', 'ORDER', 'SPELLING', 'PRONUNCIATION'] as const;
export type ReviewCardKind = (typeof reviewCardKinds)[number];

/**
 * The kinds today's session drills: written re-answers (picked or typed) and the spoken drill of a
 * pronunciation card (the word recorded and checked by the speech scorer), all checked on the server.
 */
export const drilledCardKinds = [
  'BLANK',
  'CHOICE',
  'ORDER',
  'SPELLING',
  'PRONUNCIATION',
] as const satisfies readonly ReviewCardKind[];

/** The card kinds answered by saying the word (a recording's `audioKey`), not by writing. */
export const spokenCardKinds = ['PRONUNCIATION'] as const satisfies readonly ReviewCardKind[];

/** Whether a card of this kind is answered by a recording. */
export function isSpokenCardKind(kind: ReviewCardKind): boolean {
  return (spokenCardKinds as readonly ReviewCardKind[]).includes(kind);
}

/** Where the mistake was made. */
export const reviewSources = ['PRACTICE', 'MOCK'] as const;
export type ReviewSource = (typeof reviewSources)[number];

/** The scheduler's (FSRS) states of a card. */
export const reviewCardStates = ['NEW', 'LEARNING', 'REVIEW', 'RELEARNING'] as const;
export type ReviewCardState = (typeof reviewCardStates)[number];

/** The grades a drill gives: wrong again, or right. */
export const reviewGrades = ['AGAIN', 'GOOD'] as const;
export type ReviewGrade = (typeof reviewGrades)[number];

/** One option of a choice drill: its letter (or paragraph id) and its text. */
export const reviewOptionSchema = z.object({ id: z.string(), text: z.string() });
export type ReviewOption = z.infer<typeof reviewOptionSchema>;

/**
 * What the learner sees of a card (never its key): the task's instruction or sentence
 * (`<u>` markup kept; a blank drill marks its blank with `@Blank@`), the options of a choice, the
 * candidates of a dropdown blank, and what the learner gave the first time.
 */
export const reviewPromptSchema = z.object({
  text: z.string(),
  /** The passage or transcript the task was about (shown with the drill; the learner saw it after answering). */
  passage: z.string().nullable(),
  options: z.array(reviewOptionSchema).nullable(),
  /** A multiple-answer choice: every right option must be picked. */
  multiple: z.boolean(),
  /** What the learner answered when the mistake was made (a letter, a word, a misspelling). */
  given: z.string().nullable(),
});
export type ReviewPrompt = z.infer<typeof reviewPromptSchema>;

export const reviewCardSchema = z.object({
  id: z.uuid(),
  kind: z.enum(reviewCardKinds),
  source: z.enum(reviewSources),
  questionId: z.number().int().nullable(),
  questionType: z.string().nullable(),
  prompt: reviewPromptSchema,
  state: z.enum(reviewCardStates),
  dueDate: z.string(),
  reps: z.number().int().nonnegative(),
  lapses: z.number().int().nonnegative(),
  lastReviewDate: z.string().nullable(),
  createdDate: z.string(),
  /** Suspended by the learner: never due again until resumed. */
  suspended: z.boolean(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

/** `GET /api/review/due?page&size`: cards due by the end of today (`x-total-count` has the total). */
export const reviewDueQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce
    .number()
    .int()
    .refine(
      (size) => (pageSizes as readonly number[]).includes(size),
      `Page size must be one of ${pageSizes.join(', ')}.`,
    )
    .default(10),
});

/** `GET /api/review/summary`: how many cards are due today, in all, and the reminder choice. */
/** How many days ahead the review summary lists the cards coming due. */
export const upcomingReviewDays = 7;

export const reviewSummarySchema = z.object({
  dueToday: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** When the next card not yet due today comes due; null when none. */
  nextDueDate: z.string().nullable(),
  /**
   * What comes due after today, per local day (`YYYY-MM-DD` in the platform's time zone), for
   * the next {@link upcomingReviewDays} days: the review page says what is coming and when.
   */
  upcoming: z.array(z.object({ day: z.string(), count: z.number().int().positive() })),
  /** Today in the platform's time zone (`YYYY-MM-DD`), the day `upcoming` is counted from. */
  today: z.string(),
  reminders: z.boolean(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewCardParamsSchema = z.strictObject({ id: z.uuid() });

/**
 * `POST /api/review/cards/:id/answer`: the learner's re-answer. A choice or an order drill sends
 * `selected` (letters or paragraph ids); a blank or a spelling drill sends `text`; a say-the-word
 * drill sends the `audioKey` of the recording uploaded through a signed URL (`type: 'answer'`).
 */
export const reviewAnswerRequestSchema = z
  .strictObject({
    selected: z.array(z.string().trim().min(1).max(20)).min(1).max(10).optional(),
    text: z.string().max(200).optional(),
    audioKey: z.string().min(1).max(300).optional(),
  })
  .refine(
    (body) => [body.selected, body.text, body.audioKey].filter((value) => value !== undefined).length === 1,
    { message: 'Send one of selected, text or audioKey.' },
  );
export type ReviewAnswerRequest = z.input<typeof reviewAnswerRequestSchema>;

/** The verdict of a drill: right or not, the key, and the card as rescheduled. */
export const reviewAnswerResultSchema = z.object({
  correct: z.boolean(),
  grade: z.enum(reviewGrades),
  /** The right answer, shown after the drill (letters joined by ", ", or the word). */
  expected: z.string(),
  card: reviewCardSchema,
});
export type ReviewAnswerResult = z.infer<typeof reviewAnswerResultSchema>;

/** `PUT /api/review/cards/:id/suspension`: suspends one's card (never due) or resumes it. */
export const reviewSuspensionSchema = z.strictObject({ suspended: z.boolean() });
export type ReviewSuspension = z.infer<typeof reviewSuspensionSchema>;

/** `PUT /api/review/settings`: the daily reminder e-mail, opted into. */
export const reviewSettingsSchema = z.strictObject({ reminders: z.boolean() });
export type ReviewSettings = z.infer<typeof reviewSettingsSchema>;

/**
 * `POST /api/testing/clock` (browser journeys only, with TEST_CLOCK_CONTROL): moves the app's
 * clock forward, up to 30 days a call; `reset` first brings it back to the real time (a journey
 * that moved it resets it at its end, so later journeys are not moved).
 */
export const testClockRequestSchema = z.strictObject({
  advanceSeconds: z
    .number()
    .int()
    .min(0)
    .max(30 * 24 * 60 * 60),
  reset: z.boolean().optional(),
});
export const testClockSchema = z.object({ now: z.string() });
