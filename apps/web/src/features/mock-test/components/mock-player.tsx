import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { MockDetail } from '@prepwise/contracts';
import { apiErrorText } from '../../../lib/api-error-text';
import { useMockPlayer } from '../lib/use-mock-player';
import { useMockT } from '../lib/use-mock-t';
import { AfterFinish } from './after-finish';
import { BreakScreen } from './break-screen';
import { FinishSummary } from './finish-summary';
import { MockConfirmModals } from './mock-confirm-modals';
import { MockQuestionScreen } from './mock-question-screen';
import { MockTopBar } from './mock-top-bar';

/**
 * The mock player (its state and moves are {@link useMockPlayer}'s): the top bar with the
 * section's clock, then the screen of the step the server says the learner is on: a question,
 * a timed break, the end-of-test summary, or what follows Finish. PTE moves forward only; a THPT
 * paper moves freely through its question palette.
 */
export function MockPlayer({ detail }: { detail: MockDetail }) {
  const { mk } = useMockT();
  const player = useMockPlayer(detail);
  const { place, section, isSummary, move, remainMs, taskTimer, numbering } = player;

  const sectionName = section && !isSummary ? mk(`section.${section.key}`) : mk('section.finish');
  const cancelButton = (
    <Button
      variant="subtle"
      color="red"
      disabled={player.isBusy}
      onClick={() => player.setConfirming('cancel')}
    >
      {mk('action.cancel')}
    </Button>
  );

  let screen;
  if (place.status !== 'INPROGRESS') {
    screen = <AfterFinish mockId={player.mockId} status={place.status} />;
  } else if (isSummary) {
    screen = (
      <>
        <FinishSummary
          plan={detail.plan}
          questions={detail.questions}
          responseOf={(id) => player.answers.saved.get(id)}
          isFinishing={player.change.isPending}
          onFinish={() => player.setConfirming('finish')}
        />
        <Group justify="flex-end">{cancelButton}</Group>
      </>
    );
  } else if (player.step?.type === 'TIME_BREAK') {
    screen = (
      <>
        <BreakScreen
          remainMs={remainMs}
          isMoving={move.isPending}
          onSkip={() => move.mutate({ target: place.step + 1, remainTime: remainMs })}
        />
        <Group justify="flex-end">{cancelButton}</Group>
      </>
    );
  } else {
    screen = <MockQuestionScreen player={player} cancelButton={cancelButton} />;
  }

  return (
    <Stack gap="md">
      <MockTopBar
        sectionName={sectionName}
        position={isSummary ? null : (numbering.numbers[place.step] ?? null)}
        count={numbering.total}
        remainMs={place.status === 'INPROGRESS' && !isSummary ? remainMs : null}
        extra={
          taskTimer && (
            <Text fw={700} size="sm" role="timer">
              {taskTimer}
            </Text>
          )
        }
      />
      {move.isError && (
        <Alert color="red" variant="light" role="alert">
          {apiErrorText(move.error)}
        </Alert>
      )}
      {screen}
      {place.status === 'INPROGRESS' && <MockConfirmModals player={player} />}
    </Stack>
  );
}
