import { assertSameOrigin, optionalAuth } from '@/lib/server/auth/request-auth';
import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { applyToSell, getShopPage } from '@/lib/server/services/pages';
import { sellerApplicationSchema } from '@/lib/validation/pages';
import { deliverNotificationsAfterResponse } from '../_support/notify';

export const dynamic = 'force-dynamic';

/** GET sell-at-ug → data.page (SPEC §3 Page.sellAtUGPage): why and how to sell on Upahar Ghar. */
export const GET = handle(async () => ok({ page: await getShopPage('sell') }, undefined, { cache: 'content' }));

/**
 * POST sell-at-ug {businessName, ownerName, phone, email, pan, location, categories[]}: the /be-a-seller application,
 * acknowledged by mail. One per PAN: a second is a kind 409 saying the first is on its way.
 */
export const POST = write({ account: 'seller-user', client: 'seller-ip' }, async (request) => {
  const auth = await optionalAuth(request);
  if (!auth) assertSameOrigin(request);
  const input = parseOrThrow(sellerApplicationSchema, await jsonBody(request));
  const { id, reviewDays } = await applyToSell(input, auth?.user.id ?? null);
  await deliverNotificationsAfterResponse();
  return ok({ id, message: `Thank you. Our seller team will call you within ${reviewDays} working days.` }, undefined, { status: 201 });
});
