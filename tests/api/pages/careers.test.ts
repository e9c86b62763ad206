import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { POST as applyRoute } from '@/app/api/V2/career/apply/route';
import { GET as cvRoute } from '@/app/api/V2/career/cv/[id]/route';
import { GET as careerRoute } from '@/app/api/V2/career/[id]/route';
import { POST as uploadRoute } from '@/app/api/V2/career/upload/route';
import { GET as careersRoute } from '@/app/api/V2/careers/route';
import { GET as applicationsRoute } from '@/app/api/V2/profile/applications/route';
import { GET as media } from '@/app/media/uploads/[id]/route';
import { CV_MAX_BYTES, CV_MESSAGES, CV_TYPES } from '@/lib/domain/careers';
import { jobApplications, jobPostings, notifications, uploads } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { docxCv, pdfCv, plainZip, pngBytes } from './cv-files';

// Careers: the open positions, one posting, a CV uploaded privately and checked by content, one application per
// person per posting, and the applicant's own list and CV (anyone else's → 404).

delete process.env.REDIS_URL;

const { db } = useTestDatabase();
const ORIGIN = 'http://localhost:3000';
let ipCounter = 0;
const freshIp = () => `10.63.${(ipCounter += 1)}.5`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function uploadCv(token: string | null, bytes: Buffer | null, name = 'cv.pdf', type = 'application/pdf') {
  const form = new FormData();
  if (bytes) form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const headers: Record<string, string> = { origin: ORIGIN, 'x-forwarded-for': freshIp(), ...(token ? bearer(token) : {}) };
  const request = new NextRequest(new URL('/api/V2/career/upload', ORIGIN), { method: 'POST', body: form, headers });
  const response = await uploadRoute(request, { params: Promise.resolve({}) });
  return { status: response.status, body: JSON.parse(await response.text()) };
}

const apply = (token: string | null, body: unknown) =>
  callRoute(applyRoute, { url: '/api/V2/career/apply', method: 'POST', body, headers: token ? bearer(token) : {} });

async function downloadCv(id: string, token: string | null) {
  const request = new NextRequest(new URL(`/api/V2/career/cv/${id}`, ORIGIN), { headers: token ? bearer(token) : {} });
  const response = await cvRoute(request, { params: Promise.resolve({ id }) });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: Buffer.from(await response.arrayBuffer()) };
}

// The shop's own postings (businesses' vacancies share the list since issue 14: tests/api/businesses).
type Card = { id: number; title: string; isOpen: boolean; closesAt: string; business: unknown };
const own = (list: Card[]) => list.filter((c) => c.business === null);

async function openPosting(index = 0) {
  const first = await callRoute(careersRoute, { url: '/api/V2/careers' });
  const all: Card[] = [...first.body.data.careers];
  for (let page = 2; page <= first.body.meta.pagination.totalPages; page += 1) all.push(...(await callRoute(careersRoute, { url: `/api/V2/careers?page=${page}` })).body.data.careers);
  return own(all)[index]!;
}

async function closedPosting() {
  const res = await callRoute(careersRoute, { url: '/api/V2/careers' });
  return own(res.body.data.recentlyClosed)[0]!;
}

describe('GET careers', () => {
  it('lists the six open postings closing soonest first, and the two that closed recently', async () => {
    const res = await callRoute(careersRoute, { url: '/api/V2/careers' });
    expect(res.status).toBe(200);
    const careers: Card[] = [...res.body.data.careers];
    for (let page = 2; page <= res.body.meta.pagination.totalPages; page += 1) careers.push(...(await callRoute(careersRoute, { url: `/api/V2/careers?page=${page}` })).body.data.careers);
    const closes = careers.map((c: { closesAt: string }) => Date.parse(c.closesAt));
    expect(closes).toEqual([...closes].sort((a, b) => a - b));
    // The shop's own: six open, two recently closed (the businesses' vacancies are listed beside them).
    const recentlyClosed = own(res.body.data.recentlyClosed);
    expect(own(careers)).toHaveLength(6);
    expect(recentlyClosed).toHaveLength(2);
    expect(careers.every((c: { isOpen: boolean }) => c.isOpen)).toBe(true);
    expect(recentlyClosed.every((c: { isOpen: boolean }) => !c.isOpen)).toBe(true);
    expect(careers[0]).toMatchObject({ department: expect.any(String), location: expect.any(String), employmentTypeLabel: expect.any(String), title: expect.any(String) });
    expect(res.body.meta.pagination).toMatchObject({ total: careers.length, currentPage: 1 });
    const departments = [...careers, ...recentlyClosed].map((c: { title: string }) => c.title).join(' | ');
    for (const word of [/baker/i, /decorator/i, /rider/i, /customer care/i, /developer/i]) expect(departments).toMatch(word);
  });

  it('refuses a page that is not a number with 400', async () => {
    expect((await callRoute(careersRoute, { url: '/api/V2/careers?page=abc' })).status).toBe(400);
  });
});

describe('GET career/{id}', () => {
  it('answers the full posting, open, without an application for a visitor', async () => {
    const { id } = await openPosting();
    const res = await callRoute(careerRoute, { url: `/api/V2/career/${id}`, params: { id: String(id) } });
    expect(res.status).toBe(200);
    expect(res.body.data.career).toMatchObject({ id, isOpen: true, application: null });
    expect(res.body.data.career.sections.length).toBeGreaterThan(3);
    expect(res.body.data.career.body).toMatch(/up to 5 MB/);
  });

  it('says a closed posting is closed', async () => {
    const closed = await closedPosting();
    const res = await callRoute(careerRoute, { url: `/api/V2/career/${closed.id}`, params: { id: String(closed.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data.career.isOpen).toBe(false);
  });

  it('is a 404 for an unknown id and a 400 for one that is not a number', async () => {
    expect((await callRoute(careerRoute, { url: '/api/V2/career/999999', params: { id: '999999' } })).status).toBe(404);
    expect((await callRoute(careerRoute, { url: '/api/V2/career/abc', params: { id: 'abc' } })).status).toBe(400);
  });
});

describe('POST career/upload', () => {
  it('stores a PDF and a Word .docx privately, by what their bytes are', async () => {
    const user = await newSignedInUser('cv', 'Ramesh Gurung');
    const pdf = await uploadCv(user.token, pdfCv());
    expect(pdf.status).toBe(201);
    expect(pdf.body.data).toMatchObject({ contentType: CV_TYPES.pdf, fileName: 'cv.pdf' });
    const docx = await uploadCv(user.token, docxCv(), 'Ramesh CV.docx', 'application/octet-stream');
    expect(docx.status).toBe(201);
    expect(docx.body.data.contentType).toBe(CV_TYPES.docx);
    const [row] = await db().select().from(uploads).where(eq(uploads.id, pdf.body.data.id));
    expect(row).toMatchObject({ kind: 'cv', userId: user.id });
  });

  it('is never served by the public /media/uploads address', async () => {
    const user = await newSignedInUser('cv', 'Ramesh Gurung');
    const { body } = await uploadCv(user.token, pdfCv());
    const response = await media(new NextRequest(new URL(`/media/uploads/${body.data.id}`, ORIGIN)), { params: Promise.resolve({ id: body.data.id }) });
    expect(response.status).toBe(404);
  });

  it('refuses a file that is not a PDF or a .docx by its content, whatever its name (400)', async () => {
    const user = await newSignedInUser('cv', 'Ramesh Gurung');
    const png = await uploadCv(user.token, pngBytes(), 'cv.pdf', 'application/pdf');
    expect(png.status).toBe(400);
    expect(png.body.error.fields.file).toBe(CV_MESSAGES.type);
    const zip = await uploadCv(user.token, plainZip(), 'cv.docx', CV_TYPES.docx);
    expect(zip.status).toBe(400);
    expect(zip.body.error.fields.file).toBe(CV_MESSAGES.type);
  });

  it('refuses a CV larger than 5 MB (400) and a form without a file (400)', async () => {
    const user = await newSignedInUser('cv', 'Ramesh Gurung');
    const big = Buffer.concat([pdfCv(), Buffer.alloc(CV_MAX_BYTES)]);
    const res = await uploadCv(user.token, big);
    expect(res.status).toBe(400);
    expect(res.body.error.fields.file).toBe(CV_MESSAGES.tooBig);
    const none = await uploadCv(user.token, null);
    expect(none.status).toBe(400);
    expect(none.body.error.fields.file).toBe(CV_MESSAGES.missing);
  });

  it('needs a login (401)', async () => {
    const res = await uploadCv(null, pdfCv());
    expect(res.status).toBe(401);
    expect(res.body.error.message).toBe('User is not authenticated');
  });
});

describe('POST career/apply', () => {
  it('applies with the applicant’s own CV, stores the salary in paisa and queues the acknowledgement', async () => {
    const user = await newSignedInUser('apply', 'Sunita Tamang', { phone: '9812345670' });
    const posting = await openPosting(1);
    const cv = await uploadCv(user.token, pdfCv());
    const res = await apply(user.token, { careerId: posting.id, cvUploadId: cv.body.data.id, phone: '+977 981-2345670', expectedSalary: '35000', coverNote: 'Five years at a Thamel bakery.' });
    expect(res.status).toBe(201);
    expect(res.body.data.application).toMatchObject({ status: 'received', statusLabel: 'Received' });
    const [row] = await db().select().from(jobApplications).where(eq(jobApplications.id, res.body.data.application.id));
    expect(row).toMatchObject({ userId: user.id, postingId: posting.id, phone: '9812345670', expectedSalary: 35000 * 100, coverNote: 'Five years at a Thamel bakery.' });
    const mail = await db().select().from(notifications).where(and(eq(notifications.event, 'career.applied'), eq(notifications.subjectId, String(row!.id))));
    expect(mail.map((m) => m.channel).sort()).toEqual(['email', 'sms']);

    const detail = await callRoute(careerRoute, { url: `/api/V2/career/${posting.id}`, params: { id: String(posting.id) }, headers: bearer(user.token) });
    expect(detail.body.data.career.application).toMatchObject({ id: row!.id, status: 'received' });
  });

  it('refuses a second application to the same posting with 409 (one per person per posting)', async () => {
    const user = await newSignedInUser('apply', 'Sunita Tamang');
    const posting = await openPosting(2);
    const cv = await uploadCv(user.token, pdfCv());
    const body = { careerId: posting.id, cvUploadId: cv.body.data.id, phone: '9812345671' };
    const [first, second] = await Promise.all([apply(user.token, body), apply(user.token, body)]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const again = await apply(user.token, body);
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('already_applied');
    const rows = await db().select().from(jobApplications).where(and(eq(jobApplications.userId, user.id), eq(jobApplications.postingId, posting.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a closed posting with 409 and says when it closed', async () => {
    const user = await newSignedInUser('apply', 'Sunita Tamang');
    const closed = await closedPosting();
    const cv = await uploadCv(user.token, pdfCv());
    const res = await apply(user.token, { careerId: closed.id, cvUploadId: cv.body.data.id, phone: '9812345672' });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'career_closed', message: expect.stringMatching(/closed on .* no longer takes applications/) });
  });

  it('refuses a posting that is not yet open, or unknown, as not found (404)', async () => {
    const user = await newSignedInUser('apply', 'Sunita Tamang');
    const cv = await uploadCv(user.token, pdfCv());
    const posting = await openPosting(3);
    await db().update(jobPostings).set({ opensAt: new Date(Date.now() + 86_400_000) }).where(eq(jobPostings.id, posting.id));
    expect((await apply(user.token, { careerId: posting.id, cvUploadId: cv.body.data.id, phone: '9812345673' })).status).toBe(404);
    expect((await apply(user.token, { careerId: 999999, cvUploadId: cv.body.data.id, phone: '9812345673' })).status).toBe(404);
  });

  it('refuses another customer’s CV as not found (400 on the field)', async () => {
    const owner = await newSignedInUser('apply', 'Owner');
    const other = await newSignedInUser('apply', 'Other');
    const cv = await uploadCv(owner.token, pdfCv());
    const posting = await openPosting(4);
    const res = await apply(other.token, { careerId: posting.id, cvUploadId: cv.body.data.id, phone: '9812345674' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.cvUploadId).toMatch(/could not find that CV/);
  });

  it('refuses bad input with 400 and a message per field, and a visitor with 401', async () => {
    const user = await newSignedInUser('apply', 'Sunita Tamang');
    const res = await apply(user.token, { careerId: 'x', cvUploadId: 'not-a-uuid', phone: '123', expectedSalary: -5 });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['careerId', 'cvUploadId', 'phone', 'expectedSalary']));
    const visitor = await apply(null, { careerId: 1, cvUploadId: '00000000-0000-4000-8000-000000000000', phone: '9812345675' });
    expect(visitor.status).toBe(401);
  });
});

describe('GET profile/applications and career/cv/{id}', () => {
  it('lists only the customer’s own applications, whose CV only they (and staff) can download', async () => {
    const applicant = await newSignedInUser('mine', 'Kiran Shrestha');
    const other = await newSignedInUser('mine', 'Somebody Else');
    const staff = await newSignedInUser('staff', 'Hiring Team', { role: 'manager' });
    const posting = await openPosting(0);
    const cv = await uploadCv(applicant.token, docxCv(), 'kiran.docx', CV_TYPES.docx);
    expect((await apply(applicant.token, { careerId: posting.id, cvUploadId: cv.body.data.id, phone: '9812345676' })).status).toBe(201);

    const mine = await callRoute(applicationsRoute, { url: '/api/V2/profile/applications', headers: bearer(applicant.token) });
    expect(mine.status).toBe(200);
    expect(mine.body.data.applications).toHaveLength(1);
    const [item] = mine.body.data.applications;
    expect(item).toMatchObject({ status: 'received', career: { id: posting.id, title: posting.title }, cv: { id: cv.body.data.id, fileName: 'cv.docx' } });
    expect(mine.body.meta.pagination).toMatchObject({ total: 1 });

    const theirs = await callRoute(applicationsRoute, { url: '/api/V2/profile/applications', headers: bearer(other.token) });
    expect(theirs.body.data.applications).toEqual([]);

    const own = await downloadCv(cv.body.data.id, applicant.token);
    expect(own.status).toBe(200);
    expect(own.type).toBe(CV_TYPES.docx);
    expect(own.disposition).toMatch(/attachment/);
    expect(own.bytes.equals(docxCv())).toBe(true);
    expect((await downloadCv(cv.body.data.id, staff.token)).status).toBe(200);
    expect((await downloadCv(cv.body.data.id, other.token)).status).toBe(404);
    expect((await downloadCv(cv.body.data.id, null)).status).toBe(401);
    expect((await downloadCv('00000000-0000-4000-8000-000000000000', applicant.token)).status).toBe(404);
    expect((await downloadCv('nope', applicant.token)).status).toBe(400);
  });

  it('needs a login (401) and a sane page (400)', async () => {
    expect((await callRoute(applicationsRoute, { url: '/api/V2/profile/applications' })).status).toBe(401);
    const user = await newSignedInUser('mine', 'Kiran');
    expect((await callRoute(applicationsRoute, { url: '/api/V2/profile/applications?page=-1', headers: bearer(user.token) })).status).toBe(400);
  });
});
