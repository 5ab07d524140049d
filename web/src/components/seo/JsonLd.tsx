/**
 * JSON-LD structured data (schema.org) rendered as a `<script type="application/ld+json">`.
 * The builders in lib/structured-data.ts produce the objects; this component serialises them with
 * `<` escaped so document text can never close the script element.
 */
import { type JsonLdData, serializeJsonLd } from '@/lib/structured-data';

/** @param data one schema.org object or an array of them */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
