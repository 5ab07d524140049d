import styles from './DraftModeBanner.module.css';

/**
 * The draft-mode banner ("Preview — drafts"): tells an editor that the page shows unpublished
 * drafts and offers the exit link. A named complementary landmark (`<aside aria-label>`), so screen
 * reader users find it in the landmark list; plain text and a link, no client JavaScript.
 * Rendered by the root layout only when draft mode is on (content/draft-mode.ts `isDraftMode`).
 * @param label the landmark's accessible name
 * @param title the banner's heading text ("Preview — drafts")
 * @param text one sentence on what the editor sees
 * @param exitLabel the exit link's text
 * @param exitHref the exit link (lib/routes.ts `DRAFT_MODE_ROUTES.disable`)
 */
export function DraftModeBanner({
  label,
  title,
  text,
  exitLabel,
  exitHref,
}: {
  label: string;
  title: string;
  text: string;
  exitLabel: string;
  exitHref: string;
}) {
  return (
    <aside className={styles.banner} aria-label={label} data-draft-mode-banner="">
      <p>
        <strong>{title}</strong> {text}
      </p>
      {/* A plain link (no prefetch): following it turns draft mode off. target=_top: inside the
          studio's Presentation iframe the published page may not be framed (frame-ancestors
          'none'), so the exit opens in the whole window; outside a frame it is the same window. */}
      <a href={exitHref} target="_top">
        {exitLabel}
      </a>
    </aside>
  );
}
