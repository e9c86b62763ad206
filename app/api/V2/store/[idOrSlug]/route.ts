import { handle } from '@/lib/server/http/respond';
import { getStore } from '@/lib/server/services/catalogue';
import { idOrSlugOr404, orNotFound, publicOk } from '../../_support/catalogue-route';

export const GET = handle<{ params: Promise<{ idOrSlug: string }> }>(async (_request, { params }) => {
  const store = orNotFound(await getStore(idOrSlugOr404((await params).idOrSlug, 'Store')), 'Store');
  return publicOk({ store });
});
