/**
 * A tiny Markdown-subset → Portable Text converter for the seed sources (studio/seed/source/).
 * Supports paragraphs, `### ` headings (h3), `## ` headings (h2), `- ` bullet lists, and the
 * inline marks **strong** and *em*. Keys are deterministic (derived from `keyPrefix` and position)
 * so the generated dataset is stable between runs.
 */

export interface PortableTextSpan {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

export interface PortableTextBlock {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3';
  markDefs: never[];
  children: PortableTextSpan[];
  listItem?: 'bullet';
  level?: number;
}

/** Splits inline text into spans with `strong` / `em` marks; unmatched markers stay literal. */
export function parseInline(text: string, keyPrefix: string): PortableTextSpan[] {
  const spans: PortableTextSpan[] = [];
  const pattern = /\*\*([^*]+)\*\*|\*([^*]+)\*/g;
  let last = 0;
  let match: RegExpExecArray | null;
  const push = (value: string, marks: string[]) => {
    if (value) spans.push({ _type: 'span', _key: `${keyPrefix}s${spans.length}`, text: value, marks });
  };
  while ((match = pattern.exec(text))) {
    push(text.slice(last, match.index), []);
    if (match[1] !== undefined) push(match[1], ['strong']);
    else push(match[2] ?? '', ['em']);
    last = match.index + match[0].length;
  }
  push(text.slice(last), []);
  return spans.length > 0 ? spans : [{ _type: 'span', _key: `${keyPrefix}s0`, text: '', marks: [] }];
}

/** Converts Markdown-subset text to Portable Text blocks. Throws on unsupported syntax (links, HTML). */
export function markdownToPortableText(markdown: string, keyPrefix: string): PortableTextBlock[] {
  if (/\[[^\]]*\]\([^)]*\)|<[a-z]/i.test(markdown)) {
    throw new Error(`${keyPrefix}: links and HTML are not supported in seed Markdown`);
  }
  const blocks: PortableTextBlock[] = [];
  const block = (style: PortableTextBlock['style'], text: string, listItem?: 'bullet'): void => {
    const key = `${keyPrefix}b${blocks.length}`;
    blocks.push({
      _type: 'block',
      _key: key,
      style,
      markDefs: [],
      children: parseInline(text.trim(), key),
      ...(listItem ? { listItem, level: 1 } : {}),
    });
  };
  for (const chunk of markdown.split(/\n\s*\n/)) {
    const lines = chunk.split('\n').map((line) => line.trim()).filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((line) => line.startsWith('- '))) {
      for (const line of lines) block('normal', line.slice(2), 'bullet');
      continue;
    }
    let paragraph: string[] = [];
    const flush = () => {
      if (paragraph.length) block('normal', paragraph.join(' '));
      paragraph = [];
    };
    for (const line of lines) {
      if (line.startsWith('### ')) {
        flush();
        block('h3', line.slice(4));
      } else if (line.startsWith('## ')) {
        flush();
        block('h2', line.slice(3));
      } else if (line.startsWith('- ')) {
        flush();
        block('normal', line.slice(2), 'bullet');
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
