import { useForm } from 'react-hook-form';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../../components/forms/account-fields';
import { lazyResolver } from '../../../lib/lazy-resolver';

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
        <EmailField
          registration={form.register('email')}
          error={form.formState.errors.email}
          autoComplete="email"
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          {t('auth.resetInit.submit')}
        </Button>
      </Stack>
    </form>
  );
}
