import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';
import { translateMessage } from './translate-message';

/** The toasts' close button, named in the interface language (Mantine's has only an icon). */
const closeButtonProps = () => ({ 'aria-label': i18n.t('common.closeNotification') });

/** Shows an error toast, translated when the text or its code has a translation. */
export function notifyError(message: string, code?: string): void {
  notifications.show({
    color: 'red',
    title: i18n.t('common.errorTitle'),
    message: translateMessage(message, code),
    autoClose: 6000,
    closeButtonProps: closeButtonProps(),
  });
}

/** Shows a success toast (seed section 8 success texts are translated by their key). */
export function notifySuccess(message: string): void {
  notifications.show({
    color: 'teal',
    message: translateMessage(message),
    autoClose: 4000,
    closeButtonProps: closeButtonProps(),
  });
}
