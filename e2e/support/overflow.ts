/**
 * Horizontal overflow of a page (issue 22 §2): run in the browser with `page.evaluate(findOverflow, width)`.
 * Self-contained (Playwright serialises the function): no imports, no outer helpers.
 */

/** The page's width and the elements that reach past the viewport. */
export interface OverflowReport {
  /** `document.documentElement.scrollWidth` in CSS px. */
  scrollWidth: number;
  /** The outermost offending elements (their descendants are not listed again), at most 10. */
  offenders: { selector: string; left: number; right: number; width: number }[];
}

/**
 * Finds horizontal overflow at a viewport `width` (CSS px; the viewport the test set, which stays
 * put on a phone even when a too-wide page makes the browser zoom out).
 *
 * An element offends when it is rendered (non-zero size, not `visibility: hidden`), reaches past the
 * right edge (or is cut by the left edge while partly on screen), and no ancestor below `<body>`
 * scrolls or clips horizontally (`overflow-x` other than visible: a table in an `overflow-x: auto`
 * wrapper is fine). Elements entirely left of the screen (skip links parked off-screen) do not count.
 */
export function findOverflow(width: number): OverflowReport {
  const tolerance = 1;
  const containedCache = new Map<Element, boolean>();
  /** Whether an ancestor of `element` below <body> scrolls or clips horizontally. */
  const contained = (element: Element): boolean => {
    const parent = element.parentElement;
    if (!parent || parent === document.body || parent === document.documentElement) return false;
    const cached = containedCache.get(parent);
    if (cached !== undefined) return cached;
    const style = getComputedStyle(parent);
    const result = style.overflowX !== 'visible' || contained(parent);
    containedCache.set(parent, result);
    return result;
  };
  const selectorOf = (element: Element): string => {
    const parts: string[] = [];
    for (let current: Element | null = element; current && current !== document.body && parts.length < 5; current = current.parentElement) {
      const id = current.id ? `#${current.id}` : '';
      const classes = [...current.classList]
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
      parts.unshift(`${current.tagName.toLowerCase()}${id}${classes}`);
      if (id) break;
    }
    return parts.join(' > ');
  };
  const offending = new Set<Element>();
  const offenders: OverflowReport['offenders'] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const past = rect.right > width + tolerance || (rect.left < -tolerance && rect.right > 0);
    if (!past) continue;
    if (getComputedStyle(element).visibility === 'hidden' || contained(element)) continue;
    let ancestor = element.parentElement;
    while (ancestor && !offending.has(ancestor)) ancestor = ancestor.parentElement;
    offending.add(element);
    if (ancestor) continue;
    if (offenders.length < 10) {
      offenders.push({
        selector: selectorOf(element),
        left: Math.round(rect.left),
        right: Math.round(rect.right),
        width: Math.round(rect.width),
      });
    }
  }
  return { scrollWidth: document.documentElement.scrollWidth, offenders };
}
