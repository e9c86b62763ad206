import { jsonBody, ok, parseOrThrow, queryObject } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { SETUP } from '@/lib/server/services/shop-setup';
import { setupListQuerySchema } from '@/lib/validation/shop-setup';
import { setupKind, type KindContext } from '../_kind';

// GET admin/setup/{kind}?after=&q= → data {rows, next}: the kind's rows (categories, brands, stores, occasions,
// automobiles, places, methods, slots: all of them, bounded; coupons and vouchers: 50 newest at a time after `after`,
// `q` a code prefix). POST admin/setup/{kind} {…its form} → 201 data {row}: a new one (slug or code taken: 409).
// Amounts are typed in rupees and kept in paisa; times are Kathmandu. Permission: catalogue.manage.
export const dynamic = 'force-dynamic';

export const GET = staffRead<KindContext>('catalogue.manage', async (request, _staff, { params }) => {
  const { service } = SETUP[setupKind((await params).kind)];
  const query = parseOrThrow(setupListQuerySchema, queryObject(request));
  return ok(await service.list(query), undefined, { cache: 'private' });
});

export const POST = staffWrite<KindContext>('catalogue.manage', async (request, _staff, { params }) => {
  const { schema, service } = SETUP[setupKind((await params).kind)];
  const values = parseOrThrow(schema, await jsonBody(request));
  return ok({ row: await service.create(values) }, undefined, { status: 201, cache: 'private' });
});
