import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide toggle is labelled and reachable by keyboard (Space toggles). */
export function PasswordField({ ref, ...props }: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      ref={ref}
      leftSection={<IconLock size={16} aria-hidden />}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword'), tabIndex: 0 }}
      {...props}
    />
  );
}
