/** contentTypeOf (content-type.ts): the Content-Type a wrapped `writeHead` is about to send. */
import { describe, expect, it } from 'vitest';
import { contentTypeOf } from './content-type';

const response = (headers: Record<string, string> = {}) => ({ getHeader: (name: string) => headers[name.toLowerCase()] });

describe('contentTypeOf', () => {
  it("reads writeHead's headers object, any case, before setHeader's", () => {
    expect(contentTypeOf(response({ 'content-type': 'text/plain' }), [{ 'Content-Type': 'text/html; charset=utf-8' }])).toBe(
      'text/html; charset=utf-8',
    );
    expect(contentTypeOf(response(), ['OK', { 'CONTENT-TYPE': 'application/json' }])).toBe('application/json');
  });

  it("reads writeHead's flat [name, value, …] array (names only at even places)", () => {
    expect(contentTypeOf(response(), [['x-a', 'content-type', 'Content-Type', 'text/html']])).toBe('text/html');
    expect(contentTypeOf(response({ 'content-type': 'text/css' }), [['x-a', 'b']])).toBe('text/css');
  });

  it("falls back to setHeader's value, else ''", () => {
    expect(contentTypeOf(response({ 'content-type': 'text/plain' }), [])).toBe('text/plain');
    expect(contentTypeOf(response(), ['Not Found'])).toBe('');
  });
});
