import type { CSSProperties } from 'react';
import styles from './Spinner.module.css';

/** SPEC §9 "Spinner progress 40": the spinner's arc covers 40 % of its circle. */
export const SPINNER_PROGRESS = 40;

/** SPEC §9 "… with 200 ms animation": the spinner fades and scales in over 200 ms. */
export const SPINNER_ANIMATION_MS = 200;

const RADIUS = 20;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * A loading spinner (SPEC §9): an arc of {@link SPINNER_PROGRESS} % that turns continuously and
 * appears with a {@link SPINNER_ANIMATION_MS} ms animation; with `prefers-reduced-motion` it does
 * not turn. Announced politely as a status with `label`.
 * @param props.label the status text, e.g. "Saving your result…" (shown beside the spinner)
 * @param props.size diameter in CSS pixels (default 40)
 * @param props.announce false when an enclosing element already is the live status region
 */
export function Spinner({ label, size = 40, announce = true }: { label: string; size?: number; announce?: boolean }) {
  const style = { '--spinner-enter': `${SPINNER_ANIMATION_MS}ms`, width: size, height: size } as CSSProperties;
  return (
    <span className={styles.wrap} role={announce ? 'status' : undefined} data-testid="spinner">
      <svg viewBox="0 0 50 50" className={styles.spinner} style={style} aria-hidden="true" data-progress={SPINNER_PROGRESS}>
        <circle cx="25" cy="25" r={RADIUS} className={styles.track} />
        <circle
          cx="25"
          cy="25"
          r={RADIUS}
          className={styles.arc}
          strokeDasharray={`${(CIRCUMFERENCE * SPINNER_PROGRESS) / 100} ${CIRCUMFERENCE}`}
        />
      </svg>
      <span>{label}</span>
    </span>
  );
}
