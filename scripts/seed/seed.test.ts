import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkLinkTexts, linkTexts, type LinkedBlock } from '../../schemas/src/rules.ts';
import { toDefinition } from '../../schemas/src/test-definition.ts';
import {
  levelLabelsFor,
  scoreTest,
  validateTestDefinition,
  type Answers,
  type AnswerValue,
  type TestDefinition,
  type TestScale,
} from '../../schemas/src/engine/index.ts';
import { DATASET_PATH, TESTS_SOURCE, buildSeedDocuments, parseFrontMatter, renderDataset, splitSections } from './build-seed.ts';
import { markdownToPortableText as convert, type MarkdownContext, type PortableTextBlock } from './markdown.ts';

/** Text blocks only (these tests do not use call-outs or images). */
const markdownToPortableText = (markdown: string, keyPrefix: string, context?: MarkdownContext) =>
  convert(markdown, keyPrefix, context) as PortableTextBlock[];

const COMMITTED_DATASET = fileURLToPath(new URL('../../studio/seed/dataset.ndjson', import.meta.url));
const SECTIONS = ['introduction', 'strengths', 'weaknesses', 'relationships', 'career', 'personal-growth'];

type Block = PortableTextBlock;
const text = (block: Block) => block.children.map((span) => span.text).join('');

describe('markdownToPortableText', () => {
  it('turns blank-line separated chunks into paragraphs, joining wrapped lines', () => {
    const blocks = markdownToPortableText('First paragraph.\n\nSecond paragraph\nwraps here.\n\n\n  Third.  ', 'p-');
    expect(blocks.map((b) => [b.style, text(b)])).toEqual([
      ['normal', 'First paragraph.'],
      ['normal', 'Second paragraph wraps here.'],
      ['normal', 'Third.'],
    ]);
    for (const block of blocks) {
      expect(block._type).toBe('block');
      expect(block.markDefs).toEqual([]);
      expect(block.listItem).toBeUndefined();
    }
  });

  it('turns "### " into h3 and "## " into h2 headings', () => {
    const blocks = markdownToPortableText('### Under pressure\nThey go quiet.\n\n## Big heading', 'k-');
    expect(blocks.map((b) => [b.style, text(b)])).toEqual([
      ['h3', 'Under pressure'],
      ['normal', 'They go quiet.'],
      ['h2', 'Big heading'],
    ]);
  });

  it('turns "- " lines into bullet list items', () => {
    const blocks = markdownToPortableText('- one\n- two\n\nAfter the list:\n- three', 'k-');
    expect(blocks.map((b) => ({ style: b.style, listItem: b.listItem, level: b.level, text: text(b) }))).toEqual([
      { style: 'normal', listItem: 'bullet', level: 1, text: 'one' },
      { style: 'normal', listItem: 'bullet', level: 1, text: 'two' },
      { style: 'normal', listItem: undefined, level: undefined, text: 'After the list:' },
      { style: 'normal', listItem: 'bullet', level: 1, text: 'three' },
    ]);
  });

  it('marks **strong** and *em* spans', () => {
    const [block] = markdownToPortableText('Plain **bold words** then *italic* end', 'k-');
    expect(block?.children.map((s) => ({ text: s.text, marks: s.marks }))).toEqual([
      { text: 'Plain ', marks: [] },
      { text: 'bold words', marks: ['strong'] },
      { text: ' then ', marks: [] },
      { text: 'italic', marks: ['em'] },
      { text: ' end', marks: [] },
    ]);
    for (const span of block?.children ?? []) expect(span._type).toBe('span');
  });

  it('nests marks: links inside bold text', () => {
    const [block] = markdownToPortableText('**Architect ([INTP](ref:type-intp)): curious**', 'k-', { hasDocument: () => true });
    expect(block?.children.map((s) => [s.text, s.marks])).toEqual([
      ['Architect (', ['strong']],
      ['INTP', ['strong', 'k-b0m0']],
      ['): curious', ['strong']],
    ]);
    expect(block?.markDefs).toHaveLength(1);
  });

  it('keeps unmatched markers literal', () => {
    const [block] = markdownToPortableText('2 * 3 is six', 'k-');
    expect(block?.children.map((s) => [s.text, s.marks])).toEqual([['2 * 3 is six', []]]);
  });

  it('derives deterministic, unique keys from the prefix and position', () => {
    const markdown = '### Head\n\nOne **two** three\n\n- a\n- b';
    const blocks = markdownToPortableText(markdown, 'intj-career-');
    expect(markdownToPortableText(markdown, 'intj-career-')).toEqual(blocks);
    expect(blocks.map((b) => b._key)).toEqual(['intj-career-b0', 'intj-career-b1', 'intj-career-b2', 'intj-career-b3']);
    expect(blocks[1]?.children.map((s) => s._key)).toEqual(['intj-career-b1s0', 'intj-career-b1s1', 'intj-career-b1s2']);
    const keys = blocks.flatMap((b) => [b._key, ...b.children.map((s) => s._key)]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('returns no blocks for empty input', () => {
    expect(markdownToPortableText('', 'k-')).toEqual([]);
    expect(markdownToPortableText('\n\n  \n', 'k-')).toEqual([]);
  });

  it.each([
    ['an HTML tag', 'Some <b>bold</b> text'],
    ['an HTML block', '<div>\nhello\n</div>'],
    ['a script', 'x <script>alert(1)</script>'],
    ['an HTML comment', 'x <!-- hidden -->'],
  ])('rejects %s', (_label, markdown) => {
    expect(() => markdownToPortableText(markdown, 'bad-')).toThrow('bad-: HTML is not supported in seed Markdown');
  });

  it.each([['javascript:alert(1)'], ['ftp://example.com/x'], ['/relative/path'], ['data:text/html,hi']])('rejects a link to %s', (href) => {
    expect(() => markdownToPortableText(`See [this](${href}).`, 'bad-')).toThrow(/must be http, https, mailto or ref:/);
  });

  it('turns http(s) and mailto links into link annotations', () => {
    const [block] = markdownToPortableText('Mail [us](mailto:hi@example.org) or read [docs](https://example.org/a).', 'k-');
    expect(block?.markDefs).toEqual([
      { _type: 'link', _key: 'k-b0m0', href: 'mailto:hi@example.org' },
      { _type: 'link', _key: 'k-b0m1', href: 'https://example.org/a' },
    ]);
    expect(block?.children.map((s) => [s.text, s.marks])).toEqual([
      ['Mail ', []],
      ['us', ['k-b0m0']],
      [' or read ', []],
      ['docs', ['k-b0m1']],
      ['.', []],
    ]);
  });

  it('turns ref: links into internal-link references and checks the target exists', () => {
    const hasDocument = (id: string) => id === 'type-intj';
    const [block] = markdownToPortableText('Meet the [Mastermind](ref:type-intj).', 'k-', { hasDocument });
    expect(block?.markDefs).toEqual([{ _type: 'internalLink', _key: 'k-b0m0', reference: { _type: 'reference', _ref: 'type-intj' } }]);
    expect(() => markdownToPortableText('[x](ref:type-zzzz)', 'k-', { hasDocument })).toThrow(
      'internal link to unknown document "type-zzzz"',
    );
  });

  it('turns "1. " lines into numbered list items', () => {
    const blocks = markdownToPortableText('1. first\n2. second', 'k-');
    expect(blocks.map((b) => [b.listItem, text(b)])).toEqual([
      ['number', 'first'],
      ['number', 'second'],
    ]);
  });

  it('turns "> [!TIP]" chunks into call-outs and "![alt](asset:x)" into images', () => {
    const blocks = convert('> [!TIP]\n> Keep **notes** short.\n\n![A compass](asset:compass)', 'k-', {
      assetId: (name) => `image-${name}`,
    });
    expect(blocks).toEqual([
      {
        _type: 'callout',
        _key: 'k-b0',
        tone: 'tip',
        body: [
          {
            _type: 'block',
            _key: 'k-b0p0',
            style: 'normal',
            markDefs: [],
            children: [
              { _type: 'span', _key: 'k-b0p0s0', text: 'Keep ', marks: [] },
              { _type: 'span', _key: 'k-b0p0s1', text: 'notes', marks: ['strong'] },
              { _type: 'span', _key: 'k-b0p0s2', text: ' short.', marks: [] },
            ],
          },
        ],
      },
      { _type: 'mainImage', _key: 'k-b1', alt: 'A compass', asset: { _type: 'reference', _ref: 'image-compass' } },
    ]);
    expect(() => convert('> just a quote', 'k-')).toThrow('a call-out starts with');
  });

  it('allows a comparison sign that is not a tag', () => {
    expect(markdownToPortableText('a < b and 3 > 2', 'k-').map(text)).toEqual(['a < b and 3 > 2']);
  });
});

describe('parseFrontMatter / splitSections', () => {
  it('parses key: value lines, dropping trailing comments', () => {
    const { fields, body } = parseFrontMatter(
      '---\ncode: INTJ\nshortTitle: Strategic planner   # epithet\n---\n## introduction\nHi\n',
      'x.md',
    );
    expect(fields).toEqual({ code: 'INTJ', shortTitle: 'Strategic planner' });
    expect(body).toBe('## introduction\nHi\n');
  });

  it('requires front matter', () => {
    expect(() => parseFrontMatter('## introduction\n', 'x.md')).toThrow('x.md: missing front matter');
  });

  it('requires exactly the six sections in order', () => {
    const body = SECTIONS.map((s) => `## ${s}\nText for ${s}.`).join('\n\n');
    expect([...splitSections(body, 'x.md').entries()]).toEqual(SECTIONS.map((s) => [s, `Text for ${s}.`]));
    const swapped = body.replace('## strengths', '## TEMP').replace('## weaknesses', '## strengths').replace('## TEMP', '## weaknesses');
    expect(() => splitSections(swapped, 'x.md')).toThrow(/x\.md: sections must be introduction, strengths, weaknesses/);
    expect(() => splitSections('no headings', 'x.md')).toThrow('(found none)');
  });
});

describe('the seed dataset', () => {
  const docs = buildSeedDocuments();
  const byType = (type: string) => docs.filter((doc) => doc._type === type);

  it('matches the committed studio/seed/dataset.ndjson byte for byte (run `pnpm seed` when stale)', () => {
    expect(DATASET_PATH).toBe(COMMITTED_DATASET);
    const committed = readFileSync(COMMITTED_DATASET);
    const rendered = Buffer.from(renderDataset(docs), 'utf8');
    if (!rendered.equals(committed)) {
      const want = rendered.toString('utf8').split('\n');
      const have = committed.toString('utf8').split('\n');
      const line = want.findIndex((value, i) => value !== have[i]);
      expect.fail(`studio/seed/dataset.ndjson is stale (first difference on line ${line + 1}); run \`pnpm seed\``);
    }
    expect(rendered.length).toBe(committed.length);
  });

  it('is deterministic', () => {
    expect(renderDataset(buildSeedDocuments())).toBe(renderDataset(docs));
  });

  it('renders one JSON document per line with a final newline', () => {
    const rendered = renderDataset(docs);
    expect(rendered.endsWith('}\n')).toBe(true);
    const lines = rendered.slice(0, -1).split('\n');
    expect(lines).toHaveLength(docs.length);
    expect(lines.map((line) => JSON.parse(line))).toEqual(docs);
  });

  it('gives every document a unique _id, a _type and timestamps', () => {
    for (const doc of docs) {
      expect(typeof doc._id, JSON.stringify(doc).slice(0, 80)).toBe('string');
      expect(doc._id.length).toBeGreaterThan(0);
      expect(typeof doc._type).toBe('string');
      expect(doc._type.length).toBeGreaterThan(0);
      for (const field of ['_createdAt', '_updatedAt'] as const) {
        const value = doc[field];
        expect(typeof value, `${doc._id}.${field}`).toBe('string');
        expect(Number.isNaN(Date.parse(value as string)), `${doc._id}.${field}`).toBe(false);
      }
    }
    expect(new Set(docs.map((doc) => doc._id)).size).toBe(docs.length);
  });

  it('carries drafts only as articles: one edit of a published article and one never published (FORMAT.md "Drafts")', () => {
    const drafts = docs.filter((doc) => doc._id.startsWith('drafts.'));
    const publishedIds = new Set(docs.filter((doc) => !doc._id.startsWith('drafts.')).map((doc) => doc._id));
    expect(drafts.map((doc) => doc._type).every((type) => type === 'article')).toBe(true);
    const edits = drafts.filter((doc) => publishedIds.has(doc._id.slice('drafts.'.length)));
    const unpublished = drafts.filter((doc) => !publishedIds.has(doc._id.slice('drafts.'.length)));
    expect(edits.length).toBeGreaterThanOrEqual(1);
    expect(unpublished.length).toBeGreaterThanOrEqual(1);
    for (const edit of edits) {
      const published = docs.find((doc) => doc._id === edit._id.slice('drafts.'.length));
      expect(edit.title, edit._id).not.toBe(published?.title);
      expect(edit.slug).toEqual(published?.slug);
    }
    // Drafts come after every published document, so the published perspective is unchanged by them.
    expect(docs.findIndex((doc) => doc._id.startsWith('drafts.'))).toBe(docs.length - drafts.length);
  });

  it('resolves every reference to an existing document', () => {
    const ids = new Set(docs.map((doc) => doc._id));
    const refs: string[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (record._type === 'reference' || '_ref' in record) refs.push(String(record._ref));
        Object.values(record).forEach(walk);
      }
    };
    docs.forEach(walk);
    expect(refs.length).toBeGreaterThan(16 + 96); // at least type → family and section → type, plus editorial references
    for (const ref of refs) expect(ids.has(ref), ref).toBe(true);
  });

  it('holds 1 siteSettings, 4 typeFamily, 16 personalityType, 96 typeArticle, 1 freeTest, 4 test and 3 plan', () => {
    const counts: Record<string, number> = {};
    for (const doc of docs) counts[doc._type] = (counts[doc._type] ?? 0) + 1;
    expect(counts).toMatchObject({ siteSettings: 1, typeFamily: 4, personalityType: 16, typeArticle: 96, freeTest: 1, test: 4, plan: 3 });
    expect(byType('siteSettings')[0]?._id).toBe('siteSettings');
  });

  it('gives each type its six sections, each with at least three normal paragraphs', () => {
    const types = byType('personalityType');
    for (const type of types) {
      const articles = byType('typeArticle').filter((a) => (a.type as { _ref: string })._ref === type._id);
      expect(
        articles.map((a) => (a.slug as { current: string }).current),
        type._id,
      ).toEqual(SECTIONS);
      for (const article of articles) {
        const body = article.body as Block[];
        const paragraphs = body.filter((b) => b.style === 'normal' && !b.listItem && text(b).trim().length > 0);
        expect(paragraphs.length, article._id).toBeGreaterThanOrEqual(3);
      }
    }
  });

  it('gives every link a text that says where it goes (schemas rules.ts checkLinkTexts: no "here", "more", "information"…)', () => {
    const blocks: { id: string; block: LinkedBlock }[] = [];
    const walk = (value: unknown, id: string): void => {
      if (Array.isArray(value)) value.forEach((item) => walk(item, id));
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (record._type === 'block') blocks.push({ id, block: record as LinkedBlock });
        Object.values(record).forEach((item) => walk(item, id));
      }
    };
    for (const doc of docs) walk(doc, doc._id);
    expect(blocks.flatMap(({ block }) => linkTexts(block)).length).toBeGreaterThan(50);
    for (const { id, block } of blocks) expect(checkLinkTexts(block), id).toBe(true);
  });

  it('keys every Portable Text block uniquely across the dataset', () => {
    const keys = byType('typeArticle').flatMap((a) => (a.body as Block[]).map((b) => b._key));
    expect(keys.length).toBeGreaterThan(96 * 3);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has type slugs equal to the lower-case code', () => {
    for (const type of byType('personalityType')) {
      expect((type.slug as { current: string }).current).toBe(String(type.code).toLowerCase());
    }
  });
});

type SourceTest = TestDefinition & { seo?: { seo_title?: string; meta_description?: string } };

const TEST_FILES = readdirSync(TESTS_SOURCE)
  .filter((file) => file.endsWith('.json'))
  .sort();
const readTest = (file: string) => JSON.parse(readFileSync(join(TESTS_SOURCE, file), 'utf8')) as SourceTest;

/** Every array member below `value`, with its JSON path. */
function arrayMembers(value: unknown, path = ''): { path: string; member: unknown }[] {
  if (Array.isArray(value)) {
    return value.flatMap((member, i) => [{ path: `${path}[${i}]`, member }, ...arrayMembers(member, `${path}[${i}]`)]);
  }
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => arrayMembers(child, `${path}.${key}`));
  }
  return [];
}

/** Answers that push every item of `scale` to its highest (or lowest) possible score. */
function extremeAnswers(definition: TestDefinition, scale: TestScale, high: boolean): Answers {
  const answers: Answers = {};
  for (const item of scale.items) {
    const [parentId = '', subId] = item.question.split('.');
    const parent = definition.questions.find((q) => q.id === parentId);
    const question = subId === undefined ? parent : parent?.schema?.find((q) => q.id === subId);
    if (!parent || !question) throw new Error(`unknown item ${item.question}`);
    const up = high !== (item.reverse === true);
    let value: AnswerValue;
    if (question.type === 'question') {
      value = up !== (definition.scoringMap === 'reversed') ? 2 : -2;
    } else {
      const sourceOptions = definition.questions.find((q) => q.id === question.source)?.options ?? [];
      const byPoints = [...(question.options ?? sourceOptions)].sort((a, b) => (b.points ?? 0) - (a.points ?? 0));
      const ranked = (up ? byPoints : byPoints.reverse()).map((option) => option.value);
      const count = question.attrs?.length ?? (up ? (question.attrs?.max ?? ranked.length) : 0);
      value = question.type === 'order' ? ranked : ranked.slice(0, count);
    }
    if (subId === undefined) answers[parentId] = value;
    else answers[parentId] = { ...((answers[parentId] as Record<string, AnswerValue>) ?? {}), [subId]: value };
  }
  return answers;
}

describe('the toolkit test sources (studio/seed/source/tests)', () => {
  it('has a test in every category (personal-growth also has the Premium test pressure-and-you)', () => {
    expect([...new Set(TEST_FILES.map((file) => readTest(file).category))].sort()).toEqual(['career', 'personal-growth', 'relationships']);
  });

  it.each(TEST_FILES)('%s passes validateTestDefinition with no problems', (file) => {
    const source = readTest(file);
    expect(validateTestDefinition(source)).toEqual([]);
    expect(file).toBe(`${source.slug}.json`);
  });

  it.each(TEST_FILES)('%s has 12–25 questions over 3–5 groups and a result text for every level of every scale', (file) => {
    const source = readTest(file);
    expect(source.questions.length).toBeGreaterThanOrEqual(12);
    expect(source.questions.length).toBeLessThanOrEqual(25);
    expect(source.groups.length).toBeGreaterThanOrEqual(3);
    expect(source.groups.length).toBeLessThanOrEqual(5);
    for (const scale of source.scales) {
      const levels = levelLabelsFor(scale.thresholds ?? source.thresholds ?? [30, 60]);
      expect(scale.results.map((result) => result.level).sort(), `${file} ${scale.id}`).toEqual([...levels].sort());
      for (const result of scale.results) expect(result.text.length, `${file} ${scale.id} ${result.level}`).toBeGreaterThan(80);
    }
  });

  it.each(TEST_FILES)('%s never requires a question that starts disabled', (file) => {
    for (const question of readTest(file).questions) {
      if (question.enabled === false) expect(question.optional, `${file} ${question.id}`).toBe(true);
    }
  });

  it.each(TEST_FILES)('%s: answering every item of a scale at one extreme gives that scale its top or bottom level', (file) => {
    const source = readTest(file);
    for (const scale of source.scales) {
      const levels = levelLabelsFor(scale.thresholds ?? source.thresholds ?? [30, 60]);
      for (const high of [true, false]) {
        const result = scoreTest(source, extremeAnswers(source, scale, high)).scales.find((entry) => entry.id === scale.id);
        expect(result?.level, `${file} ${scale.id} ${high ? 'high' : 'low'}`).toBe(high ? levels.at(-1) : levels[0]);
        expect(result?.text.length).toBeGreaterThan(0);
      }
    }
  });

  it('covers every question type across the tests', () => {
    const types = new Set(
      TEST_FILES.flatMap((file) => readTest(file).questions.flatMap((q) => [q.type, ...(q.schema ?? []).map((sub) => sub.type)])),
    );
    expect([...types].sort()).toEqual(['multipleOptions', 'order', 'question', 'test', 'text']);
  });
});

describe('the seed test documents', () => {
  const tests = buildSeedDocuments().filter((doc) => doc._type === 'test');

  it('emits one document per source file, in file-name order, with _id test-{slug}', () => {
    expect(tests.map((doc) => doc._id)).toEqual(TEST_FILES.map((file) => `test-${file.replace(/\.json$/, '')}`));
    for (const doc of tests) {
      expect(doc.slug).toEqual({ _type: 'slug', current: doc._id.slice('test-'.length) });
      expect((doc.seo as { _type: string })._type).toBe('seo');
    }
  });

  it('holds four tests covering every category, exactly one of them premium', () => {
    expect(tests.map((doc) => doc.category).sort()).toEqual(['career', 'personal-growth', 'personal-growth', 'relationships']);
    expect(tests.filter((doc) => doc.premium === true).map((doc) => doc._id)).toEqual(['test-pressure-and-you']);
  });

  it('gives every object array member a _type and a _key unique within its document', () => {
    for (const doc of tests) {
      const members = arrayMembers(doc).filter(({ member }) => member !== null && typeof member === 'object');
      expect(members.length, doc._id).toBeGreaterThan(doc.premium === true ? 30 : 50);
      const keys: string[] = [];
      for (const { path, member } of members) {
        const { _key, _type } = member as { _key?: unknown; _type?: unknown };
        expect(typeof _key, `${doc._id}${path}._key`).toBe('string');
        expect(_key as string, `${doc._id}${path}._key`).toMatch(/^[A-Za-z0-9_-]+$/);
        expect(typeof _type, `${doc._id}${path}._type`).toBe('string');
        keys.push(_key as string);
      }
      expect(new Set(keys).size, doc._id).toBe(keys.length);
    }
  });

  it('uses the object type names of schemas/src/objects/testEngine.ts (and references for `related`)', () => {
    const seen = new Set<string>();
    for (const doc of tests) {
      for (const { member } of arrayMembers(doc)) {
        if (member && typeof member === 'object') seen.add(String((member as { _type?: unknown })._type));
      }
    }
    expect([...seen].sort()).toEqual(
      [
        'levelText',
        'reference',
        'relatedRule',
        'scaleItem',
        'testGroup',
        'testOption',
        'testQuestion',
        'testScale',
        'testSubQuestion',
      ].sort(),
    );
  });

  it.each(TEST_FILES)('maps %s back to the same definition through the studio adapter (toDefinition)', (file) => {
    const source = readTest(file);
    const doc = tests.find((entry) => entry._id === `test-${source.slug}`);
    const definition = toDefinition(doc);
    expect(validateTestDefinition(definition)).toEqual([]);
    expect(definition).toEqual(toDefinition({ ...source, slug: { current: source.slug } }));
  });
});
