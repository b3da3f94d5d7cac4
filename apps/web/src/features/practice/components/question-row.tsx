import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { QuestionView } from '@prepwise/contracts';
import { stripUnderline } from '../../item-player';
import { BookmarkToggle } from './bookmark-toggle';

interface QuestionRowProps {
  question: QuestionView;
  onPractise: (id: number) => void;
  isStarting: boolean;
  /** Shown as a badge where rows of several types are mixed (bookmarks). */
  typeName?: string;
}

/** Short preview of a question (its text, else its passage). */
export function previewOf(question: QuestionView): string {
  const source = [question.text, question.description].find((value) => value && value.trim()) ?? '';
  const plain = stripUnderline(source)
    .replace(/@Blank@/gi, '___')
    .replace(/\s+/g, ' ')
    .trim();
  return plain.length > 140 ? `${plain.slice(0, 137)}…` : plain;
}

/** One question of a type's list: number, preview, level, bookmark and "practise". */
export function QuestionRow({ question, onPractise, isStarting, typeName }: QuestionRowProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-testid={`question-${question.id}`}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              #{question.id}
            </Text>
            {typeName && (
              <Badge variant="outline" size="sm">
                {typeName}
              </Badge>
            )}
            <Badge variant="light" size="sm">
              {t(`level.${question.level}`, { defaultValue: question.level })}
            </Badge>
            {question.repeated && (
              <Badge variant="outline" size="sm" color="grape">
                {t('practice.list.repeatedBadge')}
              </Badge>
            )}
          </Group>
          {/* Three lines at most: on a phone more rows fit on a screen (the whole text is in the player). */}
          <Text size="sm" lineClamp={3} style={{ overflowWrap: 'anywhere' }}>
            {previewOf(question)}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <BookmarkToggle questionId={question.id} bookmarked={question.bookmarked} />
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={14} aria-hidden />}
            aria-label={t('practice.list.practiseOne', { id: question.id })}
            loading={isStarting}
            onClick={() => onPractise(question.id)}
          >
            {t('practice.list.practise')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
