import 'server-only';
import { asc, eq, inArray } from 'drizzle-orm';
import { instantToKathmanduInput, kathmanduInputToInstant } from '@/lib/domain/kathmandu-input';
import { kathmanduDayTime } from '@/lib/domain/kathmandu-format';
import { getDb } from '@/lib/server/db/client';
import { banners, campaigns, categories, homeCategorySections, offers } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { expireCampaign } from '@/lib/server/services/campaigns/invalidate';
import { invalidateHome } from '@/lib/server/services/content/invalidate';
import { isNewKey, type ContentTx } from '@/lib/server/services/content-drafts';
import {
  bannerFormSchema,
  homeSectionsFormSchema,
  offerFormSchema,
  type BannerForm,
  type HomeSectionsForm,
  type OfferForm,
} from '@/lib/validation/content-shop';
import type { ShopContentKind } from './kind';

// Banners (home hero slides, campaign sliders and offer tiles), the home page's offers and its featured category
// sections. Home content is cached under 'home' (lib/server/services/content/home.ts) with each banner's and offer's
// window kept in the cached value and checked on every read, so a publication shows at once and a window opens and
// closes at its exact minute.

const LIST_LIMIT = 500;

export const instantOrNull = (value: string): Date | null => (value ? kathmanduInputToInstant(value) : null);

export function windowLine(startsAt: string, endsAt: string): string {
  const from = instantOrNull(startsAt);
  const until = instantOrNull(endsAt);
  if (!from && !until) return 'Always (while switched on)';
  return `${from ? `From ${kathmanduDayTime(from)}` : 'From now'} ${until ? `until ${kathmanduDayTime(until)}` : 'with no end'} (Kathmandu time)`;
}

/** A campaign placement's slug ('campaign:dashain' → 'dashain'), for clearing that campaign's pages. */
const campaignSlugOf = (placement: string): string | null => /^campaign(-offer)?:(.+)$/.exec(placement)?.[2] ?? null;

async function expireCampaignBySlug(slug: string | null): Promise<void> {
  if (!slug || !process.env.NEXT_RUNTIME) return;
  const [row] = await getDb().select({ id: campaigns.id }).from(campaigns).where(eq(campaigns.slug, slug)).limit(1);
  if (row) expireCampaign(row.id);
}

async function lockedRow<T>(rows: Promise<T[]>, what: string): Promise<T> {
  const [row] = await rows;
  if (!row) throw notFound(what);
  return row;
}

export const bannerKind: ShopContentKind<BannerForm> = {
  kind: 'banner',
  label: 'Banner',
  schema: bannerFormSchema,
  singletonKey: null,
  async listLive() {
    const rows = await getDb().select().from(banners).orderBy(asc(banners.placement), asc(banners.position), asc(banners.id)).limit(LIST_LIMIT);
    return rows.map((b) => ({
      key: String(b.id),
      title: b.title || b.link,
      detail: `${b.placement} · #${b.position} · ${b.isActive ? windowLine(instantToKathmanduInput(b.startsAt), instantToKathmanduInput(b.endsAt)) : 'Switched off'}`,
    }));
  },
  async loadLive(key) {
    if (isNewKey(key)) return null;
    const [b] = await getDb().select().from(banners).where(eq(banners.id, Number(key)));
    if (!b) return null;
    return {
      placement: b.placement, image: b.image, title: b.title, subtitle: b.subtitle, link: b.link, position: b.position, isActive: b.isActive,
      startsAt: instantToKathmanduInput(b.startsAt), endsAt: instantToKathmanduInput(b.endsAt),
    };
  },
  async preview(form) {
    return [
      { label: 'Shows on', value: form.placement === 'home-hero' ? 'The home page’s hero slides' : form.placement },
      { label: 'Title', value: form.title || '(none)' },
      { label: 'Subtitle', value: form.subtitle || '(none)' },
      { label: 'Leads to', value: form.link },
      { label: 'Order', value: String(form.position) },
      { label: 'When', value: form.isActive ? windowLine(form.startsAt, form.endsAt) : 'Switched off: not shown', warning: !form.isActive },
    ];
  },
  async apply(tx: ContentTx, form, key) {
    const values = {
      placement: form.placement, image: form.image, title: form.title, subtitle: form.subtitle, link: form.link, position: form.position,
      isActive: form.isActive, startsAt: instantOrNull(form.startsAt), endsAt: instantOrNull(form.endsAt),
    };
    if (isNewKey(key)) {
      const [row] = await tx.insert(banners).values(values).returning();
      return { entityId: row!.id, before: null, after: row, summary: `New banner “${form.title || form.link}” on ${form.placement}` };
    }
    const before = await lockedRow(tx.select().from(banners).where(eq(banners.id, Number(key))).for('update'), 'Banner');
    const [after] = await tx.update(banners).set(values).where(eq(banners.id, before.id)).returning();
    return { entityId: before.id, before, after, summary: `Banner “${form.title || form.link}” on ${form.placement}` };
  },
  async invalidate(applied) {
    invalidateHome();
    const before = applied.before as { placement: string } | null;
    const after = applied.after as { placement: string };
    await expireCampaignBySlug(campaignSlugOf(after.placement));
    if (before && before.placement !== after.placement) await expireCampaignBySlug(campaignSlugOf(before.placement));
  },
};

export const offerKind: ShopContentKind<OfferForm> = {
  kind: 'offer',
  label: 'Offer',
  schema: offerFormSchema,
  singletonKey: null,
  async listLive() {
    const rows = await getDb().select().from(offers).orderBy(asc(offers.position), asc(offers.id)).limit(LIST_LIMIT);
    return rows.map((o) => ({
      key: String(o.id),
      title: o.title,
      detail: `#${o.position}${o.code ? ` · code ${o.code}` : ''} · ${o.isActive ? windowLine(instantToKathmanduInput(o.startsAt), instantToKathmanduInput(o.endsAt)) : 'Switched off'}`,
    }));
  },
  async loadLive(key) {
    if (isNewKey(key)) return null;
    const [o] = await getDb().select().from(offers).where(eq(offers.id, Number(key)));
    if (!o) return null;
    return {
      title: o.title, subtitle: o.subtitle, image: o.image, link: o.link, code: o.code ?? '', position: o.position, isActive: o.isActive,
      startsAt: instantToKathmanduInput(o.startsAt), endsAt: instantToKathmanduInput(o.endsAt),
    };
  },
  async preview(form) {
    return [
      { label: 'Title', value: form.title },
      { label: 'Subtitle', value: form.subtitle || '(none)' },
      { label: 'Code', value: form.code || '(none)' },
      { label: 'Leads to', value: form.link },
      { label: 'Order', value: String(form.position) },
      { label: 'When', value: form.isActive ? windowLine(form.startsAt, form.endsAt) : 'Switched off: not shown', warning: !form.isActive },
    ];
  },
  async apply(tx, form, key) {
    const values = {
      title: form.title, subtitle: form.subtitle, image: form.image, link: form.link, code: form.code || null, position: form.position,
      isActive: form.isActive, startsAt: instantOrNull(form.startsAt), endsAt: instantOrNull(form.endsAt),
    };
    if (isNewKey(key)) {
      const [row] = await tx.insert(offers).values(values).returning();
      return { entityId: row!.id, before: null, after: row, summary: `New offer “${form.title}”` };
    }
    const before = await lockedRow(tx.select().from(offers).where(eq(offers.id, Number(key))).for('update'), 'Offer');
    const [after] = await tx.update(offers).set(values).where(eq(offers.id, before.id)).returning();
    return { entityId: before.id, before, after, summary: `Offer “${form.title}”` };
  },
  async invalidate() {
    invalidateHome();
  },
};

async function categoryNames(ids: number[], db: Pick<ContentTx, 'select'> = getDb()): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

async function checkCategories(form: HomeSectionsForm, db?: Pick<ContentTx, 'select'>): Promise<Map<number, string>> {
  const names = await categoryNames(form.sections.map((s) => s.categoryId), db);
  const fields: Record<string, string> = {};
  form.sections.forEach((s, i) => {
    if (!names.has(s.categoryId)) fields[`sections.${i}.categoryId`] = 'No such category.';
  });
  if (Object.keys(fields).length) throw badRequest('Please check the highlighted fields.', fields);
  return names;
}

export const homeSectionsKind: ShopContentKind<HomeSectionsForm> = {
  kind: 'home-sections',
  label: 'Home sections',
  schema: homeSectionsFormSchema,
  singletonKey: 'home',
  async listLive() {
    const rows = await getDb().select().from(homeCategorySections).orderBy(asc(homeCategorySections.position), asc(homeCategorySections.id)).limit(LIST_LIMIT);
    return [{ key: 'home', title: 'Featured categories on the home page', detail: rows.map((r) => r.title).join(' · ') || '(none)' }];
  },
  async loadLive() {
    const rows = await getDb().select().from(homeCategorySections).orderBy(asc(homeCategorySections.position), asc(homeCategorySections.id)).limit(LIST_LIMIT);
    return { sections: rows.map((r) => ({ categoryId: r.categoryId, title: r.title })) };
  },
  async check(form) {
    await checkCategories(form);
  },
  async preview(form) {
    const names = await categoryNames(form.sections.map((s) => s.categoryId));
    return form.sections.map((s, i) => ({ label: `Section ${i + 1}`, value: `${s.title} (${names.get(s.categoryId) ?? 'no such category'})`, warning: !names.has(s.categoryId) }));
  },
  async apply(tx, form) {
    await checkCategories(form, tx);
    const before = await tx.select().from(homeCategorySections).orderBy(asc(homeCategorySections.position), asc(homeCategorySections.id)).for('update');
    await tx.delete(homeCategorySections);
    const after = form.sections.length
      ? await tx.insert(homeCategorySections).values(form.sections.map((s, position) => ({ categoryId: s.categoryId, title: s.title, position }))).returning()
      : [];
    const titles = (rows: Array<{ title: string }>) => rows.map((r) => r.title);
    return {
      entityId: 'home',
      before: { sections: titles(before) },
      after: { sections: titles(after) },
      summary: `Home sections: ${titles(after).join(', ') || 'none'}`,
    };
  },
  async invalidate() {
    invalidateHome();
  },
};
