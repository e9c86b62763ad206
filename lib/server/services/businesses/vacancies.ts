import 'server-only';
import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { addDaysToKey, isValidDateKey, kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { slugify } from '@/lib/domain/businesses';
import { checkVacancyTransition } from '@/lib/domain/vacancy-applications';
import { getDb } from '@/lib/server/db/client';
import { businesses, jobPostings } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import type { Pagination } from '@/lib/server/http/respond';
import { VACANCY_MESSAGES, type VacancyCreateInput, type VacancyUpdateInput } from '@/lib/validation/businesses';
import { invalidateCareers } from '@/lib/server/services/careers/invalidate';
import { ownBusinessRow } from './businesses';
import type { VacancyView } from './types';
import { toVacancy } from './views';

// /profile/vacancy through dashboard/v1/vacancies: a verified business's vacancies. Each is a job_postings row with
// the business's id, so /careers lists it beside the shop's own postings and career/apply takes applications for it
// with the same CV rules. Someone else's vacancy is a 404.

export const VACANCIES_PER_PAGE = 20;
/** How far ahead a vacancy may close. */
export const VACANCY_MAX_DAYS = 183;
export const SUMMARY_LENGTH = 180;

type PostingRow = typeof jobPostings.$inferSelect;

const summaryOf = (description: string) => {
  const flat = description.replace(/\s+/g, ' ').trim();
  return flat.length <= SUMMARY_LENGTH ? flat : `${flat.slice(0, SUMMARY_LENGTH - 1).replace(/\s+\S*$/, '')}…`;
};

/** The instant applications close: the end of the chosen Kathmandu day, from tomorrow up to VACANCY_MAX_DAYS ahead. */
function closingInstant(closesOn: string, now: Date): Date {
  const today = kathmanduDateKey(now);
  if (!isValidDateKey(closesOn) || closesOn <= today || closesOn > addDaysToKey(today, VACANCY_MAX_DAYS)) {
    throw new ApiError(400, VACANCY_MESSAGES.closesOn, 'validation_error', { closesOn: VACANCY_MESSAGES.closesOn });
  }
  return kathmanduDayStart(addDaysToKey(closesOn, 1));
}

const paisa = (rupees: number | undefined) => (rupees === undefined ? null : rupees * 100);

export async function createVacancy(ownerId: number, input: VacancyCreateInput, now = new Date()): Promise<VacancyView> {
  const business = await ownBusinessRow(ownerId, input.businessId);
  if (business.status !== 'verified') {
    throw new ApiError(409, 'This business is waiting for verification by our team; it can post vacancies once verified.', 'business_not_verified', { businessId: VACANCY_MESSAGES.businessId });
  }
  const closesAt = closingInstant(input.closesOn, now);
  const db = getDb();
  const view = await db.transaction(async (tx) => {
    // One vacancy per business and title while it is open or paused: a double tap (or a second tab) answers with
    // the first. The business row's lock serialises the check and the insert.
    await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, business.id)).for('update');
    const [same] = await tx
      .select()
      .from(jobPostings)
      .where(and(eq(jobPostings.businessId, business.id), eq(jobPostings.title, input.title), inArray(jobPostings.status, ['open', 'paused'])))
      .limit(1);
    if (same) return toVacancy(same, business, same.applicationCount, now.getTime());
    const [seq] = (await tx.execute<{ id: string }>(sql`SELECT nextval(pg_get_serial_sequence('job_postings', 'id')) AS id`)).rows;
    const id = Number(seq?.id);
    const [row] = await tx
      .insert(jobPostings)
      .values({
        id,
        slug: `${business.slug}-${slugify(input.title, 'vacancy')}-${id}`,
        title: input.title,
        department: business.name,
        location: input.location,
        employmentType: input.type,
        salaryMin: paisa(input.salaryMin),
        salaryMax: paisa(input.salaryMax),
        summary: summaryOf(input.description),
        body: input.description,
        opensAt: now,
        closesAt,
        businessId: business.id,
        status: 'open',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toVacancy(row!, business, 0, now.getTime());
  });
  invalidateCareers(); // a new posting is listed on /careers from the next request
  return view;
}

/** The owner's vacancies across their businesses, newest first (one business: job_postings_business_created_idx). */
export async function listOwnVacancies(ownerId: number, page = 1, now = Date.now()): Promise<{ vacancies: VacancyView[]; pagination: Pagination }> {
  const db = getDb();
  const owned = await db.select({ id: businesses.id, slug: businesses.slug, name: businesses.name }).from(businesses).where(eq(businesses.ownerId, ownerId)).limit(50);
  if (owned.length === 0) return { vacancies: [], pagination: { total: 0, count: 0, perPage: VACANCIES_PER_PAGE, currentPage: page, totalPages: 1 } };
  const ids = owned.map((b) => b.id);
  const [[counted], rows] = await Promise.all([
    // Bounded: the list stops at page 500, so at most 10,001 rows are ever counted.
    db
      .execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${jobPostings} WHERE ${inArray(jobPostings.businessId, ids)} LIMIT ${500 * VACANCIES_PER_PAGE + 1}) AS capped`)
      .then((r) => r.rows),
    db
      .select()
      .from(jobPostings)
      .where(inArray(jobPostings.businessId, ids))
      .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
      .limit(VACANCIES_PER_PAGE)
      .offset((page - 1) * VACANCIES_PER_PAGE),
  ]);
  const byId = new Map(owned.map((b) => [b.id, b]));
  const total = Number(counted?.n ?? 0);
  return {
    vacancies: rows.map((row) => toVacancy(row, byId.get(row.businessId!)!, row.applicationCount, now)),
    pagination: { total, count: rows.length, perPage: VACANCIES_PER_PAGE, currentPage: page, totalPages: Math.max(1, Math.ceil(total / VACANCIES_PER_PAGE)) },
  };
}

/** The owner's vacancy row with its business, or a 404 (unknown, the shop's own posting, or another owner's). */
export async function ownVacancyRow(ownerId: number, id: number): Promise<{ posting: PostingRow; business: typeof businesses.$inferSelect }> {
  const [row] = await getDb()
    .select({ posting: jobPostings, business: businesses })
    .from(jobPostings)
    .innerJoin(businesses, eq(businesses.id, jobPostings.businessId))
    .where(and(eq(jobPostings.id, id), eq(businesses.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound('Vacancy');
  return row;
}

export async function getOwnVacancy(ownerId: number, id: number, now = Date.now()): Promise<VacancyView> {
  const { posting, business } = await ownVacancyRow(ownerId, id);
  return toVacancy(posting, business, posting.applicationCount, now);
}

/** Corrects a vacancy that is not closed (a closed one is history: post a new one). Applications already made stay. */
export async function updateVacancy(ownerId: number, id: number, input: VacancyUpdateInput, now = new Date()): Promise<VacancyView> {
  const { posting, business } = await ownVacancyRow(ownerId, id);
  if (posting.status === 'closed') throw new ApiError(409, 'This vacancy is closed; post a new one to hire again.', 'vacancy_status');
  const closesAt = closingInstant(input.closesOn, now);
  const [row] = await getDb()
    .update(jobPostings)
    .set({
      title: input.title,
      location: input.location,
      employmentType: input.type,
      salaryMin: paisa(input.salaryMin),
      salaryMax: paisa(input.salaryMax),
      summary: summaryOf(input.description),
      body: input.description,
      closesAt,
      updatedAt: now,
    })
    .where(and(eq(jobPostings.id, id), inArray(jobPostings.status, ['open', 'paused'])))
    .returning();
  if (!row) throw new ApiError(409, 'This vacancy is closed; post a new one to hire again.', 'vacancy_status');
  invalidateCareers();
  return toVacancy(row, business, row.applicationCount, now.getTime());
}

/** open ⇄ paused, either → closed (final). The same status again changes nothing (double taps). */
export async function setVacancyStatus(ownerId: number, id: number, status: string, now = new Date()): Promise<VacancyView> {
  const { business } = await ownVacancyRow(ownerId, id);
  const view = await getDb().transaction(async (tx) => {
    const [current] = await tx.select().from(jobPostings).where(eq(jobPostings.id, id)).for('update');
    if (!current) throw notFound('Vacancy');
    const check = checkVacancyTransition(current.status, status);
    if (!check.ok) throw new ApiError(409, check.reason, 'vacancy_status');
    if (!check.changed) return toVacancy(current, business, current.applicationCount, now.getTime());
    const [row] = await tx.update(jobPostings).set({ status, updatedAt: now }).where(eq(jobPostings.id, id)).returning();
    return toVacancy(row!, business, row!.applicationCount, now.getTime());
  });
  invalidateCareers();
  return view;
}

/** A verified business's open vacancies for its public page, closing soonest first. */
export async function publicVacancies(businessId: number, now = Date.now()): Promise<VacancyView[]> {
  const db = getDb();
  const [business] = await db.select({ id: businesses.id, slug: businesses.slug, name: businesses.name }).from(businesses).where(eq(businesses.id, businessId));
  if (!business) return [];
  const at = new Date(now);
  const rows = await db
    .select()
    .from(jobPostings)
    .where(and(eq(jobPostings.businessId, businessId), eq(jobPostings.status, 'open'), gt(jobPostings.closesAt, at), lte(jobPostings.opensAt, at)))
    .orderBy(asc(jobPostings.closesAt), asc(jobPostings.id))
    .limit(50);
  return rows.map((row) => toVacancy(row, business, row.applicationCount, now));
}
