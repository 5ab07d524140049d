/**
 * Small statistics shared by the benchmarks (scripts/bench-*.ts). Pure: no imports.
 */

/**
 * The median of `values`: the middle value of an odd count, the mean of the two middle values of an
 * even one. @throws Error on an empty list (a bench that measured nothing has no median).
 */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
