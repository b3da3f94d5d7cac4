/** Stable codes of {@link ScoringInputError}: what part of the input was malformed. */
export type ScoringInputErrorCode =
  'type.unsupported' | 'question.invalid' | 'response.invalid' | 'results.invalid';

/**
 * Thrown when a question, a response or a list of results cannot be marked as given. The scorer
 * refuses rather than guessing, so a malformed input never turns into a wrong score.
 */
export class ScoringInputError extends Error {
  override readonly name = 'ScoringInputError';
  readonly code: ScoringInputErrorCode;

  constructor(code: ScoringInputErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}
