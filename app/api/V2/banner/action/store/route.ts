import { handle, jsonBody, ok, parseOrThrow } from '@/lib/server/http/respond';
import { recordBannerAction } from '@/lib/server/services/campaigns/banner-stats';
import { bannerActionSchema } from '@/lib/validation/campaigns';
import { afterResponse } from '../../../_support/after-response';

// POST banner/action/store {bannerId} → 202: a sampled impression (the browser sends one in IMPRESSION_SAMPLE_RATE,
// lib/domain/banner-stats.ts), counted after the response as that many. No cookie, IP or user is read or kept.
export const dynamic = 'force-dynamic';

export const POST = handle(async (request) => {
  const { bannerId } = parseOrThrow(bannerActionSchema, await jsonBody(request));
  await afterResponse('counting a banner impression', async () => {
    await recordBannerAction(bannerId, 'impression');
  });
  return ok({ accepted: true }, undefined, { status: 202, headers: { 'Cache-Control': 'no-store' } });
});
