import { expect, test, type Page } from '@playwright/test';

// The home page's hero banners and a store's banner, on a phone and on a wide screen. The hero once was a row that
// scrolled sideways with no controls: a mouse reached only the first of its four banners, and the words drawn into the
// art were about 6 px high on a phone. A store's banner was the store's name drawn into art cropped to a strip.

type Banner = { title: string; subtitle: string; link: string };

async function heroBanners(page: Page): Promise<Banner[]> {
  const response = await page.request.get('/api/V2/home-page');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { data: { banners: Banner[] } } }).data.data.banners;
}

const fontSize = (element: import('@playwright/test').Locator) =>
  element.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));

for (const { width, height } of [
  { width: 360, height: 800 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height }, isMobile: width < 1024, hasTouch: width < 1024 });

    test('every hero banner is reached with the arrows and the dots, says its words as readable text, and opens its page', async ({ page }) => {
      const banners = await heroBanners(page);
      expect(banners).toHaveLength(4);
      await page.goto('/');
      const hero = page.getByRole('region', { name: 'Featured' });
      const slides = hero.getByRole('group');
      await expect(slides).toHaveCount(4);
      const link = (i: number) => slides.nth(i).getByRole('link');

      // "Next" walks through all four, one at a time, and wraps around to the first.
      await expect(link(0)).toBeInViewport({ ratio: 0.9 });
      for (let i = 1; i < 4; i++) {
        await hero.getByRole('button', { name: 'Next banner' }).click();
        await expect(link(i)).toBeInViewport({ ratio: 0.9 });
        await expect(link(i - 1)).not.toBeInViewport({ ratio: 0.2 });
        await expect(hero.getByRole('button', { name: `Show banner ${i + 1} of 4` })).toHaveAttribute('aria-current', 'true');
      }
      await hero.getByRole('button', { name: 'Next banner' }).click();
      await expect(link(0)).toBeInViewport({ ratio: 0.9 });
      await hero.getByRole('button', { name: 'Previous banner' }).click();
      await expect(link(3)).toBeInViewport({ ratio: 0.9 });

      // Each dot shows its banner, whose title and subtitle are text at a readable size, and its link works.
      for (const [i, banner] of banners.entries()) {
        await hero.getByRole('button', { name: `Show banner ${i + 1} of 4` }).click();
        await expect(link(i)).toBeInViewport({ ratio: 0.9 });
        const title = link(i).getByText(banner.title, { exact: true });
        const subtitle = link(i).getByText(banner.subtitle, { exact: true });
        await expect(title).toBeInViewport();
        await expect(subtitle).toBeInViewport();
        expect(await fontSize(title)).toBeGreaterThanOrEqual(18);
        expect(await fontSize(subtitle)).toBeGreaterThanOrEqual(14);

        await link(i).click();
        await expect(page).toHaveURL(new RegExp(`${banner.link.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await page.goBack();
      }
    });

    test('a store page shows the whole logo above its banner and a banner with no words to crop', async ({ page }) => {
      await page.goto('/store/upahar-ghar-bakery');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Upahar Ghar Bakery');
      const logo = page.getByRole('img', { name: 'Upahar Ghar Bakery logo' });
      await expect(logo).toBeVisible();
      const box = await logo.boundingBox();
      expect(box).not.toBeNull();
      // The logo overlaps the banner's foot: at its top corners and centre it is the logo that shows, not the banner.
      const inset = 8;
      for (const [x, y] of [
        [box!.x + inset, box!.y + inset],
        [box!.x + box!.width - inset, box!.y + inset],
        [box!.x + box!.width / 2, box!.y + box!.height / 2],
      ]) {
        const shown = await page.evaluate(([px, py]) => {
          const el = document.elementFromPoint(px!, py!);
          return el instanceof HTMLImageElement ? el.alt : el?.tagName ?? null;
        }, [x, y]);
        expect(shown).toBe('Upahar Ghar Bakery logo');
      }

      // The banner is cropped to its box (it is wider than tall on every screen); so it must carry no words.
      const banner = page.locator('section img[alt=""]').first();
      // The page shows a WebP copy of the art where it can (`…/x.w828.webp` of `…/x.svg`): read the SVG it was drawn from.
      const src = (await banner.getAttribute('src'))!.replace(/\.w\d+\.webp$/, '.svg');
      const art = await (await page.request.get(src)).text();
      expect(art).toContain('<svg');
      expect(art).not.toContain('<text');
    });
  });
}
