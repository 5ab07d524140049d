'use client';

import { useEffect } from 'react';
// An error boundary has no server parent to pass translated labels: it reads its namespace file.
import errors from '../../../public/locales/en/errors.json' with { type: 'json' };
import { ErrorScreen } from './ErrorScreen';

/**
 * The generic error screen of a route group's or page's error boundary (SPEC §2 "The generic error
 * screen is shown by an error boundary", §8) inside the group's chrome: logs the error and shows
 * the screen. Loaded by ./RouteErrorLoader.tsx (what every `error.tsx` re-exports) when a boundary
 * catches an error (issue 25).
 * @param props.error the error Next hands the boundary (`digest` for server errors)
 */
export function RouteError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen labels={errors.screen} />;
}
