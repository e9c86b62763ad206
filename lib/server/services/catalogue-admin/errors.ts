import 'server-only';
import { ApiError } from '@/lib/server/http/errors';

/** Another editor saved since this form was loaded: nothing was written; reload to see their change. */
export const staleEdit = (what: string, version: number) =>
  new ApiError(409, `Someone else saved this ${what} since you opened it (it is at version ${version} now). Reload to see their change, then edit again.`, 'stale_version', {
    version: 'Reload: this form is out of date.',
  });

export const slugTaken = (slug: string) => new ApiError(409, `The address ${slug} is taken by another product.`, 'slug_taken', { slug: 'Another product has this slug: choose another.' });

/** Whether an error (or its cause) is PostgreSQL refusing a duplicate on `constraint`. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint: name } = e as { code?: string; constraint?: string };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}
