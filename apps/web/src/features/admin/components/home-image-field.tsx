import { homeImageUpload, homeImageUrl } from '@prepwise/contracts';
import { uploadHomeImage } from '../api/admin-home-api';
import { useAdminHomeT } from '../lib/use-admin-home-t';
import { ImageUploadField } from './image-upload-field';

interface HomeImageFieldProps {
  /** The language whose image this is (names the controls). */
  languageLabel: string;
  imageKey: string | null;
  onChange: (imageKey: string | null) => void;
}

/** One language's image: upload (PNG, JPEG or WebP, sent at once), preview, remove. */
export function HomeImageField({ languageLabel, imageKey, onChange }: HomeImageFieldProps) {
  const { ht } = useAdminHomeT();
  return (
    <ImageUploadField
      texts={{
        label: ht('form.image'),
        alt: ht('form.imageAlt'),
        remove: ht('form.imageRemove'),
        uploading: ht('form.imageUploading'),
        hint: ht('form.imageHint'),
        failed: ht('form.imageFailed'),
      }}
      nameSuffix={languageLabel}
      imageUrl={imageKey ? homeImageUrl(imageKey) : null}
      accept={homeImageUpload.contentTypes}
      upload={uploadHomeImage}
      onChange={(result) => onChange(result?.key ?? null)}
    />
  );
}
