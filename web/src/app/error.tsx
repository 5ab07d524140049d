'use client';

/** Error boundary for errors in a route group's own layout (the chrome): the generic error screen. */
export { RouteError as default } from '@/components/error-screen/RouteError';
