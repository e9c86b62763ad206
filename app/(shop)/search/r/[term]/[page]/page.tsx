import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { decodeSearchTerm, MAX_SEARCH_PAGE } from '@/lib/domain/search-query';
import { SearchResults } from '../../../search-results';
import { searchMetadata } from '../../../search-metadata';

// A search's page of results, cached (ISR) per canonical term and page number. Visitors never see this path: proxy.ts
// rewrites /search?q=<term>&page=<N> here (the term as base64url, lib/domain/search-query.ts), after a 308 to the
// canonical spelling, so each search is one cache entry. These pages sit in the bounded page cache with every other
// page rendered at run time (README "Cache bounds": 256 MB on disk, least recently used out first).
// An hour, as the filtered product lists: results change with the catalogue (its tag ends them at once) and prices
// (their next change ends them: loadSaleRules).
export const revalidate = 3600; // policy: catalogue
export const generateStaticParams = async (): Promise<{ term: string; page: string }[]> => [];

type Props = { params: Promise<{ term: string; page: string }> };

/** The term and page, or null for a path proxy.ts would never make (a non-canonical term, page 1 spelt "01"). */
function read(term: string, page: string): { q: string; page: number } | null {
  const q = decodeSearchTerm(term);
  const n = Number(page);
  return q && /^[1-9]\d*$/.test(page) && n <= MAX_SEARCH_PAGE ? { q, page: n } : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { term, page } = await params;
  return searchMetadata(read(term, page)?.q ?? '');
}

export default async function CachedSearchPage({ params }: Props) {
  const { term, page } = await params;
  const search = read(term, page);
  if (!search) notFound();
  return <SearchResults q={search.q} page={search.page} />;
}
