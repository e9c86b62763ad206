import { handle, ok } from '@/lib/server/http/respond';
import { getShopPage } from '@/lib/server/services/pages';

// GET privacy-policy → data.page (SPEC §3 Page.privacyPolicy): {slug, title, summary, body, sections, updatedAt}, the text the back office edits.
export const GET = handle(async () => ok({ page: await getShopPage('privacy') }, undefined, { cache: 'content' }));
