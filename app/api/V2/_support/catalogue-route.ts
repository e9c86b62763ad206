import { ok, parseOrThrow } from '@/lib/server/http/respond';
import { ApiError, notFound } from '@/lib/server/http/errors';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { isPastLastPage, pastLastPageMessage } from '@/lib/domain/pagination';
import { idOrSlugSchema } from '@/lib/validation/catalogue';

// Shared bits of the catalogue route handlers (a private folder: Next does not route `_support`).

export function publicOk<T>(data: T, pagination?: Pagination): Response {
  return ok(data, pagination ? { pagination } : undefined, { cache: 'catalogue' });
}

const SLUG = /^[a-z0-9-]{1,160}$/i;

/** A path slug; one that cannot exist (odd characters) is simply not found. */
export function slugOr404(slug: string, what: string): string {
  if (!SLUG.test(slug)) throw notFound(what);
  return slug.toLowerCase();
}

/** The combination is understood but refused (e.g. 0.5 lb of a cake whose smallest size is 1 lb). */
export function unprocessable(field: string, message: string): ApiError {
  return new ApiError(422, message, 'unprocessable', { [field]: message });
}

export function orNotFound<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw notFound(what);
  return value;
}

/** A path segment as an id or a (lower-cased) slug: a number that is not a positive id is a 400, odd text a 404. */
export function idOrSlugOr404(raw: string, what: string): string | number {
  const parsed = idOrSlugSchema.safeParse(raw);
  if (!parsed.success && /^-?\d+$/.test(raw)) parseOrThrow(idOrSlugSchema, raw);
  const key = orNotFound(parsed.success ? parsed.data : null, what);
  return typeof key === 'string' ? key.toLowerCase() : key;
}

/** The list, or a 404 naming the last page when the asked page is past the end (lib/domain/pagination.ts). */
export function existingPage<T extends { pagination: Pagination }>(list: T): T {
  if (isPastLastPage(list.pagination)) {
    const message = pastLastPageMessage(list.pagination);
    throw new ApiError(404, message, 'page_not_found', { page: message });
  }
  return list;
}
