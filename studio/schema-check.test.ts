import { extractSchema } from '@sanity/schema/_internal';
import { schemaTypes } from '@typeatlas/schemas';
import { createSchema, defineField, defineType, prepareConfig } from 'sanity';
import { describe, expect, it } from 'vitest';
import config from './sanity.config';
import { summarize } from './schema-check';

/**
 * studio/schema-check.ts builds the schema from `schemaTypes` alone (plain Node cannot load
 * sanity.config.ts and its React components). These tests hold it to what the Sanity CLI extracts
 * and validates: the workspace schema of the studio's own config, plugins and Sanity's default
 * plugins included.
 */
describe('schema-check: the schema the studio config resolves', () => {
  const workspace = prepareConfig(config).workspaces[0]!;
  const direct = createSchema({ name: 'default', types: schemaTypes });

  it('extracts to the same schema.json as the studio config (no plugin adds or changes a type)', () => {
    expect(JSON.stringify(extractSchema(direct), null, 2)).toBe(JSON.stringify(extractSchema(workspace.schema), null, 2));
    expect(direct.getTypeNames().sort()).toEqual(workspace.schema.getTypeNames().sort());
  });

  it('validates the same way (same problem groups, today none)', () => {
    expect(direct._validation).toEqual(workspace.schema._validation);
    expect(summarize(direct._validation ?? [], 'warning')).toMatchObject({ failed: false, errors: 0 });
  });
});

describe('schema-check: levels', () => {
  const post = (field: object) =>
    defineType({ name: 'probePost', type: 'document', fields: [defineField({ name: 'title', type: 'string' }), field as never] });

  it('fails on a schema error at both levels', () => {
    const schema = createSchema({ name: 'probe', types: [post({ name: 'author', type: 'noSuchType' })] });
    for (const level of ['error', 'warning'] as const) {
      const result = summarize(schema._validation ?? [], level);
      expect(result.failed, level).toBe(true);
      expect(result.errors).toBeGreaterThan(0);
      expect(result.lines.join('\n')).toMatch(/\[error\] document:probePost > .*noSuchType/);
    }
  });

  it('fails on a warning only at --level warning', () => {
    const schema = createSchema({ name: 'probe', types: [post({ name: 'count', type: 'number', title: 42 })] });
    const warnings = (schema._validation ?? []).flatMap((group) => group.problems).filter((problem) => problem.severity === 'warning');
    expect(warnings.map((problem) => problem.message)).toEqual([expect.stringMatching(/non-string title/)]);
    expect(summarize(schema._validation ?? [], 'warning')).toMatchObject({ failed: true, errors: 0 });
    expect(summarize(schema._validation ?? [], 'error')).toMatchObject({ failed: false, errors: 0 });
  });
});
