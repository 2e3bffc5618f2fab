// React Router's default client entry, with one step first on Hindi pages: their messages load
// before React compares its render with the server's (English pages never load them).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { registerHindi } from './shared/i18n';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

if (document.documentElement.lang === 'hi-IN') {
  // Without its messages (a failed load) the page still comes to life, with English hints.
  void import('./shared/i18n/hi-IN')
    .then(
      (m) => registerHindi(m),
      () => {},
    )
    .then(hydrate);
} else {
  hydrate();
}
