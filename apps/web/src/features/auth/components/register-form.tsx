import { useForm } from 'react-hook-form';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconAt, IconFlag, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SignupRequest } from '@prepwise/contracts';
import { PasswordField } from '../../../components/ui/password-field';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { translateFieldError } from '../../../lib/translate-message';

const resolver = lazyResolver(() => import('./auth-validation').then((module) => module.signupResolver));

interface RegisterFormProps {
  isSubmitting: boolean;
  onSubmit: (values: SignupRequest) => void;
}

/** Sign-up form (e-mail, password, full name, phone, nationality), validated by signupRequestSchema. */
export function RegisterForm({ isSubmitting, onSubmit }: RegisterFormProps) {
  const { t } = useTranslation();
  const form = useForm({
    resolver,
    defaultValues: { email: '', password: '', fullName: '', phonenumber: '', nationality: '' },
  });
  const { errors } = form.formState;

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <Stack gap="md">
        <TextInput
          {...form.register('fullName')}
          label={t('auth.fullName')}
          placeholder={t('auth.fullNamePlaceholder')}
          autoComplete="name"
          leftSection={<IconUser size={16} aria-hidden />}
          error={translateFieldError(errors.fullName)}
          withAsterisk
        />
        <TextInput
          {...form.register('email')}
          type="email"
          label={t('auth.email')}
          placeholder={t('auth.emailPlaceholder')}
          autoComplete="email"
          leftSection={<IconAt size={16} aria-hidden />}
          error={translateFieldError(errors.email)}
          withAsterisk
        />
        <PasswordField
          {...form.register('password')}
          label={t('auth.password')}
          placeholder={t('auth.newPasswordPlaceholder')}
          description={t('auth.passwordHint')}
          autoComplete="new-password"
          error={translateFieldError(errors.password)}
          withAsterisk
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            {...form.register('phonenumber')}
            type="tel"
            label={t('auth.phone')}
            placeholder={t('auth.phonePlaceholder')}
            autoComplete="tel"
            leftSection={<IconPhone size={16} aria-hidden />}
            error={translateFieldError(errors.phonenumber)}
          />
          <TextInput
            {...form.register('nationality')}
            label={t('auth.nationality')}
            placeholder={t('auth.nationalityPlaceholder')}
            autoComplete="country-name"
            leftSection={<IconFlag size={16} aria-hidden />}
            error={translateFieldError(errors.nationality)}
          />
        </SimpleGrid>
        <Button type="submit" fullWidth size="md" loading={isSubmitting}>
          {t('auth.register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
