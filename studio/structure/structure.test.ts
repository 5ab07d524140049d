import { FAMILIES, TEST_CATEGORIES } from '@typeatlas/schemas';
import { describe, expect, it } from 'vitest';
import { structure } from './index';

/**
 * Runs the desk structure against a recording stand-in for Sanity's StructureBuilder: every call
 * is logged as `path(args)` and child resolvers are invoked with the id `ID`.
 */
function record(): string[] {
  const log: string[] = [];
  const recorder = (path: string): unknown => {
    const call = (...args: unknown[]) => {
      const shown = args.map((arg) => (typeof arg === 'function' ? ((arg as (id: string) => unknown)('ID'), 'fn') : JSON.stringify(arg)));
      log.push(`${path}(${shown.join(', ')})`);
      return recorder(`${path}()`);
    };
    return new Proxy(call, { get: (_target, prop) => (prop === 'then' ? undefined : recorder(`${path}.${String(prop)}`)) });
  };
  (structure as unknown as (S: unknown, context: unknown) => unknown)(recorder('S'), {});
  return log;
}

describe('desk structure', () => {
  const log = record();

  it('lists the site sections in order, settings last', () => {
    const top = log.filter((line) => /^S\.listItem\(\)(\.id\(\))?\.title\("/.test(line)).map((line) => /"([^"]*)"/.exec(line)![1]);
    for (const [earlier, later] of [
      ['Blog', 'Theory'],
      ['Theory', 'Types'],
      ['Types', 'Compatibility'],
      ['Compatibility', 'Toolkits'],
      ['Toolkits', 'Pages'],
      ['Pages', 'Premium'],
      ['Premium', 'Settings'],
    ]) {
      expect(top.indexOf(earlier!), `${earlier} before ${later}`).toBeLessThan(top.indexOf(later!));
    }
  });

  it('has a list per family and per toolkit category; each category list creates tests in its category', () => {
    for (const family of FAMILIES) expect(log).toContain(`S.listItem().id("family-${family.slug}")`);
    for (const category of TEST_CATEGORIES) {
      expect(log).toContain(`S.initialValueTemplateItem("test-in-category", ${JSON.stringify({ category: category.value })})`);
    }
  });

  it('pins the API version of every filtered list', () => {
    const filters = log.filter((line) => /\.filter\("/.test(line));
    const versions = log.filter((line) => /\.apiVersion\("/.test(line));
    expect(versions.length).toBe(2 + TEST_CATEGORIES.length);
    for (const line of versions) expect(line).toMatch(/apiVersion\("2025-10-01"\)$/);
    expect(filters.length).toBe(versions.length + FAMILIES.length);
  });
});
