import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SubmitButtonProps {
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
  hidden: boolean;
  /** The owner's text for it (a mock: "Save answer"); "Check answer" by default. */
  label?: string;
}

/** "Check answer" under a task; hidden once the answer is marked. */
export function SubmitButton({ disabled, loading, onClick, hidden, label }: SubmitButtonProps) {
  const { t } = useTranslation();
  if (hidden) return null;
  return (
    <Button
      onClick={onClick}
      disabled={disabled}
      loading={loading}
      leftSection={<IconSend size={16} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {label ?? t('player.submit')}
    </Button>
  );
}
