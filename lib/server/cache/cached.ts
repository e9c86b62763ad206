import { unstable_cache } from 'next/cache';
import { cachePolicy } from './policy';

// Server-side data cache for catalogue and layout reads. Inside Next (NEXT_RUNTIME set) results are kept in Next's
// data cache under `tags`, so a write can invalidate them with revalidateTag; outside Next (scripts, jest) the
// function simply runs, which keeps services testable against a real database.
// `revalidate` comes from a policy in ./policy.ts (or revalidateUntil there); without one, the catalogue's hour: the
// backstop of data that every write expires by tag.

export function cached<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyParts: string[],
  options: { tags: string[]; revalidate?: number },
): (...args: A) => Promise<R> {
  if (!process.env.NEXT_RUNTIME) return fn;
  return unstable_cache(fn, keyParts, { tags: options.tags, revalidate: options.revalidate ?? cachePolicy.catalogue.revalidate });
}

export const cacheTags = {
  catalogue: 'catalogue',
  layout: 'layout',
  home: 'home',
  content: 'content',
} as const;

/** One product's own tag (by id and by slug: the page is read by either), cleared when its reviews change. */
export const productTag = (idOrSlug: string | number): string => `product:${String(idOrSlug)}`;
