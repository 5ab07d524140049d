'use client';

/**
 * Error boundary of these pages: the generic error screen inside their chrome (SPEC §2, §8), loaded
 * when an error is caught (components/error-screen/RouteErrorLoader.tsx, issue 25).
 */
export { RouteErrorLoader as default } from '@/components/error-screen/RouteErrorLoader';
