import type { CSSProperties } from 'react';
import styles from './CircleProgress.module.css';

/** SPEC §9 "Circle progress default delay 850 ms": the ring starts filling after this delay, in ms. */
export const CIRCLE_PROGRESS_DELAY_MS = 850;

/** Duration of the fill once it starts, in ms (ours; SPEC fixes only the delay). */
export const CIRCLE_PROGRESS_FILL_MS = 700;

const RADIUS = 42;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A circular progress ring (SPEC §9 circle progress): fills from 0 to `value` % after `delayMs`
 * (default {@link CIRCLE_PROGRESS_DELAY_MS}), with a centred label. Pure CSS animation, so it
 * renders on the server and needs no JavaScript; with `prefers-reduced-motion` it shows the value
 * at once. Decorative by default (`aria-hidden`): the caller states the value in text.
 * @param props.value percentage 0 … 100 (clamped)
 * @param props.label text in the centre, e.g. "72%"
 * @param props.caption small text under the label, e.g. a letter
 * @param props.size diameter in CSS pixels (default 112)
 * @param props.delayMs delay before the fill starts, ms
 */
export function CircleProgress({
  value,
  label,
  caption,
  size = 112,
  delayMs = CIRCLE_PROGRESS_DELAY_MS,
}: {
  value: number;
  label: string;
  caption?: string;
  size?: number;
  delayMs?: number;
}) {
  const clamped = Math.min(100, Math.max(0, value));
  const style = {
    '--circle-target': String(CIRCUMFERENCE * (1 - clamped / 100)),
    '--circle-full': String(CIRCUMFERENCE),
    '--circle-delay': `${delayMs}ms`,
    '--circle-duration': `${CIRCLE_PROGRESS_FILL_MS}ms`,
    width: size,
    height: size,
  } as CSSProperties;
  return (
    <span className={styles.circle} style={style} aria-hidden="true" data-value={clamped}>
      <svg viewBox="0 0 100 100" className={styles.svg}>
        <circle cx="50" cy="50" r={RADIUS} className={styles.track} />
        <circle cx="50" cy="50" r={RADIUS} className={styles.fill} strokeDasharray={CIRCUMFERENCE} />
      </svg>
      <span className={styles.text}>
        <span className={styles.label}>{label}</span>
        {caption ? <span className={styles.caption}>{caption}</span> : null}
      </span>
    </span>
  );
}
