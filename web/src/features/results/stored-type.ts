/**
 * The free test's stored type, read from the raw `test_results` text without zod: a module of its
 * own because the header's "Your result" link (./useStoredFreeTestType.ts) is on every page's first
 * load, and the rest of ./storage-keys.ts is not needed there (issue 25). Pure.
 */

/**
 * The type code of the free-test result stored in this browser, read from the raw `test_results`
 * text of local storage — a cheap check without zod, for the links back to the result that every
 * page may show (issue 24 §5 "Your result"). It asks only what the result page needs to show
 * something: a `main` entry with a four-letter `result.type` and a `meta.completedAt` string (the
 * page itself validates the whole record, features/results/result-schema.ts).
 * @param text the raw value of `test_results` in local storage (SPEC §7), or null when absent
 * @returns e.g. 'INTJ', or null when there is no such result or the text is not JSON. Never throws.
 */
export function storedFreeTestType(text: string | null): string | null {
  if (!text) return null;
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof map !== 'object' || map === null || !Object.hasOwn(map, 'main')) return null;
  const entry = (map as Record<string, unknown>).main as { result?: { type?: unknown }; meta?: { completedAt?: unknown } } | null;
  const type = entry?.result?.type;
  if (typeof type !== 'string' || !/^[EI][SN][TF][JP]$/.test(type) || typeof entry?.meta?.completedAt !== 'string') return null;
  return type;
}
