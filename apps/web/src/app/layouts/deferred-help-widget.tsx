import { lazy, Suspense } from 'react';
import { isSupportLinkOpened } from '../../features/help';
import { useIdleAfterLoad } from '../../lib/use-idle-after-load';

const HelpWidget = lazy(() =>
  import('../../features/help/components/help-widget').then((module) => ({ default: module.HelpWidget })),
);

/**
 * The help widget (FAQs and the support chat, with its connection to the server), put on the
 * page once the page itself is loaded and drawn: it is not what a learner opened the page for,
 * and mounting it with the page held a phone's main thread for about 40 % of the page's blocking
 * time (Lighthouse, bench/RESULTS.md). A support reply's link (`?support=`) opens it at once.
 */
export function DeferredHelpWidget({ bottom, isInline }: { bottom?: number | string; isInline?: boolean }) {
  const isIdle = useIdleAfterLoad(isSupportLinkOpened());
  if (!isIdle) return null;
  return (
    <Suspense fallback={null}>
      <HelpWidget bottom={bottom} isInline={isInline} />
    </Suspense>
  );
}
