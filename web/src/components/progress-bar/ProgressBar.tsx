import styles from './ProgressBar.module.css';

/**
 * Progress of a test: a caption ("Question 3 of 72", "Step 2 of 5") with the answered percentage,
 * and a `progressbar` (aria-valuenow = percent, 0–100) named "Test progress".
 * @param caption left-hand caption
 * @param percent answered share in percent; clamped to 0–100 for display
 */
export function ProgressBar({ caption, percent }: { caption: string; percent: number }) {
  const value = Math.min(100, Math.max(0, Math.round(percent)));
  return (
    <>
      <div className={styles.row}>
        <span>{caption}</span>
        <span>{value}% answered</span>
      </div>
      <div className={styles.track} role="progressbar" aria-label="Test progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value}>
        <span style={{ width: `${value}%` }} />
      </div>
    </>
  );
}
