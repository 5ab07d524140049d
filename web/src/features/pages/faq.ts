/**
 * FAQ logic for `/faq` (SPEC §2 "/faq — support link"): entries grouped by topic in the studio's
 * topic order, and the schema.org FAQPage object for JSON-LD. Pure: no framework imports.
 */
import type { FAQPage, WithContext } from 'schema-dts';
import type { FAQ_TOPICS } from '@typeatlas/schemas';
import { absoluteUrl } from '@/lib/structured-data';

/** The `value`s of a tuple of options, position by position (a tuple type again). */
type ValuesOf<T extends readonly unknown[]> = { -readonly [K in keyof T]: T[K] extends { value: infer V } ? V : never };

/**
 * The FAQ topics in display order — the values of `FAQ_TOPICS` from `@typeatlas/schemas`
 * (test, types, account, privacy, premium). Only the type is imported: the schema package's index
 * pulls in the `sanity` studio package, which cannot be bundled into server components. The
 * annotation makes the compiler fail if this list and FAQ_TOPICS ever differ in order or length.
 */
export const FAQ_TOPIC_ORDER: Readonly<ValuesOf<typeof FAQ_TOPICS>> = ['test', 'types', 'account', 'privacy', 'premium'];

/** One FAQ topic value. */
export type FaqTopic = (typeof FAQ_TOPIC_ORDER)[number];

/** The part of a Portable Text value the plain-text conversion reads. */
export type PortableTextLike = ReadonlyArray<{ _type: string; children?: ReadonlyArray<{ text?: string }>; text?: string }>;

/** An FAQ entry as the faq query returns it (fields nullable). */
export interface FaqEntryLike {
  _id: string;
  question: string | null;
  topic: string | null;
  answer: PortableTextLike | null;
}

/** One topic section: the topic value and its entries, in entry order. */
export interface FaqGroup<E> {
  topic: string;
  entries: E[];
}

/**
 * Groups entries by topic in the order of `topics` (default FAQ_TOPIC_ORDER: test, types, account,
 * privacy, premium), keeping each entry's order within its topic. Entries with no question, no answer or
 * an unknown topic are left out; topics without entries are omitted.
 */
export function groupFaqsByTopic<E extends FaqEntryLike>(
  entries: readonly E[],
  topics: readonly string[] = FAQ_TOPIC_ORDER,
): FaqGroup<E>[] {
  return topics
    .map((topic) => ({ topic, entries: entries.filter((entry) => entry.topic === topic && entry.question && entry.answer?.length) }))
    .filter((group) => group.entries.length > 0);
}

/**
 * Plain text of a Portable Text value: blocks' span text joined, call-outs' text, one paragraph
 * per block separated by a blank line.
 */
export function portableTextToPlain(value: PortableTextLike | null | undefined): string {
  return (value ?? [])
    .map((block) =>
      block._type === 'block'
        ? (block.children ?? []).map((child) => child.text ?? '').join('')
        : typeof block.text === 'string'
          ? block.text
          : '',
    )
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n');
}

/**
 * schema.org FAQPage for the given groups' entries (questions in page order).
 * @param siteUrl the configured site URL; @param path the FAQ page path ("/faq")
 */
export function faqPageStructuredData(siteUrl: string, path: string, groups: readonly FaqGroup<FaqEntryLike>[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: absoluteUrl(siteUrl, path),
    inLanguage: 'en',
    mainEntity: groups.flatMap((group) =>
      group.entries.map((entry) => ({
        '@type': 'Question',
        name: entry.question ?? '',
        acceptedAnswer: { '@type': 'Answer', text: portableTextToPlain(entry.answer) },
      })),
    ),
  } satisfies WithContext<FAQPage>;
}
