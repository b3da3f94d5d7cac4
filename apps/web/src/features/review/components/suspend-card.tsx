import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlayerPause } from '@tabler/icons-react';
import type { ReviewCard } from '@prepwise/contracts';
import { suspendReviewCard } from '../api/review-api';
import { useReviewT } from '../lib/use-review-t';

/** "Suspend this card": the card never comes due again (until resumed); the session moves on. */
export function SuspendButton({
  card,
  onSuspended,
}: {
  card: ReviewCard;
  onSuspended: (card: ReviewCard) => void;
}) {
  const { rt } = useReviewT();
  const [isSending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function suspend() {
    setSending(true);
    setFailed(false);
    try {
      onSuspended(await suspendReviewCard(card.id, true));
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <Group gap="sm">
      <Button
        variant="subtle"
        color="gray"
        size="xs"
        leftSection={<IconPlayerPause size={16} aria-hidden />}
        loading={isSending}
        onClick={() => void suspend()}
      >
        {rt('suspend')}
      </Button>
      {failed && (
        <Text size="sm" c="red" role="alert">
          {rt('suspendFailed')}
        </Text>
      )}
    </Group>
  );
}

/** Says a card was suspended, with "Undo" (it comes back to the queue, due as it was). */
export function SuspendedNotice({ card, onUndone }: { card: ReviewCard; onUndone: () => void }) {
  const { rt } = useReviewT();
  const [isSending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);

  async function undo() {
    setSending(true);
    setFailed(false);
    try {
      await suspendReviewCard(card.id, false);
      onUndone();
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert variant="light" color="gray" role="status" data-testid="suspended-notice">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{failed ? rt('undoFailed') : rt('suspended')}</Text>
        <Button size="xs" variant="default" loading={isSending} onClick={() => void undo()}>
          {rt('undo')}
        </Button>
      </Group>
    </Alert>
  );
}
