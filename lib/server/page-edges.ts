import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cached } from '@/lib/server/cache/cached';
import { revalidateUntil } from '@/lib/server/cache/policy';

// A cached page that must not outlive the next moment its content changes (a sale starting or ending, a posting
// opening or closing), known when it renders. Next's ISR alone cannot promise that: past a page's `revalidate`, Next
// serves the old copy once more while it renders the new one in the background (stale-while-revalidate), so the
// first shopper after a sale's end would still get the sale price. A page whose tags have *expired* is different:
// Next's file-system cache answers a miss and the request waits for a fresh render (blocking, as on a cold start).
//
// So a page calls cachedUntil(edge): the page gets the tag `edge:<ms>` (through a cached value it reads, as every
// data-cache tag reaches the page), and that tag is registered in Next's tags manifest as expiring at `edge`. From
// that instant any copy rendered before it is gone, with no request needed to trigger it and no timer. Its
// `revalidate` is also cut to the seconds left, so a CDN in front (s-maxage) stops at the edge too.
//
// Next has no public way to expire a tag in the future (revalidateTag marks the tag stale at once, and cannot be
// called while rendering), hence the manifest: the same in-process map revalidateTag writes to. It is lost on a
// restart and not shared between instances, so the page cache handler registers the `edge:` tags of every copy it
// reads as well (lib/server/cache/page-cache-handler.mjs, pastItsEdge).

/** The tag of every page whose content changes at `at` (epoch ms). */
export const edgeTag = (at: number): string => `edge:${at}`;

type TagsManifest = Map<string, { stale?: number; expired?: number }>;

let manifest: TagsManifest | null | undefined;

/** Next's tags manifest (the one its caches consult), loaded by Node at run time so a bundle never copies it. */
function nextTagsManifest(): TagsManifest | null {
  if (manifest === undefined) {
    try {
      const load = createRequire(path.join(process.cwd(), 'package.json'));
      const id = ['next', 'dist', 'server', 'lib', 'incremental-cache', 'tags-manifest.external.js'].join('/');
      manifest = (load(id) as { tagsManifest: TagsManifest }).tagsManifest;
    } catch {
      manifest = null;
    }
  }
  return manifest;
}

/** Registers `edge:<at>` as expiring at `at`; idempotent (an earlier revalidateTag of the same tag is kept). */
function expireTagAt(at: number): void {
  const tags = nextTagsManifest();
  const tag = edgeTag(at);
  const entry = tags?.get(tag);
  if (tags && entry?.expired !== at) tags.set(tag, { ...entry, expired: at });
}

/**
 * The page being rendered at `now` holds until `edge` (epoch ms; null: nothing due) and carries `tags` (for
 * invalidation by a write, e.g. a deal sold out). Outside Next (jest without the cache harness, scripts): nothing.
 */
export async function cachedUntil(edge: number | null, now: number, tags: string[] = []): Promise<void> {
  if (!process.env.NEXT_RUNTIME) return;
  if (edge !== null && edge > now) expireTagAt(edge);
  const due = edge !== null && edge > now;
  const all = due ? [edgeTag(edge), ...tags] : tags;
  if (all.length === 0) return;
  const options = due ? { tags: all, revalidate: revalidateUntil(edge, now) } : { tags: all };
  await cached(async () => edge, ['page-edge', String(edge), ...tags], options)();
}
