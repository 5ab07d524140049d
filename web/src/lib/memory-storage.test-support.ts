/**
 * A Web Storage (`localStorage`/`sessionStorage`) backed by a Map, for unit tests of code that
 * takes a Storage: every method of the Storage interface, values kept as strings (as the browser
 * does), `initial` entries preset, and the Map itself as `entries` for assertions. Test support only.
 */
export function memoryStorage(initial: Record<string, string> = {}): Storage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get length() {
      return entries.size;
    },
    clear: () => entries.clear(),
    getItem: (key: string) => entries.get(key) ?? null,
    key: (index: number) => [...entries.keys()][index] ?? null,
    removeItem: (key: string) => void entries.delete(key),
    setItem: (key: string, value: string) => void entries.set(key, String(value)),
  };
}
