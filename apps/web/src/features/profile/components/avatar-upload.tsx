import { useState } from 'react';
import { Avatar, Button, FileButton, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessages, uploadKinds, type User } from '@prepwise/contracts';
import { notifyError } from '../../../lib/notify';
import { avatarContentTypes, checkAvatarFile, uploadAvatar } from '../api/avatar.api';
import { useUpdateProfile } from '../api/profile.api';

const maxMegabytes = uploadKinds.avatar.maxBytes / (1024 * 1024);

/** Shows the avatar and replaces it (png, jpeg or webp up to 5 MB) with upload progress. */
export function AvatarUpload({ user }: { user: User }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);
  const updateProfile = useUpdateProfile();
  const upload = useMutation({
    mutationFn: (file: File) => uploadAvatar(file, setProgress),
    onSuccess: (avatarKey) => updateProfile.mutate({ avatarKey }),
    onSettled: () => setProgress(null),
  });
  const isBusy = upload.isPending || updateProfile.isPending;

  const handleFile = (file: File | null) => {
    if (!file) return;
    const problem = checkAvatarFile(file);
    if (problem) notifyError(errorMessages[problem], problem);
    else upload.mutate(file);
  };

  return (
    <Stack align="center" gap="sm">
      <Avatar
        src={user.avatarUrl}
        alt={t('profile.avatarAlt', { name: user.fullName })}
        size={112}
        radius={112}
        color="indigo"
      >
        {user.fullName.slice(0, 1).toUpperCase()}
      </Avatar>
      {progress !== null && (
        <Progress
          value={Math.round(progress * 100)}
          w="100%"
          size="sm"
          aria-label={t('profile.uploading')}
          striped
          animated
        />
      )}
      <FileButton onChange={handleFile} accept={avatarContentTypes.join(',')} disabled={isBusy}>
        {(props) => (
          <Button
            {...props}
            variant="light"
            leftSection={<IconUpload size={16} aria-hidden />}
            loading={isBusy}
          >
            {t('profile.changeAvatar')}
          </Button>
        )}
      </FileButton>
      <Text size="xs" c="dimmed" ta="center">
        {t('profile.avatarHint', { size: maxMegabytes })}
      </Text>
    </Stack>
  );
}
