import { describe, expect, it } from 'vitest';
import { parseWrk, positiveIntegerOption } from './harness';

const REPORT = `Running 5s test @ http://127.0.0.1:3331/personality-type/intj
  2 threads and 200 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    95.12ms  210.33ms   3.71s    96.20%
    Req/Sec   534.21    120.12   800.00     70.00%
  Latency Distribution
     50%   68.60ms
     75%   80.10ms
     90%  120.00ms
     99%    3.71s
  5338 requests in 5.02s, 350.12MB read
  Socket errors: connect 0, read 2, write 0, timeout 3
  Non-2xx or 3xx responses: 7
Requests/sec:   1063.35
Transfer/sec:     69.75MB
`;

describe('parseWrk', () => {
  it('reads requests/s, percentiles in ms (any unit), request count, non-2xx and socket errors', () => {
    expect(parseWrk(REPORT)).toEqual({ rps: 1063.35, p50: 68.6, p99: 3710, requests: 5338, non2xx: 7, errors: 5 });
  });

  it('reports 0 non-2xx and 0 errors when wrk prints neither line', () => {
    const clean = REPORT.replace(/ {2}Socket errors.*\n/, '').replace(/ {2}Non-2xx.*\n/, '');
    expect(parseWrk(clean)).toMatchObject({ non2xx: 0, errors: 0 });
  });
});

describe('positiveIntegerOption', () => {
  it('reads a positive integer option and refuses anything else by name', () => {
    expect(positiveIntegerOption({ rounds: '3' }, 'rounds')).toBe(3);
    for (const value of ['0', '-2', '1.5', 'x', undefined]) {
      expect(() => positiveIntegerOption({ rounds: value }, 'rounds'), String(value)).toThrow('--rounds must be a positive integer');
    }
  });
});
