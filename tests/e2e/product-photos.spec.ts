import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseCsv } from '@/lib/domain/csv-parse';
import { budget } from './budget';
import { productCards, seriousA11yViolations, solidPng } from './support';
import { logInAsDemoStaff } from './staff-login';

// Issue 25, real photos and bulk prices. The demo manager adds two photos to a cake (one dropped on the drop zone, one
// chosen with the file field, the keyboard's way); the shop's product page shows both in that order and the cake's
// card in its category shows the first. Then a CSV import with one bad row: the dry run names the row, the import is
// refused whole, and no price changes. axe on both back-office pages.

/** The image id in a /media/images/<id>/<width>.<ext> URL. */
const imageId = (src: string | null): string => /\/media\/images\/([0-9a-f-]{36})\//.exec(src ?? '')?.[1] ?? '';

async function dropFile(page: Page, zone: Locator, name: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ data, fileName }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], fileName, { type: 'image/png' }));
      return transfer;
    },
    { data: [...bytes], fileName: name },
  );
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

test('a manager uploads two photos to a cake; its page shows them in that order and its card the first', async ({ page, request }) => {
  test.setTimeout(budget(240_000));
  // A cake from the end of the Cakes page (other journeys take the first ones), with its card on that page, and no
  // photos yet (the new-cake journey may be adding one with photos at this moment).
  await page.goto('/category/cakes');
  const cards = await productCards(page).evaluateAll((all) =>
    all.map((card) => ({ name: card.querySelector('a')?.innerText.trim() ?? '', href: card.querySelector('a')?.getAttribute('href') ?? '' })),
  );
  await logInAsDemoStaff(page, 'manager', '/admin/catalogue');
  let chosen: { id: number; name: string; slug: string } | null = null;
  for (const card of cards.reverse()) {
    const slug = card.href.split('/').pop()!;
    const detail = await request.get(`/api/V2/product/${slug}`);
    expect(detail.ok()).toBe(true);
    const { id } = ((await detail.json()) as { data: { product: { id: number } } }).data.product;
    const admin = await page.request.get(`/api/dashboard/v1/admin/catalogue/products/${id}`);
    if (((await admin.json()) as { data: { product: { imageCount: number } } }).data.product.imageCount === 0) {
      chosen = { id, name: card.name, slug };
      break;
    }
  }
  if (!chosen) throw new Error('every cake on the Cakes page has photos');
  const { id, name, slug } = chosen;

  await page.goto(`/admin/catalogue/products/${id}/photos`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Photos of ${name}`);
  const rows = page.getByTestId('photo-row');
  const existing = await rows.count();
  expect(existing, 'this cake starts without photos').toBe(0);

  await dropFile(page, page.getByTestId('photo-drop-zone'), 'red-velvet-top.png', solidPng(900, 700, [190, 30, 45]));
  await expect(rows).toHaveCount(1, { timeout: budget(60_000) });
  await page.getByLabel('Photo files').setInputFiles({ name: 'red-velvet-slice.png', mimeType: 'image/png', buffer: solidPng(700, 700, [240, 200, 170]) });
  await expect(rows).toHaveCount(2, { timeout: budget(60_000) });
  await page.getByLabel('Description of photo 1').fill(`${name}, seen from above`);
  await rows.first().getByRole('button', { name: 'Save' }).click();
  await expect(rows.first().getByRole('button', { name: 'Save' })).toBeDisabled();
  expect(await seriousA11yViolations(page), 'the photos page').toEqual([]);
  const ids = (await rows.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).map(imageId);
  expect(ids.every(Boolean)).toBe(true);

  // The product page: the first photo is the main picture (an AVIF/WebP/JPEG <picture>), the thumbnails in order.
  await expect(async () => {
    await page.goto(`/product/${slug}`);
    const main = page.getByRole('img', { name: `${name}, seen from above` });
    await expect(main).toBeVisible();
    expect(imageId(await main.getAttribute('src'))).toBe(ids[0]);
    const thumbs = page.getByRole('list', { name: 'Product images' }).locator('img');
    expect((await thumbs.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')))).map(imageId)).toEqual(ids);
  }).toPass({ timeout: budget(20_000) });
  const format = await page.getByRole('img', { name: `${name}, seen from above` }).evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(format, 'the browser picked one of our encoded files').toMatch(/\/media\/images\/[0-9a-f-]{36}\/\d+\.(avif|webp|jpg)$/);

  // Its card in the category shows the first photo.
  await page.goto('/category/cakes');
  const card = productCards(page).filter({ has: page.getByRole('link', { name, exact: true }) });
  expect(imageId(await card.locator('img').first().getAttribute('src'))).toBe(ids[0]);

  // Put the cake back as it was: its generated picture returns once it has no photos.
  await page.goto(`/admin/catalogue/products/${id}/photos`);
  page.on('dialog', (dialog) => void dialog.accept());
  for (let left = 2; left > 0; left -= 1) {
    await page.getByRole('button', { name: 'Remove photo 1' }).click();
    await expect(rows).toHaveCount(left - 1);
  }
});

test('a CSV import with one bad row changes nothing and names the row', async ({ page, request }) => {
  test.setTimeout(budget(120_000));
  await logInAsDemoStaff(page, 'manager', '/admin/catalogue/import');
  expect(await seriousA11yViolations(page), 'the import page').toEqual([]);

  // Three products from the export, as a spreadsheet would have them.
  const exported = await page.request.get('/api/dashboard/v1/admin/catalogue/export');
  expect(exported.ok()).toBe(true);
  const parsed = parseCsv(await exported.text());
  if ('error' in parsed) throw new Error(parsed.error.message);
  const [header, ...records] = parsed.records;
  const at = (column: string) => header!.cells.indexOf(column);
  const [a, b, c] = records.filter((r) => r.cells[at('visible')] === 'yes').slice(0, 3).map((r) => ({ id: r.cells[at('id')]!, slug: r.cells[at('slug')]!, price: r.cells[at('price')]! }));
  const priceOf = async (slug: string) => ((await (await request.get(`/api/V2/product/${slug}`)).json()) as { data: { product: { price: number } } }).data.product.price;
  const before = [await priceOf(a!.slug), await priceOf(b!.slug), await priceOf(c!.slug)];
  const csv = ['id,price', `${a!.id},${Number(a!.price.split('.')[0]) + 100}`, `${b!.id},"12,50"`, `${c!.id},${Number(c!.price.split('.')[0]) + 100}`].join('\r\n');

  await page.getByLabel('CSV file').setInputFiles({ name: 'new-prices.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check file (dry run)' }).click();
  const errors = page.getByRole('table', { name: /Each bad row/ });
  await expect(errors).toBeVisible({ timeout: budget(20_000) });
  await expect(errors.getByRole('row')).toHaveCount(2); // the header and row 3
  await expect(errors.getByRole('rowheader')).toHaveText(['3']);
  await expect(errors).toContainText('“12,50” is not an amount in rupees');
  await expect(page.getByText(/1 error in 3 rows\. Nothing can be applied/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
  expect(await seriousA11yViolations(page), 'the import page with its dry run').toEqual([]);

  // Sent for applying anyway (as a stale page could), the server refuses the whole file and names the row.
  const applied = await page.evaluate(async (text) => {
    const response = await fetch('/api/dashboard/v1/admin/catalogue/import', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ csv: text, apply: true }) });
    return { status: response.status, body: (await response.json()) as { error: { message: string; fields: Record<string, string> } } };
  }, csv);
  expect(applied.status).toBe(400);
  expect(applied.body.error.message).toBe('Nothing was changed: row 3 has an error.');
  expect(Object.keys(applied.body.error.fields)).toContain('row 3');
  expect([await priceOf(a!.slug), await priceOf(b!.slug), await priceOf(c!.slug)]).toEqual(before);
});
