import { Outlet, ScrollRestoration } from 'react-router';
import { PageViewTracker } from '../page-view-tracker';

/** Wraps every route: page-view analytics and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <PageViewTracker />
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
