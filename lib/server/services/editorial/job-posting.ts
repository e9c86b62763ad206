import 'server-only';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { isPostingOpen } from '@/lib/domain/careers';
import { getDb } from '@/lib/server/db/client';
import { jobPostings } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/errors';
import { invalidateCareers } from '@/lib/server/services/careers/invalidate';
import { assertKnownTokens } from '@/lib/server/services/pages/shop-pages';
import { jobPostingDraftSchema, type JobPostingDraft } from '@/lib/validation/editorial';
import { draftKeyId, type KindDef } from './types';

// The shop's own careers postings (/careers, /career/{id}); a business's vacancy (business_id set) is its owner's to
// edit from their dashboard, not here. Salaries are typed in rupees a month and kept in paisa. /careers is cached
// under the 'careers' tag (careers/invalidate.ts) and ends by itself at each posting's opening and closing.

type Row = typeof jobPostings.$inferSelect;

const rupees = (paisa: number | null) => (paisa === null ? null : Math.round(paisa / 100));
const paisa = (value: number | null) => (value === null ? null : value * 100);

const toDraft = (row: Row): JobPostingDraft => ({
  title: row.title,
  slug: row.slug,
  department: row.department,
  location: row.location,
  employmentType: row.employmentType as JobPostingDraft['employmentType'],
  salaryMinRupees: rupees(row.salaryMin),
  salaryMaxRupees: rupees(row.salaryMax),
  summary: row.summary,
  body: row.body,
  opensAt: row.opensAt.toISOString(),
  closesAt: row.closesAt.toISOString(),
  status: row.status as JobPostingDraft['status'],
});

const shopOwn = isNull(jobPostings.businessId);

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};
const slugTaken = () => badRequest('Please check the highlighted fields.', { slug: 'Another posting has this address. Choose another.' });

export const jobPostingKind: KindDef<JobPostingDraft> = {
  kind: 'job-posting',
  noun: 'careers posting',
  schema: jobPostingDraftSchema,
  canCreate: true,
  async live(id) {
    const [row] = await getDb().select().from(jobPostings).where(and(eq(jobPostings.id, id), shopOwn));
    return row ? toDraft(row) : null;
  },
  async check(data, key) {
    assertKnownTokens({ body: data.body });
    const id = draftKeyId(key);
    const [other] = await getDb()
      .select({ id: jobPostings.id })
      .from(jobPostings)
      .where(id === null ? eq(jobPostings.slug, data.slug) : and(eq(jobPostings.slug, data.slug), ne(jobPostings.id, id)));
    if (other) throw slugTaken();
  },
  async apply(tx, data, key) {
    const id = draftKeyId(key);
    const values = {
      title: data.title,
      slug: data.slug,
      department: data.department,
      location: data.location,
      employmentType: data.employmentType,
      salaryMin: paisa(data.salaryMinRupees),
      salaryMax: paisa(data.salaryMaxRupees),
      summary: data.summary,
      body: data.body,
      opensAt: new Date(data.opensAt),
      closesAt: new Date(data.closesAt),
      status: data.status,
      updatedAt: new Date(),
    };
    try {
      if (id === null) {
        const [row] = await tx.insert(jobPostings).values(values).returning();
        return { entityId: row!.id, before: null, after: toDraft(row!), summary: `Careers posting added: ${data.title}` };
      }
      const [before] = await tx.select().from(jobPostings).where(and(eq(jobPostings.id, id), shopOwn)).for('update');
      if (!before) throw notFound('Careers posting');
      await tx.update(jobPostings).set(values).where(eq(jobPostings.id, id));
      return { entityId: id, before: toDraft(before), after: data, summary: `Careers posting published: ${data.title}` };
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken();
      throw error;
    }
  },
  invalidate: invalidateCareers,
  async list(drafts) {
    // The shop's own postings, latest closing first (job_postings_closes_idx read backwards), the newest 200.
    const rows = await getDb().select().from(jobPostings).where(shopOwn).orderBy(desc(jobPostings.closesAt), desc(jobPostings.id)).limit(200);
    const now = Date.now();
    return rows.map((row) => {
      const draft = drafts.get(String(row.id));
      const open = isPostingOpen(row, now);
      const state = row.opensAt.getTime() > now ? 'not yet open' : open ? 'open' : row.status === 'paused' ? 'paused' : 'closed';
      return {
        key: String(row.id),
        title: draft?.data.title ?? row.title,
        detail: `${row.department} · ${row.location} · closes ${formatKathmanduDate(row.closesAt, 'd MMM yyyy')}`,
        state,
        url: row.opensAt.getTime() <= now ? `/career/${row.id}` : null,
        hasDraft: Boolean(draft),
        draftUpdatedAt: draft?.updatedAt ?? null,
      };
    });
  },
  titleOf: (data) => data.title,
};
