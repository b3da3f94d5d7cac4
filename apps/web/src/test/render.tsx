import type { ReactElement, ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AuthProvider } from '../lib/session/auth-context';

/** The app's wish for less motion (test/setup.ts asks for it): no transition outlives a test. */
const testTheme = { respectReducedMotion: true };

/** Renders a component inside the app's providers and a memory router. */
export function renderWithProviders(ui: ReactElement, initialPath = '/'): RenderResult {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MantineProvider theme={testTheme}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <MemoryRouter initialEntries={[initialPath]}>{children}</MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return render(ui, { wrapper });
}
