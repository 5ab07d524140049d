'use client';

/**
 * Error boundary for errors in a route group's own layout (the chrome): the generic error screen,
 * loaded when an error is caught (components/error-screen/RouteErrorLoader.tsx, issue 25).
 */
export { RouteErrorLoader as default } from '@/components/error-screen/RouteErrorLoader';
