import { Badge } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** After marking: "Right answer" (check icon) or "Your answer, wrong" (cross) — text and icon, not only colour. */
export function OptionMark({ isRight, isChosen }: { isRight: boolean; isChosen: boolean }) {
  const { t } = useTranslation();
  if (isRight) {
    return (
      <Badge color="teal" variant="light" leftSection={<IconCheck size={12} aria-hidden />}>
        {isChosen ? t('player.mark.yourRight') : t('player.mark.right')}
      </Badge>
    );
  }
  if (isChosen) {
    return (
      <Badge color="red" variant="light" leftSection={<IconX size={12} aria-hidden />}>
        {t('player.mark.yourWrong')}
      </Badge>
    );
  }
  return null;
}
