import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffRead, staffWrite } from '@/lib/server/http/staff-route';
import { createAccessory, listAdminAccessories } from '@/lib/server/services/catalogue-admin';
import { accessoryCreateSchema } from '@/lib/validation/catalogue-admin';

// GET admin/catalogue/accessories → data.accessories (every add-on, retired ones too). POST {name, slug, kind, price
// (rupees), stock, position, isActive} → 201 data.accessory.
export const dynamic = 'force-dynamic';

export const GET = staffRead('catalogue.manage', async () => ok({ accessories: await listAdminAccessories() }, undefined, { cache: 'private' }));

export const POST = staffWrite('catalogue.manage', async (request) => {
  const input = parseOrThrow(accessoryCreateSchema, await jsonBody(request));
  return ok({ accessory: await createAccessory(input) }, undefined, { status: 201, cache: 'private' });
});
