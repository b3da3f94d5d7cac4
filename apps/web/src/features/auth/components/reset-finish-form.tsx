import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordSchema, resetFinishRequestSchema } from '@prepwise/contracts';
import { PasswordField } from '../../../components/ui/password-field';
import { translateFieldError } from '../../../lib/translate-message';

/** The contracts' reset payload plus a confirmation field that only the form needs. */
const resetFinishFormSchema = resetFinishRequestSchema
  .extend({ confirmPassword: passwordSchema })
  .refine((values) => values.password === values.confirmPassword, {
    message: 'auth.resetFinish.mismatch',
    path: ['confirmPassword'],
  });

interface ResetFinishFormProps {
  isSubmitting: boolean;
  onSubmit: (password: string) => void;
}

/** Chooses the new password (typed twice). */
export function ResetFinishForm({ isSubmitting, onSubmit }: ResetFinishFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(resetFinishFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => onSubmit(values.password))(event)}
    >
      <Stack gap="md">
        <PasswordField
          {...form.register('password')}
          label={t('auth.newPassword')}
          placeholder={t('auth.newPasswordPlaceholder')}
          description={t('auth.passwordHint')}
          autoComplete="new-password"
          error={translateFieldError(errors.password)}
          withAsterisk
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
