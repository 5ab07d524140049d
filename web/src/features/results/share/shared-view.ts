/**
 * What the shared-result and comparison pages show about one scale, from a shared result. Pure.
 */
import type { SharedResult } from '@/lib/shared-result';
import { SHARED_SCALES } from '@/lib/shared-result';

/** One scale as displayed. */
export interface ScaleView {
  key: string;
  /** The scale's first and second pole letters (E/I, S/N, T/F, J/P). */
  first: (typeof SHARED_SCALES)[number]['first'];
  second: (typeof SHARED_SCALES)[number]['second'];
  /** First pole's share, percent. */
  percentage: number;
  /** The letter the score gives. */
  letter: string;
  /** The band, when the result has one. */
  band: { low: number; high: number } | null;
  /**
   * 'settled' when the band clears 50 on the letter's side, 'balanced' when it contains 50, null
   * without a band (the shared result then says nothing about how settled it is).
   */
  state: 'settled' | 'balanced' | null;
  /** The retake odds of the letter, when the result has them. */
  odds: { tenths: number; atLeast: boolean } | null;
  /** The letter's own share, 50 … 100 (what the ring and the bar fill show). */
  ownPercentage: number;
}

/** Rounds a percentage for display: whole numbers, at most one decimal. */
export function percentText(value: number): string {
  return `${Math.round(value * 10) / 10}%`;
}

/** The four scales of a shared result for display (see {@link ScaleView}). */
export function scaleViews(result: SharedResult): ScaleView[] {
  return SHARED_SCALES.map((scale, index) => {
    const entry = result.scales[index]!;
    const band = entry.band ?? null;
    return {
      key: scale.key,
      first: scale.first,
      second: scale.second,
      percentage: entry.percentage,
      letter: result.type[index]!,
      band,
      state: band ? (band.low > 50 || band.high < 50 ? 'settled' : 'balanced') : null,
      odds: entry.odds ?? null,
      ownPercentage: Math.round((entry.percentage > 50 ? entry.percentage : 100 - entry.percentage) * 10) / 10,
    };
  });
}
