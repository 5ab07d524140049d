'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error-screen/ErrorScreen';
// An error boundary has no server parent to pass translated labels: it reads its namespace file.
import errors from '../../public/locales/en/errors.json' with { type: 'json' };

/** Error boundary of every page: logs the error and shows the generic error screen (SPEC §2, §8). */
export default function Error({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen labels={errors.screen} />;
}
