/** The method page's numbers (house style `en-GB`) and the cut at which a letter flips. */

/** The share at which a letter flips (scoreFreeTest: above it the first pole, at or below it the second), in percent. */
export const CUT = 50;

export const PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });
export const WHOLE_PERCENT = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });
export const COUNT = new Intl.NumberFormat('en-GB');
export const LIST = new Intl.ListFormat('en-GB', { type: 'conjunction' });
/** A signed difference in points with one decimal (e.g. "+4.8", "-1.7", "0.0"). */
export const SIGNED_POINTS = new Intl.NumberFormat('en-GB', {
  signDisplay: 'exceptZero',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
