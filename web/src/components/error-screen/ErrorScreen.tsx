import Link from 'next/link';
import styles from './ErrorScreen.module.css';

/** Texts of the generic error screen, word for word from SPEC §2 "Other screens". */
export const ERROR_SCREEN_TEXT = {
  title: 'Something went wrong',
  subtitle: 'Please try again later',
  body: 'If the problem persists, please contact support.',
  action: 'Go Back',
} as const;

/**
 * The generic error screen (SPEC §2), shown by the error boundaries. Its "Go Back" button leads
 * to "/". Renders a plain `<a>` so it works even when the router itself failed.
 */
export function ErrorScreen() {
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="error-title">
      <h1 id="error-title">{ERROR_SCREEN_TEXT.title}</h1>
      <p className={styles.subtitle}>{ERROR_SCREEN_TEXT.subtitle}</p>
      <p>{ERROR_SCREEN_TEXT.body}</p>
      {/* A full page load on purpose: after an error the client router may itself be broken. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/" className="button">
        {ERROR_SCREEN_TEXT.action}
      </a>
    </section>
  );
}

/** The 404 screen: what a visitor sees for unknown paths, types and sections. */
export function NotFoundScreen() {
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="not-found-title">
      <p className="eyebrow">Error 404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p className={styles.subtitle}>We could not find the page you were looking for.</p>
      <p>It may have moved, or the address may be mistyped.</p>
      <div className={styles.actions}>
        <Link href="/" className="button">
          Go to the home page
        </Link>
        <Link href="/personality-types" className="button button-secondary">
          Browse the 16 types
        </Link>
      </div>
    </section>
  );
}
