import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { createElement, Suspense, use } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { readReactRuntime } from '../../server-security';
import { inlineElements, scanInline } from './inline-hashes';
import { isReactInstructionScript, reactRuntimeDefinitions } from './react-instruction-scripts';

const require = createRequire(import.meta.url);
/** The React DOM server builds this test renders with (development and production). */
const reactDomCjs = join(dirname(require.resolve('react-dom/package.json')), 'cjs');
const definitions = reactRuntimeDefinitions(
  readdirSync(reactDomCjs)
    .filter((file) => /^react-dom-server\.(node|edge)\.(production|development)\.js$/.test(file))
    .map((file) => readFileSync(join(reactDomCjs, file), 'utf8')),
);

/** Streams a page whose Suspense boundaries finish after the shell: one resolves, one fails. */
async function streamedPage(): Promise<string> {
  const late = new Promise<string>((resolve) => setTimeout(() => resolve('finished late'), 20));
  const failing = new Promise<string>((_, reject) => setTimeout(() => reject(new Error('a "quoted" <b>message</b>')), 30));
  const Late = ({ promise }: { promise: Promise<string> }) => createElement('p', null, use(promise));
  const page = createElement(
    'html',
    null,
    createElement(
      'body',
      null,
      createElement(Suspense, { fallback: createElement('p', null, 'loading') }, createElement(Late, { promise: late })),
      createElement(Suspense, { fallback: createElement('p', null, 'loading too') }, createElement(Late, { promise: failing })),
    ),
  );
  const stream = await renderToReadableStream(page, { onError: () => 'digest-1' });
  return new Response(stream).text();
}

describe("React's streaming instruction scripts", () => {
  it("finds React's runtime definitions ($RC, $RS, $RX, $RR) in its server build", () => {
    for (const name of ['$RC=function', '$RS=function', '$RX=function', '$RR=function']) {
      expect(
        definitions.some((definition) => definition.includes(name)),
        name,
      ).toBe(true);
    }
  });

  it("finds them in the installed Next's compiled runtime, which renders the pages", () => {
    const warnings: string[] = [];
    const runtime = readReactRuntime(join(import.meta.dirname, '..', '..'), (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(runtime.some((definition) => definition.includes('$RC=function'))).toBe(true);
    expect(runtime.some((definition) => definition.includes('$RX=function'))).toBe(true);
  });

  it('trusts every inline script of a page whose boundaries finish after the shell (a late one and a failed one)', async () => {
    const html = await streamedPage();
    const scripts = inlineElements(html).filter((element) => element.tag === 'script');
    // The page really streamed: React's complete-boundary and client-render instructions are there.
    expect(scripts.some((script) => script.text.includes('$RC("'))).toBe(true);
    expect(scripts.some((script) => script.text.includes('$RX("'))).toBe(true);
    const scan = scanInline(html, { scripts: [], styles: [], reactRuntime: definitions });
    expect(scan.untrustedScripts).toEqual([]);
    expect(scan.scripts.length).toBe(scripts.length);
    // Without the runtime definitions none of them is trusted (the CSP would refuse them).
    expect(scanInline(html, { scripts: [], styles: [] }).untrustedScripts.length).toBe(scripts.length);
  });

  it.each([
    ['a call followed by code', '$RC("B:0","S:0");alert(1)'],
    ['code before a call', 'alert(1);$RC("B:0","S:0")'],
    ['an argument that is code', '$RC("B:0",alert(1))'],
    ['a string that breaks out', '$RC("B:0\\"),alert(1),("")'],
    ['an unknown instruction', '$RZ("B:0","S:0")'],
    ['two calls', '$RC("B:0","S:0")$RC("B:1","S:1")'],
    ['a changed runtime', '$RC=function(a,b){fetch("//evil")};$RC("B:0","S:0")'],
    ['an unterminated string', '$RC("B:0'],
    ['a template literal', '$RC(`B:0`,"S:0")'],
  ])('refuses %s', (_, text) => {
    expect(isReactInstructionScript(text, definitions)).toBe(false);
  });

  it.each([
    ['a complete-boundary call', '$RC("B:0","S:0")'],
    ['a complete-segment call', '$RS("S:1","P:1")'],
    ['a client-render call with null and escaped strings', '$RX("B:2",null,"a \\"quoted\\" \\u003cb>message")'],
    ['a call with stylesheet dependencies', '$RR("B:0","S:0",[["/a.css","high"],["/b.css"]])'],
  ])('accepts %s', (_, text) => {
    expect(isReactInstructionScript(text, definitions)).toBe(true);
  });

  it('trusts nothing without definitions', () => {
    expect(isReactInstructionScript('$RC("B:0","S:0")', [])).toBe(false);
  });
});
