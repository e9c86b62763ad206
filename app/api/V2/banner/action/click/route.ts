import { jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { write } from '@/lib/server/http/write';
import { recordBannerAction } from '@/lib/server/services/campaigns/banner-stats';
import { bannerActionSchema } from '@/lib/validation/campaigns';
import { afterResponse } from '../../../_support/after-response';

// POST banner/action/click {bannerId} → 202: the click is counted after the response (never delaying the visitor's
// navigation), into the banner's counter for the Kathmandu day. No cookie or user is read; the client address
// only feeds the per-address rate limit (429 past it, so a script cannot inflate the count), never the banner's count.
export const dynamic = 'force-dynamic';

export const POST = write({ account: { none: 'anonymous: no cookie or user is read, and past the per-address limit a click is only not counted' }, client: 'banner-click-ip' }, async (request) => {
  const { bannerId } = parseOrThrow(bannerActionSchema, await jsonBody(request));
  await afterResponse('counting a banner click', async () => {
    await recordBannerAction(bannerId, 'click');
  });
  return ok({ accepted: true }, undefined, { status: 202, cache: 'noStore' });
});
