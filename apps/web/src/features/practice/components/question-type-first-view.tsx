import { Skeleton, Stack } from '@mantine/core';
import type { ItemQuestionType } from '@prepwise/contracts';
import { useTranslation } from 'react-i18next';
import { ListHeading } from '../../../components/lists/paged-list';
import { paths } from '../../../lib/routes';

/**
 * A question type's page as first drawn, prerendered at build time (app/shell): its heading, task
 * and way back, and skeletons where the learner's questions go.
 */
export function QuestionTypeFirstView({ type }: { type: ItemQuestionType }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <ListHeading
        title={t(`questionType.${type}`)}
        subtitle={t(`instruction.${type}`)}
        back={{ to: paths.practice, label: t('practice.list.back') }}
      />
      <Skeleton height={36} width={150} radius="sm" />
      <Skeleton height={240} radius="md" />
    </Stack>
  );
}
