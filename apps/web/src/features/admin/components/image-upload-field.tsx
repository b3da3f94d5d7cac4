import { Button, FileButton, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';

export interface ImageUploadTexts {
  /** The field's label, also the upload button's text. */
  label: string;
  alt: string;
  remove: string;
  uploading: string;
  hint: string;
  failed: string;
}

interface ImageUploadFieldProps<Result> {
  texts: ImageUploadTexts;
  /** Added to the buttons' accessible names when a form has several such fields (a language). */
  nameSuffix?: string;
  /** The image shown now (its address), or null. */
  imageUrl: string | null;
  /** The content types the file picker offers. */
  accept: readonly string[];
  /** Sends the file (the server re-encodes and stores it). */
  upload: (file: File) => Promise<Result>;
  /** The upload's result, or null when the image is removed. */
  onChange: (result: Result | null) => void;
}

/** A console form's image: upload (sent at once), preview, remove; the wait and a failure are said. */
export function ImageUploadField<Result>({
  texts,
  nameSuffix,
  imageUrl,
  accept,
  upload,
  onChange,
}: ImageUploadFieldProps<Result>) {
  const mutation = useMutation({ mutationFn: upload, onSuccess: (result) => onChange(result) });
  const named = (text: string) => (nameSuffix ? `${text} (${nameSuffix})` : undefined);
  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {texts.label}
      </Text>
      {imageUrl && <Image src={imageUrl} alt={texts.alt} radius="md" mah={160} w="auto" fit="contain" />}
      <Group gap="xs">
        <FileButton onChange={(file) => file && mutation.mutate(file)} accept={accept.join(',')}>
          {(props) => (
            <Button
              {...props}
              variant="light"
              size="xs"
              leftSection={<IconPhotoUp size={16} aria-hidden />}
              aria-label={named(texts.label)}
              disabled={mutation.isPending}
            >
              {texts.label}
            </Button>
          )}
        </FileButton>
        {imageUrl && (
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onChange(null)}
            aria-label={named(texts.remove)}
          >
            {texts.remove}
          </Button>
        )}
        {mutation.isPending && (
          <Group gap={6} role="status">
            <Loader size="xs" />
            <Text size="xs">{texts.uploading}</Text>
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        {texts.hint}
      </Text>
      {mutation.isError && (
        <Text size="sm" c="red" role="alert">
          {texts.failed}
        </Text>
      )}
    </Stack>
  );
}
