import { spawn, spawnSync } from 'node:child_process';
import autocannon from 'autocannon';
import { FriendlyError } from '@/scripts/support/lifecycle';
import type { RequestSpec } from './cart-targets';

// The load generator for `npm run bench`. It runs on the same 2 cores as the server, so its own cost counts: autocannon
// (JavaScript) parses every response body, which on a 220 KB page took ~0.7 of a core, against ~0.05 for wrk (C),
// while on the 300-byte static file both cost little. That skews the page/static ratio towards the client's cost
// whenever other work competes for the cores. So plain GETs use wrk when it is installed (BENCH_CLIENT=autocannon
// forces autocannon); autocannon stays the fallback, and always loads the targets that build each request (the cart
// calls: own cookie and body per request). The table names the client of every row.

export type LoadClient = 'wrk' | 'autocannon';

/** Every request asks for compressed answers, as every browser does: what shoppers get is what is measured. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';
export type LoadResult = { client: LoadClient; rps: number; p99: number; non2xx: number; errors: number };

function wrkInstalled(): boolean {
  return spawnSync('wrk', ['--version'], { stdio: 'ignore' }).error === undefined;
}

/** The client for plain GETs, decided once: wrk when installed, unless BENCH_CLIENT says otherwise. */
export function plainGetClient(): LoadClient {
  const wanted = process.env.BENCH_CLIENT;
  if (wanted === 'autocannon') return 'autocannon';
  if (wanted === 'wrk' && !wrkInstalled()) throw new FriendlyError('BENCH_CLIENT=wrk, but wrk is not installed');
  return wrkInstalled() ? 'wrk' : 'autocannon';
}

/** wrk prints latencies as "812.00us", "3.21ms" or "1.02s". */
function milliseconds(text: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(text.trim());
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** The figures the bench uses from `wrk --latency` output. */
export function parseWrkOutput(output: string): Omit<LoadResult, 'client'> {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const p99 = milliseconds(/^\s*99%\s+(\S+)/m.exec(output)?.[1] ?? '');
  if (!Number.isFinite(rps) || !Number.isFinite(p99)) throw new FriendlyError(`Could not read wrk's output:\n${output}`);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps, p99, non2xx, errors };
}

function runWrk(url: string, connections: number, seconds: number): Promise<LoadResult> {
  // One thread: the server has the other core to itself as far as the client is concerned.
  const args = ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-H', `Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}`, url];
  return new Promise((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new FriendlyError(`wrk exited with ${code}:\n${output}`));
      else {
        try {
          resolve({ client: 'wrk', ...parseWrkOutput(output) });
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    });
  });
}

function withAcceptEncoding(headers: Record<string, string> = {}): Record<string, string> {
  return { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING };
}

async function runAutocannon(url: string, connections: number, seconds: number, request?: () => RequestSpec): Promise<LoadResult> {
  const first = request?.();
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: withAcceptEncoding(),
    ...(first && request
      ? {
          method: first.method,
          headers: withAcceptEncoding(first.headers),
          ...(first.body ? { body: first.body } : {}),
          requests: [
            {
              setupRequest: (raw) => {
                const next = request();
                return { ...raw, ...next, headers: withAcceptEncoding(next.headers) };
              },
            },
          ],
        }
      : {}),
  });
  return {
    client: 'autocannon',
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Loads `url` for `seconds` with `connections`: plain GETs with `client`, per-request builders with autocannon. */
export function load(
  url: string,
  options: { client: LoadClient; connections: number; seconds: number; request?: () => RequestSpec },
): Promise<LoadResult> {
  const { client, connections, seconds, request } = options;
  if (client === 'wrk' && !request) return runWrk(url, connections, seconds);
  return runAutocannon(url, connections, seconds, request);
}
