import type { ScaleView } from './shared-view';
import { percentText } from './shared-view';
import styles from './Share.module.css';

/**
 * One preference score as a meter: the first pole's share filled from the left, the band (when
 * known) outlined, the 50 % midline marked. Works in server and client components.
 * @param scale the scale to show
 * @param label accessible name of the meter
 * @param valueText spoken value
 */
export function ScaleBar({ scale, label, valueText }: { scale: ScaleView; label: string; valueText: string }) {
  return (
    <div className={styles.bar} role="meter" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={scale.percentage} aria-valuetext={valueText}>
      <span className={styles.barFill} style={{ width: `${scale.percentage}%` }} />
      {scale.band ? <span className={styles.barBand} style={{ left: `${scale.band.low}%`, width: `${Math.max(1, scale.band.high - scale.band.low)}%` }} /> : null}
      <span className={styles.barMid} />
    </div>
  );
}

/** "E 30% · 70% I" as shown above a bar. */
export function barValueText(scale: ScaleView, poles: Record<string, string>): string {
  return `${percentText(scale.percentage)} ${poles[scale.first] ?? scale.first}, ${percentText(100 - scale.percentage)} ${poles[scale.second] ?? scale.second}`;
}
