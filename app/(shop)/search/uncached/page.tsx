import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { canonicalSearchTerm, searchPageNumber } from '@/lib/domain/search-query';
import { SearchResults } from '../search-results';
import { searchMetadata } from '../search-metadata';

// A search whose term is too long to name a cache file (searchRewritePath in app/(shop)/_lib/list-query.ts): rendered
// per request, never cached, so it adds nothing to any cache however many of them visitors send.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

async function read(searchParams: Props['searchParams']) {
  const params = await searchParams;
  return { q: canonicalSearchTerm(first(params.q)), page: searchPageNumber(first(params.page)) };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return searchMetadata((await read(searchParams)).q);
}

export default async function UncachedSearchPage({ searchParams }: Props) {
  const { q, page } = await read(searchParams);
  if (!q) notFound();
  return <SearchResults q={q} page={page} />;
}
