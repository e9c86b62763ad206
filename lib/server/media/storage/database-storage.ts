import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { mediaObjects } from '@/lib/server/db/schema';
import { assertMediaKey, type MediaStorage } from './types';

/**
 * The default: files in the database (table media_objects), beside the uploads, so every instance behind a load
 * balancer serves the same files, a backup holds them, and a test's database holds its own. A photo's dozen files
 * weigh about 300 KB together.
 */
export const databaseStorage: MediaStorage = {
  async put(key, bytes, contentType) {
    assertMediaKey(key);
    await getDb()
      .insert(mediaObjects)
      .values({ key, bytes, contentType })
      .onConflictDoUpdate({ target: mediaObjects.key, set: { bytes, contentType } });
  },
  async get(key) {
    assertMediaKey(key);
    const [row] = await getDb().select({ bytes: mediaObjects.bytes, contentType: mediaObjects.contentType }).from(mediaObjects).where(eq(mediaObjects.key, key));
    return row ?? null;
  },
  async delete(keys) {
    if (keys.length === 0) return;
    keys.forEach(assertMediaKey);
    await getDb().delete(mediaObjects).where(inArray(mediaObjects.key, [...keys]));
  },
};
