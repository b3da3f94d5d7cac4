import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormModalProps {
  title: string;
  opened: boolean;
  onClose: () => void;
  /** The form, mounted only while the dialog is open (so each opening starts from the record). */
  children: ReactNode;
}

/** The console's dialog around a create-or-edit form: large, centred, its close button named. */
export function FormModal({ title, opened, onClose, children }: FormModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
    >
      {opened && children}
    </Modal>
  );
}
