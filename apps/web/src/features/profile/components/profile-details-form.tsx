import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconAt, IconPhone, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema, type User } from '@prepwise/contracts';
import { translateFieldError } from '../../../lib/translate-message';
import { useUpdateProfile } from '../api/profile.api';

/** Edits the display name and phone number (validated by the contracts' profileUpdateSchema). */
export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const updateProfile = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileUpdateSchema),
    values: { fullName: user.fullName, phonenumber: user.phonenumber ?? '' },
  });
  const { errors, isDirty } = form.formState;
  const handleValid = form.handleSubmit((values) =>
    updateProfile.mutate({ fullName: values.fullName, phonenumber: values.phonenumber ?? null }),
  );

  return (
    <form noValidate onSubmit={(event) => void handleValid(event)}>
      <Stack gap="md">
        <TextInput
          label={t('auth.email')}
          value={user.email}
          readOnly
          leftSection={<IconAt size={16} aria-hidden />}
          description={t('profile.emailFixed')}
        />
        <TextInput
          {...form.register('fullName')}
          label={t('profile.displayName')}
          autoComplete="name"
          leftSection={<IconUser size={16} aria-hidden />}
          error={translateFieldError(errors.fullName)}
          withAsterisk
        />
        <TextInput
          {...form.register('phonenumber')}
          type="tel"
          label={t('auth.phone')}
          placeholder={t('auth.phonePlaceholder')}
          autoComplete="tel"
          leftSection={<IconPhone size={16} aria-hidden />}
          error={translateFieldError(errors.phonenumber)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending} disabled={!isDirty}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
