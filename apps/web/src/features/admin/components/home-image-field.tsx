import { Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { homeImageUpload, homeImageUrl } from '@prepwise/contracts';
import { uploadHomeImage } from '../api/admin-home-api';
import { useAdminHomeT } from '../lib/use-admin-home-t';

interface HomeImageFieldProps {
  /** The language whose image this is (names the controls). */
  languageLabel: string;
  imageKey: string | null;
  onChange: (imageKey: string | null) => void;
}

/** One language's image: upload (PNG, JPEG or WebP, sent at once), preview, remove. */
export function HomeImageField({ languageLabel, imageKey, onChange }: HomeImageFieldProps) {
  const { ht } = useAdminHomeT();
  const upload = useMutation({
    mutationFn: uploadHomeImage,
    onSuccess: (result) => onChange(result.key),
  });
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {ht('form.image')}
      </Text>
      {imageKey && (
        <Image
          src={homeImageUrl(imageKey)}
          alt={ht('form.imageAlt')}
          radius="md"
          mah={160}
          w="auto"
          fit="contain"
        />
      )}
      <Group gap="xs">
        <FileButton
          onChange={(file) => file && upload.mutate(file)}
          accept={homeImageUpload.contentTypes.join(',')}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              aria-label={`${ht('form.image')} (${languageLabel})`}
              disabled={upload.isPending}
            >
              {ht('form.image')}
            </Button>
          )}
        </FileButton>
        {imageKey && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange(null)}
            aria-label={`${ht('form.imageRemove')} (${languageLabel})`}
          >
            {ht('form.imageRemove')}
          </Button>
        )}
        {upload.isPending && (
          <Group gap={6} role="status">
            <Loader size="xs" />
            <Text size="xs">{ht('form.imageUploading')}</Text>
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {ht('form.imageHint')}
      </Text>
      {upload.isError && (
        <Text size="sm" c="red" role="alert">
          {ht('form.imageFailed')}
        </Text>
      )}
    </Stack>
  );
}
