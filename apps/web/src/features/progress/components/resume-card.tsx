import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Progress } from '@prepwise/contracts';
import { LinkButton } from '../../../components/ui/link-button';
import { sessionPath } from '../../practice';
import { mockPlayerPath } from '../lib/progress-paths';
import { useProgressT } from '../lib/use-progress-t';
import { useMockName } from '../../../lib/mock-name';

/** "Continue where you left off": the last open practice session or mock, linking to it. */
export function ResumeCard({ resume }: { resume: NonNullable<Progress['resume']> }) {
  const { pt } = useProgressT();
  const { t } = useTranslation();
  const mockName = useMockName();
  const title =
    resume.kind === 'MOCK'
      ? pt('resume.mock', { label: mockName(resume.label ?? '') })
      : resume.label
        ? pt('resume.practice', { label: t(`questionType.${resume.label}`) })
        : pt('resume.practiceChosen');
  return (
    <Paper withBorder radius="lg" p="md" data-testid="progress-resume">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color="blue" variant="light" size="lg" radius="md" aria-hidden>
            <IconPlayerPlay size={20} />
          </ThemeIcon>
          <Stack gap={0}>
            <Text fw={600} component="h3" size="sm" m={0}>
              {pt('resume.title')}
            </Text>
            <Text size="sm">{title}</Text>
            <Text size="sm" c="dimmed">
              {pt('resume.answered', { answered: resume.answered, total: resume.total })}
            </Text>
          </Stack>
        </Group>
        <LinkButton
          to={resume.kind === 'MOCK' ? mockPlayerPath(resume.id) : sessionPath(resume.id)}
          variant="filled"
          icon={<IconPlayerPlay size={16} aria-hidden />}
        >
          {pt('resume.continue')}
        </LinkButton>
      </Group>
    </Paper>
  );
}
