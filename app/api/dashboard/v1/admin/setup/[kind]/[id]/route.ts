import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { SETUP } from '@/lib/server/services/shop-setup';
import { setupId, setupKind, type RowContext } from '../../_kind';

// PATCH admin/setup/{kind}/{id} {…the whole form again} → data {row}: the row as edited (a slug another row has: 409;
// a code that names a coupon, voucher or method in orders: 400 by the field).
// DELETE admin/setup/{kind}/{id} → data {id}: only when nothing uses it (else 409 saying what does: hide it instead).
export const dynamic = 'force-dynamic';

export const PATCH = staffWrite<RowContext>('catalogue.manage', async (request, _staff, { params }) => {
  const path = await params;
  const { schema, service } = SETUP[setupKind(path.kind)];
  const id = setupId(path.id);
  const values = parseOrThrow(schema, await jsonBody(request));
  return ok({ row: await service.update(id, values) }, undefined, { cache: 'private' });
});

export const DELETE = staffWrite<RowContext>('catalogue.manage', async (_request, _staff, { params }) => {
  const path = await params;
  const { service } = SETUP[setupKind(path.kind)];
  return ok(await service.remove(setupId(path.id)), undefined, { cache: 'private' });
});
