import { describe, expect, it } from 'vitest';
import { FAQ_TOPIC_ORDER, type FaqEntryLike, faqPageStructuredData, groupFaqsByTopic, portableTextToPlain } from './faq';

const TOPICS = FAQ_TOPIC_ORDER;
const block = (text: string) => ({ _type: 'block', children: [{ text }] });
const entry = (id: string, topic: string | null, question: string | null = `Q ${id}?`): FaqEntryLike => ({
  _id: id,
  topic,
  question,
  answer: [block(`A ${id}.`)],
});

describe('groupFaqsByTopic', () => {
  it('uses the studio topic order by default', () => {
    expect(FAQ_TOPIC_ORDER).toEqual(['test', 'types', 'account', 'privacy', 'premium']);
    expect(groupFaqsByTopic([entry('p', 'premium'), entry('t', 'test')]).map((group) => group.topic)).toEqual(['test', 'premium']);
  });

  it('orders groups by the topic list, keeps entry order and drops empty topics', () => {
    const groups = groupFaqsByTopic([entry('p1', 'premium'), entry('t1', 'test'), entry('a1', 'account'), entry('t2', 'test')], TOPICS);
    expect(groups.map((group) => [group.topic, group.entries.map((e) => e._id)])).toEqual([
      ['test', ['t1', 't2']],
      ['account', ['a1']],
      ['premium', ['p1']],
    ]);
  });

  it('leaves out entries without question, answer or a known topic', () => {
    const noAnswer = { ...entry('x', 'test'), answer: [] };
    const groups = groupFaqsByTopic(
      [entry('q', 'test', null), noAnswer, entry('u', 'unknown'), entry('n', null), entry('ok', 'types')],
      TOPICS,
    );
    expect(groups.map((group) => group.entries.map((e) => e._id))).toEqual([['ok']]);
  });
});

describe('portableTextToPlain', () => {
  it('joins spans, keeps call-out text and separates blocks with a blank line', () => {
    const value = [
      { _type: 'block', children: [{ text: 'Read ' }, { text: 'INFP' }, { text: ' too.' }] },
      { _type: 'callout', text: 'Retake later.' },
      { _type: 'mainImage' },
    ];
    expect(portableTextToPlain(value)).toBe('Read INFP too.\n\nRetake later.');
    expect(portableTextToPlain(null)).toBe('');
  });
});

describe('faqPageStructuredData', () => {
  it('lists every question with its plain-text answer, in page order', () => {
    const groups = groupFaqsByTopic([entry('b', 'types'), entry('a', 'test')], TOPICS);
    expect(faqPageStructuredData('https://typeatlas.example', '/faq', groups)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://typeatlas.example/faq',
      inLanguage: 'en',
      mainEntity: [
        { '@type': 'Question', name: 'Q a?', acceptedAnswer: { '@type': 'Answer', text: 'A a.' } },
        { '@type': 'Question', name: 'Q b?', acceptedAnswer: { '@type': 'Answer', text: 'A b.' } },
      ],
    });
  });
});
