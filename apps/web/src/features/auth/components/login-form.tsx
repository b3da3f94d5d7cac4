import { useForm } from 'react-hook-form';
import { Anchor, Button, Checkbox, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginRequest } from '@prepwise/contracts';
import { EmailField } from '../../../components/forms/account-fields';
import { PasswordField } from '../../../components/ui/password-field';
import { paths } from '../../../lib/routes';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { translateFieldError } from '../../../lib/translate-message';
import { prerenderedFormProps } from '../../../lib/prerendered-form-props';

const resolver = lazyResolver(() => import('./auth-validation').then((module) => module.loginResolver));

interface LoginFormProps {
  isSubmitting: boolean;
  onSubmit: (values: LoginRequest) => void;
}

/** E-mail and password form; validated by the contracts' loginRequestSchema, fetched with the first submit (e-mail comes out lower-cased). */
export function LoginForm({ isSubmitting, onSubmit }: LoginFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver,
    defaultValues: { email: '', password: '', rememberMe: false },
  });
  const { errors } = form.formState;

  return (
    <form noValidate {...prerenderedFormProps(form.handleSubmit(onSubmit))}>
      <Stack gap="md">
        <EmailField registration={form.register('email')} error={errors.email} autoComplete="username" />
        <PasswordField
          {...form.register('password')}
          label={t('auth.password')}
          placeholder={t('auth.passwordPlaceholder')}
          autoComplete="current-password"
          error={translateFieldError(errors.password)}
          withAsterisk
        />
        <Group justify="space-between" gap="xs">
          <Checkbox {...form.register('rememberMe')} label={t('auth.rememberMe')} />
          <Anchor component={Link} to={paths.resetInit} size="sm">
            {t('auth.forgotPassword')}
          </Anchor>
        </Group>
        <Button
          type="submit"
          fullWidth
          size="md"
          loading={isSubmitting}
          loaderProps={{ 'aria-label': t('common.loading') }}
        >
          {t('auth.login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
