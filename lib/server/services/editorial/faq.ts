import 'server-only';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { headingId } from '@/lib/domain/rich-text';
import { getDb } from '@/lib/server/db/client';
import { faqGroups, faqs } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { invalidateShopPages } from '@/lib/server/services/content/invalidate';
import { assertKnownTokens } from '@/lib/server/services/pages/shop-pages';
import { faqDraftSchema, faqGroupDraftSchema, type FaqDraft, type FaqGroupDraft } from '@/lib/validation/editorial';
import type { ContentTx } from '@/lib/server/services/content-drafts';
import { draftKeyId, type KindDef } from './types';

// The FAQ (/faq and GET faq): topics (faq_groups) in their order, and in each its questions and answers (faqs) in
// theirs. Both are read through getFaq under the 'content' tag. A topic without answers is not shown, so a topic is
// never removed; an answer is (a draft with `remove`, published like any change).

const FAQ_PATH = '/faq';

const groupDraft = (row: typeof faqGroups.$inferSelect): FaqGroupDraft => ({ title: row.title, position: row.position });
const faqDraft = (row: typeof faqs.$inferSelect): FaqDraft => ({ groupId: row.groupId, question: row.question, answer: row.answer, position: row.position, remove: false });

/** A topic's anchor on /faq (#slug), unique: the title's, or with -2, -3… when another topic has it. */
async function freeGroupSlug(tx: ContentTx, title: string, exceptId: number | null): Promise<string> {
  const base = headingId(title).slice(0, 60);
  for (let n = 1; n < 50; n += 1) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [taken] = await tx
      .select({ id: faqGroups.id })
      .from(faqGroups)
      .where(exceptId === null ? eq(faqGroups.slug, slug) : and(eq(faqGroups.slug, slug), ne(faqGroups.id, exceptId)));
    if (!taken) return slug;
  }
  throw badRequest('Choose another title for this topic.', { title: 'Another topic has this title.' });
}

export const faqGroupKind: KindDef<FaqGroupDraft> = {
  kind: 'faq-group',
  noun: 'FAQ topic',
  schema: faqGroupDraftSchema,
  canCreate: true,
  async live(id) {
    const [row] = await getDb().select().from(faqGroups).where(eq(faqGroups.id, id));
    return row ? groupDraft(row) : null;
  },
  async apply(tx, data, key) {
    const id = draftKeyId(key);
    if (id === null) {
      // The slug is taken under the table's unique index; two topics published at once with one title get -2.
      await tx.execute(sql`LOCK TABLE faq_groups IN SHARE ROW EXCLUSIVE MODE`);
      const slug = await freeGroupSlug(tx, data.title, null);
      const [row] = await tx.insert(faqGroups).values({ slug, title: data.title, position: data.position }).returning();
      return { entityId: row!.id, before: null, after: groupDraft(row!), summary: `FAQ topic added: ${data.title}` };
    }
    const [before] = await tx.select().from(faqGroups).where(eq(faqGroups.id, id)).for('update');
    if (!before) throw notFound('FAQ topic');
    // The anchor stays what it was: links to /faq#delivery from elsewhere keep working after a retitle.
    await tx.update(faqGroups).set({ title: data.title, position: data.position }).where(eq(faqGroups.id, id));
    return { entityId: id, before: groupDraft(before), after: data, summary: `FAQ topic published: ${data.title}` };
  },
  invalidate: invalidateShopPages,
  async list(drafts) {
    const rows = await getDb().select().from(faqGroups).orderBy(asc(faqGroups.position), asc(faqGroups.id)).limit(100);
    return rows.map((row) => ({
      key: String(row.id),
      title: drafts.get(String(row.id))?.data.title ?? row.title,
      detail: `#${row.slug} · order ${row.position}`,
      state: 'live',
      url: `${FAQ_PATH}#${row.slug}`,
      hasDraft: drafts.has(String(row.id)),
      draftUpdatedAt: drafts.get(String(row.id))?.updatedAt ?? null,
    }));
  },
  titleOf: (data) => data.title,
};

export const faqKind: KindDef<FaqDraft> = {
  kind: 'faq',
  noun: 'FAQ answer',
  schema: faqDraftSchema,
  canCreate: true,
  async live(id) {
    const [row] = await getDb().select().from(faqs).where(eq(faqs.id, id));
    return row ? faqDraft(row) : null;
  },
  async check(data) {
    assertKnownTokens({ answer: data.answer });
    const [group] = await getDb().select({ id: faqGroups.id }).from(faqGroups).where(eq(faqGroups.id, data.groupId));
    if (!group) throw badRequest('Please check the highlighted fields.', { groupId: 'Choose one of the topics.' });
  },
  async apply(tx, data, key) {
    const id = draftKeyId(key);
    const values = { groupId: data.groupId, question: data.question, answer: data.answer, position: data.position, updatedAt: new Date() };
    if (id === null) {
      if (data.remove) throw badRequest('This answer was never published: discard the draft instead.', { remove: 'Discard the draft instead.' });
      const [row] = await tx.insert(faqs).values(values).returning();
      return { entityId: row!.id, before: null, after: faqDraft(row!), summary: `FAQ answer added: ${data.question}` };
    }
    const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
    if (!before) throw notFound('FAQ answer');
    if (data.remove) {
      await tx.delete(faqs).where(eq(faqs.id, id));
      return { entityId: id, before: faqDraft(before), after: null, summary: `FAQ answer removed: ${before.question}` };
    }
    await tx.update(faqs).set(values).where(eq(faqs.id, id));
    return { entityId: id, before: faqDraft(before), after: data, summary: `FAQ answer published: ${data.question}` };
  },
  invalidate: invalidateShopPages,
  async list(drafts) {
    // The whole FAQ is one page (loadFaq reads it whole too): bounded, ordered by faqs_group_position_idx.
    const rows = await getDb()
      .select({ faq: faqs, group: { title: faqGroups.title, slug: faqGroups.slug, position: faqGroups.position } })
      .from(faqs)
      .innerJoin(faqGroups, eq(faqGroups.id, faqs.groupId))
      .orderBy(asc(faqGroups.position), asc(faqGroups.id), asc(faqs.position), asc(faqs.id))
      .limit(1000);
    return rows.map(({ faq, group }) => {
      const draft = drafts.get(String(faq.id));
      return {
        key: String(faq.id),
        title: draft?.data.question ?? faq.question,
        detail: `${group.title} · order ${faq.position}`,
        group: group.title,
        state: draft?.data.remove ? 'to be removed' : 'live',
        url: `${FAQ_PATH}#${group.slug}`,
        hasDraft: Boolean(draft),
        draftUpdatedAt: draft?.updatedAt ?? null,
      };
    });
  },
  titleOf: (data) => data.question,
};
