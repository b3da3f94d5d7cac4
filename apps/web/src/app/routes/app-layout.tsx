import { Outlet } from 'react-router';
import { appQueryClient } from '../../lib/query-client';
import { PagePending } from '../page-pending';
import { PageViewTracker } from '../page-view-tracker';
import { AppProviders } from '../providers';
import { useStartUp } from '../start-up';

/**
 * Every page inside the app's providers (theme, server state, session, language), with page-view
 * analytics, and the page being left inert while the next one loads (PagePending). A route of its
 * own rather than the root: the root and the browser entry are what every page loads first, and
 * stay small; this arrives with the page's own chunks.
 */
export default function AppLayout() {
  useStartUp();
  return (
    <AppProviders client={appQueryClient()}>
      <PageViewTracker />
      <PagePending>
        <Outlet />
      </PagePending>
    </AppProviders>
  );
}
