/**
 * The studio has no @types/react-dom (only `react-dom` itself, for Sanity); the preview pane's
 * unit test renders to static markup, so declare the one server function it uses.
 */
declare module 'react-dom/server' {
  import type { ReactNode } from 'react';

  export function renderToStaticMarkup(element: ReactNode): string;
}
