// The home page's "Previously viewed" (SPEC §3 Home previouslyViewed): the products this browser viewed, newest first,
// from the browsing history (lib/domain/browsing-history.ts, capped per type at HISTORY_CAP).

/** The browsing-history type product views are recorded under. */
export const PREVIOUSLY_VIEWED_TYPE = 'product';

/** How many of them the home page shows (one `multiple` request, bounded). */
export const PREVIOUSLY_VIEWED_SHOWN = 24;

/** The ids to fetch cards for: newest first, without the one being looked at, at most PREVIOUSLY_VIEWED_SHOWN. */
export function previouslyViewedIds(entries: ReadonlyArray<{ id: number | string }>, exclude?: number): number[] {
  const ids: number[] = [];
  for (const entry of entries) {
    const id = Number(entry.id);
    if (!Number.isInteger(id) || id <= 0 || id === exclude || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === PREVIOUSLY_VIEWED_SHOWN) break;
  }
  return ids;
}
