import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// What issue 30's bound check sends and measures, shared by `npm run bench:bounds` (tests/bench/cache-bounds.ts) and
// the e2e test (tests/e2e/cache-bounds.spec.ts): distinct filter and search URLs, the disk under a server's run-time
// caches, and the server's resident memory.

const MB = 1024 * 1024;

/** README "Cache bounds": the page cache's disk (256 MB) and data-cache disk (64 MB) budgets together. */
export const DISK_BOUND_BYTES = 320 * MB;
/** README "Cache bounds": every in-memory cache together (50 + 8 + 8 + 64 MB) and the heap's own slack. */
export const MEMORY_GROWTH_BOUND_BYTES = 250 * MB;

/** Every kind of distinct URL, in equal shares (the bench's mix). */
export const EVERY_KIND = [0, 1, 2, 3, 4, 5, 6, 7];

/**
 * `count` distinct URLs a crawler or a loop could send: price and other filters, search pages, search calls. `kinds`
 * is the cycle of kinds to draw from (0–1: price-slider walk, 2: /products price and sort, 3: utm loop, 4: made-up
 * brand with pages, 5: search page (half of them not canonical), 6: search call, 7: /products?q=).
 */
export function distinctUrls(count: number, kinds: number[] = EVERY_KIND): string[] {
  const urls: string[] = [];
  const sorts = ['newest', 'price-asc', 'price-desc', 'rating'];
  for (let i = 0; urls.length < count; i++) {
    switch (kinds[i % kinds.length]) {
      case 0:
      case 1:
        urls.push(`/category/cakes?minPrice=${8 + i}&maxPrice=${5001 + i}`); // the issue's price-slider walk
        break;
      case 2:
        urls.push(`/products?maxPrice=${100 + i}&sort=${sorts[i % 4]}`);
        break;
      case 3:
        urls.push(`/occasion/birthday?minPrice=${i}&utm_source=loop${i}`);
        break;
      case 4:
        urls.push(`/category/cakes?brand=made-up-${i}&page=${1 + (i % 3)}`); // a value no product has: not normalisable
        break;
      case 5:
        // Every other one spelt as the search does not read it (a 308 to the canonical one, which leaves nothing
        // behind); the rest canonical, with page numbers, each a cached page of its own.
        urls.push(i % 2 ? `/search?q=${encodeURIComponent(` Cake  ${i}`)}` : `/search?q=${encodeURIComponent(`cake ${i}`)}&page=${1 + (i % 3)}`);
        break;
      case 6:
        urls.push(`/api/V2/search?q=${encodeURIComponent(`chocolate ${i}`)}`);
        break;
      default:
        urls.push(`/products?q=${encodeURIComponent(`gift ${i}`)}&page=${1 + (i % 20)}`);
    }
  }
  return urls;
}

/** Bytes of every file under `dir` (0 when it does not exist). */
export function diskBytes(dir: string): number {
  let total = 0;
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) total += fs.statSync(full).size;
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return total;
}

/** The pid listening on `port` (the Next server, not its parent), read from `ss`; null when it is not ours to see. */
export function listeningPid(port: number): number | null {
  let out = '';
  try {
    out = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  } catch {
    return null; // no `ss` here
  }
  const pid = /pid=(\d+)/.exec(out)?.[1];
  return pid ? Number(pid) : null;
}

export function rssBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

/** Sends every URL (8 at a time unless told), following redirects unless told not to; counts the final statuses. */
export async function sendAll(baseUrl: string, urls: string[], options: { follow?: boolean; concurrency?: number } = {}): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const response = await fetch(`${baseUrl}${url}`, {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
        redirect: options.follow === false ? 'manual' : 'follow',
      }).catch(() => null);
      await response?.arrayBuffer().catch(() => null);
      const status = response?.status ?? 599;
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  return statuses;
}


/** The run-time cache folders of a server running from `runDir` (its copy of the build). */
export function cacheDirs(runDir: string): { pages: string; data: string } {
  return { pages: path.join(runDir, 'server', 'route-cache'), data: path.join(runDir, 'cache', 'fetch-cache') };
}

export const megabytes = (bytes: number) => (bytes / MB).toFixed(1);
