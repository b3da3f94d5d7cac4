import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner for a whole page or section whose data is on its way. */
export function CenteredLoader({ minHeight = '60vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}
