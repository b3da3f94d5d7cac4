import { useForm } from 'react-hook-form';
import { Button, Stack, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { translateFieldError } from '../../../lib/translate-message';

const resolver = lazyResolver(() => import('./auth-validation').then((module) => module.resetInitResolver));

interface ResetInitFormProps {
  isSubmitting: boolean;
  onSubmit: (email: string) => void;
}

/** Asks for the e-mail address to send a reset link to. */
export function ResetInitForm({ isSubmitting, onSubmit }: ResetInitFormProps) {
  const { t } = useTranslation();
  const form = useForm({ resolver, defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values.email))(event)}>
      <Stack gap="md">
        <TextInput
          {...form.register('email')}
          type="email"
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          autoComplete="email"
          leftSection={<IconAt size={16} aria-hidden />}
          error={translateFieldError(form.formState.errors.email)}
          withAsterisk
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          {t('auth.resetInit.submit')}
        </Button>
      </Stack>
    </form>
  );
}
