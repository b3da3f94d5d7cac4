import { useEffect } from 'react';
import { platformName } from '@prepwise/contracts';

/** Sets the document title to "<page> · Prepwise", or just the platform's name. */
export function usePageTitle(pageName?: string): void {
  useEffect(() => {
    document.title = pageName ? `${pageName} · ${platformName}` : platformName;
  }, [pageName]);
}
