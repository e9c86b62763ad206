import { eq } from 'drizzle-orm';
import { POST as handledRoute } from '@/app/api/dashboard/v1/admin/applications/contact/[id]/handled/route';
import { POST as replyRoute } from '@/app/api/dashboard/v1/admin/applications/contact/[id]/reply/route';
import { GET as contactDetailRoute } from '@/app/api/dashboard/v1/admin/applications/contact/[id]/route';
import { GET as contactListRoute } from '@/app/api/dashboard/v1/admin/applications/contact/route';
import { POST as sellerReviewRoute } from '@/app/api/dashboard/v1/admin/applications/sellers/[id]/review/route';
import { GET as sellerDetailRoute } from '@/app/api/dashboard/v1/admin/applications/sellers/[id]/route';
import { GET as sellerListRoute } from '@/app/api/dashboard/v1/admin/applications/sellers/route';
import { listOutbox } from '@/lib/server/mail/outbox';
import { contactMessages, contactReplies, notifications, sellerApplications } from '@/lib/server/db/schema';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newSignedInUser, newStaffMember } from '../support/users';
import { asStaff, auditOf, contactMessage, sellerApplication, type Caller } from './applications-support';

// The back office's queues of what people send the shop (issue 25): seller applications (/be-a-seller) approved or
// rejected with a reason the applicant reads by mail and SMS, and contact messages (/contact) answered by mail and
// marked handled. Support, managers and the owner work them ('moderation.act'); every decision is one audit entry
// with the state before and after, and a double click is one decision.

useTempOutbox();
const { db } = useTestDatabase();

const SELLERS = '/api/dashboard/v1/admin/applications/sellers';
const CONTACT = '/api/dashboard/v1/admin/applications/contact';
const review = (who: Caller, id: number | string, body: unknown) => asStaff(sellerReviewRoute, `${SELLERS}/${id}/review`, who, { id, body });
const reply = (who: Caller, id: number | string, body: unknown) => asStaff(replyRoute, `${CONTACT}/${id}/reply`, who, { id, body });
const sellerRow = async (id: number) => (await db().select().from(sellerApplications).where(eq(sellerApplications.id, id)))[0]!;
const mailsTo = async (to: string) => (await listOutbox()).filter((m) => m.to === to);

describe('seller applications (admin/applications/sellers)', () => {
  it('support sees a new application waiting, rejects it with a reason; the applicant is told by mail and SMS, the trail has it', async () => {
    const support = await newStaffMember('support', 'Prakash Adhikari');
    const applied = await sellerApplication({ businessName: 'Patan Metal Crafts' });
    const { phone } = await sellerRow(applied.id);

    // Waiting ones are listed oldest first: this one is somewhere on the pages of 'pending'.
    const waiting = await asStaff(sellerListRoute, `${SELLERS}?status=pending`, support);
    expect(waiting.status).toBe(200);
    expect(waiting.headers.get('cache-control')).toBe('private, no-store');
    let rows = waiting.body.data.rows as Array<{ id: number; status: string }>;
    for (let next = waiting.body.meta.next; !rows.some((r) => r.id === applied.id) && next; ) {
      const page = await asStaff(sellerListRoute, `${SELLERS}?status=pending&after=${next}`, support);
      rows = page.body.data.rows;
      next = page.body.meta.next;
    }
    expect(rows.find((r) => r.id === applied.id)).toMatchObject({ status: 'pending', title: 'Patan Metal Crafts', name: 'Rajendra Prajapati' });
    const detail = await asStaff(sellerDetailRoute, `${SELLERS}/${applied.id}`, support, { id: applied.id });
    expect(detail.body.data).toMatchObject({ status: 'pending', actions: { approve: true, reject: true } });
    expect(detail.body.data.fields).toEqual(expect.arrayContaining([{ label: 'Reference', value: `S-${applied.id}` }]));

    const reason = 'We only list food and gifts made in Nepal; metal statues are not on our list yet.';
    const rejected = await review(support, applied.id, { decision: 'reject', reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', statusLabel: 'Rejected', reviewNote: reason, reviewedBy: 'Prakash Adhikari', actions: { approve: true, reject: false } });
    expect(await sellerRow(applied.id)).toMatchObject({ status: 'rejected', reviewNote: reason, reviewedBy: support.id });

    const [mail] = (await mailsTo(applied.email)).filter((m) => m.subject.startsWith('Your seller application'));
    expect(mail?.text).toContain(reason);
    expect(mail?.text).toContain(`reference S-${applied.id}`);
    expect((await mailsTo(phone)).some((m) => m.channel === 'sms' && m.text.includes(`S-${applied.id} was not approved`))).toBe(true);

    const [entry] = await auditOf('seller_application', applied.id);
    expect(entry).toMatchObject({ action: 'seller_application.reject', staffUserId: support.id, staffRole: 'support' });
    expect(entry!.before).toEqual({ id: applied.id, status: 'pending', reviewNote: '' });
    expect(entry!.after).toEqual({ id: applied.id, status: 'rejected', reviewNote: reason });

    // Now listed under 'rejected' (newest first), no longer under 'pending'.
    expect((await asStaff(sellerListRoute, `${SELLERS}?status=rejected`, support)).body.data.rows[0]).toMatchObject({ id: applied.id });
  });

  it('approves: five clicks at once are one decision, one audit entry, one mail and one SMS', async () => {
    const manager = await newStaffMember('manager');
    const applied = await sellerApplication();
    const answers = await concurrently([1, 2, 3, 4, 5], 5, () => review(manager, applied.id, { decision: 'approve', reason: 'Lovely pottery.' }));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((a) => a.body.data.status === 'approved')).toBe(true);
    expect(await auditOf('seller_application', applied.id)).toHaveLength(1);
    const queued = await db().select().from(notifications).where(eq(notifications.event, 'seller.reviewed'));
    expect(queued.filter((n) => n.subjectId.startsWith(`${applied.id}:`)).map((n) => n.channel).sort()).toEqual(['email', 'sms']);
    const mails = (await mailsTo(applied.email)).filter((m) => m.subject.startsWith('Your seller application is approved'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Lovely pottery.');
    // A second approve later is still nothing new.
    expect((await review(manager, applied.id, { decision: 'approve' })).status).toBe(200);
    expect(await auditOf('seller_application', applied.id)).toHaveLength(1);
  });

  it('asks for a reason to reject, a known decision and a real id (400 by the field, 404)', async () => {
    const support = await newStaffMember('support');
    const applied = await sellerApplication();
    for (const body of [{ decision: 'reject' }, { decision: 'reject', reason: 'no' }, { decision: 'maybe' }, {}, { decision: 'approve', reason: 'x'.repeat(501) }]) {
      const res = await review(support, applied.id, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(Object.keys(res.body.error.fields ?? {}).length).toBeGreaterThan(0);
    }
    expect((await review(support, applied.id, { decision: 'reject', reason: 'no' })).body.error.fields.reason).toMatch(/at least 5 characters/);
    expect((await sellerRow(applied.id)).status).toBe('pending');
    expect((await review(support, 999_999, { decision: 'approve' })).status).toBe(404);
    expect((await review(support, 'abc', { decision: 'approve' })).status).toBe(404);
    expect((await asStaff(sellerListRoute, `${SELLERS}?status=lost`, support)).status).toBe(400);
    expect((await asStaff(sellerListRoute, `${SELLERS}?after=bm90IGEgY3Vyc29y`, support)).status).toBe(400);
  });

  it('only moderation.act: kitchen, dispatch, rider and editor get 403; a customer and a visitor the unknown-path 404', async () => {
    const applied = await sellerApplication();
    for (const role of ['kitchen', 'dispatch', 'rider', 'editor'] as const) {
      const who = await newStaffMember(role);
      const answers = [(await asStaff(sellerListRoute, SELLERS, who)).status, (await review(who, applied.id, { decision: 'approve' })).status];
      expect({ role, answers }).toEqual({ role, answers: [403, 403] });
    }
    const customer = await newSignedInUser('shopper', 'Sita Customer');
    expect((await review({ headers: { authorization: `Bearer ${customer.token}` } }, applied.id, { decision: 'approve' })).status).toBe(404);
    expect((await review(null, applied.id, { decision: 'approve' })).status).toBe(404);
    expect((await sellerRow(applied.id)).status).toBe('pending');
  });

  it('pages by keyset: pages of 50 that never repeat or skip a row, even 120 sent in the same microsecond', async () => {
    const owner = await newStaffMember('owner');
    const at = new Date('2026-03-14T04:15:00.000Z');
    await db()
      .insert(sellerApplications)
      .values(Array.from({ length: 120 }, (_, i) => ({ businessName: `Bulk ${i}`, ownerName: 'Bulk', phone: '9841000000', email: `bulk${i}@example.com`, pan: String(810_000_000 + i), location: 'Lalitpur', categories: ['cakes'], createdAt: at })));
    const seen: number[] = [];
    let next: string | null = null;
    do {
      const page: { body: { data: { rows: Array<{ id: number }> }; meta: { next: string | null } } } = await asStaff(sellerListRoute, `${SELLERS}?status=all${next ? `&after=${next}` : ''}`, owner);
      seen.push(...page.body.data.rows.map((r) => r.id));
      next = page.body.meta.next;
    } while (next);
    const all = await db().select({ id: sellerApplications.id }).from(sellerApplications);
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen).size).toBe(all.length);
  });
});

describe('contact messages (admin/applications/contact)', () => {
  it('support answers by mail: the message becomes answered with the answer under it; a double click sends one', async () => {
    const support = await newStaffMember('support', 'Binita Lama');
    const { id } = await contactMessage({ name: 'Hari Karki', email: 'hari.karki@example.com', subject: 'Eggless cakes?' });
    const list = await asStaff(contactListRoute, `${CONTACT}?status=new`, support);
    expect(list.body.meta.status).toBe('new');

    const body = 'Namaste Hari ji,\n\nYes: every cake on our site can be baked eggless; choose “Eggless” under the cake’s options.';
    const answers = await concurrently([1, 2], 2, () => reply(support, id, { body }));
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const detail = await asStaff(contactDetailRoute, `${CONTACT}/${id}`, support, { id });
    expect(detail.body.data).toMatchObject({ status: 'answered', actions: { reply: true, handled: true } });
    expect(detail.body.data.replies).toEqual([expect.objectContaining({ body, staffName: 'Binita Lama' })]);
    expect(await db().select().from(contactReplies).where(eq(contactReplies.messageId, id))).toHaveLength(1);

    const mails = (await mailsTo('hari.karki@example.com')).filter((m) => m.subject.startsWith('Re: Eggless cakes?'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('every cake on our site can be baked eggless');
    expect(mails[0]!.text).toContain('Binita Lama');
    expect((await auditOf('contact_message', id)).map((e) => e.action)).toEqual(['contact_message.reply']);
  });

  it('answers a message left with a phone only by SMS', async () => {
    const support = await newStaffMember('support');
    const { id } = await contactMessage({ email: '', phone: '9812345670', subject: 'Delivery to Pokhara' });
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, id));
    expect((await reply(support, id, { body: 'Yes, we deliver to Pokhara two days after the order.' })).status).toBe(200);
    expect((await mailsTo(row!.phone!)).some((m) => m.channel === 'sms' && m.text.includes('we deliver to Pokhara'))).toBe(true);
  });

  it('marks handled once (again is no change), and checks the answer (400) and the id (404)', async () => {
    const manager = await newStaffMember('manager');
    const { id } = await contactMessage();
    const handle = () => asStaff(handledRoute, `${CONTACT}/${id}/handled`, manager, { id, method: 'POST' });
    expect((await handle()).body.data).toMatchObject({ status: 'handled', actions: { handled: false } });
    expect((await handle()).status).toBe(200);
    expect((await auditOf('contact_message', id)).map((e) => e.action)).toEqual(['contact_message.handled']);
    expect((await asStaff(contactListRoute, `${CONTACT}?status=handled`, manager)).body.data.rows[0]).toMatchObject({ id, status: 'handled' });

    expect((await reply(manager, id, { body: 'ok' })).body.error.fields.body).toMatch(/at least 5/);
    expect((await reply(manager, id, {})).status).toBe(400);
    expect((await reply(manager, 999_999, { body: 'A real answer here.' })).status).toBe(404);
    expect((await asStaff(handledRoute, `${CONTACT}/x/handled`, manager, { id: 'x', method: 'POST' })).status).toBe(404);
    expect((await reply(await newStaffMember('editor'), id, { body: 'A real answer here.' })).status).toBe(403);
  });
});
