import { eq } from 'drizzle-orm';
import { GET as auditRoute } from '@/app/api/dashboard/v1/admin/audit/route';
import { POST as sellerReviewRoute } from '@/app/api/dashboard/v1/admin/applications/sellers/[id]/review/route';
import { recordRouteWrite, requestFields } from '@/lib/server/services/audit/route-write';
import { PATCH as slotRoute } from '@/app/api/dashboard/v1/admin/slots/[id]/route';
import { auditLog, timeSlots } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newSignedInUser, newStaffMember } from '../support/users';
import { asStaff, sellerApplication, type Caller } from './applications-support';

// The audit trail screen's API (issue 25): GET admin/audit, the owner only. Newest first, filtered by staff member,
// kind of thing, action and Kathmandu days, a keyset page at a time; each entry with who, when, what and the thing
// before and after. Whatever a request calls a password or a token never reaches it.

useTempOutbox();
const { db } = useTestDatabase();

const AUDIT = '/api/dashboard/v1/admin/audit';
const audit = (who: Caller, query = '') => asStaff(auditRoute, `${AUDIT}${query}`, who);
type Entry = { id: number; at: string; staff: { id: number; name: string; role: string }; action: string; entity: string; entityId: string | null; summary: string; before: unknown; after: unknown };

describe('GET admin/audit', () => {
  it('shows the owner a manager’s slot change and seller decision, with before and after, newest first', async () => {
    const owner = await newStaffMember('owner');
    const manager = await newStaffMember('manager', 'Rajesh Maharjan');
    const [slot] = await db().select({ id: timeSlots.id, capacity: timeSlots.capacity }).from(timeSlots).limit(1);
    expect((await asStaff(slotRoute, `/api/dashboard/v1/admin/slots/${slot!.id}`, manager, { id: slot!.id, method: 'PATCH', body: { capacity: 33 } })).status).toBe(200);
    const applied = await sellerApplication({ businessName: 'Kirtipur Honey' });
    const reason = 'Honey needs a food licence we could not find on the application.';
    expect((await asStaff(sellerReviewRoute, '/x', manager, { id: applied.id, body: { decision: 'reject', reason } })).status).toBe(200);

    const res = await audit(owner, `?staff=${manager.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const entries = res.body.data.entries as Entry[];
    expect(entries.map((e) => e.action)).toEqual(['seller_application.reject', 'slot.capacity']);
    expect(entries[0]).toMatchObject({
      entity: 'seller_application',
      entityId: String(applied.id),
      staff: { id: manager.id, name: 'Rajesh Maharjan', role: 'manager', roleLabel: 'Manager' },
      before: { id: applied.id, status: 'pending', reviewNote: '' },
      after: { id: applied.id, status: 'rejected', reviewNote: reason },
    });
    expect(entries[0]!.summary).toContain('Kirtipur Honey: pending → rejected');
    expect(entries[1]).toMatchObject({ entity: 'slot', entityId: String(slot!.id), before: { capacity: slot!.capacity }, after: { capacity: 33 } });
    expect(new Date(entries[0]!.at).getTime()).toBeGreaterThanOrEqual(new Date(entries[1]!.at).getTime());
  });

  it('filters by kind of thing, action, thing and staff member', async () => {
    const owner = await newStaffMember('owner');
    const support = await newStaffMember('support');
    const first = await sellerApplication();
    const second = await sellerApplication();
    await asStaff(sellerReviewRoute, '/x', support, { id: first.id, body: { decision: 'approve' } });
    await asStaff(sellerReviewRoute, '/x', support, { id: second.id, body: { decision: 'reject', reason: 'Not a business we can list.' } });

    const byEntity = (await audit(owner, `?entity=seller_application&staff=${support.id}`)).body.data.entries as Entry[];
    expect(byEntity.map((e) => e.entityId)).toEqual([String(second.id), String(first.id)]);
    const byAction = (await audit(owner, `?action=seller_application.approve&staff=${support.id}`)).body.data.entries as Entry[];
    expect(byAction.map((e) => e.entityId)).toEqual([String(first.id)]);
    const byThing = (await audit(owner, `?entity=seller_application&entityId=${second.id}`)).body.data.entries as Entry[];
    expect(byThing.map((e) => e.action)).toEqual(['seller_application.reject']);
    expect((await audit(owner, '?entity=no_such_thing')).body.data.entries).toEqual([]);
  });

  it('filters by Kathmandu days: a day runs from its midnight in Kathmandu (18:15 UTC the day before)', async () => {
    const owner = await newStaffMember('owner');
    const base = { staffUserId: owner.id, staffRole: 'owner', entity: 'day_test', summary: 'x' };
    await db()
      .insert(auditLog)
      .values([
        { ...base, action: 'day_test.late', at: new Date('2026-03-13T18:14:59.999Z') }, // 23:59:59.999 on 13 March in Kathmandu
        { ...base, action: 'day_test.early', at: new Date('2026-03-13T18:15:00.000Z') }, // 00:00 on 14 March
        { ...base, action: 'day_test.end', at: new Date('2026-03-14T18:14:59.000Z') }, // 23:59:59 on 14 March
        { ...base, action: 'day_test.next', at: new Date('2026-03-14T18:15:00.000Z') }, // 00:00 on 15 March
      ]);
    const on14 = (await audit(owner, '?entity=day_test&from=2026-03-14&to=2026-03-14')).body.data.entries as Entry[];
    expect(on14.map((e) => e.action)).toEqual(['day_test.end', 'day_test.early']);
    const from14 = (await audit(owner, '?entity=day_test&from=2026-03-14')).body.data.entries as Entry[];
    expect(from14.map((e) => e.action)).toEqual(['day_test.next', 'day_test.end', 'day_test.early']);
    const to13 = (await audit(owner, '?entity=day_test&to=2026-03-13')).body.data.entries as Entry[];
    expect(to13.map((e) => e.action)).toEqual(['day_test.late']);
  });

  it('pages by keyset: 50 at a time, none twice or missed, even 130 written in the same microsecond', async () => {
    const owner = await newStaffMember('owner');
    const at = new Date('2026-02-01T06:00:00.000Z');
    await db()
      .insert(auditLog)
      .values(Array.from({ length: 130 }, (_, i) => ({ staffUserId: owner.id, staffRole: 'owner', action: 'bulk.page', entity: 'bulk', entityId: String(i), summary: `#${i}`, at })));
    const seen: string[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const res: { status: number; body: { data: { entries: Entry[] }; meta: { next: string | null } } } = await audit(owner, `?action=bulk.page${next ? `&after=${next}` : ''}`);
      expect(res.status).toBe(200);
      seen.push(...res.body.data.entries.map((e) => e.entityId!));
      next = res.body.meta.next;
      pages += 1;
    } while (next);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(130);
  });

  it('only the owner: manager, editor, support (and every other role) 403; a customer and a visitor 404', async () => {
    for (const role of ['manager', 'editor', 'support', 'kitchen', 'dispatch', 'rider'] as const) {
      expect({ role, status: (await audit(await newStaffMember(role))).status }).toEqual({ role, status: 403 });
    }
    const customer = await newSignedInUser('shopper', 'Gita Customer');
    expect((await audit({ headers: { authorization: `Bearer ${customer.token}` } })).status).toBe(404);
    expect((await audit(null)).status).toBe(404);
  });

  it('refuses bad filters with 400 by the field', async () => {
    const owner = await newStaffMember('owner');
    const cases: Array<[string, string]> = [
      ['?from=2026-03-15&to=2026-03-14', 'to'],
      ['?from=2026-02-30', 'from'],
      ['?entity=drop%20table', 'entity'],
      ['?staff=abc', 'staff'],
      ['?after=not-a-cursor', 'after'],
    ];
    for (const [query, field] of cases) {
      const res = await audit(owner, query);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      expect(res.body.error.fields).toHaveProperty(field);
    }
  });

  it('never holds a password or token sent in a request body', async () => {
    // The route's own entry (for an action whose service records nothing) keeps the request's fields: the ones that
    // are secrets by name are replaced, at any depth.
    const owner = await newStaffMember('owner');
    const manager = await newStaffMember('manager');
    const body = { capacity: 21, password: 'Momo-Secret-99', newPassword: 'Momo-Secret-100', token: 'tok_live_5f1e', resetToken: 'rst_9a', nested: { apiKey: 'key_123', cardNumber: '4111111111111111', cvv: '123' } };
    const request = new Request('http://localhost/api/dashboard/v1/admin/widgets/12', { method: 'PATCH', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await recordRouteWrite(request, { userId: manager.id, role: 'manager' }, await requestFields(request));
    const [entry] = (await audit(owner, `?staff=${manager.id}&entity=widgets`)).body.data.entries as Entry[];
    expect(entry).toMatchObject({ action: 'widgets.patch', entityId: '12' });
    expect(entry!.after).toEqual({
      capacity: 21,
      password: '[redacted]',
      newPassword: '[redacted]',
      token: '[redacted]',
      resetToken: '[redacted]',
      nested: { apiKey: '[redacted]', cardNumber: '[redacted]', cvv: '[redacted]' },
    });
    const stored = JSON.stringify(await db().select().from(auditLog).where(eq(auditLog.staffUserId, manager.id)));
    for (const secret of ['Momo-Secret', 'tok_live', 'rst_9a', 'key_123', '4111111111111111']) expect(stored).not.toContain(secret);
  });
});
