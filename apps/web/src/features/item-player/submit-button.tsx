import { Button } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { createContext, use } from 'react';
import { useTranslation } from 'react-i18next';

interface SubmitButtonProps {
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
  hidden: boolean;
}

/** Renames the submit button of the tasks inside it (a mock saves answers, it does not check them). */
export const SubmitLabelContext = createContext<string | null>(null);

/** "Check answer" under a task; hidden once the answer is marked. */
export function SubmitButton({ disabled, loading, onClick, hidden }: SubmitButtonProps) {
  const { t } = useTranslation();
  const label = use(SubmitLabelContext);
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
