import { handle, ok } from '@/lib/server/http/respond';
import { getShopPage } from '@/lib/server/services/pages';

// GET terms-conditions → data.page (SPEC §3 Page.termsAndConditions): {slug, title, summary, body, sections, updatedAt}, the text the back office edits.
export const GET = handle(async () => ok({ page: await getShopPage('terms') }, undefined, { cache: 'content' }));
