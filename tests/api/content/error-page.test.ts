import { GET } from '@/app/api/V2/error-page/route';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

const { db } = useTestDatabase();

test('GET error-page answers the banner and link tiles under data.data', async () => {
  const { status, body } = await callRoute(GET, { url: '/api/V2/error-page' });
  expect(status).toBe(200);
  const page = body.data.data;
  expect(page.banner).toEqual({ backgroundImage: expect.any(String), title: expect.any(String), subtitle: expect.any(String) });
  expect(page.links.length).toBeGreaterThanOrEqual(4);
  for (const link of page.links) expect(link).toEqual({ url: expect.stringMatching(/^\//), image: expect.any(String), title: expect.any(String) });
});

test('without a banner setting the banner is null (the page then shows its plain 404 text)', async () => {
  const { siteSettings } = await import('@/lib/server/db/schema');
  const { eq } = await import('drizzle-orm');
  await db().delete(siteSettings).where(eq(siteSettings.key, 'error-page'));
  const { body } = await callRoute(GET, { url: '/api/V2/error-page' });
  expect(body.data.data.banner).toBeNull();
  expect(body.data.data.links.length).toBeGreaterThan(0);
});
