import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { testimonials } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { invalidateHome } from '@/lib/server/services/content/invalidate';
import { avatarPath } from '@/lib/server/media/urls';
import { testimonialDraftSchema, type TestimonialDraft } from '@/lib/validation/editorial';
import { draftKeyId, type KindDef } from './types';

// What customers said, on the home page (listTestimonials, under the 'home' tag) and GET testimonials, in the shop's
// order. A testimonial without its own picture gets a drawn avatar with the name's initials.

type Row = typeof testimonials.$inferSelect;

const toDraft = (row: Row): TestimonialDraft => ({
  name: row.name,
  location: row.location,
  message: row.message,
  rating: row.rating,
  avatar: row.avatar,
  position: row.position,
  remove: false,
});

const AVATAR_COLOURS = ['e23e57', '2a9d8f', 'f4a261', '3d348b', 'c1121f', '4d7ea8', 'e85d04', '6a994e', '9b5de5'];

/** The drawn avatar for a name: its initials on one of the seed's colours, chosen by the name (stable across edits). */
export function drawnAvatar(name: string): string {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  const hash = [...name].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return avatarPath(AVATAR_COLOURS[hash % AVATAR_COLOURS.length]!, initials || 'UG');
}

export const testimonialKind: KindDef<TestimonialDraft> = {
  kind: 'testimonial',
  noun: 'testimonial',
  schema: testimonialDraftSchema,
  canCreate: true,
  async live(id) {
    const [row] = await getDb().select().from(testimonials).where(eq(testimonials.id, id));
    return row ? toDraft(row) : null;
  },
  async apply(tx, data, key) {
    const id = draftKeyId(key);
    const values = { name: data.name, location: data.location, message: data.message, rating: data.rating, position: data.position, avatar: data.avatar ?? drawnAvatar(data.name) };
    if (id === null) {
      if (data.remove) throw badRequest('This testimonial was never published: discard the draft instead.', { remove: 'Discard the draft instead.' });
      const [row] = await tx.insert(testimonials).values(values).returning();
      return { entityId: row!.id, before: null, after: toDraft(row!), summary: `Testimonial added: ${data.name}, ${data.location}` };
    }
    const [before] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    if (!before) throw notFound('Testimonial');
    if (data.remove) {
      await tx.delete(testimonials).where(eq(testimonials.id, id));
      return { entityId: id, before: toDraft(before), after: null, summary: `Testimonial removed: ${before.name}, ${before.location}` };
    }
    await tx.update(testimonials).set(values).where(eq(testimonials.id, id));
    return { entityId: id, before: toDraft(before), after: { ...data, avatar: values.avatar }, summary: `Testimonial published: ${data.name}, ${data.location}` };
  },
  invalidate: invalidateHome,
  async list(drafts) {
    // The home page shows them all; the table holds dozens.
    const rows = await getDb().select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id)).limit(500);
    return rows.map((row) => {
      const draft = drafts.get(String(row.id));
      return {
        key: String(row.id),
        title: draft?.data.name ?? row.name,
        detail: `${row.location} · ${row.rating}★ · order ${row.position}`,
        state: draft?.data.remove ? 'to be removed' : 'live',
        url: '/',
        hasDraft: Boolean(draft),
        draftUpdatedAt: draft?.updatedAt ?? null,
      };
    });
  },
  titleOf: (data) => `${data.name}, ${data.location}`,
};
