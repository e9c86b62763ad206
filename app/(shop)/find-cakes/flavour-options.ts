import 'server-only';
import { asc } from 'drizzle-orm';
import { cacheTags, cached } from '@/lib/server/cache/cached';
import { getDb } from '@/lib/server/db/client';
import { flavours } from '@/lib/server/db/schema';

// The finder's flavour choices. The catalogue services have no flavour list yet; this read-only lookup belongs there
// (listFlavours) and can move once it exists.
async function loadFlavourOptions(): Promise<{ slug: string; name: string }[]> {
  return getDb().select({ slug: flavours.slug, name: flavours.name }).from(flavours).orderBy(asc(flavours.name));
}

export const listFlavourOptions = cached(loadFlavourOptions, ['catalogue', 'flavour-options'], { tags: [cacheTags.catalogue] });
