import { notFound } from '@/lib/server/http/errors';
import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { SETUP } from '@/lib/server/services/shop-setup';
import { visibilitySchema } from '@/lib/validation/shop-setup';
import { setupId, setupKind, type RowContext } from '../../../_kind';

// POST admin/setup/{kind}/{id}/visibility {visible} → data {row}: shown to shoppers or hidden (categories, delivery
// places, methods, slots, coupons). Hiding what is hidden changes nothing. Kinds without it (brands…): 404.
export const dynamic = 'force-dynamic';

export const POST = staffWrite<RowContext>('catalogue.manage', async (request, _staff, { params }) => {
  const path = await params;
  const { service } = SETUP[setupKind(path.kind)];
  if (!service.setVisible) throw notFound('Hide and show for this list');
  const id = setupId(path.id);
  const { visible } = parseOrThrow(visibilitySchema, await jsonBody(request));
  return ok({ row: await service.setVisible(id, visible) }, undefined, { cache: 'private' });
});
