import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { staffWrite } from '@/lib/server/http/staff-route';
import { updateAccessory } from '@/lib/server/services/catalogue-admin';
import { accessoryUpdateSchema } from '@/lib/validation/catalogue-admin';
import { idFrom, type IdContext } from '../../_params';

// PATCH admin/catalogue/accessories/{id} {version, …changed fields} → data.accessory; 409 stale_version.
export const dynamic = 'force-dynamic';

export const PATCH = staffWrite<IdContext>('catalogue.manage', async (request, _staff, context) => {
  const id = await idFrom(context, 'Add-on');
  const input = parseOrThrow(accessoryUpdateSchema, await jsonBody(request));
  return ok({ accessory: await updateAccessory(id, input) }, undefined, { cache: 'private' });
});
