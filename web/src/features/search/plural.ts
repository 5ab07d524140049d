/**
 * SPEC §5 "Pluralisation: singular for counts of 1 or less." i18next's English rules pick the
 * singular form only for exactly 1, so callers pass these options instead of a bare `count`:
 * `count` selects the `_one`/`_other` form, `n` is the number shown (`"{{n}} results"`).
 * Pure: no framework imports.
 */
export function pluralOptions(n: number): { count: number; n: number } {
  return { count: n <= 1 ? 1 : n, n };
}
