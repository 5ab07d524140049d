/**
 * Fills the `{{name}}` placeholders of a translated template in the browser, without i18next.
 *
 * Client components receive their labels as props from a server parent (see ./index.ts). When a
 * label needs values only the browser knows (a saved result, the current step), the server passes
 * the template itself — `getT(ns)(key)` without values keeps unknown placeholders as they are — and
 * the client fills it with this function. Same placeholder syntax as i18next; no escaping (React
 * escapes output) and no plurals (pick the plural form on the server where possible).
 *
 * @param template a translated string with `{{name}}` placeholders
 * @param values placeholder values; a placeholder without a value is left as it is
 */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (match, name: string) => {
    const value = values[name];
    return value === undefined ? match : String(value);
  });
}
