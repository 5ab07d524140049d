'use client';

import '@/styles/globals.css';

/**
 * Last-resort boundary for errors in the root layout itself: the generic error screen in a
 * document of its own, built in (components/error-screen/GlobalError.tsx) — the other
 * boundaries load the screen when they catch an error and fall back to this one when that fails.
 */
export { GlobalError as default } from '@/components/error-screen/GlobalError';
