import { Anchor, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { entitlementErrorCodes } from '@prepwise/contracts';
import { i18n } from './i18n';
import { paths } from './routes';
import { translateMessage } from './translate-message';

/** The toasts' close button, named in the interface language (Mantine's has only an icon). */
const closeButtonProps = () => ({ 'aria-label': i18n.t('common.closeNotification') });

/**
 * Shows an error toast, translated when the text or its code has a translation. A refusal about
 * what the learner has bought (no credits, free mode, the full bank) also links to the shop.
 */
export function notifyError(message: string, code?: string): void {
  const text = translateMessage(message, code);
  const isEntitlement = code !== undefined && entitlementErrorCodes.has(code);
  notifications.show({
    color: 'red',
    title: i18n.t('common.errorTitle'),
    message: isEntitlement ? (
      <Stack gap={4}>
        <Text size="sm">{text}</Text>
        <Anchor href={paths.marketplace} size="sm" fw={600}>
          {i18n.t('common.toShop')}
        </Anchor>
      </Stack>
    ) : (
      text
    ),
    autoClose: isEntitlement ? 10000 : 6000,
    closeButtonProps: closeButtonProps(),
  });
}

/** Shows a success toast (docs/product.md §8 success texts are translated by their key). */
export function notifySuccess(message: string): void {
  notifications.show({
    color: 'teal',
    message: translateMessage(message),
    autoClose: 4000,
    closeButtonProps: closeButtonProps(),
  });
}
