import 'server-only';
import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import { applicationStatusLabel, employmentTypeLabel, isPostingOpen } from '@/lib/domain/careers';
import type { ApplicationItem, CareerCard, CareerDetail } from '@/lib/domain/pages-types';
import { parseRichText } from '@/lib/domain/rich-text';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import { businesses, jobApplications, jobPostings, uploads } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import type { Pagination } from '@/lib/server/http/respond';
import { enqueueUserNotice } from '@/lib/server/services/notifications/enqueue';
import { fillPageText } from '@/lib/server/services/pages/shop-pages';
import { cvFileName, ownCv } from '@/lib/server/uploads/cv-upload';
import type { careerApplySchema } from '@/lib/validation/careers';
import type { z } from 'zod';

// Careers: open positions (/careers, GET careers), one posting (/career/{id}, GET career/{id}), applying
// (career/apply) and the applicant's own list (/profile/applications, GET profile/applications). Every list reads an
// index: postings by closes_at (job_postings_closes_idx), applications by (user_id, created_at).

export const CAREERS_PER_PAGE = 12;
export const APPLICATIONS_PER_PAGE = 10;
/** How far back closed postings are still listed (so people see what they missed and that it is closed). */
const RECENTLY_CLOSED_DAYS = 60;
const RECENTLY_CLOSED_MAX = 6;

type PostingRow = typeof jobPostings.$inferSelect;
type PostedBy = { name: string; slug: string } | null;

/** Postings with the business that posted each (null for the shop's own): vacancies from issue 14 share the list. */
const withBusiness = () =>
  getDb()
    .select({ posting: jobPostings, business: { name: businesses.name, slug: businesses.slug, ownerId: businesses.ownerId } })
    .from(jobPostings)
    .leftJoin(businesses, eq(businesses.id, jobPostings.businessId));

function toCard(row: PostingRow, now: number, business: PostedBy = null): CareerCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    department: row.department,
    location: row.location,
    employmentType: row.employmentType,
    employmentTypeLabel: employmentTypeLabel(row.employmentType),
    summary: row.summary,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    opensAt: row.opensAt.toISOString(),
    closesAt: row.closesAt.toISOString(),
    isOpen: isPostingOpen(row, now),
    business: business ? { name: business.name, slug: business.slug, url: `/business/${business.slug}` } : null,
  };
}

const pagination = (total: number, count: number, perPage: number, page: number): Pagination => ({
  total,
  count,
  perPage,
  currentPage: page,
  totalPages: Math.max(1, Math.ceil(total / perPage)),
});

/**
 * The next instant /careers changes by the clock (null: nothing due): a posting opening or closing, or a closed one
 * leaving "Recently closed". The cached list ends there (app/(shop)/careers/careers-view.tsx).
 */
export async function careersNextChange(now = Date.now()): Promise<number | null> {
  const at = new Date(now);
  const since = new Date(now - RECENTLY_CLOSED_DAYS * 24 * 60 * 60 * 1000);
  const [row] = await getDb()
    .select({
      opens: sql<string | null>`(extract(epoch from min(${jobPostings.opensAt}) filter (where ${jobPostings.opensAt} > ${at})) * 1000)::bigint`,
      closes: sql<string | null>`(extract(epoch from min(${jobPostings.closesAt}) filter (where ${jobPostings.closesAt} > ${at})) * 1000)::bigint`,
      leaves: sql<string | null>`(extract(epoch from min(${jobPostings.closesAt}) filter (where ${jobPostings.closesAt} > ${since} and ${jobPostings.closesAt} <= ${at})) * 1000)::bigint`,
    })
    .from(jobPostings);
  const leaves = row?.leaves == null ? null : Number(row.leaves) + RECENTLY_CLOSED_DAYS * 24 * 60 * 60 * 1000;
  const due = [row?.opens, row?.closes].map((v) => (v == null ? null : Number(v))).concat(leaves).filter((t): t is number => t !== null && t > now);
  return due.length ? Math.min(...due) : null;
}

/** Open positions, closing soonest first, and (on page 1) the ones that closed in the last weeks. */
export async function listCareers(page = 1, now = Date.now()): Promise<{ careers: CareerCard[]; recentlyClosed: CareerCard[]; pagination: Pagination }> {
  const db = getDb();
  const at = new Date(now);
  // Open: a business's paused or closed vacancy is not listed (job_postings_open_closes_idx serves this order).
  const open = and(eq(jobPostings.status, 'open'), gt(jobPostings.closesAt, at), lte(jobPostings.opensAt, at));
  const [[counted], rows, closed] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(jobPostings).where(open),
    withBusiness()
      .where(open)
      .orderBy(asc(jobPostings.closesAt), asc(jobPostings.id))
      .limit(CAREERS_PER_PAGE)
      .offset((page - 1) * CAREERS_PER_PAGE),
    page === 1
      ? withBusiness()
          .where(and(lte(jobPostings.closesAt, at), gt(jobPostings.closesAt, new Date(now - RECENTLY_CLOSED_DAYS * 24 * 60 * 60 * 1000))))
          .orderBy(desc(jobPostings.closesAt), desc(jobPostings.id))
          .limit(RECENTLY_CLOSED_MAX)
      : Promise.resolve([] as Array<{ posting: PostingRow; business: PostedBy }>),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    careers: rows.map((row) => toCard(row.posting, now, row.business)),
    recentlyClosed: closed.map((row) => toCard(row.posting, now, row.business)),
    pagination: pagination(total, rows.length, CAREERS_PER_PAGE, page),
  };
}

/** One posting, with the viewer's own application when they have one; 404 for an unknown id or one not yet open. */
export async function getCareer(id: number, viewerId: number | null, now = Date.now()): Promise<CareerDetail> {
  const db = getDb();
  const [found] = await withBusiness().where(eq(jobPostings.id, id)).limit(1);
  const row = found?.posting;
  if (!row || row.opensAt.getTime() > now) throw notFound('Position');
  const [application] = viewerId
    ? await db
        .select({ id: jobApplications.id, status: jobApplications.status, createdAt: jobApplications.createdAt })
        .from(jobApplications)
        .where(and(eq(jobApplications.postingId, id), eq(jobApplications.userId, viewerId)))
        .limit(1)
    : [];
  const body = fillPageText(row.body);
  return {
    ...toCard(row, now, found.business),
    body,
    sections: parseRichText(body),
    application: application
      ? { id: application.id, status: application.status, statusLabel: applicationStatusLabel(application.status), createdAt: application.createdAt.toISOString() }
      : null,
    ownedByViewer: viewerId !== null && found.business?.ownerId === viewerId,
  };
}

export type CareerApplication = z.output<typeof careerApplySchema>;

export const CV_NOT_FOUND = 'We could not find that CV. Please attach it again.';

/** Applies for an open posting with the applicant's own CV; one application per person per posting. */
export async function applyForCareer(userId: number, input: CareerApplication, now = Date.now()): Promise<{ id: number; status: string; statusLabel: string }> {
  const db = getDb();
  const [posting] = await db.select().from(jobPostings).where(eq(jobPostings.id, input.careerId)).limit(1);
  if (!posting || posting.opensAt.getTime() > now) throw notFound('Position');
  if (posting.status === 'paused') {
    throw new ApiError(409, 'This vacancy is not taking applications at the moment.', 'career_closed');
  }
  if (!isPostingOpen(posting, now)) {
    // A vacancy its owner closed early closed when they did (its last change), not on its planned date.
    const closedAt = posting.status === 'closed' && posting.updatedAt < posting.closesAt ? posting.updatedAt : posting.closesAt;
    const closed = formatKathmanduDate(closedAt, 'd MMMM yyyy');
    throw new ApiError(409, `This position closed on ${closed} and no longer takes applications.`, 'career_closed');
  }
  if (posting.businessId !== null) {
    const [business] = await db.select({ ownerId: businesses.ownerId }).from(businesses).where(eq(businesses.id, posting.businessId));
    if (business?.ownerId === userId) throw new ApiError(409, 'This is your own business’s vacancy: you read its applications under My vacancies.', 'own_vacancy');
  }
  if (!(await ownCv(input.cvUploadId, userId))) throw new ApiError(400, CV_NOT_FOUND, 'validation_error', { cvUploadId: CV_NOT_FOUND });
  return db.transaction(async (tx) => {
    // The unique index (posting, user) decides: a double click or two tabs cannot make two applications.
    const [row] = await tx
      .insert(jobApplications)
      .values({
        postingId: posting.id,
        userId,
        cvUploadId: input.cvUploadId.toLowerCase(),
        phone: input.phone,
        coverNote: input.coverNote ?? '',
        expectedSalary: input.expectedSalary === undefined ? null : input.expectedSalary * 100,
      })
      .onConflictDoNothing({ target: [jobApplications.postingId, jobApplications.userId] })
      .returning({ id: jobApplications.id, status: jobApplications.status });
    if (!row) throw new ApiError(409, 'You have already applied for this position. You can follow it under My applications.', 'already_applied');
    await enqueueUserNotice(tx, userId, { event: 'career.applied', subjectId: row.id });
    return { id: row.id, status: row.status, statusLabel: applicationStatusLabel(row.status) };
  });
}

/** Where the owner downloads their CV (app/api/V2/career/cv/[id]). */
export const cvUrl = (id: string) => `/api/V2/career/cv/${id}`;

/** The applicant's own applications, newest first (job_applications_user_created_idx). */
export async function listApplications(userId: number, page = 1, now = Date.now()): Promise<{ applications: ApplicationItem[]; pagination: Pagination }> {
  const db = getDb();
  const [[counted], rows] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(jobApplications).where(eq(jobApplications.userId, userId)),
    db
      .select({ application: jobApplications, posting: jobPostings, contentType: uploads.contentType, business: { name: businesses.name, slug: businesses.slug } })
      .from(jobApplications)
      .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.postingId))
      .leftJoin(businesses, eq(businesses.id, jobPostings.businessId))
      .innerJoin(uploads, eq(uploads.id, jobApplications.cvUploadId))
      .where(eq(jobApplications.userId, userId))
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(APPLICATIONS_PER_PAGE)
      .offset((page - 1) * APPLICATIONS_PER_PAGE),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    applications: rows.map(({ application: a, posting: p, contentType, business }) => ({
      id: a.id,
      status: a.status,
      statusLabel: applicationStatusLabel(a.status),
      createdAt: a.createdAt.toISOString(),
      phone: a.phone,
      coverNote: a.coverNote,
      expectedSalary: a.expectedSalary,
      career: { id: p.id, title: p.title, department: p.department, location: p.location, closesAt: p.closesAt.toISOString(), isOpen: isPostingOpen(p, now) },
      business: business ? { ...business, url: `/business/${business.slug}` } : null,
      updatedAt: a.updatedAt.toISOString(),
      cv: { id: a.cvUploadId, url: cvUrl(a.cvUploadId), contentType, fileName: cvFileName(contentType) },
    })),
    pagination: pagination(total, rows.length, APPLICATIONS_PER_PAGE, page),
  };
}
