import 'server-only';
import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { campaignPrice } from '@/lib/domain/campaign-price';
import { instantToKathmanduInput, kathmanduInputToInstant } from '@/lib/domain/kathmandu-input';
import { formatNpr, rupeesToPaisa } from '@/lib/domain/money';
import { getDb } from '@/lib/server/db/client';
import { campaignFlashSales, campaignProducts, campaigns, products } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { invalidateCatalogue } from '@/lib/server/services/catalogue/invalidate';
import { expireCampaign } from '@/lib/server/services/campaigns/invalidate';
import { invalidateLayout } from '@/lib/server/services/content/invalidate';
import { isNewKey, type ContentTx } from '@/lib/server/services/content-drafts';
import { campaignFormSchema, type CampaignForm } from '@/lib/validation/content-shop';
import { windowLine } from './banners';
import type { ShopContentKind } from './kind';

// Campaigns, their flash sale and their products with the sale price the shop types (issue 15's rules in
// lib/domain/campaign-price.ts stay whole: the sale price is the campaign price, paid only inside its window, never
// above the product's own price, never stacked). After a publication the campaign's pages, the rule book (whose next
// boundary is the price epoch in every priced JSON body's key), the catalogue's lists and bodies, the products' own
// pages and the header's campaign link are all read again.

type Db = Pick<ContentTx, 'select'>;

const at = (value: string): Date => kathmanduInputToInstant(value)!;

/** The product's own price now (its sale price when it has one): a campaign price must be below it to apply. */
const ownPrice = (p: { price: number; salePrice: number | null }) => Math.min(p.price, p.salePrice ?? p.price);

/** The percentage a typed price takes off the list price, rounded down (what the cards' "-n%" may promise). */
export const percentOffFor = (listPrice: number, salePrice: number) => Math.min(90, Math.max(1, Math.floor(((listPrice - salePrice) * 100) / listPrice)));

type ProductFacts = { id: number; slug: string; name: string; price: number; salePrice: number | null; isActive: boolean };

async function productFacts(ids: number[], db: Db): Promise<Map<number, ProductFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, slug: products.slug, name: products.name, price: products.price, salePrice: products.salePrice, isActive: products.isActive })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The checks that need the database: every product exists and its sale price is a real discount (at most 90% off). */
async function checkCampaign(form: CampaignForm, key: string, db: Db): Promise<Map<number, ProductFacts>> {
  const facts = await productFacts(form.products.map((p) => p.productId), db);
  const fields: Record<string, string> = {};
  form.products.forEach((p, i) => {
    const product = facts.get(p.productId);
    if (!product) {
      fields[`products.${i}.productId`] = 'No such product.';
      return;
    }
    const sale = rupeesToPaisa(p.salePrice);
    if (sale >= ownPrice(product)) fields[`products.${i}.salePrice`] = `Below ${formatNpr(ownPrice(product))}, the price it sells at now.`;
    else if (sale < Math.ceil(product.price / 10 / 100) * 100) fields[`products.${i}.salePrice`] = `At most 90% off: at least ${formatNpr(Math.ceil(product.price / 10 / 100) * 100)}.`;
  });
  const [taken] = await db.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, form.slug)).limit(1);
  if (taken && (isNewKey(key) || String(taken.id) !== key)) fields.slug = 'Another campaign has this address.';
  if (Object.keys(fields).length) throw badRequest('Please check the highlighted fields.', fields);
  return facts;
}

async function loadCampaignForm(id: number, db: Db = getDb()): Promise<CampaignForm | null> {
  const [c] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!c) return null;
  const [flash] = await db.select().from(campaignFlashSales).where(eq(campaignFlashSales.campaignId, id)).limit(1);
  const items = await db
    .select({ item: campaignProducts, price: products.price })
    .from(campaignProducts)
    .innerJoin(products, eq(products.id, campaignProducts.productId))
    .where(eq(campaignProducts.campaignId, id))
    .orderBy(asc(campaignProducts.position), asc(campaignProducts.productId));
  return {
    slug: c.slug, name: c.name, icon: c.icon, description: c.description, tagline: c.tagline, heroImage: c.heroImage,
    startsAt: instantToKathmanduInput(c.startsAt), endsAt: instantToKathmanduInput(c.endsAt), isActive: c.isActive,
    flash: flash
      ? {
          title: flash.title,
          startsAt: instantToKathmanduInput(flash.firstStartsAt),
          endsAt: instantToKathmanduInput(flash.firstStartsAt.getTime() + flash.durationSeconds * 1000),
          repeatEveryMinutes: flash.repeatEverySeconds === null ? null : Math.round(flash.repeatEverySeconds / 60),
        }
      : null,
    products: items.map(({ item, price }) => ({
      productId: item.productId,
      section: item.section,
      // A row from before typed prices (the seed's) shows the price its percentage gives.
      salePrice: (item.salePrice ?? campaignPrice(price, item.percentOff)) / 100,
      perCustomerLimit: item.perCustomerLimit,
      totalLimit: item.totalLimit,
    })),
  };
}

export const campaignKind: ShopContentKind<CampaignForm> = {
  kind: 'campaign',
  label: 'Campaign',
  schema: campaignFormSchema,
  singletonKey: null,
  async listLive() {
    const rows = await getDb()
      .select({ id: campaigns.id, name: campaigns.name, slug: campaigns.slug, startsAt: campaigns.startsAt, endsAt: campaigns.endsAt, isActive: campaigns.isActive, count: sql<number>`(select count(*)::int from ${campaignProducts} where ${campaignProducts.campaignId} = ${campaigns.id})` })
      .from(campaigns)
      .orderBy(desc(campaigns.endsAt), desc(campaigns.id))
      .limit(200);
    return rows.map((c) => ({
      key: String(c.id),
      title: c.name,
      detail: `/campaign/${c.slug} · ${c.isActive ? windowLine(instantToKathmanduInput(c.startsAt), instantToKathmanduInput(c.endsAt)) : 'Switched off'} · ${c.count} products`,
    }));
  },
  loadLive: async (key) => (isNewKey(key) ? null : loadCampaignForm(Number(key))),
  check: async (form, key) => {
    await checkCampaign(form, key, getDb());
  },
  async preview(form) {
    const facts = await productFacts(form.products.map((p) => p.productId), getDb());
    return [
      { label: 'Address', value: `/campaign/${form.slug}` },
      { label: 'Runs', value: form.isActive ? windowLine(form.startsAt, form.endsAt) : 'Switched off: not shown, no campaign prices', warning: !form.isActive },
      {
        label: 'Flash sale',
        value: form.flash
          ? `${form.flash.title}: ${windowLine(form.flash.startsAt, form.flash.endsAt)}${form.flash.repeatEveryMinutes ? `, again every ${form.flash.repeatEveryMinutes} minutes while the campaign runs` : ', once'}`
          : '(none)',
      },
      ...form.products.map((p) => {
        const product = facts.get(p.productId);
        const limits = [p.perCustomerLimit ? `${p.perCustomerLimit} per customer` : null, p.totalLimit ? `${p.totalLimit} in all` : null].filter(Boolean).join(', ');
        return {
          label: product?.name ?? `Product ${p.productId}`,
          value: `${p.section === 'flash' ? 'Flash sale' : p.section === 'deal' ? 'Feature deal' : 'Campaign product'}: ${formatNpr(rupeesToPaisa(p.salePrice))}${product ? ` instead of ${formatNpr(ownPrice(product))}` : ''}${limits ? ` (${limits})` : ''}`,
          warning: !product || !product.isActive,
        };
      }),
    ];
  },
  async apply(tx, form, key) {
    const facts = await checkCampaign(form, key, tx);
    const values = {
      slug: form.slug, name: form.name, icon: form.icon, description: form.description, tagline: form.tagline, heroImage: form.heroImage,
      startsAt: at(form.startsAt), endsAt: at(form.endsAt), isActive: form.isActive,
    };
    let id: number;
    let before: CampaignForm | null = null;
    if (isNewKey(key)) {
      const [row] = await tx.insert(campaigns).values(values).onConflictDoNothing().returning({ id: campaigns.id });
      if (!row) throw badRequest('Please check the highlighted fields.', { slug: 'Another campaign has this address.' });
      id = row.id;
    } else {
      const [locked] = await tx.select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.id, Number(key))).for('update');
      if (!locked) throw notFound('Campaign');
      id = locked.id;
      before = await loadCampaignForm(id, tx);
      await tx.update(campaigns).set(values).where(eq(campaigns.id, id));
    }
    if (form.flash) {
      const flash = {
        title: form.flash.title,
        firstStartsAt: at(form.flash.startsAt),
        durationSeconds: Math.round((at(form.flash.endsAt).getTime() - at(form.flash.startsAt).getTime()) / 1000),
        repeatEverySeconds: form.flash.repeatEveryMinutes === null ? null : form.flash.repeatEveryMinutes * 60,
      };
      await tx.insert(campaignFlashSales).values({ campaignId: id, ...flash }).onConflictDoUpdate({ target: campaignFlashSales.campaignId, set: flash });
    } else {
      await tx.delete(campaignFlashSales).where(eq(campaignFlashSales.campaignId, id));
    }
    // Products leaving are removed; the others are upserted, so a deal keeps the units it has sold.
    const ids = form.products.map((p) => p.productId);
    const removed = await tx
      .delete(campaignProducts)
      .where(ids.length ? and(eq(campaignProducts.campaignId, id), notInArray(campaignProducts.productId, ids)) : eq(campaignProducts.campaignId, id))
      .returning({ productId: campaignProducts.productId });
    for (const [position, p] of form.products.entries()) {
      const salePrice = rupeesToPaisa(p.salePrice);
      const row = {
        section: p.section,
        salePrice,
        percentOff: percentOffFor(facts.get(p.productId)!.price, salePrice),
        perCustomerLimit: p.perCustomerLimit,
        totalLimit: p.totalLimit,
        position,
      };
      await tx
        .insert(campaignProducts)
        .values({ campaignId: id, productId: p.productId, ...row })
        .onConflictDoUpdate({ target: [campaignProducts.campaignId, campaignProducts.productId], set: row });
    }
    const touched = [...new Set([...ids, ...removed.map((r) => r.productId), ...(before?.products.map((p) => p.productId) ?? [])])];
    return {
      entityId: id,
      before,
      after: { ...form, touchedProductIds: touched },
      summary: `${before ? 'Campaign' : 'New campaign'} “${form.name}”: ${windowLine(form.startsAt, form.endsAt)}, ${form.products.length} products`,
    };
  },
  async invalidate(applied) {
    const after = applied.after as { touchedProductIds: number[] };
    expireCampaign(Number(applied.entityId));
    invalidateLayout(); // the header links the campaign running now
    const touched = await productFacts(after.touchedProductIds, getDb());
    invalidateCatalogue([...touched.values()].map(({ id, slug }) => ({ id, slug })));
  },
};
