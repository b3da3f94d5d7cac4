import { Button, Group, Loader, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { MockPlayerState } from '../lib/use-mock-player';
import { useMockT } from '../lib/use-mock-t';

/**
 * Under a question: whether its answer is saved (or being saved), then Cancel, Finish, Previous
 * (a free-moving paper, after its first question) and Next.
 */
export function MockQuestionNav({
  player,
  cancelButton,
}: {
  player: MockPlayerState;
  cancelButton: ReactNode;
}) {
  const { mk } = useMockT();
  const { saving, isSaved, isBusy, isFree, place, questionSteps, move, change } = player;
  const firstQuestionStep = questionSteps[0] ?? 0;
  return (
    <Group justify="flex-end" align="center" gap="sm" component="nav" aria-label={mk('player.navigation')}>
      {saving !== null ? (
        <Group gap="xs" role="status" style={{ flex: '1 1 200px' }}>
          <Loader size="xs" aria-hidden />
          <Text size="sm">{saving === 'recording' ? mk('player.savingRecording') : mk('player.saving')}</Text>
        </Group>
      ) : (
        !isSaved && (
          <Text size="sm" c="dimmed" style={{ flex: '1 1 200px' }}>
            {mk('player.notSaved')}
          </Text>
        )
      )}
      {cancelButton}
      <Button variant="default" disabled={isBusy} onClick={() => player.setConfirming('finish')}>
        {mk('action.finish')}
      </Button>
      {isFree && place.step > firstQuestionStep && (
        <Button
          variant="default"
          leftSection={<IconChevronLeft size={16} aria-hidden />}
          disabled={isBusy}
          onClick={() => void player.goTo(place.step - 1)}
        >
          {mk('player.previous')}
        </Button>
      )}
      <Button
        rightSection={<IconChevronRight size={16} aria-hidden />}
        loading={move.isPending || saving !== null}
        disabled={change.isPending}
        onClick={player.goNext}
      >
        {mk('player.next')}
      </Button>
    </Group>
  );
}
