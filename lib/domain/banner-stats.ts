/**
 * Banner impressions and clicks (SPEC §7 banner/action/store and banner/action/click). Impressions are many, so the
 * browser reports one in IMPRESSION_SAMPLE_RATE of them and the server counts each report as that many; clicks are
 * few and all counted. Nothing about the visitor is sent or kept: a banner id in, a per-banner per-day count out.
 */
export const IMPRESSION_SAMPLE_RATE = 10;

/** Whether this impression is one of the sampled ones (`random` in [0, 1), Math.random() in the browser). */
export function isSampledImpression(random: number): boolean {
  return random < 1 / IMPRESSION_SAMPLE_RATE;
}
