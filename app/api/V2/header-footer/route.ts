import { handle, ok } from '@/lib/server/http/respond';
import { getHeaderFooter } from '@/lib/server/services/content/header-footer';

// SPEC §7/§9: the client reads data.header and data.footer and may keep them 12 hours.
export const GET = handle(async () => {
  const { header, footer } = await getHeaderFooter();
  return ok(
    { header, footer },
    undefined,
    { cache: 'layout' },
  );
});
