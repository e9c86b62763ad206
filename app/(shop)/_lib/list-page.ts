import { notFound } from 'next/navigation';
import type { Pagination } from '@/lib/domain/catalogue-types';
import { isPastLastPage } from '@/lib/domain/pagination';

// Apart from list-query.ts on purpose: that file is also bundled into proxy.ts, which has no use for next/navigation.

/** The list, or the shop's 404 page when its page number is past the end (lib/domain/pagination.ts says why). */
export function existingPage<T extends { pagination: Pagination }>(list: T): T {
  if (isPastLastPage(list.pagination)) notFound();
  return list;
}
