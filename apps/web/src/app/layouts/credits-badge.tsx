import { Badge, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';
import { currentLanguage } from '../../lib/i18n';
import { accessControlQueryOptions } from '../../lib/session/session-queries';

/** The remaining AI scoring credits (`numberAiScoring` of access control), shown in the header. */
export function CreditsBadge({ token }: { token: string }) {
  const { t } = useTranslation();
  const access = useQuery(accessControlQueryOptions(token));
  if (access.isPending)
    return <Skeleton height={26} width={64} radius="xl" role="status" aria-label={t('common.loading')} />;
  const count = access.isSuccess ? formatCount(access.data.numberAiScoring, currentLanguage()) : '–';
  return (
    <Badge
      size="lg"
      variant="light"
      radius="xl"
      leftSection={<IconSparkles size={16} aria-hidden />}
      title={t('header.aiScoringLeft', { count: access.data?.numberAiScoring ?? 0 })}
      data-testid="ai-credits"
      tt="none"
      // Never shrink: a count like 1,200 must stay whole on a 360 px header.
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {count}
      <Text span visibleFrom="sm" inherit>
        {' '}
        {t('header.aiScoringShort')}
      </Text>
      <VisuallyHidden hiddenFrom="sm">{t('header.aiScoringShort')}</VisuallyHidden>
    </Badge>
  );
}
