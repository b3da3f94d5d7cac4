import { Center, Loader, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A centred spinner for a whole page or section whose data is on its way (also the fallback of lazy pages). */
export function CenteredLoader({ minHeight = '60vh' }: { minHeight?: string | number }) {
  const { t } = useTranslation();
  return (
    <Center mih={minHeight} role="status" aria-live="polite">
      <Loader aria-hidden />
      {/* The status's text is what screen readers announce; the spinner itself has no role to carry a name. */}
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
