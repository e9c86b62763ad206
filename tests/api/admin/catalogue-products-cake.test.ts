import { GET as accessoriesRoute } from '@/app/api/V2/accessories/route';
import { GET as calculatePrice } from '@/app/api/V2/calculate-product-price/route';
import { GET as productRoute } from '@/app/api/V2/product/[idOrSlug]/route';
import { GET as adminAccessories, POST as createAccessoryRoute } from '@/app/api/dashboard/v1/admin/catalogue/accessories/route';
import { PATCH as patchAccessoryRoute } from '@/app/api/dashboard/v1/admin/catalogue/accessories/[id]/route';
import type { CakeRulesView } from '@/lib/server/services/catalogue-admin';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';
import { configurableCake } from '../cart/fixtures';
import { Shopper } from '../cart/visitor';
import { giftProduct } from '../orders/support';
import { asStaff } from './kitchen-support';
import { auditEntries, getProduct, previewPrice, productOf, putCakeOptions, putCombos } from './catalogue-products-support';

// A cake's options and price rules in the back office (issue 25), the price preview, combos and add-ons. The preview
// must be the price the storefront charges: calculate-product-price and the cart are the reference.

useTestDatabase();

/** Rules as the editor sends them: amounts in rupees. */
const inRupees = (rules: CakeRulesView) => ({
  ...rules,
  pricePerExtraPound: rules.pricePerExtraPound / 100,
  egglessPerPound: rules.egglessPerPound === null ? null : rules.egglessPerPound / 100,
  tiers: rules.tiers.map((t) => ({ ...t, surcharge: t.surcharge / 100 })),
  heights: rules.heights.map((h) => ({ ...h, surchargePerPound: h.surchargePerPound / 100 })),
  flavours: rules.flavours.map((f) => ({ ...f, extraPerPound: f.extraPerPound / 100 })),
  icings: rules.icings.map((i) => ({ ...i, extraPerPound: i.extraPerPound / 100 })),
});

const storefrontPrice = (productId: number, query: string) => callRoute(calculatePrice, { url: `/api/V2/calculate-product-price?productId=${productId}&${query}` });

describe('cake options and the price preview', () => {
  it('previews unsaved rules; once saved, the storefront’s price, the cart and the preview agree for every choice tried', async () => {
    const manager = await newStaffMember('manager');
    const { product } = await configurableCake();
    const loaded = productOf(await getProduct(manager, product.id));
    const rules = inRupees(loaded.cake!);
    const edited = { ...rules, pricePerExtraPound: rules.pricePerExtraPound + 111, egglessPerPound: 75 };
    const pound = loaded.cake!.minPound + 1;
    const price = { price: loaded.price / 100, salePrice: loaded.salePrice === null ? null : loaded.salePrice / 100 };

    const before = await storefrontPrice(product.id, `pound=${pound}`);
    const draft = await previewPrice(manager, product.id, { ...price, rules: edited, selection: { pound } });
    expect(draft.status).toBe(200);
    // One pound more at रू 111 more per extra pound: रू 111 above today's storefront price, before anything is saved.
    expect(draft.body.data).toMatchObject({ ok: true, price: before.body.data.productPrice + 11_100 });
    expect((await storefrontPrice(product.id, `pound=${pound}`)).body.data.productPrice).toBe(before.body.data.productPrice);

    const saved = await putCakeOptions(manager, product.id, { version: loaded.version, rules: edited });
    expect(saved.status).toBe(200);
    expect(productOf(saved).cake).toMatchObject({ pricePerExtraPound: loaded.cake!.pricePerExtraPound + 11_100, egglessPerPound: 7_500 });
    expect(productOf(saved).version).toBe(loaded.version + 1);

    const flavour = loaded.cake!.flavours.at(-1)!.flavourId;
    for (const selection of [{ pound }, { pound, eggless: true }, { pound: loaded.cake!.minPound, flavorId: flavour }, { pound: pound + 1, eggless: true, flavorId: flavour }]) {
      const query = Object.entries(selection).map(([k, v]) => `${k}=${v}`).join('&');
      const shop = await storefrontPrice(product.id, query);
      const preview = await previewPrice(manager, product.id, { ...price, rules: edited, selection });
      expect({ selection, price: preview.body.data.price }).toEqual({ selection, price: shop.body.data.productPrice });
      const shopper = new Shopper();
      const added = await shopper.add({ productId: product.id, options: selection });
      expect({ selection, cart: added.body.data.cartItems[0].sellingPrice }).toEqual({ selection, cart: shop.body.data.productPrice });
    }
    const [entry] = await auditEntries(product.id, 'product.cake-options');
    expect(entry!.after).toMatchObject({ pricePerExtraPound: loaded.cake!.pricePerExtraPound + 11_100 });
  });

  it('the preview names a choice the rules refuse; bad rules are 400 by field; only cakes have options (422); a stale save 409', async () => {
    const editor = await newStaffMember('editor');
    const { product } = await configurableCake();
    const loaded = productOf(await getProduct(editor, product.id));
    const rules = inRupees(loaded.cake!);
    const price = { price: loaded.price / 100 };
    const tooSmall = await previewPrice(editor, product.id, { ...price, rules, selection: { pound: loaded.cake!.minPound - 0.5 } });
    expect(tooSmall.body.data).toMatchObject({ ok: false, field: 'pound' });
    const noEggless = await previewPrice(editor, product.id, { ...price, rules: { ...rules, egglessPerPound: null }, selection: { pound: loaded.cake!.minPound, eggless: true } });
    expect(noEggless.body.data).toEqual({ ok: false, field: 'eggless', message: 'This cake cannot be made eggless.' });

    for (const [bad, field] of [
      [{ ...rules, maxPound: rules.minPound - 0.5 }, 'rules.maxPound'],
      [{ ...rules, minPound: 0.3 }, 'rules.minPound'],
      [{ ...rules, pricePerExtraPound: -1 }, 'rules.pricePerExtraPound'],
      [{ ...rules, tiers: [{ tiers: 2, minPound: 2, surcharge: 100 }, { tiers: 2, minPound: 3, surcharge: 100 }] }, 'rules.tiers'],
    ] as const) {
      const res = await putCakeOptions(editor, product.id, { version: loaded.version, rules: bad });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    const gift = await giftProduct(0);
    const giftVersion = productOf(await getProduct(editor, gift.id)).version;
    const notCake = await putCakeOptions(editor, gift.id, { version: giftVersion, rules });
    expect(notCake.status).toBe(422);

    expect((await putCakeOptions(editor, product.id, { version: loaded.version, rules })).status).toBe(200);
    const stale = await putCakeOptions(editor, product.id, { version: loaded.version, rules: { ...rules, pricePerExtraPound: 1 } });
    expect(stale.status).toBe(409);
    expect(productOf(await getProduct(editor, product.id)).cake!.pricePerExtraPound).toBe(loaded.cake!.pricePerExtraPound);
  });

  it('removing the options sells the cake as it is: the cart takes it at its price with no choices', async () => {
    const editor = await newStaffMember('editor');
    const { product } = await configurableCake();
    const loaded = productOf(await getProduct(editor, product.id));
    const res = await putCakeOptions(editor, product.id, { version: loaded.version, rules: null });
    expect(res.status).toBe(200);
    expect(productOf(res).cake).toBeNull();
    expect((await storefrontPrice(product.id, 'pound=1')).status).toBe(404);
    const added = await new Shopper().add({ productId: product.id });
    expect(added.body.data.cartItems[0].sellingPrice).toBe(loaded.salePrice ?? loaded.price);
  });
});

describe('combos (PUT …/combos)', () => {
  it('adds, reorders and removes the products offered with one, as its page shows them', async () => {
    const editor = await newStaffMember('editor');
    const main = await giftProduct(8);
    const [a, b] = [await giftProduct(9), await giftProduct(10)];
    let version = productOf(await getProduct(editor, main.id)).version;
    const page = async () => (await callRoute(productRoute, { url: `/api/V2/product/${main.slug}`, params: { idOrSlug: main.slug } })).body.data.product;

    let res = await putCombos(editor, main.id, { version, combos: [{ productId: a.id, comboPrice: 999 }, { productId: b.id, comboPrice: 1499.5 }] });
    expect(res.status).toBe(200);
    version = productOf(res).version;
    expect((await page()).combos.map((c: { product: { id: number }; comboPrice: number }) => [c.product.id, c.comboPrice])).toEqual([[a.id, 99_900], [b.id, 149_950]]);

    res = await putCombos(editor, main.id, { version, combos: [{ productId: b.id, comboPrice: 1499.5 }, { productId: a.id, comboPrice: 999 }] });
    version = productOf(res).version;
    expect((await page()).combos.map((c: { product: { id: number } }) => c.product.id)).toEqual([b.id, a.id]);

    res = await putCombos(editor, main.id, { version, combos: [{ productId: a.id, comboPrice: 999 }] });
    expect((await page()).combos.map((c: { product: { id: number } }) => c.product.id)).toEqual([a.id]);

    const self = await putCombos(editor, main.id, { version: productOf(res).version, combos: [{ productId: main.id, comboPrice: 5 }] });
    expect(self.status).toBe(400);
    const twice = await putCombos(editor, main.id, { version: productOf(res).version, combos: [{ productId: a.id, comboPrice: 5 }, { productId: a.id, comboPrice: 6 }] });
    expect(twice.body.error.fields).toHaveProperty('combos');
    expect((await putCombos(editor, main.id, { version, combos: [] })).status).toBe(409);
  });
});

describe('add-ons (admin/catalogue/accessories)', () => {
  const path = '/api/dashboard/v1/admin/catalogue/accessories';
  it('creates one, edits its price (rupees) and retires it; the shop’s add-on list follows; a stale edit is 409', async () => {
    const editor = await newStaffMember('editor');
    const created = await asStaff(createAccessoryRoute, path, editor, { method: 'POST', body: { name: 'Gold Number Candle', slug: `gold-number-candle-${Date.now()}`, kind: 'candle', price: 149.5 } });
    expect(created.status).toBe(201);
    const accessory = created.body.data.accessory;
    expect(accessory).toMatchObject({ price: 14_950, isActive: true, version: 1 });
    const listed = async () => (await callRoute(accessoriesRoute, { url: '/api/V2/accessories' })).body.data.accessories.find((x: { id: number }) => x.id === accessory.id);
    expect(await listed()).toMatchObject({ price: 14_950 });

    const patch = (body: unknown) => asStaff(patchAccessoryRoute, `${path}/${accessory.id}`, editor, { method: 'PATCH', body, params: { id: String(accessory.id) } });
    expect((await patch({ price: 175, version: 1 })).body.data.accessory).toMatchObject({ price: 17_500, version: 2 });
    expect(await listed()).toMatchObject({ price: 17_500 });
    expect((await patch({ price: 1, version: 1 })).status).toBe(409);
    expect((await patch({ isActive: false, version: 2 })).status).toBe(200);
    expect(await listed()).toBeUndefined();
    expect((await patch({ kind: 'spoon', version: 3 })).body.error.fields).toHaveProperty('kind');
    const all = await asStaff(adminAccessories, path, editor);
    expect(all.body.data.accessories.find((x: { id: number }) => x.id === accessory.id)).toMatchObject({ isActive: false });
    expect((await asStaff(adminAccessories, path, await newStaffMember('kitchen'))).status).toBe(403);
  });
});
