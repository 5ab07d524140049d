import styles from './ErrorScreen.module.css';

/**
 * The home page (lib/routes ROUTES.home). Written here: the error boundaries ship on every page, and
 * the whole route table would come with them, once per boundary chunk (issue 25).
 */
export const HOME_PATH = '/';

/** Texts of the generic error screen (errors.json `screen`, word for word from SPEC §2 "Other screens"). */
export interface ErrorScreenLabels {
  title: string;
  subtitle: string;
  body: string;
  action: string;
}

/**
 * The generic error screen (SPEC §2), shown by the error boundaries. Its "Go Back" button leads
 * to "/". Renders a plain `<a>` so it works even when the router itself failed.
 * The error boundaries are client components without a server parent, so they read `labels` from
 * errors.json themselves and pass them in.
 */
export function ErrorScreen({ labels }: { labels: ErrorScreenLabels }) {
  return (
    <section className={`container ${styles.screen}`} aria-labelledby="error-title">
      <h1 id="error-title">{labels.title}</h1>
      <p className={styles.subtitle}>{labels.subtitle}</p>
      <p>{labels.body}</p>
      {/* A full page load on purpose: after an error the client router may itself be broken
          (data-navigation="document": the site's link navigation leaves it to the browser). */}
      <a href={HOME_PATH} className="button" data-navigation="document">
        {labels.action}
      </a>
    </section>
  );
}
