import { serverEnv } from '@/config/env';
import type { FaqEntry } from '@/content/pages';
import { PortableTextBody } from '@/content/PortableTextBody';
import { JsonLd } from '@/components/seo/JsonLd';
import { getT } from '@/i18n';
import { type FaqTopic, faqPageStructuredData, groupFaqsByTopic } from './faq';
import styles from './InfoPage.module.css';

/**
 * The FAQ entries of `/faq` (SPEC §2): a jump list of topics, then one section per topic in the
 * order of FAQ_TOPICS from @typeatlas/schemas (faq.ts FAQ_TOPIC_ORDER: test, types, account, privacy, premium), each entry a native
 * `<details>`/`<summary>` disclosure (keyboard: Tab to a question, Enter or Space opens it) with
 * the Portable Text answer; plus FAQPage JSON-LD with every question and its plain-text answer.
 * @param path the FAQ page path, for the JSON-LD url
 */
export function FaqList({ entries, path }: { entries: FaqEntry[]; path: string }) {
  const t = getT('pages');
  const groups = groupFaqsByTopic(entries);
  if (groups.length === 0) return null;
  const topicTitle = (topic: string) => t(`faq.topics.${topic as FaqTopic}`);
  return (
    <div className={styles.faq}>
      <nav aria-label={t('faq.topicsLabel')} className={styles.faqNav}>
        <ul>
          {groups.map((group) => (
            <li key={group.topic}>
              <a href={`#faq-${group.topic}`}>{topicTitle(group.topic)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section key={group.topic} id={`faq-${group.topic}`} aria-labelledby={`faq-${group.topic}-title`} className={styles.faqTopic}>
          <h2 id={`faq-${group.topic}-title`} className={styles.faqTopicTitle}>
            {topicTitle(group.topic)}
          </h2>
          <div className={styles.faqEntries}>
            {group.entries.map((entry) => (
              <details key={entry._id} className={styles.faqEntry}>
                <summary className={styles.faqQuestion}>{entry.question}</summary>
                <PortableTextBody value={entry.answer} className={styles.faqAnswer} />
              </details>
            ))}
          </div>
        </section>
      ))}
      <JsonLd data={faqPageStructuredData(serverEnv().siteUrl, path, groups)} />
    </div>
  );
}
