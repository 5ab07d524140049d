import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { extractSchema } from '@sanity/schema/_internal';
import { schemaTypes } from '@typeatlas/schemas';
import { createSchema, defineField, defineType, prepareConfig } from 'sanity';
import { describe, expect, it } from 'vitest';
import config from './sanity.config';
import { generateTypes, summarize } from './schema-check';
import { TYPEGEN_CONFIG } from './typegen-config';

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

describe('schema-check --typegen: TypeGen in this process', () => {
  it('types a readable query and counts a query file it cannot read (the count main() fails on)', async () => {
    const workDir = mkdtempSync(path.join(tmpdir(), 'typeatlas-typegen-'));
    try {
      mkdirSync(path.join(workDir, 'queries'));
      const header = "import { defineQuery } from 'next-sanity';\n";
      writeFileSync(
        path.join(workDir, 'queries', 'good.ts'),
        `${header}export const probeTitlesQuery = defineQuery(\`*[_type == "post"]{title}\`);\n`,
      );
      writeFileSync(path.join(workDir, 'queries', 'broken.ts'), `${header}export const probeBrokenQuery = defineQuery(\`*[_type == \`);\n`);
      writeFileSync(
        path.join(workDir, 'schema.json'),
        JSON.stringify(extractSchema(createSchema({ name: 'default', types: schemaTypes })), null, 2),
      );
      const result = await generateTypes(
        { ...TYPEGEN_CONFIG, path: path.join(workDir, 'queries', '*.ts'), schema: 'schema.json', generates: 'out/types.ts' },
        workDir,
      );
      expect(result).toMatchObject({ queriesCount: 1, queryFilesCount: 1, filesWithErrors: 1 });
      const types = readFileSync(path.join(workDir, 'out', 'types.ts'), 'utf8');
      expect(types).toContain('export type ProbeTitlesQueryResult');
      expect(types).not.toContain('ProbeBrokenQueryResult');
      // The schema's types are there too.
      expect(types).toMatch(/export type Post = \{/);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  });
});
