import { Button, Group } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface PlayerBottomBarProps {
  canGoBack: boolean;
  isLast: boolean;
  isFinishing: boolean;
  /** A request is on its way (finishing, scoring): Next waits for it. */
  isBusy: boolean;
  onPrevious: () => void;
  onNext: () => void;
}

/** Previous / Next (or Finish on the last question). */
export function PlayerBottomBar({
  canGoBack,
  isLast,
  isFinishing,
  isBusy,
  onPrevious,
  onNext,
}: PlayerBottomBarProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" gap="sm" component="nav" aria-label={t('player.navigation')}>
      <Button
        variant="default"
        leftSection={<IconChevronLeft size={16} aria-hidden />}
        disabled={!canGoBack}
        onClick={onPrevious}
      >
        {t('player.previous')}
      </Button>
      <Button
        variant="light"
        rightSection={<IconChevronRight size={16} aria-hidden />}
        loading={isFinishing}
        disabled={isBusy && !isFinishing}
        onClick={onNext}
      >
        {isLast ? t('player.finish') : t('player.next')}
      </Button>
    </Group>
  );
}
