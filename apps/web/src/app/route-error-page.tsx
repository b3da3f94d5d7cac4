import { appQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { RouteError } from './route-error';

/** The error page with the providers it needs (the root's error boundary sits above them). */
export function RouteErrorPage() {
  return (
    <AppProviders client={appQueryClient()}>
      <RouteError />
    </AppProviders>
  );
}
