import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import path from 'node:path';

// Next's tags manifest as Node loads it (not through jest's registry), the very map lib/server/page-edges.ts writes.
const { tagsManifest } = createRequire(path.join(process.cwd(), 'package.json'))('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>;
};

// Next's caches as the production server keeps them, for API tests of what a cached page shows after a write. In
// jest the shop's caches step aside (`cached()` and the invalidate helpers look for NEXT_RUNTIME, which only Next
// sets), so a write read back always looks fresh there. A test file that wants the production behaviour mocks
// next/cache with this module and calls useNextCaches():
//
//   jest.mock('next/cache', () => jest.requireActual('../support/next-cache').nextCacheModule);
//   useNextCaches();
//
// - unstable_cache keeps each value (as JSON, as Next stores it) by its key parts and arguments until one of its tags
//   is revalidated;
// - isrPage(path, render) is a page under ISR: rendered once, then served as it was until revalidatePath(path), or a
//   revalidateTag of a tag that a cached value it read carries (Next adds those to the page). Its lifetime never runs
//   out in a test: a read is the reload a minute has not yet passed for. Except at an edge: a tag that Next's tags
//   manifest says expires at an instant (lib/server/page-edges.ts) ends every copy rendered before that instant, by
//   the clock the test passes (`isrPage(path, render, { now })`), as Next's file-system cache does.

type Entry = { value: unknown; tags: Set<string>; renderedAt?: number };

/** Next's implicit tag for a page path (what revalidatePath expires). */
const pathTag = (path: string) => `_N_T_${path}`;

const data = new Map<string, Entry>();
const pages = new Map<string, Entry>();
/** The tags of the page being rendered, which the cached values it reads add to. */
const rendering = new AsyncLocalStorage<Set<string>>();

const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

function expire(tag: string): void {
  for (const store of [data, pages]) {
    for (const [key, entry] of store) if (entry.tags.has(tag)) store.delete(key);
  }
}

export const nextCacheModule = {
  unstable_cache:
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>, keyParts: string[] = [], options: { tags?: string[] } = {}) =>
    async (...args: A): Promise<R> => {
      const tags = options.tags ?? [];
      const page = rendering.getStore();
      for (const tag of tags) page?.add(tag);
      const key = JSON.stringify([keyParts, args]);
      const hit = data.get(key);
      if (hit) return copy(hit.value) as R;
      const value = await fn(...args);
      data.set(key, { value: copy(value), tags: new Set(tags) });
      return copy(value);
    },
  revalidateTag: (tag: string): void => expire(tag),
  revalidatePath: (path: string): void => expire(pathTag(path)),
  unstable_noStore: (): void => undefined,
};

/** Next's rule (file-system-cache get → areTagsExpired): a tag expired after the copy was made and by `now`. */
function pastAnEdge(entry: Entry, now: number): boolean {
  return [...entry.tags].some((tag) => {
    const expired = tagsManifest.get(tag)?.expired;
    return typeof expired === 'number' && expired <= now && expired > (entry.renderedAt ?? 0);
  });
}

/**
 * The page at `path` as ISR serves it: `render` runs on the first read, after an invalidation and after an edge of
 * its content has passed by `now` (the injected clock, epoch ms), never between.
 */
export async function isrPage<T>(path: string, render: () => Promise<T>, options: { now?: number } = {}): Promise<T> {
  const now = options.now ?? Date.now();
  const hit = pages.get(path);
  if (hit && !pastAnEdge(hit, now)) return copy(hit.value) as T;
  const tags = new Set([pathTag(path)]);
  const value = await rendering.run(tags, render);
  pages.set(path, { value: copy(value), tags, renderedAt: now });
  return copy(value);
}

/** Turns the shop's caches on for this file's tests (as inside Next), each test starting with empty caches. */
export function useNextCaches(): void {
  const before = process.env.NEXT_RUNTIME;
  beforeAll(() => {
    process.env.NEXT_RUNTIME = 'nodejs';
  });
  beforeEach(() => {
    data.clear();
    pages.clear();
    for (const tag of [...tagsManifest.keys()]) tagsManifest.delete(tag);
  });
  afterAll(() => {
    if (before === undefined) delete process.env.NEXT_RUNTIME;
    else process.env.NEXT_RUNTIME = before;
  });
}
