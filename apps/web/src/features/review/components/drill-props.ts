import type { ReviewAnswerResult, ReviewCard } from '@prepwise/contracts';

export interface ReviewDrillProps {
  card: ReviewCard;
  /** Told once the server has checked the re-answer. */
  onAnswered: (result: ReviewAnswerResult) => void;
  /** The learner moves on after the feedback. */
  onNext: () => void;
}
