import { useForm } from 'react-hook-form';
import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { SignupRequest } from '@prepwise/contracts';
import {
  EmailField,
  FullNameField,
  NewPasswordField,
  PhoneField,
} from '../../../components/forms/account-fields';
import { lazyResolver } from '../../../lib/lazy-resolver';
import { translateFieldError } from '../../../lib/translate-message';
import { prerenderedFormProps } from '../../../lib/prerendered-form-props';

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
    <form noValidate {...prerenderedFormProps(form.handleSubmit(onSubmit))}>
      <Stack gap="md">
        <FullNameField
          registration={form.register('fullName')}
          error={errors.fullName}
          label={t('auth.fullName')}
          placeholder={t('auth.fullNamePlaceholder')}
        />
        <EmailField registration={form.register('email')} error={errors.email} autoComplete="email" />
        <NewPasswordField
          registration={form.register('password')}
          error={errors.password}
          label={t('auth.password')}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <PhoneField registration={form.register('phonenumber')} error={errors.phonenumber} />
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
