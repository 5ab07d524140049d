/**
 * Server-rendered markup as HTML text, for large static parts of a page that React should neither
 * rebuild nor hydrate (issue 25): a component puts the text in one element with
 * `dangerouslySetInnerHTML`, and the browser gets the same DOM without React walking it on a phone.
 * Every text and attribute value is escaped by the `entities` package (never hand-rolled). Pure.
 */
import { escapeAttribute, escapeText } from 'entities/escape';

/** Text content as HTML (`&`, `<`, `>` and U+00A0 escaped). */
export const htmlText = (text: string): string => escapeText(text);

/**
 * One element as HTML text.
 * @param tag a literal tag name from the caller's code (never user input)
 * @param attributes name → value, escaped; `undefined` values are left out
 * @param content the element's content, already HTML (e.g. from {@link htmlText} or nested calls)
 * @returns e.g. `<a href="/x" aria-label="A &amp; B">A</a>`
 */
export function htmlElement(tag: string, attributes: Readonly<Record<string, string | undefined>>, content = ''): string {
  const attributeText = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<${tag}${attributeText}>${content}</${tag}>`;
}
