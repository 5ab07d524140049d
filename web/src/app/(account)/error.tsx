'use client';

/** Error boundary of these pages: the generic error screen inside their chrome (SPEC §2, §8). */
export { RouteError as default } from '@/components/error-screen/RouteError';
