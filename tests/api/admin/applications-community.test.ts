import { eq } from 'drizzle-orm';
import { POST as registerRoute } from '@/app/api/V2/register-as-influencer/route';
import { POST as businessReviewRoute } from '@/app/api/dashboard/v1/admin/applications/businesses/[id]/review/route';
import { GET as businessListRoute } from '@/app/api/dashboard/v1/admin/applications/businesses/route';
import { POST as influencerReviewRoute } from '@/app/api/dashboard/v1/admin/applications/influencers/[id]/review/route';
import { GET as influencerDetailRoute } from '@/app/api/dashboard/v1/admin/applications/influencers/[id]/route';
import { GET as influencerListRoute } from '@/app/api/dashboard/v1/admin/applications/influencers/route';
import { GET as ownBusinessRoute } from '@/app/api/dashboard/v1/businesses/[id]/route';
import { POST as createBusinessRoute } from '@/app/api/dashboard/v1/businesses/route';
import { listOutbox } from '@/lib/server/mail/outbox';
import { coupons, influencers, users } from '@/lib/server/db/schema';
import { getOwnInfluencer } from '@/lib/server/services/influencers';
import { businessBody, call, member } from '../businesses/support';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newStaffMember } from '../support/users';
import { asStaff, auditOf } from './applications-support';

// The back office's community queues (issue 25): influencer applications (register-as-influencer) and business
// verification (/profile/add-business). Approving an influencer makes their personal code, which they see on their
// promotion page; verifying a business makes its page public and lets it post. Each decision reaches the applicant by
// mail and SMS with the reason, is one audit entry, and a double click is one decision.

useTempOutbox();
const { db } = useTestDatabase();

const INFLUENCERS = '/api/dashboard/v1/admin/applications/influencers';
const BUSINESSES = '/api/dashboard/v1/admin/applications/businesses';

async function applicant(name: string, phone: string) {
  return member(name, { phone });
}

async function influencerApplication(name = 'Asha Rai', phone = '9841555001') {
  const who = await applicant(name, phone);
  const res = await call(registerRoute, '/api/V2/register-as-influencer', who, {
    body: { instagramHandle: '@asha.bakes', instagramFollowers: 15200, niche: 'cakes-and-baking', city: 'Kathmandu', pitch: 'I bake on camera every Saturday and my followers ask where to order their cakes.' },
  });
  if (res.status !== 201) throw new Error(`register: ${res.status} ${JSON.stringify(res.body)}`);
  const [row] = await db().select().from(influencers).where(eq(influencers.userId, who.id));
  return { who, id: row!.id };
}

const emailOf = async (userId: number) => (await db().select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]!.email!;

describe('influencer applications (admin/applications/influencers)', () => {
  it('support approves: the personal code is made, the applicant sees it on their promotion page and gets the mail and SMS', async () => {
    const support = await newStaffMember('support', 'Prakash Adhikari');
    const { who, id } = await influencerApplication('Asha Rai', '9841555001');
    const list = await asStaff(influencerListRoute, `${INFLUENCERS}?status=pending`, support);
    expect(list.body.data.rows.map((r: { id: number }) => r.id)).toContain(id);
    const detail = await asStaff(influencerDetailRoute, `${INFLUENCERS}/${id}`, support, { id });
    expect(detail.body.data.fields).toEqual(expect.arrayContaining([{ label: 'Instagram', value: 'asha.bakes · 15,200 followers' }]));

    const answers = await concurrently([1, 2, 3], 3, () => asStaff(influencerReviewRoute, `${INFLUENCERS}/${id}/review`, support, { id, body: { decision: 'approve' } }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]!.body.data).toMatchObject({ status: 'approved', reviewedBy: 'Prakash Adhikari' });

    const own = await getOwnInfluencer(who.id);
    expect(own).toMatchObject({ status: 'approved', statusLabel: 'Approved' });
    expect(own!.coupon?.code).toBeTruthy();
    expect(await db().select().from(coupons).where(eq(coupons.code, own!.coupon!.code))).toHaveLength(1);

    const outbox = await listOutbox();
    const email = await emailOf(who.id);
    const mails = outbox.filter((m) => m.to === email && m.subject.startsWith('You are one of our influencers'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(own!.coupon!.code);
    expect(outbox.filter((m) => m.to === '9841555001' && m.text.includes('influencer application is approved'))).toHaveLength(1);
    const trail = await auditOf('influencer', id);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ action: 'influencer.approve', staffUserId: support.id });
    expect(trail[0]!.before).toMatchObject({ status: 'pending' });
    expect(trail[0]!.after).toMatchObject({ status: 'approved' });
  });

  it('a manager rejects with a reason the applicant reads (and their code, if any, is switched off)', async () => {
    const manager = await newStaffMember('manager');
    const { who, id } = await influencerApplication('Bishal Gurung', '9841555002');
    const reason = 'We could not check the follower numbers on your Instagram account.';
    const res = await asStaff(influencerReviewRoute, `${INFLUENCERS}/${id}/review`, manager, { id, body: { decision: 'reject', reason } });
    expect(res.body.data).toMatchObject({ status: 'rejected', reviewNote: reason });
    expect(await getOwnInfluencer(who.id)).toMatchObject({ status: 'rejected', reviewNote: reason, coupon: null });
    const email = await emailOf(who.id);
    const mail = (await listOutbox()).find((m) => m.to === email && m.subject.startsWith('Your influencer application'));
    expect(mail?.text).toContain(reason);
    expect((await listOutbox()).some((m) => m.to === '9841555002' && m.text.includes('not approved'))).toBe(true);
  });

  it('refuses editor and kitchen (403), a missing reason (400), an unknown id (404)', async () => {
    const { id } = await influencerApplication('Chandra Limbu', '9841555003');
    for (const role of ['editor', 'kitchen'] as const) {
      expect((await asStaff(influencerReviewRoute, '/x', await newStaffMember(role), { id, body: { decision: 'approve' } })).status).toBe(403);
    }
    const support = await newStaffMember('support');
    const bad = await asStaff(influencerReviewRoute, '/x', support, { id, body: { decision: 'reject', reason: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('reason');
    expect((await asStaff(influencerReviewRoute, '/x', support, { id: 999_999, body: { decision: 'approve' } })).status).toBe(404);
    expect((await db().select().from(influencers).where(eq(influencers.id, id)))[0]!.status).toBe('pending');
  });
});

describe('business verification (admin/applications/businesses)', () => {
  it('verifies: the owner sees the business verified (may post), gets the mail; rejecting later tells them why', async () => {
    const owner = await applicant('Kamala Shrestha', '9841555004');
    const created = await call(createBusinessRoute, '/api/dashboard/v1/businesses', owner, { body: businessBody({ name: 'Bhaktapur Juju Dhau House' }) });
    const business = created.body.data.business;
    expect(business.status).toBe('pending');
    const support = await newStaffMember('support');
    const queue = await asStaff(businessListRoute, `${BUSINESSES}?status=pending`, support);
    expect(queue.body.data.rows.map((r: { id: number }) => r.id)).toContain(business.id);

    const twice = await concurrently([1, 2], 2, () => asStaff(businessReviewRoute, '/x', support, { id: business.id, body: { decision: 'approve' } }));
    expect(twice.map((a) => a.status)).toEqual([200, 200]);
    const own = await call(ownBusinessRoute, `/api/dashboard/v1/businesses/${business.id}`, owner, { params: { id: String(business.id) } });
    expect(own.body.data.business).toMatchObject({ status: 'verified', canPost: true });
    const email = await emailOf(owner.id);
    expect((await listOutbox()).filter((m) => m.to === email && m.subject.startsWith('Bhaktapur Juju Dhau House is verified'))).toHaveLength(1);
    expect((await auditOf('business', business.id)).map((e) => e.action)).toEqual(['business.approve']);

    const reason = 'The PAN belongs to another business name at the Inland Revenue Department.';
    const rejected = await asStaff(businessReviewRoute, '/x', support, { id: business.id, body: { decision: 'reject', reason } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reviewNote: reason });
    const again = await call(ownBusinessRoute, '/x', owner, { params: { id: String(business.id) } });
    expect(again.body.data.business).toMatchObject({ status: 'rejected', canPost: false, reviewNote: reason });
    const mail = (await listOutbox()).find((m) => m.to === email && m.subject.startsWith('Bhaktapur Juju Dhau House could not be verified'));
    expect(mail?.text).toContain(reason);
    expect((await listOutbox()).some((m) => m.to === '9841555004' && m.text.includes('could not be verified'))).toBe(true);
    expect((await auditOf('business', business.id)).map((e) => e.action)).toEqual(['business.approve', 'business.reject']);
  });

  it('refuses dispatch (403) and a visitor (404)', async () => {
    expect((await asStaff(businessListRoute, BUSINESSES, await newStaffMember('dispatch'))).status).toBe(403);
    expect((await asStaff(businessListRoute, BUSINESSES, null)).status).toBe(404);
  });
});
