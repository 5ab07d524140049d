/**
 * SVG markup of a React element tree made of SVG elements and plain function components — for
 * drawings that must leave the browser as a file (the personal report's character, issue 11).
 * `react-dom/server` cannot be imported in the App Router's server bundles, and `next/og`'s satori
 * draws nothing for a nested `<svg>` with clip paths, but it rasterises an `<img>` of SVG markup.
 *
 * Attribute names follow React's DOM mapping for SVG: `className` → `class`, camelCase
 * presentation attributes → kebab-case (`strokeWidth` → `stroke-width`), SVG's own camelCase
 * attributes kept (`viewBox`, `gradientUnits`…), `xlinkHref` → `xlink:href`. Text and attribute
 * values are XML-escaped. The unit test compares the output with `react-dom/server`'s
 * renderToStaticMarkup of the character drawings.
 */
import type { ReactNode } from 'react';

/** SVG attributes whose names are camelCase in SVG itself (React passes them through unchanged). */
const CAMEL_CASE_ATTRIBUTES = new Set([
  'viewBox',
  'preserveAspectRatio',
  'gradientUnits',
  'gradientTransform',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'stdDeviation',
  'spreadMethod',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'pathLength',
  'primitiveUnits',
  'filterUnits',
  'baseFrequency',
  'numOctaves',
  'kernelMatrix',
  'tableValues',
  'specularExponent',
  'surfaceScale',
  'diffuseConstant',
  'xChannelSelector',
  'yChannelSelector',
]);

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The SVG attribute name of a React prop name. */
export function svgAttributeName(prop: string): string {
  if (prop === 'className') return 'class';
  if (prop === 'xlinkHref') return 'xlink:href';
  if (prop === 'xmlnsXlink') return 'xmlns:xlink';
  if (prop.startsWith('data-') || prop.startsWith('aria-') || CAMEL_CASE_ATTRIBUTES.has(prop)) return prop;
  return prop.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

interface ElementLike {
  type: unknown;
  props: Record<string, unknown> & { children?: ReactNode };
}

const isElement = (node: unknown): node is ElementLike => typeof node === 'object' && node !== null && 'type' in node && 'props' in node;

/**
 * Serialises `node`.
 * @param node an element tree of intrinsic SVG elements, function components (called with their
 *   props), arrays, strings and numbers; null, undefined and booleans render nothing
 * @returns the markup
 * @throws TypeError for anything else (class components, context, portals, a `style` object)
 */
export function svgMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return escapeXml(String(node));
  if (Array.isArray(node)) return node.map((child) => svgMarkup(child as ReactNode)).join('');
  if (!isElement(node)) throw new TypeError('svgMarkup: unsupported node');
  const { type, props } = node;
  if (typeof type === 'function') return svgMarkup((type as (props: unknown) => ReactNode)(props));
  if (typeof type === 'symbol') return svgMarkup(props.children); // a Fragment
  if (typeof type !== 'string') throw new TypeError('svgMarkup: unsupported element type');
  let attributes = '';
  for (const [prop, value] of Object.entries(props)) {
    if (
      prop === 'children' ||
      prop === 'key' ||
      prop === 'ref' ||
      value === null ||
      value === undefined ||
      value === false ||
      typeof value === 'function'
    )
      continue;
    if (typeof value === 'object') throw new TypeError(`svgMarkup: object value for "${prop}"`);
    // Like React: aria-* and data-* attributes take "true"; other boolean attributes are present and empty.
    const text = value === true ? (prop.startsWith('aria-') || prop.startsWith('data-') ? 'true' : '') : String(value);
    attributes += ` ${svgAttributeName(prop)}="${escapeXml(text)}"`;
  }
  const children = svgMarkup(props.children);
  return `<${type}${attributes}>${children}</${type}>`;
}
