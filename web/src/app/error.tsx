'use client';

import { useEffect } from 'react';
import { ErrorScreen } from '@/components/error-screen/ErrorScreen';

/** Error boundary of every page: logs the error and shows the generic error screen (SPEC §2, §8). */
export default function Error({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <ErrorScreen />;
}
