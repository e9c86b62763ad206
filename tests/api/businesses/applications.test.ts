import { and, eq, like } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as myApplicationsRoute } from '@/app/api/V2/profile/applications/route';
import { GET as applicationCvRoute } from '@/app/api/dashboard/v1/applications/[id]/cv/route';
import { GET as applicationRoute } from '@/app/api/dashboard/v1/applications/[id]/route';
import { POST as statusRoute } from '@/app/api/dashboard/v1/applications/[id]/status/route';
import { GET as vacancyApplicationsRoute } from '@/app/api/dashboard/v1/vacancies/[id]/applications/route';
import { jobApplications, notifications } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { applyTo, call, member, type Member, ORIGIN, openVacancy, verifiedBusiness } from './support';

// Applications to a business's vacancy: the same apply flow and CV rules as the shop's postings, the owner's list and
// CV, and every move of received → shortlisted → interview → hired | rejected, by the right side and the wrong one.

delete process.env.REDIS_URL;
const { db } = useTestDatabase();

async function setup() {
  const owner = await member('Owner Bista');
  // A phone on the account, so the notice goes by SMS too (unique per person).
  const applicant = await member('Applicant Karki', { phone: `984${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).padStart(7, '0')}` });
  const business = await verifiedBusiness(owner, { name: `Pipeline Bakery ${Math.random().toString(36).slice(2, 7)}` });
  const vacancy = await openVacancy(owner, business.id);
  const applied = await applyTo(applicant, vacancy.id);
  expect(applied.status).toBe(201);
  return { owner, applicant, business, vacancy, applicationId: applied.body.data.application.id as number };
}

const move = (who: Member | null, id: number, status: string) => call(statusRoute, '/x', who, { params: { id: String(id) }, body: { status } });

async function setStatus(id: number, status: string) {
  await db().update(jobApplications).set({ status }).where(eq(jobApplications.id, id));
}

async function cvOf(id: number, who: Member | null) {
  const request = new NextRequest(new URL(`/api/dashboard/v1/applications/${id}/cv`, ORIGIN), { headers: who?.headers ?? {} });
  const response = await applicationCvRoute(request, { params: Promise.resolve({ id: String(id) }) });
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), head: Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString() };
}

describe('applying for a business vacancy', () => {
  it('uses career/apply: one application of five parallel taps, counted once on the vacancy', async () => {
    const { owner, vacancy } = await setup();
    const second = await member('Parallel Applicant');
    const answers = await Promise.all(Array.from({ length: 5 }, () => applyTo(second, vacancy.id)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const list = await call(vacancyApplicationsRoute, '/x', owner, { params: { id: String(vacancy.id) } });
    expect(list.body.meta.pagination.total).toBe(2);
    expect(list.body.data.applications).toHaveLength(2);
    expect(list.body.data.applications[0]).toMatchObject({ status: 'received', statusLabel: 'Received', applicant: { name: 'Parallel Applicant' }, nextStatuses: [{ status: 'shortlisted', label: 'Shortlist' }, { status: 'rejected', label: 'Reject' }] });
  });
});

describe('an owner and their own vacancy', () => {
  it('refuses the owner’s application to their own business’s vacancy', async () => {
    const { owner, vacancy } = await setup();
    const res = await applyTo(owner, vacancy.id);
    expect([res.status, res.body.error.code]).toEqual([409, 'own_vacancy']);
  });
});

describe('the owner reads applications and CVs; nobody else does', () => {
  it('answers the owner, and 404 to another owner, the applicant and a guest’s 401', async () => {
    const { owner, applicant, vacancy, applicationId } = await setup();
    const stranger = await member('Other Owner');
    await verifiedBusiness(stranger);
    expect((await call(applicationRoute, '/x', owner, { params: { id: String(applicationId) } })).body.data.application).toMatchObject({ id: applicationId, phone: '9841234567', vacancy: { id: vacancy.id } });
    for (const who of [stranger, applicant]) {
      expect((await call(applicationRoute, '/x', who, { params: { id: String(applicationId) } })).status).toBe(404);
      expect((await call(vacancyApplicationsRoute, '/x', who, { params: { id: String(vacancy.id) } })).status).toBe(404);
      expect((await cvOf(applicationId, who)).status).toBe(404);
    }
    expect((await cvOf(applicationId, null)).status).toBe(401);
    expect(await cvOf(applicationId, owner)).toEqual({ status: 200, type: 'application/pdf', cache: 'private, no-store', head: '%PDF-' });
  });
});

describe('moving an application', () => {
  const ALLOWED: Array<[string, string]> = [
    ['received', 'shortlisted'],
    ['received', 'rejected'],
    ['shortlisted', 'interview'],
    ['shortlisted', 'rejected'],
    ['interview', 'hired'],
    ['interview', 'rejected'],
  ];
  const REFUSED: Array<[string, string]> = [
    ['received', 'interview'],
    ['received', 'hired'],
    ['shortlisted', 'received'],
    ['shortlisted', 'hired'],
    ['interview', 'received'],
    ['interview', 'shortlisted'],
    ['hired', 'rejected'],
    ['hired', 'interview'],
    ['rejected', 'shortlisted'],
    ['rejected', 'received'],
  ];

  it.each(ALLOWED)('the owner moves %s → %s; the applicant sees it and is told once', async (from, to) => {
    const { owner, applicant, applicationId } = await setup();
    await setStatus(applicationId, from);
    const res = await move(owner, applicationId, to);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ changed: true, application: { status: to } });
    const mine = await call(myApplicationsRoute, '/api/V2/profile/applications', applicant);
    expect(mine.body.data.applications[0]).toMatchObject({ id: applicationId, status: to, business: { name: expect.stringMatching(/^Pipeline Bakery/) } });
    const told = await db().select().from(notifications).where(and(eq(notifications.event, 'vacancy.application.status'), eq(notifications.subjectId, `${applicationId}:${to}`)));
    expect(told.map((n) => n.channel).sort()).toEqual(['email', 'sms']);
  });

  it.each(ALLOWED)('the wrong side cannot move %s → %s: another owner and the applicant get 404, a guest 401', async (from, to) => {
    const { applicant, applicationId } = await setup();
    await setStatus(applicationId, from);
    const stranger = await member('Stranger Owner');
    expect((await move(stranger, applicationId, to)).status).toBe(404);
    expect((await move(applicant, applicationId, to)).status).toBe(404);
    expect((await move(null, applicationId, to)).status).toBe(401);
    const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect(row!.status).toBe(from);
  });

  it.each(REFUSED)('refuses %s → %s with a 409 that says why, changing nothing', async (from, to) => {
    const { owner, applicationId } = await setup();
    await setStatus(applicationId, from);
    const res = await move(owner, applicationId, to);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('invalid_transition');
    expect(res.body.error.message.length).toBeGreaterThan(20);
    const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect(row!.status).toBe(from);
  });

  it('refuses a status outside the pipeline with a 400', async () => {
    const { owner, applicationId } = await setup();
    expect((await move(owner, applicationId, 'offered')).status).toBe(400);
  });

  it('makes one move of six parallel taps: one changed, one notice per channel', async () => {
    const { owner, applicationId } = await setup();
    const answers = await Promise.all(Array.from({ length: 6 }, () => move(owner, applicationId, 'shortlisted')));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.data.changed)).toHaveLength(1);
    const told = await db().select().from(notifications).where(like(notifications.subjectId, `${applicationId}:%`));
    expect(told).toHaveLength(2);
  });

  it('lets parallel hire and reject race: exactly one wins (both are final), the other is refused', async () => {
    const { owner, applicationId } = await setup();
    await setStatus(applicationId, 'interview');
    const [hire, reject] = await Promise.all([move(owner, applicationId, 'hired'), move(owner, applicationId, 'rejected')]);
    expect([hire.status, reject.status].sort()).toEqual([200, 409]);
    const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, applicationId));
    expect(row!.status).toBe(hire.status === 200 ? 'hired' : 'rejected');
  });
});
