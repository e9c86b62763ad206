import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { formatNpr, rupeesToPaisa } from '@/lib/domain/money';
import { getDb } from '@/lib/server/db/client';
import { deliveryLocations, donationCauses } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { isNewKey, type ContentTx } from '@/lib/server/services/content-drafts';
import { invalidateDonations } from '@/lib/server/services/donations/invalidate';
import { causeFormSchema, type CauseForm } from '@/lib/validation/content-shop';
import type { ShopContentKind } from './kind';

// Donation causes: what the donations pages say about each cause and where a donated cake goes. What was raised, the
// donors and the cakes are kept by the payments and are never edited here.

type Db = Pick<ContentTx, 'select'>;

async function checkCause(form: CauseForm, key: string, db: Db): Promise<void> {
  const fields: Record<string, string> = {};
  const [taken] = await db.select({ id: donationCauses.id }).from(donationCauses).where(eq(donationCauses.slug, form.slug)).limit(1);
  if (taken && (isNewKey(key) || String(taken.id) !== key)) fields.slug = 'Another cause has this address.';
  if (form.deliveryLocationId !== null) {
    const [place] = await db.select({ id: deliveryLocations.id }).from(deliveryLocations).where(eq(deliveryLocations.id, form.deliveryLocationId)).limit(1);
    if (!place) fields.deliveryLocationId = 'No such delivery place.';
  }
  if (Object.keys(fields).length) throw badRequest('Please check the highlighted fields.', fields);
}

const toRow = (form: CauseForm) => ({
  slug: form.slug, title: form.title, summary: form.summary, story: form.story, organisation: form.organisation, registrationNo: form.registrationNo,
  pan: form.pan, goal: rupeesToPaisa(form.goal), deliveryLocationId: form.deliveryLocationId, receiverName: form.receiverName,
  phoneNumber: form.phoneNumber, landmark: form.landmark, hue: form.hue, position: form.position, isActive: form.isActive,
});

export const causeKind: ShopContentKind<CauseForm> = {
  kind: 'donation-cause',
  label: 'Donation cause',
  schema: causeFormSchema,
  singletonKey: null,
  async listLive() {
    const rows = await getDb().select().from(donationCauses).orderBy(asc(donationCauses.position), asc(donationCauses.id)).limit(200);
    return rows.map((c) => ({ key: String(c.id), title: c.title, detail: `/donations/${c.slug} · ${formatNpr(c.raised)} of ${formatNpr(c.goal)}${c.isActive ? '' : ' · hidden'}` }));
  },
  async loadLive(key) {
    if (isNewKey(key)) return null;
    const [c] = await getDb().select().from(donationCauses).where(eq(donationCauses.id, Number(key)));
    if (!c) return null;
    return {
      slug: c.slug, title: c.title, summary: c.summary, story: c.story, organisation: c.organisation, registrationNo: c.registrationNo, pan: c.pan,
      goal: c.goal / 100, deliveryLocationId: c.deliveryLocationId, receiverName: c.receiverName, phoneNumber: c.phoneNumber, landmark: c.landmark,
      hue: c.hue, position: c.position, isActive: c.isActive,
    };
  },
  check: (form, key) => checkCause(form, key, getDb()),
  async preview(form) {
    return [
      { label: 'Address', value: `/donations/${form.slug}` },
      { label: 'Title', value: form.title },
      { label: 'Summary', value: form.summary },
      { label: 'Goal', value: formatNpr(rupeesToPaisa(form.goal)) },
      { label: 'Organisation', value: `${form.organisation} (reg. ${form.registrationNo}, PAN ${form.pan})` },
      { label: 'Cakes', value: form.deliveryLocationId === null ? 'Money only' : `Donated cakes go to ${form.receiverName}, ${form.phoneNumber}` },
      { label: 'Shown', value: form.isActive ? `Yes, #${form.position} in the list` : 'No: hidden from the donations page', warning: !form.isActive },
    ];
  },
  async apply(tx, form, key) {
    await checkCause(form, key, tx);
    if (isNewKey(key)) {
      const [row] = await tx.insert(donationCauses).values(toRow(form)).onConflictDoNothing().returning();
      if (!row) throw badRequest('Please check the highlighted fields.', { slug: 'Another cause has this address.' });
      return { entityId: row.id, before: null, after: row, summary: `New donation cause “${form.title}”` };
    }
    const [before] = await tx.select().from(donationCauses).where(eq(donationCauses.id, Number(key))).for('update');
    if (!before) throw notFound('Donation cause');
    const [after] = await tx.update(donationCauses).set(toRow(form)).where(eq(donationCauses.id, before.id)).returning();
    const goal = before.goal !== after!.goal ? `, goal ${formatNpr(before.goal)} → ${formatNpr(after!.goal)}` : '';
    return { entityId: before.id, before, after, summary: `Donation cause “${form.title}”${goal}` };
  },
  async invalidate() {
    invalidateDonations();
  },
};
