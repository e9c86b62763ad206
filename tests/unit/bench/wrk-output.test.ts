/**
 * @jest-environment node
 */
import { parseWrkOutput } from '@/tests/bench/load-client';

// `npm run bench` reads wrk's text report; a misread figure would silently skew the published table.

const report = (extra = '') => `Running 10s test @ http://127.0.0.1:4000/
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency    46.12ms   12.41ms 219.94ms   87.42%
    Req/Sec     1.08k   117.13     1.25k    70.00%
  Latency Distribution
     50%   43.54ms
     75%   48.88ms
     90%   56.87ms
     99%  812.00us
  10800 requests in 10.00s, 2.21GB read
${extra}Requests/sec:   1079.84
Transfer/sec:    226.10MB
`;

test('requests/s and the p99 latency (in ms, whatever unit wrk printed) are read from the report', () => {
  expect(parseWrkOutput(report())).toEqual({ rps: 1079.84, p99: 0.812, non2xx: 0, errors: 0 });
  expect(parseWrkOutput(report().replace('812.00us', '1.50s')).p99).toBe(1500);
});

test('non-2xx answers and socket errors are counted, so the row fails', () => {
  const parsed = parseWrkOutput(report('  Socket errors: connect 0, read 2, write 0, timeout 3\n  Non-2xx or 3xx responses: 7\n'));
  expect(parsed.non2xx).toBe(7);
  expect(parsed.errors).toBe(5);
});

test('output without the figures is an error, not a zero', () => {
  expect(() => parseWrkOutput('unable to connect to 127.0.0.1:4000 Connection refused')).toThrow(/wrk/);
});
