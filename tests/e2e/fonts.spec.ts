import { expect, test, type Page } from '@playwright/test';
import { cardLink, productCards } from './support';

// The test machine has no Devanagari system font, like many phones and desktops: before the shop shipped its own,
// every 'रू' was drawn as two empty boxes. These tests ask the browser which font actually drew the sign.

/** Marks the innermost element whose own text holds 'रू' inside `selector` and returns its marker. */
async function markRupee(page: Page, selector: string): Promise<string> {
  const marker = await page.locator(selector).first().evaluate((root) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent?.includes('रू') && node.parentElement) {
        node.parentElement.setAttribute('data-e2e-rupee', '');
        return '[data-e2e-rupee]';
      }
    }
    return null;
  });
  expect(marker, `no 'रू' in ${selector}`).not.toBeNull();
  return marker!;
}

/** The fonts Chromium used to draw the text of the element (DevTools protocol: CSS.getPlatformFontsForNode). */
async function platformFonts(page: Page, selector: string): Promise<Array<{ familyName: string; isCustomFont: boolean; glyphCount: number }>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts;
}

test('a product price draws रू with the shop’s own Devanagari font, loaded from the shop', async ({ page }) => {
  await page.goto('/category/cakes');
  await page.goto((await cardLink(productCards(page).first()).getAttribute('href'))!);
  const price = page.getByTestId('product-price').first();
  await expect(price).toContainText('रू');

  // The price's font stack starts with a web font of the page whose unicode-range is रू's characters, and it loaded.
  const face = await price.evaluate(async (el) => {
    await document.fonts.ready;
    const first = getComputedStyle(el).fontFamily.split(',')[0]!.trim().replace(/^["']|["']$/g, '');
    const faces = [...document.fonts].filter((f) => f.family.replace(/^["']|["']$/g, '') === first);
    return {
      first,
      loaded: faces.some((f) => f.status === 'loaded'),
      ranges: faces.map((f) => f.unicodeRange.toUpperCase()),
      check: document.fonts.check(`16px "${first}"`, 'रू'),
    };
  });
  expect(face.loaded).toBe(true);
  expect(face.check).toBe(true);
  expect(face.ranges.join(' ')).toMatch(/U\+930\b.*U\+942\b/);

  // And that face is what drew the sign: Chromium names the font it rendered the text with.
  const fonts = await platformFonts(page, await markRupee(page, '[data-testid="product-price"]'));
  expect(fonts).toContainEqual(expect.objectContaining({ familyName: 'Noto Sans Devanagari', isCustomFont: true }));
  // No other Devanagari font of the device was needed (there is none here: it would be a box).
  expect(fonts.filter((f) => !f.isCustomFont).every((f) => !/devanagari/i.test(f.familyName))).toBe(true);
});

test('headings use the brand’s typeface from the shop, not whatever serif the device has', async ({ page }) => {
  await page.goto('/category/cakes');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  await heading.evaluate(() => document.fonts.ready);
  await heading.evaluate((el) => el.setAttribute('data-e2e-heading', ''));
  const fonts = await platformFonts(page, '[data-e2e-heading]');
  expect(fonts).toEqual([expect.objectContaining({ familyName: 'Fraunces', isCustomFont: true })]);
});

test('the font files come from the shop itself and are small', async ({ page }) => {
  const fontResponses: Array<{ url: string; bytes: number }> = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'font') fontResponses.push({ url: response.url(), bytes: (await response.body()).length });
  });
  await page.goto('/category/cakes');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fontResponses.length).toBe(2);
  const origin = new URL(page.url()).origin;
  for (const font of fontResponses) {
    expect(font.url.startsWith(`${origin}/_next/static/media/`)).toBe(true);
    expect(font.bytes).toBeLessThan(16_000);
  }
});
