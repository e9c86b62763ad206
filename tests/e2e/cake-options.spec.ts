import { expect, test } from '@playwright/test';
import { expectPriceChange, findConfigurableCake, priceText } from './support';

test('changing pound, flavour and eggless updates the cake price', async ({ page, request }) => {
  const { slug, name, cake } = await findConfigurableCake(request);
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect.poll(() => priceText(page)).not.toBe('');
  let price = await priceText(page);

  // Pound: one step up from the smallest weight.
  const pound = page.getByLabel(/pound|weight/i).first();
  await pound.selectOption(String(cake.minPound + cake.poundStep));
  price = await expectPriceChange(page, price);

  // Flavour: one whose surcharge differs from the current flavour's.
  const currentId = cake.defaults.flavorId ?? cake.flavours[0]!.id;
  const currentExtra = cake.flavours.find((f) => f.id === currentId)?.extraPerPound;
  const other = cake.flavours.find((f) => f.extraPerPound !== currentExtra)!;
  // Options read "Red Velvet (+रू 100/lb)": choose by value (the flavour id) rather than by the full label.
  await page.getByLabel(/flavou?r/i).first().selectOption(String(other.id));
  price = await expectPriceChange(page, price);

  // Eggless costs extra per pound.
  const eggless = page.getByRole('checkbox', { name: /eggless/i });
  await eggless.check();
  const egglessPrice = await expectPriceChange(page, price);
  await eggless.uncheck();
  await expect.poll(() => priceText(page)).toBe(price);
  expect(egglessPrice).not.toBe(price);
});
