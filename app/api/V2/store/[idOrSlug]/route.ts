import { handle } from '@/lib/server/http/respond';
import { getStore } from '@/lib/server/services/catalogue';
import { orNotFound, publicOk } from '../../_support/catalogue-route';
import { storeKey } from '../../_support/store-key';

export const GET = handle<{ params: Promise<{ idOrSlug: string }> }>(async (_request, { params }) => {
  const store = orNotFound(await getStore(storeKey((await params).idOrSlug)), 'Store');
  return publicOk({ store });
});
