import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { recordBannerAction } from '@/lib/server/services/campaigns/banner-stats';
import { bannerActionSchema } from '@/lib/validation/campaigns';
import { afterResponse } from '../../../_support/after-response';

// POST banner/action/click {bannerId} → 202: the click is counted after the response (never delaying the visitor's
// navigation), into the banner's counter for the Kathmandu day. No cookie, IP or user is read or kept.
export const dynamic = 'force-dynamic';

export const POST = handle(async (request) => {
  const { bannerId } = parseOrThrow(bannerActionSchema, await jsonBody(request));
  await afterResponse('counting a banner click', async () => {
    await recordBannerAction(bannerId, 'click');
  });
  return ok({ accepted: true }, undefined, { status: 202, headers: { 'Cache-Control': 'no-store' } });
});
