import type { RefObject } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReviewAnswerResult } from '@prepwise/contracts';
import { useReviewT } from '../lib/use-review-t';

/** A drill's verdict: right, or not with the key; then "Next" (which takes the focus). */
export function DrillFeedback({
  result,
  onNext,
  nextRef,
}: {
  result: ReviewAnswerResult;
  onNext: () => void;
  nextRef: RefObject<HTMLButtonElement | null>;
}) {
  const { rt } = useReviewT();
  return (
    <Stack gap="sm" data-testid="review-feedback">
      <Alert
        color={result.correct ? 'teal' : 'red'}
        variant="light"
        icon={result.correct ? <IconCheck aria-hidden /> : <IconX aria-hidden />}
        title={result.correct ? rt('right') : rt('wrong')}
        role="status"
      >
        {result.correct
          ? rt('rightText')
          : rt(result.card.kind === 'PRONUNCIATION' ? 'wrongSaid' : 'wrongText', {
              expected: result.expected,
            })}
      </Alert>
      <Group>
        <Button ref={nextRef} onClick={onNext}>
          {rt('next')}
        </Button>
      </Group>
    </Stack>
  );
}
