import { fill } from '@/i18n/template';
import styles from './ProgressBar.module.css';

/** Texts of the progress bar (common.json `progress`), passed down by a server parent. */
export interface ProgressBarLabels {
  /** Accessible name of the progressbar, e.g. "Test progress". */
  label: string;
  /** Template with `{{percent}}`, e.g. "{{percent}}% answered". */
  answered: string;
}

/**
 * Progress of a test: a caption ("Question 3 of 72", "Step 2 of 5") with the answered percentage,
 * and a `progressbar` (aria-valuenow = percent, 0–100) named by `labels.label` ("Test progress").
 * Rendered inside client components, so it takes its texts as props (see ./labels.ts).
 * @param caption left-hand caption
 * @param percent answered share in percent; clamped to 0–100 for display
 */
export function ProgressBar({ caption, percent, labels }: { caption: string; percent: number; labels: ProgressBarLabels }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <>
      <div className={styles.row}>
        <span>{caption}</span>
        <span>{fill(labels.answered, { percent: value })}</span>
      </div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={labels.label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <span style={{ width: `${value}%` }} />
      </div>
    </>
  );
}
