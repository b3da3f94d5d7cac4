import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAt } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { profileUpdateSchema, type User } from '@prepwise/contracts';
import { FullNameField, PhoneField } from '../../../components/forms/account-fields';
import { apiErrorText } from '../../../lib/api-error-text';
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
        <FullNameField
          registration={form.register('fullName')}
          error={errors.fullName}
          label={t('profile.displayName')}
        />
        <PhoneField registration={form.register('phonenumber')} error={errors.phonenumber} />
        {updateProfile.isError && (
          <Text c="red" size="sm" role="alert">
            {apiErrorText(updateProfile.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={updateProfile.isPending} disabled={!isDirty}>
            {t('profile.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
