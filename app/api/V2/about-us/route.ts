import { handle, ok } from '@/lib/server/http/respond';
import { getShopPage } from '@/lib/server/services/pages';

// GET about-us → data.page (SPEC §3 Page.about): {slug, title, summary, body, sections, updatedAt}, the text the back office edits.
export const GET = handle(async () => ok({ page: await getShopPage('about') }, undefined, { cache: 'content' }));
