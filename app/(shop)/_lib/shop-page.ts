import { notFound } from 'next/navigation';
import type { ShopPage } from '@/lib/domain/pages-types';
import { ApiError } from '@/lib/server/http/errors';
import { getShopPage, type ShopPageKey } from '@/lib/server/services/pages';

/** One of the shop's pages, or the shop's 404 page when the back office has removed it. */
export async function shopPageOr404(key: ShopPageKey): Promise<ShopPage> {
  try {
    return await getShopPage(key);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  }
}
