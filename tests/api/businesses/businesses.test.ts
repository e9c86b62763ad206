import { eq } from 'drizzle-orm';
import { GET as careersRoute } from '@/app/api/V2/careers/route';
import { GET as businessRoute, PUT as businessUpdateRoute } from '@/app/api/dashboard/v1/businesses/[id]/route';
import { GET as businessesRoute, POST as createBusinessRoute } from '@/app/api/dashboard/v1/businesses/route';
import { POST as reviewBusinessRoute } from '@/app/api/dashboard/v1/staff/businesses/[id]/review/route';
import { GET as pendingBusinessesRoute } from '@/app/api/dashboard/v1/staff/businesses/route';
import { GET as vacancyRoute, PATCH as vacancyStatusRoute, PUT as vacancyUpdateRoute } from '@/app/api/dashboard/v1/vacancies/[id]/route';
import { GET as vacanciesRoute, POST as createVacancyRoute } from '@/app/api/dashboard/v1/vacancies/route';
import { businesses, jobPostings } from '@/lib/server/db/schema';
import { adjustBusinessFollowers, getPublicBusiness } from '@/lib/server/services/businesses';
import { useTestDatabase } from '../support/database';
import { applyTo, businessBody, call, inDays, member, openVacancy, vacancyBody, verifiedBusiness } from './support';

// Businesses and their vacancies through dashboard/v1: who may create, see and change what (another owner's → 404),
// staff verification before posting, the vacancy's open/paused/closed moves, and /careers showing open ones only.

delete process.env.REDIS_URL;
const { db } = useTestDatabase();
const BUSINESSES = '/api/dashboard/v1/businesses';
const VACANCIES = '/api/dashboard/v1/vacancies';

afterEach(() => {
  delete process.env.DEMO_MODE;
});

describe('POST / GET businesses', () => {
  it('asks for a login, then checks every field with its own message', async () => {
    expect((await call(createBusinessRoute, BUSINESSES, null, { body: businessBody() })).body.error.message).toBe('User is not authenticated');
    const owner = await member();
    const res = await call(createBusinessRoute, BUSINESSES, owner, { body: businessBody({ pan: '12345', latitude: 51.5, phone: '12', type: 'casino', description: 'short' }) });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['description', 'latitude', 'pan', 'phone', 'type']);
  });

  it('registers a business waiting for staff, which cannot post until verified; staff verify it', async () => {
    const owner = await member();
    const res = await call(createBusinessRoute, BUSINESSES, owner, { body: businessBody({ name: 'Kirtipur Cake House' }) });
    expect(res.status).toBe(201);
    const business = res.body.data.business;
    expect(business).toMatchObject({ slug: 'kirtipur-cake-house', status: 'pending', statusLabel: 'Waiting for verification', canPost: false, followerCount: 0, typeLabel: 'Bakery' });
    await expect(getPublicBusiness(business.slug)).rejects.toMatchObject({ status: 404 });

    const refused = await call(createVacancyRoute, VACANCIES, owner, { body: vacancyBody(business.id) });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('business_not_verified');

    // Only staff review: the owner themselves gets the 404 any unknown path gets.
    expect((await call(reviewBusinessRoute, '/x', owner, { params: { id: String(business.id) }, body: { decision: 'approve' } })).status).toBe(404);
    const staff = await member('Staff Reviewer', { role: 'manager' });
    expect((await call(pendingBusinessesRoute, '/x', owner)).status).toBe(404);
    const queue = await call(pendingBusinessesRoute, '/x', staff);
    expect(queue.body.data.businesses.map((b: { id: number }) => b.id)).toContain(business.id);
    const verified = await call(reviewBusinessRoute, '/x', staff, { params: { id: String(business.id) }, body: { decision: 'approve' } });
    expect(verified.body.data.business).toMatchObject({ status: 'verified', canPost: true });
    expect((await call(createVacancyRoute, VACANCIES, owner, { body: vacancyBody(business.id) })).status).toBe(201);

    const page = await getPublicBusiness(business.slug);
    expect(page.vacancies.map((v) => v.title)).toEqual(['Cake decorator']);
    expect(JSON.stringify(page)).not.toMatch(/9841000111|@example\.com/); // no phone or email on the public page

    const rejected = await call(reviewBusinessRoute, '/x', staff, { params: { id: String(business.id) }, body: { decision: 'reject', note: 'PAN does not match the name.' } });
    expect(rejected.body.data.business).toMatchObject({ status: 'rejected', canPost: false, reviewNote: 'PAN does not match the name.' });
  });

  it('verifies at once in demo mode', async () => {
    process.env.DEMO_MODE = '1';
    const res = await call(createBusinessRoute, BUSINESSES, await member(), { body: businessBody({ name: 'Demo Mode Florist', type: 'florist' }) });
    expect(res.body.data.business).toMatchObject({ status: 'verified', canPost: true, slug: 'demo-mode-florist' });
  });

  it('makes one business of five parallel taps, and refuses the same PAN to someone else', async () => {
    const owner = await member();
    const body = businessBody({ name: 'Double Tap Bakery' });
    const answers = await Promise.all(Array.from({ length: 5 }, () => call(createBusinessRoute, BUSINESSES, owner, { body })));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((a) => a.body.data.business.id)).size).toBe(1);
    expect(await db().select().from(businesses).where(eq(businesses.pan, body.pan))).toHaveLength(1);

    const other = await call(createBusinessRoute, BUSINESSES, await member(), { body: { ...body, name: 'Someone Else' } });
    expect(other.status).toBe(409);
    expect(other.body.error.fields.pan).toMatch(/already registered/);
  });

  it('gives two businesses with one name two slugs', async () => {
    const owner = await member();
    const one = await verifiedBusiness(owner, { name: 'Same Name Sweets' });
    const two = await verifiedBusiness(owner, { name: 'Same Name Sweets' });
    expect([one.slug, two.slug]).toEqual(['same-name-sweets', 'same-name-sweets-2']);
  });

  it('lists only the caller’s own businesses; another owner’s business is a 404', async () => {
    const owner = await member();
    const stranger = await member();
    const mine = await verifiedBusiness(owner, { name: 'Mine Bakery' });
    await verifiedBusiness(stranger, { name: 'Theirs Bakery' });
    const list = await call(businessesRoute, BUSINESSES, owner);
    expect(list.body.data.businesses.map((b: { name: string }) => b.name)).toEqual(['Mine Bakery']);
    expect((await call(businessRoute, '/x', owner, { params: { id: String(mine.id) } })).body.data.business.pan).toMatch(/^\d{9}$/);
    expect((await call(businessRoute, '/x', stranger, { params: { id: String(mine.id) } })).status).toBe(404);
    expect((await call(businessRoute, '/x', owner, { params: { id: '999999' } })).status).toBe(404);
  });

  it('lets the owner correct their business but not its PAN; someone else’s is a 404', async () => {
    const owner = await member();
    const business = await verifiedBusiness(owner, { name: 'Before Rename Bakery' });
    const edit = (who: typeof owner, overrides: Record<string, unknown> = {}) =>
      call(businessUpdateRoute, '/x', who, { method: 'PUT', params: { id: String(business.id) }, body: { ...businessBody({ name: 'After Rename Bakery', city: 'Lalitpur', pan: '111111111' }), ...overrides } });
    const res = await edit(owner);
    expect(res.status).toBe(200);
    expect(res.body.data.business).toMatchObject({ name: 'After Rename Bakery', city: 'Lalitpur', slug: 'before-rename-bakery', status: 'verified' });
    expect(res.body.data.business.pan).not.toBe('111111111');
    expect((await edit(await member())).status).toBe(404);
    expect((await edit(owner, { logoUploadId: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890' })).body.error.fields).toEqual({ logoUploadId: 'Upload the logo again: we could not find it.' });
  });

  it('keeps the follower count through the follow hook, never below zero', async () => {
    const business = await verifiedBusiness(await member(), { name: 'Followed Florist' });
    await db().transaction(async (tx) => {
      await adjustBusinessFollowers(tx, business.id, 1);
      await adjustBusinessFollowers(tx, business.id, 1);
    });
    expect((await getPublicBusiness(business.slug)).followerCount).toBe(2);
    for (let i = 0; i < 3; i += 1) await adjustBusinessFollowers(db(), business.id, -1);
    expect((await getPublicBusiness(business.slug)).followerCount).toBe(0);
  });
});

describe('vacancies', () => {
  it('checks the form: salary order, closing date between tomorrow and 6 months', async () => {
    const owner = await member();
    const business = await verifiedBusiness(owner);
    const badType = await call(createVacancyRoute, VACANCIES, owner, { body: vacancyBody(business.id, { type: 'gig', title: 'x' }) });
    expect(Object.keys(badType.body.error.fields).sort()).toEqual(['title', 'type']);
    const badSalary = await call(createVacancyRoute, VACANCIES, owner, { body: vacancyBody(business.id, { salaryMin: 40000, salaryMax: 30000 }) });
    expect(badSalary.body.error.fields).toEqual({ salaryMax: 'The lowest salary cannot be more than the highest.' });
    for (const closesOn of [inDays(0), inDays(200), '2026-02-30']) {
      const res = await call(createVacancyRoute, VACANCIES, owner, { body: vacancyBody(business.id, { closesOn }) });
      expect([res.status, res.body.error.fields]).toEqual([400, { closesOn: 'Choose a closing date from tomorrow up to 6 months ahead.' }]);
    }
  });

  it('posts an open vacancy with its salary in paisa, listed on /careers beside the shop’s own postings', async () => {
    const owner = await member();
    const business = await verifiedBusiness(owner, { name: 'Careers Listed Bakery' });
    const before = (await call(careersRoute, '/api/V2/careers', null)).body.meta.pagination.total;
    const vacancy = await openVacancy(owner, business.id, { title: 'Night baker', salaryMin: 30000, salaryMax: 36000 });
    expect(vacancy).toMatchObject({ status: 'open', isOpen: true, salaryMin: 3_000_000, salaryMax: 3_600_000, applicationCount: 0, nextStatuses: ['paused', 'closed'] });
    const careers = await call(careersRoute, '/api/V2/careers', null);
    expect(careers.body.meta.pagination.total).toBe(before + 1);
    const all = [...careers.body.data.careers];
    for (let page = 2; page <= careers.body.meta.pagination.totalPages; page += 1) all.push(...(await call(careersRoute, `/api/V2/careers?page=${page}`, null)).body.data.careers);
    expect(all.find((c: { id: number }) => c.id === vacancy.id)).toMatchObject({ department: 'Careers Listed Bakery', business: { slug: 'careers-listed-bakery' } });
    expect(all.some((c: { business: unknown }) => c.business === null)).toBe(true); // the shop's own are still there
  });

  it('makes one vacancy of parallel taps', async () => {
    const owner = await member();
    const business = await verifiedBusiness(owner);
    const body = vacancyBody(business.id, { title: 'Tapped twice' });
    const answers = await Promise.all(Array.from({ length: 4 }, () => call(createVacancyRoute, VACANCIES, owner, { body })));
    expect(new Set(answers.map((a) => a.body.data.vacancy.id)).size).toBe(1);
    expect(await db().select().from(jobPostings).where(eq(jobPostings.businessId, business.id))).toHaveLength(1);
  });

  it('moves open ⇄ paused and either to closed, refuses reopening a closed one; paused and closed take no applications', async () => {
    const owner = await member();
    const business = await verifiedBusiness(owner);
    const vacancy = await openVacancy(owner, business.id);
    const move = (who: typeof owner, status: string) => call(vacancyStatusRoute, '/x', who, { method: 'PATCH', params: { id: String(vacancy.id) }, body: { status } });

    const paused = await move(owner, 'paused');
    expect(paused.body.data.vacancy).toMatchObject({ status: 'paused', isOpen: false, nextStatuses: ['open', 'closed'] });
    const applicant = await member();
    const whilePaused = await applyTo(applicant, vacancy.id);
    expect([whilePaused.status, whilePaused.body.error.message]).toEqual([409, 'This vacancy is not taking applications at the moment.']);
    expect((await move(owner, 'paused')).status).toBe(200); // again: no change
    expect((await move(owner, 'open')).body.data.vacancy.isOpen).toBe(true);
    expect((await applyTo(applicant, vacancy.id)).status).toBe(201);
    expect((await move(owner, 'closed')).body.data.vacancy).toMatchObject({ status: 'closed', applicationCount: 1, nextStatuses: [] });
    for (const status of ['open', 'paused']) {
      const refused = await move(owner, status);
      expect([refused.status, refused.body.error.message]).toEqual([409, 'This vacancy is closed; post a new one to hire again.']);
    }
    expect((await applyTo(await member(), vacancy.id)).status).toBe(409);

    const second = await openVacancy(owner, business.id, { title: 'Paused then closed' });
    await call(vacancyStatusRoute, '/x', owner, { method: 'PATCH', params: { id: String(second.id) }, body: { status: 'paused' } });
    expect((await call(vacancyStatusRoute, '/x', owner, { method: 'PATCH', params: { id: String(second.id) }, body: { status: 'closed' } })).body.data.vacancy.status).toBe('closed');
  });

  it('corrects an open vacancy’s fields (salary in paisa, a new closing day); a closed one or someone else’s cannot be', async () => {
    const owner = await member();
    const vacancy = await openVacancy(owner, (await verifiedBusiness(owner)).id);
    const edit = (who: typeof owner, overrides: Record<string, unknown> = {}) => {
      const fields = { ...vacancyBody(0, { title: 'Senior cake decorator', salaryMin: 30000, salaryMax: 38000, closesOn: inDays(40), ...overrides }), businessId: undefined };
      return call(vacancyUpdateRoute, '/x', who, { method: 'PUT', params: { id: String(vacancy.id) }, body: fields });
    };
    const res = await edit(owner);
    expect(res.status).toBe(200);
    expect(res.body.data.vacancy).toMatchObject({ id: vacancy.id, title: 'Senior cake decorator', salaryMin: 3_000_000, salaryMax: 3_800_000, status: 'open' });
    expect(Date.parse(res.body.data.vacancy.closesAt)).toBeGreaterThan(Date.now() + 39 * 24 * 3600 * 1000);
    expect((await edit(owner, { closesOn: inDays(0) })).status).toBe(400);
    expect((await edit(await member())).status).toBe(404);
    await call(vacancyStatusRoute, '/x', owner, { method: 'PATCH', params: { id: String(vacancy.id) }, body: { status: 'closed' } });
    expect((await edit(owner)).status).toBe(409);
  });

  it('shows another owner’s vacancy, or the shop’s own posting, as a 404 to read and to change', async () => {
    const owner = await member();
    const stranger = await member();
    const vacancy = await openVacancy(owner, (await verifiedBusiness(owner)).id);
    expect((await call(vacancyRoute, '/x', stranger, { params: { id: String(vacancy.id) } })).status).toBe(404);
    expect((await call(vacancyStatusRoute, '/x', stranger, { method: 'PATCH', params: { id: String(vacancy.id) }, body: { status: 'closed' } })).status).toBe(404);
    const [shopPosting] = await db().select().from(jobPostings).where(eq(jobPostings.slug, 'pastry-chef-pokhara-lakeside'));
    expect((await call(vacancyRoute, '/x', owner, { params: { id: String(shopPosting!.id) } })).status).toBe(404);
    // Someone else's business cannot be posted for either.
    expect((await call(createVacancyRoute, VACANCIES, stranger, { body: vacancyBody((await verifiedBusiness(owner)).id) })).status).toBe(404);
    expect((await call(vacancyRoute, '/x', owner, { params: { id: String(vacancy.id) } })).body.data.vacancy.id).toBe(vacancy.id);
    const list = await call(vacanciesRoute, VACANCIES, stranger);
    expect(list.body.data.vacancies).toEqual([]);
  });
});
