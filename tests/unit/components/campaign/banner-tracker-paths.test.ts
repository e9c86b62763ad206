import { BANNER_PATHS } from '@/components/campaign/banner-tracker';
import { endpoints } from '@/lib/api/endpoints';

// The tracker keeps its two paths as literals (its first-visit chunk must not carry the whole endpoint list): they
// must still be the API's.
test("the banner tracker's paths are the API's banner endpoints", () => {
  expect(BANNER_PATHS).toEqual({ click: endpoints.bannerActionClick, impression: endpoints.bannerActionStore });
});
