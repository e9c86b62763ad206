import 'server-only';
import { asc } from 'drizzle-orm';
import type { BrandView } from '@/lib/domain/catalogue-types';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import { brands } from '@/lib/server/db/schema';

async function loadBrands(): Promise<BrandView[]> {
  const rows = await getDb().select().from(brands).orderBy(asc(brands.position), asc(brands.name));
  return rows.map(({ id, slug, name, logo }) => ({ id, slug, name, logo }));
}

/** All brands in shop order (the categories page and the brand filter). */
export const listBrands = cached(loadBrands, ['catalogue', 'brands'], { tags: [cacheTags.catalogue] });
