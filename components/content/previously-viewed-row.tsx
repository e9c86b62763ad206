'use client';

import { useQuery } from '@/lib/api/react-query';
import { ProductStrip } from '@/components/product/product-strip';
import type { ProductCard } from '@/lib/domain/catalogue-types';
import { PREVIOUSLY_VIEWED_SHOWN } from '@/lib/domain/previously-viewed';
import { api } from '@/lib/api/client';
import { endpoints } from '@/lib/api/endpoints';

/**
 * Home's "Previously viewed" (SPEC §3 Home previouslyViewed): the products this browser looked at, newest first, from
 * its own history (never sent anywhere but as ids to `multiple`, which answers their cards). The page itself stays
 * the same cached HTML for everyone; this row appears after it, only where there is a history (PreviouslyViewed).
 */
export function PreviouslyViewedRow({ ids }: { ids: number[] }) {
  const cards = useQuery({
    queryKey: ['previously-viewed', ids.join(',')],
    queryFn: async () => (await api.get<{ data: { products: ProductCard[] } }>(endpoints.multiple, { params: { ids: ids.join(',') } })).data.data.products,
    enabled: ids.length > 0,
    staleTime: 5 * 60_000,
  });
  if (ids.length === 0 || !cards.data?.length) return null;
  return <ProductStrip title="Previously viewed" products={cards.data} id="home-previously-viewed" limit={PREVIOUSLY_VIEWED_SHOWN} />;
}
