import './mantine-styles';
import './boot.css';
import { lazy, Suspense, type ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
import { BootLoader } from '../components/ui/boot-loader';

/**
 * The document of every page, as the build prerenders it and the browser hydrates it. `boot.js`
 * (a file: the content security policy allows no inline script of ours) sets the colour scheme
 * before the first paint and hides what the page should not show this visitor (boot.css). The
 * providers are in the app layout route (routes/app-layout.tsx), so the root stays small.
 */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" data-mantine-color-scheme="light" suppressHydrationWarning>
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta
          name="description"
          content="Prepwise: practise PTE and Vietnamese high-school English tests, take timed mocks and get AI scoring."
        />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <title>Prepwise</title>
        <script src="/boot.js" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Shown while the first page's chunks and data arrive, for a page the build did not prerender. */
export function HydrateFallback() {
  return <BootLoader />;
}

// The error page (rarely shown) is a chunk of its own.
const RouteErrorPage = lazy(() =>
  import('./route-error-page').then((module) => ({ default: module.RouteErrorPage })),
);

/** Shown when a page crashes while rendering. */
export function ErrorBoundary() {
  return (
    <Suspense fallback={<BootLoader />}>
      <RouteErrorPage />
    </Suspense>
  );
}
