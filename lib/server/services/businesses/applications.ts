import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { checkTransition, nextStatuses, PIPELINE_ACTIONS, PIPELINE_LABELS, type PipelineStatus } from '@/lib/domain/vacancy-applications';
import { applicationStatusLabel } from '@/lib/domain/careers';
import { getDb } from '@/lib/server/db/client';
import { businesses, jobApplications, jobPostings, uploads, users } from '@/lib/server/db/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import type { Pagination } from '@/lib/server/http/respond';
import { enqueueUserNotice } from '@/lib/server/services/notifications/enqueue';
import { cvFileName } from '@/lib/server/uploads/cv-upload';
import type { VacancyApplicationView } from './types';
import { ownVacancyRow } from './vacancies';

// The owner's side of applications to their vacancies (dashboard/v1/applications): the list per vacancy, one
// application, its CV, and its moves through lib/domain/vacancy-applications. Only the owner of the business that
// posted the vacancy gets anything; everyone else gets the 404 an unknown id gets. The applicant is told of each move
// through the notifications outbox, once per (application, status).

export const VACANCY_APPLICATIONS_PER_PAGE = 20;

export const dashboardCvUrl = (applicationId: number) => `/api/dashboard/v1/applications/${applicationId}/cv`;

type Row = { application: typeof jobApplications.$inferSelect; posting: typeof jobPostings.$inferSelect; name: string | null; username: string; contentType: string };

function toView(row: Row): VacancyApplicationView {
  const a = row.application;
  return {
    id: a.id,
    status: a.status,
    statusLabel: applicationStatusLabel(a.status),
    nextStatuses: nextStatuses(a.status).map((status) => ({ status, label: PIPELINE_ACTIONS[status] })),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
    applicant: { name: row.name ?? row.username, username: row.username },
    phone: a.phone,
    coverNote: a.coverNote,
    expectedSalary: a.expectedSalary,
    cv: { url: dashboardCvUrl(a.id), fileName: cvFileName(row.contentType) },
    vacancy: { id: row.posting.id, title: row.posting.title },
  };
}

const selectRows = () =>
  getDb()
    .select({ application: jobApplications, posting: jobPostings, name: users.name, username: users.username, contentType: uploads.contentType })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.postingId))
    .innerJoin(businesses, eq(businesses.id, jobPostings.businessId))
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .innerJoin(uploads, eq(uploads.id, jobApplications.cvUploadId));

/** Applications to one of the owner's vacancies, newest first (job_applications_posting_created_idx). */
export async function listVacancyApplications(ownerId: number, vacancyId: number, page = 1): Promise<{ applications: VacancyApplicationView[]; pagination: Pagination }> {
  const { posting } = await ownVacancyRow(ownerId, vacancyId);
  const rows = await selectRows()
    .where(eq(jobApplications.postingId, vacancyId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(VACANCY_APPLICATIONS_PER_PAGE)
    .offset((page - 1) * VACANCY_APPLICATIONS_PER_PAGE);
  const total = posting.applicationCount; // kept by a trigger: no count over the applications
  return {
    applications: rows.map(toView),
    pagination: {
      total,
      count: rows.length,
      perPage: VACANCY_APPLICATIONS_PER_PAGE,
      currentPage: page,
      totalPages: Math.max(1, Math.ceil(total / VACANCY_APPLICATIONS_PER_PAGE)),
    },
  };
}

async function ownRow(ownerId: number, applicationId: number): Promise<Row> {
  const [row] = await selectRows()
    .where(and(eq(jobApplications.id, applicationId), eq(businesses.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound('Application');
  return row;
}

export async function getVacancyApplication(ownerId: number, applicationId: number): Promise<VacancyApplicationView> {
  return toView(await ownRow(ownerId, applicationId));
}

/** The applicant's CV for the owner of the vacancy they applied to; a 404 for anyone else. */
export async function readApplicationCv(ownerId: number, applicationId: number): Promise<{ contentType: string; bytes: Buffer; fileName: string }> {
  const [row] = await getDb()
    .select({ contentType: uploads.contentType, bytes: uploads.bytes })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.postingId))
    .innerJoin(businesses, eq(businesses.id, jobPostings.businessId))
    .innerJoin(uploads, eq(uploads.id, jobApplications.cvUploadId))
    .where(and(eq(jobApplications.id, applicationId), eq(businesses.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound('CV');
  return { contentType: row.contentType, bytes: row.bytes, fileName: cvFileName(row.contentType) };
}

/**
 * Moves an application one step (lib/domain/vacancy-applications). The row is locked for the check and the write, so
 * two taps or two tabs make one move: the second finds the status already there and changes nothing. The applicant's
 * notice is queued in the same transaction, keyed by (application, status), so it is sent once.
 */
export async function moveApplication(ownerId: number, applicationId: number, to: PipelineStatus, now = new Date()): Promise<{ application: VacancyApplicationView; changed: boolean }> {
  await ownRow(ownerId, applicationId);
  const changed = await getDb().transaction(async (tx) => {
    const [current] = await tx.select().from(jobApplications).where(eq(jobApplications.id, applicationId)).for('update');
    if (!current) throw notFound('Application');
    const check = checkTransition(current.status, to);
    if (!check.ok) throw new ApiError(409, check.reason, 'invalid_transition');
    if (!check.changed) return false;
    await tx.update(jobApplications).set({ status: to, updatedAt: now }).where(eq(jobApplications.id, applicationId));
    await enqueueUserNotice(tx, current.userId, { event: 'vacancy.application.status', subjectId: `${applicationId}:${to}`, data: { status: to, label: PIPELINE_LABELS[to] } });
    return true;
  });
  return { application: toView(await ownRow(ownerId, applicationId)), changed };
}
