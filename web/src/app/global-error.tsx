'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error-screen/ErrorScreen';
// An error boundary has no server parent to pass translated labels: it reads its namespace file.
import errors from '../../public/locales/en/errors.json' with { type: 'json' };
import '@/styles/globals.css';

/** Last-resort boundary for errors in the root layout itself: the generic error screen. */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
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
