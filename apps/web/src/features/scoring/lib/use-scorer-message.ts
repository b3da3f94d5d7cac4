import { useCallback } from 'react';
import { translateScorerMessage } from './scorer-messages';
import { formatDecimal, useScoringT } from './use-scoring-t';

/**
 * A function that writes a scorer message (an evidence record's `message`: a key with parameters,
 * or English text of an older result) in the learner's language, numbers in its notation.
 */
export function useScorerMessage(): (message: unknown) => string {
  const { st, language } = useScoringT();
  return useCallback(
    (message: unknown) => translateScorerMessage(message, st, (value) => formatDecimal(value, language)),
    [st, language],
  );
}
