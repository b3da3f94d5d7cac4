import { Box, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import type { AnswerResult } from '@prepwise/contracts';
import { readWritingFeedback, type MarkCategory, type WritingMark } from '../lib/writing-evidence';
import { useScorerMessage } from '../lib/use-scorer-message';
import { useScoringT } from '../lib/use-scoring-t';
import classes from './scoring.module.css';

const categoryOrder: MarkCategory[] = ['spelling', 'grammar', 'vocabulary', 'copied'];

function MarkDetail({ mark, id, label }: { mark: WritingMark; id: string; label: string }) {
  const { st } = useScoringT();
  const message = useScorerMessage()(mark.message);
  return (
    <Text size="sm" id={id} span>
      <Text span fw={700}>
        {label}
      </Text>
      {' “'}
      {mark.text}
      {'”: '}
      {message}
      {/[.!?]$/.test(message) ? ' ' : '. '}
      <Text span fw={600}>
        {mark.suggestion ? st('writing.suggestion', { text: mark.suggestion }) : st('writing.noSuggestion')}
      </Text>
    </Text>
  );
}

/**
 * The learner's text with each marked span as a numbered button (underline style per kind, never
 * colour alone) described by its entry in the list below (kind, reason, suggestion); selecting a
 * mark shows its detail right under the text.
 */
export function WritingFeedback({ answer }: { answer: AnswerResult }) {
  const { st } = useScoringT();
  const writeMessage = useScorerMessage();
  const baseId = useId();
  const [active, setActive] = useState<number | null>(null);
  const { marks, pieces, notes, covered } = readWritingFeedback(answer);
  const label = (category: MarkCategory) => st(`kind.${category}`);
  const noteId = (index: number) => `${baseId}-mark-${index}`;
  const toggle = (index: number) => setActive((current) => (current === index ? null : index));
  const activeMark = active === null ? undefined : marks[active];
  const used = categoryOrder.filter((category) => marks.some((mark) => mark.category === category));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {st('writing.title')}
      </Title>
      {marks.length > 0 && (
        <>
          <Text size="xs" c="dimmed">
            {st('writing.help')}
          </Text>
          <Group gap="xs" align="center">
            <Text size="xs" fw={600} aria-hidden>
              {st('speech.legend')}:
            </Text>
            <Group gap="sm" aria-label={st('speech.legend')} role="list">
              {used.map((category) => (
                <Text key={category} size="xs" role="listitem">
                  <span className={`${classes.mark} ${classes[category]}`}>{label(category)}</span>
                </Text>
              ))}
            </Group>
          </Group>
        </>
      )}
      <Paper withBorder radius="md" p="sm">
        <Text size="sm" className={classes.essay} data-testid="writing-text">
          {pieces.map((piece, index) =>
            piece.mark === null ? (
              <span key={index}>{piece.text}</span>
            ) : (
              // A span, not a <button>: buttons are atomic boxes in Chromium, so a long marked
              // stretch would not wrap with the text around it.
              <span
                key={index}
                role="button"
                tabIndex={0}
                className={`${classes.mark} ${classes[marks[piece.mark]?.category ?? 'copied']}`}
                aria-describedby={noteId(piece.mark)}
                aria-pressed={active === piece.mark}
                data-category={marks[piece.mark]?.category}
                onClick={() => toggle(piece.mark)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    toggle(piece.mark);
                  }
                }}
              >
                {piece.text}
                <sup className={classes.markIcon} aria-hidden>
                  {piece.mark + 1}
                </sup>
              </span>
            ),
          )}
        </Text>
      </Paper>
      {activeMark && active !== null && (
        <Paper withBorder radius="md" p="sm" role="status" data-testid="mark-detail">
          <MarkDetail mark={activeMark} id={`${baseId}-active`} label={label(activeMark.category)} />
        </Paper>
      )}
      {marks.length === 0 ? (
        <Text size="sm" c="dimmed">
          {st('writing.none')}
        </Text>
      ) : (
        <Box>
          <Text size="sm" fw={600}>
            {st('writing.list')}
          </Text>
          <List type="ordered" size="sm" spacing={4}>
            {marks.map((mark, index) => (
              <List.Item key={`${mark.start}-${mark.end}`}>
                <MarkDetail mark={mark} id={noteId(index)} label={label(mark.category)} />
              </List.Item>
            ))}
          </List>
        </Box>
      )}
      {covered.length > 0 && (
        <Box data-testid="covered-ideas">
          <Text size="sm" fw={600}>
            {st('writing.covered')}
          </Text>
          <List size="sm" spacing={4}>
            {covered.map((idea) => (
              <List.Item key={JSON.stringify(idea)}>
                {writeMessage(idea.message)}
                <Text size="sm" c="dimmed" fs="italic" component="q" display="block">
                  {idea.quote}
                </Text>
              </List.Item>
            ))}
          </List>
        </Box>
      )}
      {notes.length > 0 && (
        <Box>
          <Text size="sm" fw={600}>
            {st('writing.whole')}
          </Text>
          <List size="sm" spacing={4}>
            {notes.map((note) => (
              <List.Item key={JSON.stringify(note)}>{writeMessage(note)}</List.Item>
            ))}
          </List>
        </Box>
      )}
    </Stack>
  );
}
