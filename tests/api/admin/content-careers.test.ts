import { isNotNull, isNull } from 'drizzle-orm';
import { GET as careerRoute } from '@/app/api/V2/career/[id]/route';
import { GET as careersRoute } from '@/app/api/V2/careers/route';
import { GET as testimonialsRoute } from '@/app/api/V2/testimonials/route';
import { jobPostings, testimonials } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { auditEntry, editorial, expectContentRoles, staff } from './content-support';

// Careers postings and testimonials in the back office (/admin/content/careers, /admin/content/testimonials, issue
// 25): drafts the storefront does not show (GET careers, career/{id}, testimonials and the home page they feed),
// published through the same draft → publish cycle as every content kind.

const { db } = useTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const openTitles = async () => ((await callRoute(careersRoute, { url: '/api/V2/careers' })).body.data.careers as Array<{ title: string }>).map((c) => c.title);
const readCareer = (id: number | string) => callRoute(careerRoute, { url: `/api/V2/career/${id}`, params: { id: String(id) } });

let n = 0;
const posting = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    title: `Cake decorator ${n}`,
    slug: `cake-decorator-${n}-${Date.now().toString(36)}`,
    department: 'Kitchen',
    location: 'Lalitpur',
    employmentType: 'full-time',
    salaryMinRupees: 28000,
    salaryMaxRupees: '35000',
    summary: 'Pipe roses, write names in Devanagari and English, and keep a calm bench on festival days.',
    body: '## What you will do\n\nDecorate 40 to 60 cakes a day. CVs up to {{cvMaxMb}} MB.\n\n- Buttercream and fondant\n- Photo cakes',
    opensAt: at(-1),
    closesAt: at(0.25), // closing soonest: first on /careers' first page
    ...overrides,
  };
};

describe('careers postings (admin/editorial/job-posting)', () => {
  it('a new posting is a draft /careers does not list; published, it is listed with its salary in paisa and its text', async () => {
    const manager = await staff('manager');
    const body = posting();
    const created = await editorial.create(manager, 'job-posting', body);
    expect(created.status).toBe(201);
    expect(created.body.data.draft.data).toMatchObject({ salaryMinRupees: 28000, salaryMaxRupees: 35000 });
    expect(await openTitles()).not.toContain(body.title);

    const published = await editorial.publish(manager, 'job-posting', created.body.data.draft.key);
    expect(published.status).toBe(200);
    expect(await openTitles()).toContain(body.title);
    const detail = (await readCareer(published.body.data.id)).body.data;
    const career = detail.career ?? detail;
    expect(career).toMatchObject({ title: body.title, salaryMin: 28000_00, salaryMax: 35000_00 });
    expect(career.body).toContain('CVs up to 5 MB.');
    expect(await auditEntry('job-posting.publish', manager.id)).toMatchObject({ summary: `Careers posting added: ${body.title}` });
  });

  it('an edit stays a draft until published (once: then 409), Discard keeps the live one; opening in the future hides it until then', async () => {
    const editor = await staff('editor');
    const created = await editorial.create(editor, 'job-posting', posting());
    const { id } = (await editorial.publish(editor, 'job-posting', created.body.data.draft.key)).body.data;
    const live = (await editorial.open(editor, 'job-posting', id)).body.data.item.live;
    expect((await editorial.save(editor, 'job-posting', id, { ...live, title: 'Senior cake decorator', opensAt: at(0.1), closesAt: at(0.3) })).status).toBe(200);
    expect(await openTitles()).toContain(live.title);
    await editorial.publish(editor, 'job-posting', id);
    expect(await openTitles()).not.toContain('Senior cake decorator');
    expect((await readCareer(id)).status).toBe(404);
    expect((await editorial.save(editor, 'job-posting', id, { ...live, title: 'Senior cake decorator' })).status).toBe(200);
    await editorial.publish(editor, 'job-posting', id);
    expect(await openTitles()).toContain('Senior cake decorator');
    expect((await editorial.publish(editor, 'job-posting', id)).status).toBe(409);
    // Discard: the posting stays as published.
    await editorial.save(editor, 'job-posting', id, { ...live, title: 'Not this title' });
    expect((await editorial.discard(editor, 'job-posting', id)).status).toBe(200);
    expect(await openTitles()).toContain('Senior cake decorator');
    expect(await openTitles()).not.toContain('Not this title');
  });

  it('checks dates, salaries and the address; a business’s vacancy is not the shop’s to edit here', async () => {
    const owner = await staff('owner');
    const bad = await editorial.create(owner, 'job-posting', posting({ closesAt: at(-2), salaryMaxRupees: 100, employmentType: 'gig', slug: 'X' }));
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ employmentType: expect.any(String), slug: expect.any(String) });
    const dates = await editorial.create(owner, 'job-posting', posting({ closesAt: at(-2), salaryMaxRupees: 100 }));
    expect(dates.body.error.fields).toEqual({ closesAt: 'It must close after it opens.', salaryMaxRupees: 'The highest salary cannot be below the lowest.' });
    const [theirs] = await db().select({ id: jobPostings.id }).from(jobPostings).where(isNotNull(jobPostings.businessId)).limit(1);
    const [ours] = await db().select({ id: jobPostings.id, slug: jobPostings.slug }).from(jobPostings).where(isNull(jobPostings.businessId)).limit(1);
    if (theirs) expect((await editorial.open(owner, 'job-posting', String(theirs.id))).status).toBe(404);
    const taken = await editorial.create(owner, 'job-posting', posting({ slug: ours!.slug }));
    expect(taken.body.error.fields).toEqual({ slug: 'Another posting has this address. Choose another.' });
  });

  it('roles: editor, manager and owner write postings; kitchen and support 403; customer and visitor 404', async () => {
    await expectContentRoles((who) => editorial.create(who, 'job-posting', posting()), 201);
  });
});

describe('testimonials (admin/editorial/testimonial)', () => {
  const shown = async () => (await callRoute(testimonialsRoute, { url: '/api/V2/testimonials' })).body.data.testimonials as Array<{ id: number; name: string; message: string; avatar: string }>;

  it('a new testimonial is a draft the home page does not show; published, it is there with a drawn avatar', async () => {
    const editor = await staff('editor');
    const body = { name: 'Pramila Gurung', location: 'Pokhara', message: 'The cake reached my mother in Pokhara on time, <b>perfect</b>!', rating: 5, position: 0 };
    const created = await editorial.create(editor, 'testimonial', body);
    expect(created.status).toBe(201);
    expect(created.body.data.draft.data.message).toBe('The cake reached my mother in Pokhara on time, perfect!');
    expect((await shown()).map((t) => t.name)).not.toContain('Pramila Gurung');
    const { id } = (await editorial.publish(editor, 'testimonial', created.body.data.draft.key)).body.data;
    const card = (await shown()).find((t) => t.id === Number(id));
    expect(card).toMatchObject({ name: 'Pramila Gurung', avatar: expect.stringMatching(/^\/media\/avatar/) });
  });

  it('an edit and a removal show only when published; Discard keeps the live one', async () => {
    const manager = await staff('manager');
    const [row] = await db().select().from(testimonials).limit(1);
    const key = String(row!.id);
    const live = (await editorial.open(manager, 'testimonial', key)).body.data.item.live;
    await editorial.save(manager, 'testimonial', key, { ...live, message: 'Changed words that nobody has read yet, honestly.' });
    expect((await shown()).find((t) => t.id === row!.id)?.message).toBe(row!.message);
    await editorial.discard(manager, 'testimonial', key);
    expect((await shown()).find((t) => t.id === row!.id)?.message).toBe(row!.message);
    await editorial.save(manager, 'testimonial', key, { ...live, remove: true });
    expect((await shown()).some((t) => t.id === row!.id)).toBe(true);
    await editorial.publish(manager, 'testimonial', key);
    expect((await shown()).some((t) => t.id === row!.id)).toBe(false);
    expect(await auditEntry('testimonial.publish', manager.id)).toMatchObject({ summary: `Testimonial removed: ${row!.name}, ${row!.location}`, after: null });
  });

  it('many editors publishing one draft at once publish it once', async () => {
    const owner = await staff('owner');
    const created = await editorial.create(owner, 'testimonial', { name: 'Bikash Thapa', location: 'Dharan', message: 'Ordered from Doha for my father, arrived with flowers.', rating: 4, position: 9 });
    const outcomes = await concurrently([1, 2, 3, 4], 4, () => editorial.publish(owner, 'testimonial', created.body.data.draft.key));
    expect(outcomes.map((o) => o.status).sort()).toEqual([200, 409, 409, 409]);
    expect((await shown()).filter((t) => t.name === 'Bikash Thapa')).toHaveLength(1);
  });

  it('refuses bad input by field, and roles: editor/manager/owner yes, kitchen/support 403, customer/visitor 404', async () => {
    const editor = await staff('editor');
    const bad = await editorial.create(editor, 'testimonial', { name: '', location: 'x', message: 'short', rating: 9, position: 'first', avatar: 'https://evil.example/a.png' });
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['avatar', 'location', 'message', 'name', 'position', 'rating']);
    await expectContentRoles((who) => editorial.create(who, 'testimonial', { name: 'Asha Rai', location: 'Dharan', message: 'Lovely cake and the rider called before.', rating: 5, position: 3 }), 201);
  });
});
