/**
 * The site's public URLs (SPEC §2 "Routes"): a re-export of the shared routes module
 * (schemas/src/routes.ts, `@typeatlas/schemas/routes`), which the studio's Presentation tool uses
 * too, so the URL patterns live once. Web code imports them from here (`@/lib/routes`).
 */
export * from '@typeatlas/schemas/routes';
