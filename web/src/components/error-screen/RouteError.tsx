'use client';

import { useEffect } from 'react';
// An error boundary has no server parent to pass translated labels: it reads its namespace file.
import errors from '../../../public/locales/en/errors.json' with { type: 'json' };
import { ErrorScreen } from './ErrorScreen';

/**
 * The error boundary of a route group (SPEC §2 "The generic error screen is shown by an error
 * boundary", §8): logs the error and shows the generic error screen inside the group's chrome.
 * Each group's `error.tsx` re-exports it.
 */
export function RouteError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen labels={errors.screen} />;
}
