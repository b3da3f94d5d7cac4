import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from '../lib/session/auth-context';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container (with its transitions) arrives after the first paint; a toast shown
// before it mounts waits in the notifications store and appears when it does.
const Toasts = lazy(() => import('./toasts').then((module) => ({ default: module.Toasts })));

/** Theme (light/dark follows the system until chosen), toasts, server state and the session token. */
export function AppProviders({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
