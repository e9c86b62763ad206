import 'server-only';
import { cachedUntil } from '@/lib/server/page-edges';
import { causeView, donorWall, findCause, listCauses, type CauseView, type WallEntry } from './causes';
import { DONATIONS_TAG } from './invalidate';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { ApiError } from '@/lib/server/http/errors';

// What the cached donations pages render (issue 30): /donations (the causes and everyone's wall) and a cause's page
// (its totals and its wall), page by page. Each copy carries DONATIONS_TAG, so a gift counted or uncounted ends it at
// once (invalidate.ts); no edge, since nothing here changes by the clock. The giver's own part (the form, the outcome
// of their gift after the gateway) is in the browser.

type Wall = { donors: WallEntry[]; pagination: Pagination };

/** /donations, page `page`: every active cause and a page of everyone's wall. */
export async function donationsPageData(page: number): Promise<{ causes: CauseView[]; wall: Wall }> {
  const [causes, wall] = await Promise.all([listCauses(), donorWall(null, page), cachedUntil(null, Date.now(), [DONATIONS_TAG])]);
  return { causes, wall };
}

/** An active cause by slug, or null (its page's title and description). */
export async function causeBySlug(slug: string): Promise<CauseView | null> {
  const row = await findCause(slug).catch(notFoundAsNull);
  return row ? causeView(row) : null;
}

/** /donations/{slug}, page `page` of its wall; null for no such (active) cause. */
export async function causePageData(slug: string, page: number): Promise<{ cause: CauseView; wall: Wall } | null> {
  const [cause] = await Promise.all([causeBySlug(slug), cachedUntil(null, Date.now(), [DONATIONS_TAG])]);
  return cause ? { cause, wall: await donorWall(cause.id, page) } : null;
}

function notFoundAsNull(error: unknown): null {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
}
