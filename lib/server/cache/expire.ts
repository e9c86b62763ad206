import { revalidatePath, revalidateTag } from 'next/cache';
import { isPublishing, publishInvalidation } from '@/lib/server/cache/invalidation-bus.mjs';
import { clearCacheGroup } from '@/lib/server/cache/ttl-cache';

// The one way services expire cached pages and data after a change (issue 27). Inside Next, Next's own revalidateTag
// and revalidatePath (the page cache handler then tells every other instance: invalidation-bus.mjs). Outside Next,
// in the worker (scripts/worker.ts enables publishing), the same tags go straight to every web server, since
// revalidateTag needs a request of Next's. In jest and one-off scripts there is no cache to clear: nothing happens.

/** Whether a change made in this process can reach a cache: inside Next's server, or in the worker. */
export const invalidationsReachCaches = (): boolean => Boolean(process.env.NEXT_RUNTIME) || isPublishing();

/** Every copy tagged with one of `tags` is expired now, on every instance. */
export function expireTags(tags: readonly string[]): void {
  if (process.env.NEXT_RUNTIME) {
    for (const tag of tags) revalidateTag(tag, { expire: 0 });
    return;
  }
  void publishInvalidation({ tags: [...tags] });
}

/** Next's tag for a path (revalidatePath's, for the plain paths the shop passes: no trailing slash, ASCII). */
export function pathTags(path: string, type?: 'page' | 'layout'): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const tag = `_N_T_${trimmed}${type ? `${trimmed.endsWith('/') ? '' : '/'}${type}` : ''}`;
  if (tag === '_N_T_/') return [tag, '_N_T_/index'];
  return [tag];
}

/** The page at `path` (or every page under a layout, or of a dynamic page) is expired now, on every instance. */
export function expirePath(path: string, type?: 'page' | 'layout'): void {
  if (process.env.NEXT_RUNTIME) {
    revalidatePath(path, type);
    return;
  }
  void publishInvalidation({ tags: pathTags(path, type) });
}

/** The finished JSON bodies of `group` (lib/server/cache/ttl-cache.ts) are emptied here and on every other instance. */
export function clearGroupEverywhere(group: string): void {
  clearCacheGroup(group);
  if (invalidationsReachCaches()) void publishInvalidation({ groups: [group] });
}
