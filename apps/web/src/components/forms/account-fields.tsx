import { TextInput } from '@mantine/core';
import { IconAt, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { translateFieldError } from '../../lib/translate-message';
import { PasswordField } from '../ui/password-field';

/** A field of an account form: what react-hook-form's `register` gave for it, and its error. */
interface AccountFieldProps {
  registration: UseFormRegisterReturn;
  error: FieldError | undefined;
}

/** The e-mail address (required); `autoComplete` says whether it signs in (`username`) or names a new account. */
export function EmailField({
  registration,
  error,
  autoComplete,
}: AccountFieldProps & { autoComplete: 'username' | 'email' }) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...registration}
      type="email"
      label={t('auth.email')}
      placeholder={t('auth.emailPlaceholder')}
      autoComplete={autoComplete}
      leftSection={<IconAt size={16} aria-hidden />}
      error={translateFieldError(error)}
      withAsterisk
    />
  );
}

/** A new password (required), with the hint of what makes one. */
export function NewPasswordField({ registration, error, label }: AccountFieldProps & { label: string }) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...registration}
      label={label}
      placeholder={t('auth.newPasswordPlaceholder')}
      description={t('auth.passwordHint')}
      autoComplete="new-password"
      error={translateFieldError(error)}
      withAsterisk
    />
  );
}

/** The person's name (required), under the label the form gives it. */
export function FullNameField({
  registration,
  error,
  label,
  placeholder,
}: AccountFieldProps & { label: string; placeholder?: string }) {
  return (
    <TextInput
      {...registration}
      label={label}
      placeholder={placeholder}
      autoComplete="name"
      leftSection={<IconUser size={16} aria-hidden />}
      error={translateFieldError(error)}
      withAsterisk
    />
  );
}

/** The phone number (optional). */
export function PhoneField({ registration, error }: AccountFieldProps) {
  const { t } = useTranslation();
  return (
    <TextInput
      {...registration}
      type="tel"
      label={t('auth.phone')}
      placeholder={t('auth.phonePlaceholder')}
      autoComplete="tel"
      leftSection={<IconPhone size={16} aria-hidden />}
      error={translateFieldError(error)}
    />
  );
}
