import type { ScaleView } from './shared-view';
import { percentText } from './shared-view';
import styles from './Share.module.css';

/**
 * One preference score as a meter: the letter's own share filled from its end (from the left for
 * the first pole, from the right for the second: the same side as the letter, issue 24 §5), the
 * band (when known) outlined, the 50 % midline marked. Works in server and client components.
 * @param scale the scale to show
 * @param label accessible name of the meter
 * @param valueText spoken value
 */
export function ScaleBar({ scale, label, valueText }: { scale: ScaleView; label: string; valueText: string }) {
  return (
    <div
      className={styles.bar}
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={scale.percentage}
      aria-valuetext={valueText}
    >
      <span
        className={scale.letter === scale.first ? styles.barFill : `${styles.barFill} ${styles.barFillEnd}`}
        style={{ width: `${scale.ownPercentage}%` }}
      />
      {scale.band ? (
        <span
          className={styles.barBand}
          style={{ left: `${scale.band.low}%`, width: `${Math.max(1, scale.band.high - scale.band.low)}%` }}
        />
      ) : null}
      <span className={styles.barMid} />
    </div>
  );
}

/** "E 30% · 70% I" as shown above a bar. */
export function barValueText(scale: ScaleView, poles: Record<string, string>): string {
  return `${percentText(scale.percentage)} ${poles[scale.first] ?? scale.first}, ${percentText(100 - scale.percentage)} ${poles[scale.second] ?? scale.second}`;
}
