import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface SubmitButtonProps {
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
  hidden: boolean;
}

/** "Check answer" under a task; hidden once the answer is marked. */
export function SubmitButton({ disabled, loading, onClick, hidden }: SubmitButtonProps) {
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
      {t('player.submit')}
    </Button>
  );
}
