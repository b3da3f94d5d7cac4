import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card } from 'ts-fsrs';
import { reviewCardStates, type ReviewCardState, type ReviewGrade } from '@prepwise/contracts';

/** The schedule columns of a review card (FSRS's card, as stored). */
export interface CardSchedule {
  state: ReviewCardState;
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  lastReview: Date | null;
}

/**
 * The one scheduling rule of the review queue: FSRS (ts-fsrs) with its default weights, whole
 * days only (no same-day learning steps: a drill is a daily session) and no fuzz (the same
 * answers give the same dates, so tests and learners can rely on them).
 */
const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

const stateNames: Record<State, ReviewCardState> = {
  [State.New]: 'NEW',
  [State.Learning]: 'LEARNING',
  [State.Review]: 'REVIEW',
  [State.Relearning]: 'RELEARNING',
};

/**
 * The schedule of a new mistake: graded AGAIN when it was made, so it comes due the next day.
 * `now` is the app's clock (injectable), never read here.
 */
export function scheduleMistake(now: Date): CardSchedule {
  return rate(createEmptyCard(now), 'AGAIN', now);
}

/** The grade of a drill: GOOD when the re-answer was right, AGAIN when not. */
export function gradeOf(correct: boolean): ReviewGrade {
  return correct ? 'GOOD' : 'AGAIN';
}

/** Reschedules a card after a drill at `now`: AGAIN brings it back the next day, GOOD moves it further out. */
export function scheduleDrill(card: CardSchedule, grade: ReviewGrade, now: Date): CardSchedule {
  return rate(toFsrsCard(card), grade, now);
}

function rate(card: Card, grade: ReviewGrade, now: Date): CardSchedule {
  const next = scheduler.next(card, now, grade === 'GOOD' ? Rating.Good : Rating.Again).card;
  return {
    state: stateNames[next.state],
    due: next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsedDays: next.elapsed_days,
    scheduledDays: next.scheduled_days,
    learningSteps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    lastReview: next.last_review ?? null,
  };
}

function toFsrsCard(card: CardSchedule): Card {
  return {
    due: card.due,
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsedDays,
    scheduled_days: card.scheduledDays,
    learning_steps: card.learningSteps,
    reps: card.reps,
    lapses: card.lapses,
    state: reviewCardStates.indexOf(card.state),
    ...(card.lastReview ? { last_review: card.lastReview } : {}),
  };
}
