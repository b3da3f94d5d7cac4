import {
  isSpokenCardKind,
  type ReviewAnswerRequest,
  type ReviewAnswerResult,
  type ReviewCard,
  type ReviewSource,
  type ReviewSummary,
  upcomingReviewDays,
} from '@prepwise/contracts';
import type { Executor } from '../../db/client.js';
import type { AppDeps } from '../../deps.js';
import { found } from '../../lib/app-error.js';
import { dayWindow } from '../../lib/day-window.js';
import type { QuestionRow } from '../questions/index.js';
import type { UserRow } from '../user/index.js';
import { mistakeCardsOf, type AnswerOutcome } from './review-cards.js';
import { checkWrittenReanswer } from './review-check.js';
import { checkSpokenReanswer } from './review-spoken.js';
import { gradeOf, scheduleDrill, scheduleMistake } from './review-schedule.js';
import { presentCard } from './review.presenter.js';
import {
  countCards,
  findDuePage,
  findDueTimes,
  findOwnCard,
  findReminderChoice,
  insertCardsOnce,
  lockOwnCard,
  saveReminderChoice,
  saveSuspension,
  updateSchedule,
} from './review.repository.js';

/**
 * Makes review cards of an answer's mistakes (wrong blanks, choices, paragraph pairs; misspelled
 * and mispronounced words), each due the next day. Called inside the transaction (or the job)
 * that stores the mark or the score; idempotent: a mistake that has a card makes no other.
 */
export async function recordMistakes(
  db: Executor,
  input: { userId: string; source: ReviewSource; question: QuestionRow; answer: AnswerOutcome; now: Date },
): Promise<number> {
  const cards = mistakeCardsOf(input.question, input.answer);
  const schedule = scheduleMistake(input.now);
  return insertCardsOnce(
    db,
    cards.map((card) => ({ ...card, ...schedule, userId: input.userId, source: input.source })),
  );
}

/** The end of today in the platform's time zone: "due today" means due before it. */
function endOfToday(deps: AppDeps): Date {
  return dayWindow(deps.now(), deps.config.timeZone).end;
}

/** A page of one's own cards due today, soonest first, with the total. */
export async function listDueCards(
  deps: AppDeps,
  me: UserRow,
  page: number,
  size: number,
): Promise<{ items: ReviewCard[]; total: number }> {
  const { rows, total } = await findDuePage(deps.db, me.id, endOfToday(deps), page, size);
  return { items: rows.map(presentCard), total };
}

/**
 * How many of one's cards are due today, how many there are, the next due date, what comes due
 * on each of the next days (local days in `TIME_ZONE`) and the reminder choice.
 */
export async function summarizeReview(deps: AppDeps, me: UserRow): Promise<ReviewSummary> {
  const today = endOfToday(deps);
  const { total, due, nextDue } = await countCards(deps.db, me.id, today);
  const horizon = new Date(today.getTime() + upcomingReviewDays * 86_400_000);
  return {
    dueToday: due,
    total,
    nextDueDate: nextDue?.toISOString() ?? null,
    upcoming: countByLocalDay(await findDueTimes(deps.db, me.id, today, horizon), deps.config.timeZone),
    today: localDay(deps.now(), deps.config.timeZone),
    reminders: await findReminderChoice(deps.db, me.id),
  };
}

/** The local calendar day of an instant, `YYYY-MM-DD` in `timeZone`. */
function localDay(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

/** Instants (soonest first) counted per local calendar day, `YYYY-MM-DD` in `timeZone`. */
function countByLocalDay(instants: Date[], timeZone: string): { day: string; count: number }[] {
  const days: { day: string; count: number }[] = [];
  for (const instant of instants) {
    const day = localDay(instant, timeZone);
    const last = days.at(-1);
    if (last?.day === day) last.count += 1;
    else days.push({ day, count: 1 });
  }
  return days;
}

/**
 * Checks a re-answer of one's own card and reschedules it with FSRS: GOOD when right (further
 * out), AGAIN when wrong (the next day). A say-the-word drill's recording is checked by the
 * speech scorer in the worker pool first, outside the transaction (no row stays locked while a
 * thread works). Another user's card is not found (404); an answer of the wrong shape is a 400.
 */
export async function answerCard(
  deps: AppDeps,
  me: UserRow,
  cardId: string,
  answer: ReviewAnswerRequest,
): Promise<ReviewAnswerResult> {
  const now = deps.now();
  const spoken = await checkSpokenIfSpokenCard(deps, me, cardId, answer);
  return deps.db.transaction(async (tx) => {
    const card = found(await lockOwnCard(tx, me.id, cardId));
    const correct = spoken ?? checkWrittenReanswer(card.kind, card.answerKey, answer);
    const grade = gradeOf(correct);
    const updated = await updateSchedule(tx, card.id, scheduleDrill(card, grade, now));
    return { correct, grade, expected: card.answerKey.join(', '), card: presentCard(updated) };
  });
}

/** The spoken check's verdict when the card is a say-the-word card, else null (checked in writing). */
async function checkSpokenIfSpokenCard(
  deps: AppDeps,
  me: UserRow,
  cardId: string,
  answer: ReviewAnswerRequest,
): Promise<boolean | null> {
  const card = found(await findOwnCard(deps.db, me.id, cardId));
  if (!isSpokenCardKind(card.kind)) return null;
  return checkSpokenReanswer(deps, me.id, card.answerKey, answer);
}

/** Suspends one's own card (never due until resumed) or resumes it; another user's card is a 404. */
export async function suspendCard(
  deps: AppDeps,
  me: UserRow,
  cardId: string,
  suspended: boolean,
): Promise<ReviewCard> {
  const row = found(await saveSuspension(deps.db, me.id, cardId, suspended ? deps.now() : null));
  return presentCard(row);
}

/** Opts into (or out of) the daily reminder e-mail. */
export async function setReminders(deps: AppDeps, me: UserRow, reminders: boolean): Promise<ReviewSummary> {
  await saveReminderChoice(deps.db, me.id, reminders, deps.now());
  return summarizeReview(deps, me);
}
