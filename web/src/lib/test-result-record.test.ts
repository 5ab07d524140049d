import { describe, expect, it } from 'vitest';
import {
  MAX_ADDITIONAL_SCHEMAS,
  testResultBodySchema,
  testResultRecordSchema,
  toTestResultBody,
  toTestSubmitBody,
} from './test-result-record';

const record = {
  result: { type: 'INTJ', dichotomies: [{ key: 'EI', raw: 3 }] },
  meta: { completedAt: '2025-01-31T12:00:00.000Z', answers: { q01: 2 } },
};

describe('the shared test-result contract', () => {
  it('turns every valid stored record into a valid body', () => {
    expect(testResultRecordSchema.safeParse(record).success).toBe(true);
    const body = toTestResultBody('main', record);
    expect(body).toEqual({ testName: 'main', result: record.result, answers: { q01: 2 }, meta: { completedAt: record.meta.completedAt } });
    expect(testResultBodySchema.safeParse(body).success).toBe(true);
    expect(toTestResultBody('x', { result: undefined, meta: { completedAt: record.meta.completedAt } })).toEqual({
      testName: 'x',
      result: null,
      meta: { completedAt: record.meta.completedAt },
    });
  });

  it.each([
    ['no completion time', { result: 1, meta: {} }],
    ['completion time not ISO 8601', { result: 1, meta: { completedAt: '31/01/2025' } }],
    ['a string over 2000 characters', { result: 'x'.repeat(2001), meta: { completedAt: record.meta.completedAt } }],
    ['an array inside an array', { result: [[1]], meta: { completedAt: record.meta.completedAt } }],
    ['a reserved field name', { result: { __x__: 1 }, meta: { completedAt: record.meta.completedAt } }],
    ['an empty field name', { result: { '': 1 }, meta: { completedAt: record.meta.completedAt } }],
    ['a function', { result: () => 1, meta: { completedAt: record.meta.completedAt } }],
  ])('refuses a record with %s', (_label, value) => {
    expect(testResultRecordSchema.safeParse(value).success).toBe(false);
  });

  it('refuses a body with an unknown field, a bad test name or a future completion time', () => {
    const body = toTestResultBody('main', record);
    expect(testResultBodySchema.safeParse({ ...body, extra: 1 }).success).toBe(false);
    expect(testResultBodySchema.safeParse({ ...body, testName: 'Big Five' }).success).toBe(false);
    const future = new Date(Date.now() + 10 * 60_000).toISOString();
    expect(testResultBodySchema.safeParse({ ...body, meta: { completedAt: future } }).success).toBe(false);
    expect(testResultBodySchema.safeParse({ ...body, meta: { completedAt: record.meta.completedAt, device: 'phone' } }).success).toBe(true);
  });

  it('bounds nesting depth', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 12; level += 1) deep = { a: deep };
    expect(testResultRecordSchema.safeParse({ result: deep, meta: { completedAt: record.meta.completedAt } }).success).toBe(false);
  });
});

describe('the SPEC §7 test submit body (toTestSubmitBody, testResultBodySchema)', () => {
  const record = { result: { scales: [] }, meta: { completedAt: '2026-01-02T10:00:00.000Z', answers: { q1: 1 } } };
  const freeTest = { result: { type: 'INTJ' }, meta: { completedAt: '2026-01-01T10:00:00.000Z', answers: { q1: -2 } } };

  it('carries schema name, answers, shouldSaveResult and additional schemas', () => {
    const body = toTestSubmitBody('habits-and-energy', record, {
      shouldSaveResult: false,
      additional: [{ testName: 'main', record: freeTest }],
    });
    expect(body).toEqual({
      testName: 'habits-and-energy',
      result: record.result,
      answers: { q1: 1 },
      meta: { completedAt: record.meta.completedAt },
      shouldSaveResult: false,
      additionalSchemas: [
        { testName: 'main', result: { type: 'INTJ' }, answers: { q1: -2 }, meta: { completedAt: freeTest.meta.completedAt } },
      ],
    });
    expect(testResultBodySchema.safeParse(body).success).toBe(true);
  });
  it('leaves the defaults out (save, no additional schemas): the body of a plain upload', () => {
    expect(toTestSubmitBody('main', freeTest)).toEqual(toTestResultBody('main', freeTest));
    expect(toTestSubmitBody('main', freeTest, { shouldSaveResult: true, additional: [] })).toEqual(toTestResultBody('main', freeTest));
  });
  it('refuses a non-boolean flag, too many or malformed additional schemas', () => {
    const body = toTestResultBody('main', freeTest);
    const extra = toTestResultBody('habits-and-energy', record);
    expect(testResultBodySchema.safeParse({ ...body, shouldSaveResult: 'no' }).success).toBe(false);
    expect(
      testResultBodySchema.safeParse({ ...body, additionalSchemas: Array.from({ length: MAX_ADDITIONAL_SCHEMAS }, () => extra) }).success,
    ).toBe(true);
    expect(
      testResultBodySchema.safeParse({ ...body, additionalSchemas: Array.from({ length: MAX_ADDITIONAL_SCHEMAS + 1 }, () => extra) })
        .success,
    ).toBe(false);
    expect(testResultBodySchema.safeParse({ ...body, additionalSchemas: [{ ...extra, testName: 'Not A Slug' }] }).success).toBe(false);
    expect(testResultBodySchema.safeParse({ ...body, additionalSchemas: [{ ...extra, shouldSaveResult: false }] }).success).toBe(false);
    expect(testResultBodySchema.safeParse({ ...body, additionalSchemas: [{ testName: 'main' }] }).success).toBe(false);
  });
});
