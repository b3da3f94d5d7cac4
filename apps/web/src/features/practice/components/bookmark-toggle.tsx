import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { practiceKey } from '../../../lib/session/session-queries';
import { setBookmark } from '../api/practice-api';

interface BookmarkToggleProps {
  questionId: number;
  bookmarked: boolean;
}

/** A pressed/unpressed bookmark button; the icon changes shape as well as colour. */
export function BookmarkToggle({ questionId, bookmarked }: BookmarkToggleProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [isOn, setIsOn] = useState(bookmarked);
  const mutation = useMutation({
    mutationFn: (next: boolean) => setBookmark(questionId, next),
    onMutate: (next) => setIsOn(next),
    onError: (_error, next) => setIsOn(!next),
    onSettled: () => queryClient.invalidateQueries({ queryKey: practiceKey }),
  });
  const label = t('practice.bookmark.label', { id: questionId });
  return (
    <Tooltip label={isOn ? t('practice.bookmark.remove') : t('practice.bookmark.add')}>
      <ActionIcon
        variant={isOn ? 'light' : 'subtle'}
        color={isOn ? 'yellow.8' : 'gray'}
        aria-label={label}
        aria-pressed={isOn}
        loading={mutation.isPending}
        onClick={() => mutation.mutate(!isOn)}
      >
        {isOn ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
      </ActionIcon>
    </Tooltip>
  );
}
