import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { AiFeedback } from '@prepwise/contracts';
import { useScoringT } from '../lib/use-scoring-t';

/** The optional remote provider's transcript and written comment, with the model it came from. */
export function AiFeedbackNote({ feedback }: { feedback: AiFeedback }) {
  const { st } = useScoringT();
  if (!feedback.text && !feedback.transcript) return null;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="ai-feedback">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h5">
            {st('feedback.title')}
          </Title>
          <Badge variant="outline" color="gray" tt="none" style={{ maxWidth: '100%' }}>
            {st('feedback.from', { model: feedback.model })}
          </Badge>
        </Group>
        {feedback.text && (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {feedback.text}
          </Text>
        )}
        {feedback.transcript && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600}>
              {st('feedback.transcript')}:{' '}
            </Text>
            {feedback.transcript}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
