import { Card, Group, Stack, Text } from '@mantine/core';
import { IconChevronRight, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { QuestionBankEntry } from '@prepwise/contracts';
import { typePath } from '../lib/practice-paths';
import { ProgressMeter } from './progress-meter';
import classes from './bank-card.module.css';

/** One type of the question bank: its name, totals (the free part and the locked rest) and progress; opens the type's question list. */
export function BankCard({ entry }: { entry: QuestionBankEntry }) {
  const { t } = useTranslation();
  const name = t(`questionType.${entry.type}`);
  // Without the full bank only the free part opens: say so, rather than promise every question.
  const isLimited = entry.openTotal < entry.total;
  return (
    <Card withBorder radius="lg" padding="md" className={classes.card} data-testid={`bank-${entry.type}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          {/* The link's name starts from its visible text ("Open" + name), as speech users say what they see. */}
          <Text
            component={Link}
            to={typePath(entry.type)}
            fw={600}
            className={classes.link}
            aria-label={t('practice.bank.openType', { name })}
          >
            {name}
          </Text>
          <IconChevronRight size={18} aria-hidden />
        </Group>
        {isLimited ? (
          <Stack gap={2}>
            <Text size="sm" c="dimmed">
              {t('practice.bank.countsFree', { open: entry.openTotal, total: entry.total })}
              {' · '}
              {t('practice.bank.practised', { count: entry.numberTested })}
            </Text>
            <Group gap={4} wrap="nowrap" data-testid="bank-locked">
              <IconLock size={14} aria-hidden />
              <Text size="sm" c="dimmed">
                {t('practice.bank.locked', { count: entry.total - entry.openTotal })}
              </Text>
            </Group>
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('practice.bank.counts', { tested: entry.numberTested, total: entry.total })}
          </Text>
        )}
        <ProgressMeter
          done={entry.numberTested}
          total={entry.openTotal}
          label={t('practice.bank.progress', { name })}
        />
      </Stack>
    </Card>
  );
}
