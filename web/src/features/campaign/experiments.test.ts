import { describe, expect, it } from 'vitest';
import { EXPERIMENTS_COOKIE, parseExperimentsCookie } from './experiments';

describe('parseExperimentsCookie', () => {
  it('names the cookie "experiments"', () => {
    expect(EXPERIMENTS_COOKIE).toBe('experiments');
  });

  it('is absent without a cookie', () => {
    expect(parseExperimentsCookie(null)).toEqual({ status: 'absent' });
  });

  it('accepts a JSON object of boolean, string and number flags', () => {
    expect(parseExperimentsCookie('{"newHeader":true,"pricing":"variant-b","ratio":0.5}')).toEqual({
      status: 'valid',
      experiments: { newHeader: true, pricing: 'variant-b', ratio: 0.5 },
    });
    expect(parseExperimentsCookie('{}')).toEqual({ status: 'valid', experiments: {} });
  });

  it.each(['', '{', 'not json', '{"a":true', "{'a':true}", 'undefined', '%7B%7D'])('is invalid for malformed JSON %j', (value) => {
    expect(parseExperimentsCookie(value)).toEqual({ status: 'invalid' });
  });

  it.each(['null', '[]', '[true]', '"flags"', '42', 'true', '{"a":null}', '{"a":{"b":1}}', '{"a":[1]}'])(
    'is invalid for JSON that is not a flat flag object: %s',
    (value) => {
      expect(parseExperimentsCookie(value)).toEqual({ status: 'invalid' });
    },
  );
});
