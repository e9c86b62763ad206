import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/seo/metadata';

// Apart from search-results.tsx on purpose: the empty search page needs these, not that file's client component.

export const SEARCH_BREADCRUMB = [
  { name: 'Home', url: '/' },
  { name: 'Search', url: '/search' },
];

/** Search pages are per query and never indexed. */
export function searchMetadata(q: string): Metadata {
  return pageMetadata({
    title: q ? `Search results for “${q}”` : 'Search',
    description: 'Search cakes, flowers, chocolates and gifts at Upahar Ghar.',
    path: '/search',
    noindex: true,
  });
}
