/**
 * JSON-LD checks of the crawler (issue 27 "the crawler checks JSON-LD presence and validity per
 * template"): every object is schema.org JSON-LD with absolute URLs, the types a template promises
 * are there once, and the fields search engines need for them are filled.
 */

/** A parsed JSON-LD object (or a nested node). */
type Node = Record<string, unknown>;

/** Fields a type must carry (Google's required properties for its rich results, where it has some). */
const REQUIRED: Record<string, readonly string[]> = {
  Article: ['headline', 'url', 'publisher'],
  BlogPosting: ['headline', 'url', 'publisher'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  Product: ['name', 'offers'],
  ProfilePage: ['mainEntity'],
  WebPage: ['name', 'url', 'breadcrumb'],
};

/** Keys whose string values must be absolute http(s) URLs. */
const URL_KEYS = new Set(['url', 'item', '@id', 'image', 'logo', 'sameAs']);

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every node of a JSON-LD value, the value itself first. */
function nodesOf(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (!isNode(value)) return [];
  return [value, ...Object.values(value).flatMap(nodesOf)];
}

function urlProblems(node: Node): string[] {
  const problems: string[] = [];
  for (const [key, value] of Object.entries(node)) {
    if (!URL_KEYS.has(key)) continue;
    for (const text of (Array.isArray(value) ? value : [value]).filter((entry): entry is string => typeof entry === 'string')) {
      if (!/^https?:\/\/[^/\s]+/.test(text))
        problems.push(`${String(node['@type'] ?? 'a node')}.${key} is not an absolute URL: ${text.slice(0, 80)}`);
    }
  }
  return problems;
}

function breadcrumbProblems(node: Node): string[] {
  const items = Array.isArray(node.itemListElement) ? node.itemListElement : [];
  if (items.length < 2) return [`BreadcrumbList has ${items.length} item(s) (expected a trail from Home)`];
  return items.flatMap((item, index) =>
    isNode(item) &&
    item['@type'] === 'ListItem' &&
    item.position === index + 1 &&
    typeof item.name === 'string' &&
    item.name.trim() !== '' &&
    typeof item.item === 'string'
      ? []
      : [`BreadcrumbList item ${index + 1} is not a ListItem with position ${index + 1}, a name and an item URL`],
  );
}

/**
 * Problems of a page's JSON-LD.
 * @param items the top-level JSON-LD objects of the page (arrays flattened)
 * @param expected schema.org types the template promises at top level or nested (e.g. a WebPage's
 *   `breadcrumb`), each at least once
 * @returns readable problems; empty when all is well
 */
export function jsonLdProblems(items: readonly Node[], expected: readonly string[]): string[] {
  const problems: string[] = [];
  for (const item of items) {
    if (item['@context'] !== 'https://schema.org')
      problems.push(`JSON-LD ${String(item['@type'])} has @context ${JSON.stringify(item['@context'])} (expected "https://schema.org")`);
  }
  const nodes = items.flatMap(nodesOf);
  for (const node of nodes) {
    const type = node['@type'];
    if (type === undefined) continue;
    if (typeof type !== 'string' || type.trim() === '') {
      problems.push(`JSON-LD node with @type ${JSON.stringify(type)}`);
      continue;
    }
    problems.push(...urlProblems(node));
    // Required fields of the page's own objects; a nested node may be a mere reference
    // (`mainEntityOfPage: { '@type': 'WebPage', '@id': … }`).
    for (const field of items.includes(node) ? (REQUIRED[type] ?? []) : []) {
      const value = node[field];
      if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0))
        problems.push(`${type} lacks ${field}`);
    }
    if (type === 'BreadcrumbList') problems.push(...breadcrumbProblems(node));
  }
  for (const type of expected) {
    if (!nodes.some((node) => node['@type'] === type)) problems.push(`no ${type} JSON-LD (the template promises one)`);
  }
  return problems;
}
