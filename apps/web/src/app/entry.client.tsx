import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

/**
 * The browser's entry: React hydrates the page the build prerendered (what was typed into it is
 * kept, as the DOM is), in a transition so the page keeps answering keys and taps meanwhile.
 */
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
