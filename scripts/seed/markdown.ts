/**
 * A small Markdown-subset → Portable Text converter for the seed sources (studio/seed/source/,
 * syntax in FORMAT.md). Supports paragraphs, `## `/`### ` headings, `- ` bullet and `1. ` numbered
 * lists, inline **strong** / *em*, links (`[text](https://…)`, `mailto:`; `[text](ref:{documentId})`
 * for internal links), call-outs (`> [!TIP]` chunks) and images (`![alt](asset:{name})`).
 * Keys are deterministic (derived from `keyPrefix` and position), so the dataset is stable.
 * HTML and any other link scheme are rejected: the seed must pass the schema's own link rules.
 */

export interface PortableTextSpan {
  _type: 'span';
  _key: string;
  text: string;
  marks: string[];
}

export type MarkDef =
  { _type: 'link'; _key: string; href: string } | { _type: 'internalLink'; _key: string; reference: { _type: 'reference'; _ref: string } };

export interface PortableTextBlock {
  _type: 'block';
  _key: string;
  style: 'normal' | 'h2' | 'h3';
  markDefs: MarkDef[];
  children: PortableTextSpan[];
  listItem?: 'bullet' | 'number';
  level?: number;
}

export interface CalloutBlock {
  _type: 'callout';
  _key: string;
  tone: 'tip' | 'note' | 'warning';
  /** One paragraph of Portable Text (bold, italic, links). */
  body: PortableTextBlock[];
}

export interface ImageBlock {
  _type: 'mainImage';
  _key: string;
  alt: string;
  asset: { _type: 'reference'; _ref: string };
}

export type BodyBlock = PortableTextBlock | CalloutBlock | ImageBlock;

/** Hooks the builder passes in: checks internal link targets and turns `asset:{name}` into an asset id. */
export interface MarkdownContext {
  /** Returns true when a document with this id exists (internal links). */
  hasDocument?: (id: string) => boolean;
  /** Returns the image asset `_id` for `asset:{name}`; throws for an unknown name. */
  assetId?: (name: string) => string;
}

const ALLOWED_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+)$/i;

/**
 * Splits inline text into spans with `strong` / `em` marks and link annotations; marks nest
 * (`**bold with [a link](ref:x)**`); unmatched markers stay literal.
 * @throws Error for a link whose URL is neither http(s), mailto nor `ref:` to a known document
 */
export function parseInline(
  text: string,
  keyPrefix: string,
  context: MarkdownContext = {},
): { children: PortableTextSpan[]; markDefs: MarkDef[] } {
  const spans: PortableTextSpan[] = [];
  const markDefs: MarkDef[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*((?:[^*]|\*(?!\*))+?)\*\*|\*([^*]+)\*/g;
  const walk = (input: string, marks: string[]): void => {
    let last = 0;
    let match: RegExpExecArray | null;
    const push = (value: string) => {
      if (value) spans.push({ _type: 'span', _key: `${keyPrefix}s${spans.length}`, text: value, marks });
    };
    const regex = new RegExp(pattern.source, 'g');
    while ((match = regex.exec(input))) {
      push(input.slice(last, match.index));
      if (match[1] !== undefined && match[2] !== undefined) {
        const key = `${keyPrefix}m${markDefs.length}`;
        const href = match[2];
        if (href.startsWith('ref:')) {
          const id = href.slice(4);
          if (context.hasDocument && !context.hasDocument(id)) throw new Error(`${keyPrefix}: internal link to unknown document "${id}"`);
          markDefs.push({ _type: 'internalLink', _key: key, reference: { _type: 'reference', _ref: id } });
        } else if (ALLOWED_HREF.test(href)) {
          markDefs.push({ _type: 'link', _key: key, href });
        } else {
          throw new Error(`${keyPrefix}: link "${href}" must be http, https, mailto or ref:{documentId}`);
        }
        walk(match[1], [...marks, key]);
      } else if (match[3] !== undefined) walk(match[3], [...marks, 'strong']);
      else walk(match[4] ?? '', [...marks, 'em']);
      last = match.index + match[0].length;
    }
    push(input.slice(last));
  };
  walk(text, []);
  return {
    children: spans.length > 0 ? spans : [{ _type: 'span', _key: `${keyPrefix}s0`, text: '', marks: [] }],
    markDefs,
  };
}

const CALLOUT_TONES = { TIP: 'tip', NOTE: 'note', WARNING: 'warning' } as const;

/**
 * Converts Markdown-subset text to Portable Text blocks.
 * @throws Error on HTML, disallowed links, unknown internal link targets, malformed call-outs
 */
export function markdownToPortableText(markdown: string, keyPrefix: string, context: MarkdownContext = {}): BodyBlock[] {
  if (/<[a-z/!]/i.test(markdown)) throw new Error(`${keyPrefix}: HTML is not supported in seed Markdown`);
  const blocks: BodyBlock[] = [];
  const block = (style: PortableTextBlock['style'], text: string, listItem?: 'bullet' | 'number'): void => {
    const key = `${keyPrefix}b${blocks.length}`;
    const inline = parseInline(text.trim(), key, context);
    blocks.push({
      _type: 'block',
      _key: key,
      style,
      markDefs: inline.markDefs,
      children: inline.children,
      ...(listItem ? { listItem, level: 1 } : {}),
    });
  };
  for (const chunk of markdown.split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((line) => line.startsWith('>'))) {
      const [head, ...rest] = lines.map((line) => line.replace(/^>\s?/, ''));
      const tone = /^\[!(TIP|NOTE|WARNING)\]\s*(.*)$/.exec(head ?? '');
      if (!tone?.[1]) throw new Error(`${keyPrefix}: a call-out starts with "> [!TIP]", "> [!NOTE]" or "> [!WARNING]"`);
      const text = [tone[2] ?? '', ...rest].join(' ').trim();
      if (!text) throw new Error(`${keyPrefix}: empty call-out`);
      const key = `${keyPrefix}b${blocks.length}`;
      const inline = parseInline(text, `${key}p0`, context);
      blocks.push({
        _type: 'callout',
        _key: key,
        tone: CALLOUT_TONES[tone[1] as keyof typeof CALLOUT_TONES],
        body: [{ _type: 'block', _key: `${key}p0`, style: 'normal', markDefs: inline.markDefs, children: inline.children }],
      });
      continue;
    }
    const image = lines.length === 1 ? /^!\[([^\]]+)\]\(asset:([a-z0-9-]+)\)$/.exec(lines[0] ?? '') : null;
    if (image?.[1] && image[2]) {
      if (!context.assetId) throw new Error(`${keyPrefix}: images are not supported here`);
      blocks.push({
        _type: 'mainImage',
        _key: `${keyPrefix}b${blocks.length}`,
        alt: image[1],
        asset: { _type: 'reference', _ref: context.assetId(image[2]) },
      });
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
      } else if (/^\d+\.\s/.test(line)) {
        flush();
        block('normal', line.replace(/^\d+\.\s+/, ''), 'number');
      } else {
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}
