import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { trackPageView } from '../lib/page-views';

/** Records every route change; the referrer is the previous in-app page (the document's on the first). */
export function PageViewTracker() {
  const location = useLocation();
  const previousPath = useRef<string | null>(null);
  const path = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (previousPath.current === path) return;
    const referrer = previousPath.current ?? (document.referrer || null);
    previousPath.current = path;
    trackPageView(path, referrer);
  }, [path]);

  return null;
}
