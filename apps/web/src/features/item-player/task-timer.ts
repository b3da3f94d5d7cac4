import { useEffect } from 'react';

/** Shows `text` through the owner's `show` while the calling task is mounted (null hides it). */
export function useTaskTimer(text: string | null, show: ((text: string | null) => void) | undefined): void {
  useEffect(() => {
    show?.(text);
  }, [show, text]);
  useEffect(() => () => show?.(null), [show]);
}
