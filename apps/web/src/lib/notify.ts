import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';
import { translateMessage } from './translate-message';

/** Shows an error toast, translated when the text or its code has a translation. */
export function notifyError(message: string, code?: string): void {
  notifications.show({
    color: 'red',
    title: i18n.t('common.errorTitle'),
    message: translateMessage(message, code),
    autoClose: 6000,
  });
}

/** Shows a success toast (seed section 8 success texts are translated by their key). */
export function notifySuccess(message: string): void {
  notifications.show({ color: 'teal', message: translateMessage(message), autoClose: 4000 });
}
