'use client';

import { useEffect } from 'react';
// An error boundary has no server parent to pass translated labels: it reads its namespace file.
import errors from '../../../public/locales/en/errors.json' with { type: 'json' };
import { ErrorScreen } from './ErrorScreen';

/**
 * The last-resort boundary (app/global-error.tsx re-exports it) for errors in the root layout
 * itself or in a route group's layout (the chrome; there is no root `error.tsx`: its chunk was on
 * every page's first load for a case this boundary covers with the same screen, issue 25), and
 * where the other boundaries' errors end up when their screen cannot be loaded
 * (./RouteErrorLoader.tsx): logs the error and shows the generic error screen (SPEC §2, §8) in a
 * document of its own, with the screen built in (globals.css comes with app/global-error.tsx).
 * @param props.error the error Next hands the boundary
 */
export function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en">
      <body>
        <main id="main">
          <ErrorScreen labels={errors.screen} />
        </main>
      </body>
    </html>
  );
}
