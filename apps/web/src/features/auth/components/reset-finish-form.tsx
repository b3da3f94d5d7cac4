import { useForm } from 'react-hook-form';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewPasswordField } from '../../../components/forms/account-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { translateFieldError } from '../../../lib/translate-message';

const resolver = lazyResolver(() => import('./auth-validation').then((module) => module.resetFinishResolver));

interface ResetFinishFormProps {
  isSubmitting: boolean;
  onSubmit: (password: string) => void;
}

/** Chooses the new password (typed twice). */
export function ResetFinishForm({ isSubmitting, onSubmit }: ResetFinishFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values.password))(event)}
    >
      <Stack gap="md">
        <NewPasswordField
          registration={form.register('password')}
          error={errors.password}
          label={t('auth.newPassword')}
        />
        <PasswordField
          {...form.register('confirmPassword')}
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
          error={translateFieldError(errors.confirmPassword)}
          withAsterisk
        />
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          {t('auth.resetFinish.submit')}
        </Button>
      </Stack>
    </form>
  );
}
