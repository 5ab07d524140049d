/**
 * JSON-LD structured data (schema.org) rendered as a `<script type="application/ld+json">`.
 * The builders in ./structured-data.ts produce the objects; this component serialises them with
 * `<` escaped so document text can never close the script element.
 */

/**
 * Serialises structured data safely for inline HTML: `<`, `>` and `&` become JSON unicode escapes
 * (same data for a JSON parser), so no text can close the script element or open a comment.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/** @param data one schema.org object or an array of them */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
