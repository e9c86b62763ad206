import { handle, parseOrThrow } from '@/lib/server/http/respond';
import { getQuickInfo } from '@/lib/server/services/catalogue';
import { idPathSchema } from '@/lib/validation/catalogue';
import { orNotFound, publicOk } from '../../../_support/catalogue-route';

/** The quick-view popup of a product card. */
export const GET = handle<{ params: Promise<{ id: string }> }>(async (_request, { params }) => {
  const { id } = parseOrThrow(idPathSchema, await params);
  return publicOk({ product: orNotFound(await getQuickInfo(id), 'Product') });
});
