import { GET } from '@/app/api/V2/header-footer/route';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

useTestDatabase();

test('GET header-footer answers header and footer with the field names the client reads', async () => {
  const { status, body, headers } = await callRoute(GET, { url: '/api/V2/header-footer' });
  expect(status).toBe(200);
  expect(headers.get('cache-control')).toContain('max-age=43200');

  const { header, footer } = body.data;
  expect(header.categories.items.length).toBeGreaterThan(0);
  for (const item of header.categories.items) {
    expect(item).toEqual(
      expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), name: expect.any(String), imageFileName: expect.any(String) }),
    );
  }
  // Sub-categories sit under their parent, not beside it.
  const childSlugs = header.categories.items.flatMap((c: { children: { slug: string }[] }) => c.children.map((ch) => ch.slug));
  const topSlugs = header.categories.items.map((c: { slug: string }) => c.slug);
  expect(childSlugs.length).toBeGreaterThan(0);
  expect(childSlugs.filter((slug: string) => topSlugs.includes(slug))).toEqual([]);

  for (const key of ['about', 'bazaar', 'fun'] as const) {
    const menu = header.topMenu[key];
    expect(menu.title).toEqual(expect.any(String));
    expect(menu.items.length).toBeGreaterThan(0);
    for (const item of menu.items) expect(item).toEqual({ title: expect.any(String), url: expect.stringMatching(/^\//) });
  }
  expect(header.topMenu.about.items.map((i: { url: string }) => i.url)).toContain('/aboutus');

  expect(footer.phones.length).toBeGreaterThan(0);
  for (const phone of footer.phones) expect(Object.keys(phone).sort()).toEqual(['platform', 'type', 'value']);
  expect(footer.phones.map((p: { platform: string | null }) => p.platform)).toEqual(expect.arrayContaining(['viber', 'whatsapp']));
  expect(footer.locations[0]).toEqual({ location: expect.any(String) });
  expect(footer.socialMedia.map((s: { name: string }) => s.name)).toEqual(
    expect.arrayContaining(['facebook', 'twitter', 'linkedin', 'instagram', 'youtube']),
  );
  expect(footer.navLinks.length).toBeGreaterThan(0);
  expect(footer.navLinks[0]).toEqual({ title: expect.any(String), items: expect.arrayContaining([{ title: expect.any(String), link: expect.any(String) }]) });
  expect(footer.newsletter).toEqual({ placeholder: expect.any(String), buttonText: expect.any(String) });
  expect(footer.appHeader).toEqual(expect.any(String));
  expect(footer.appstore).toMatch(/^https?:\/\//);
  expect(footer.playstore).toMatch(/^https?:\/\//);
});

test('the header links the campaign running now, and none when no campaign is running', async () => {
  const { campaigns } = await import('@/lib/server/db/schema');
  const { getDb } = await import('@/lib/server/db/client');
  const first = await callRoute(GET, { url: '/api/V2/header-footer' });
  expect(first.body.data.header.campaign).toEqual({ slug: expect.any(String), name: expect.any(String), icon: expect.any(String) });

  // Every campaign ended yesterday: the header has no campaign link.
  await getDb().update(campaigns).set({ endsAt: new Date(Date.now() - 24 * 3600 * 1000) });
  const second = await callRoute(GET, { url: '/api/V2/header-footer' });
  expect(second.body.data.header.campaign).toBeNull();
});
