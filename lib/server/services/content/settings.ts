import 'server-only';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Database } from '@/lib/server/db/client';
import { siteSettings } from '@/lib/server/db/schema';

// site_settings holds small JSON values edited by the shop owner. Each key has a schema here, so a malformed value
// degrades to the default instead of breaking the header on every page.

const settingSchemas = {
  'app-links': z.object({ appHeader: z.string(), appstore: z.string(), playstore: z.string() }),
  newsletter: z.object({ placeholder: z.string(), buttonText: z.string() }),
  'error-page': z.object({
    banner: z.object({ backgroundImage: z.string(), title: z.string(), subtitle: z.string() }).nullable(),
  }),
  'mega-menu': z.object({ bannerImage: z.string(), bannerUrl: z.string() }),
};

export type SettingKey = keyof typeof settingSchemas;
export type SettingValue<K extends SettingKey> = z.output<(typeof settingSchemas)[K]>;

export const settingDefaults: { [K in SettingKey]: SettingValue<K> | null } = {
  'app-links': { appHeader: 'Get the Upahar Ghar app', appstore: '', playstore: '' },
  newsletter: { placeholder: 'Your email address', buttonText: 'Subscribe' },
  'error-page': { banner: null },
  'mega-menu': null,
};

/** Reads several settings in one query; a missing or invalid value becomes the default. Inside a transaction pass it. */
export async function readSettings<K extends SettingKey>(keys: K[], db: Pick<Database, 'select'> = getDb()): Promise<{ [P in K]: SettingValue<P> | null }> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, keys));
  const out = {} as { [P in K]: SettingValue<P> | null };
  for (const key of keys) {
    const row = rows.find((r) => r.key === key);
    const parsed = row ? settingSchemas[key].safeParse(row.value) : null;
    out[key] = (parsed?.success ? parsed.data : settingDefaults[key]) as SettingValue<K> | null;
  }
  return out;
}
