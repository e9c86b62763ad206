import { handle, ok } from '@/lib/server/http/respond';
import { getErrorPage } from '@/lib/server/services/content/error-page';

// SPEC §7 "GET error-page (reads data.data)": { data: { data: { banner, links } } }.
export const GET = handle(async () => {
  const errorPage = await getErrorPage();
  return ok({ data: errorPage }, undefined, { cache: 'errorPage' });
});
