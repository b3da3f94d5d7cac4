import { Paper, Text } from '@mantine/core';
import { UnderlinedText } from './underlined-text';

/** The question's instruction or sentence, keeping line breaks (dialogues) and underlines. */
export function PromptText({ text, passage = false }: { text: string | null; passage?: boolean }) {
  if (!text) return null;
  const body = (
    <Text style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} fz={passage ? 'sm' : 'md'} lh={1.7}>
      <UnderlinedText text={text} />
    </Text>
  );
  return passage ? (
    <Paper withBorder p="md" radius="md" bg="var(--mantine-color-default-hover)">
      {body}
    </Paper>
  ) : (
    body
  );
}
