import { GET as listRoute, POST as createRoute } from '@/app/api/dashboard/v1/admin/support/canned-replies/route';
import { DELETE as deleteRoute, PATCH as patchRoute } from '@/app/api/dashboard/v1/admin/support/canned-replies/[id]/route';
import { DEMO_CANNED_REPLIES } from '@/lib/server/db/seed/support';
import { useTestDatabase } from '../support/database';
import { newStaffMember } from '../support/users';
import { newCustomer } from '../orders/support';
import { adminCall } from './support';
import { auditOf, customerWithTicket, viewTicket, type Who } from './support-inbox-support';

// Canned replies (/admin/support/canned): the shop's short list of ready answers. Support, managers and the owner
// add, edit and delete them; the ticket page offers them to insert into the reply box. Titles are unique, in any case.

useTestDatabase();

const list = (who: Who) => adminCall(listRoute, '/api/dashboard/v1/admin/support/canned-replies', { headers: who?.headers ?? {} });
const create = (who: Who, body: unknown) => adminCall(createRoute, '/api/dashboard/v1/admin/support/canned-replies', { method: 'POST', body, headers: who?.headers ?? {} });
const patch = (who: Who, id: number | string, body: unknown) =>
  adminCall<{ id: string }>(patchRoute, `/api/dashboard/v1/admin/support/canned-replies/${id}`, { method: 'PATCH', body, headers: who?.headers ?? {}, params: { id: String(id) } });
const remove = (who: Who, id: number | string) =>
  adminCall<{ id: string }>(deleteRoute, `/api/dashboard/v1/admin/support/canned-replies/${id}`, { method: 'DELETE', headers: who?.headers ?? {}, params: { id: String(id) } });

const titles = async (who: Who): Promise<string[]> => (await list(who)).body.data.cannedReplies.map((r: { title: string }) => r.title);

describe('canned replies', () => {
  it('starts with the shop’s seeded answers and offers them on a ticket page', async () => {
    const staff = await newStaffMember('support');
    expect((await titles(staff)).sort()).toEqual(DEMO_CANNED_REPLIES.map((r) => r.title).sort());
    const { ticketId } = await customerWithTicket();
    const offered = (await viewTicket(staff, ticketId)).body.data.cannedReplies;
    expect(offered).toHaveLength(DEMO_CANNED_REPLIES.length);
    expect(offered[0]).toEqual({ id: expect.any(Number), title: expect.any(String), body: expect.any(String) });
  });

  it('are added, edited and deleted by support, a manager or the owner, each change recorded', async () => {
    const support = await newStaffMember('support');
    const created = await create(support, { title: 'Order on its way', body: 'Your order has left the bakery and is on its way to you.' });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    expect(await titles(support)).toContain('Order on its way');

    const edited = await patch(await newStaffMember('manager'), id, { body: 'Your cake has left the bakery: the rider will call before arriving.' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ title: 'Order on its way', body: 'Your cake has left the bakery: the rider will call before arriving.' });
    const { ticketId } = await customerWithTicket();
    expect((await viewTicket(support, ticketId)).body.data.cannedReplies).toContainEqual({ id, title: 'Order on its way', body: edited.body.data.body });

    expect((await remove(await newStaffMember('owner'), id)).status).toBe(200);
    expect(await titles(support)).not.toContain('Order on its way');
    expect((await remove(support, id)).status).toBe(404);
    expect((await patch(support, id, { title: 'Gone' })).status).toBe(404);

    const trail = await auditOf('canned_reply', id);
    expect(trail.map((e) => [e.action, e.staffRole])).toEqual([
      ['canned_reply.create', 'support'],
      ['canned_reply.update', 'manager'],
      ['canned_reply.delete', 'owner'],
    ]);
    expect(trail[1]!.summary).toBe('Edited the canned reply “Order on its way”');
  });

  it('refuses a blank or overlong reply (400 by field), a title already used in any case (409), and an edit with nothing in it', async () => {
    const staff = await newStaffMember('support');
    const bad = await create(staff, { title: '', body: 'x'.repeat(3001) });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['title', 'body']));
    const taken = await create(staff, { title: DEMO_CANNED_REPLIES[0]!.title.toUpperCase(), body: 'Another answer entirely.' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields).toHaveProperty('title');
    const some = (await list(staff)).body.data.cannedReplies[0];
    expect((await patch(staff, some.id, {})).status).toBe(400);
    expect((await patch(staff, some.id, { title: DEMO_CANNED_REPLIES[1]!.title })).status).toBe(some.title === DEMO_CANNED_REPLIES[1]!.title ? 200 : 409);
    expect((await patch(staff, 'abc', { title: 'x y' })).status).toBe(404);
  });

  it('two people saving the same new title at once end with one', async () => {
    const [a, b] = [await newStaffMember('support'), await newStaffMember('manager')];
    const body = { title: 'Midnight slot full', body: 'The midnight slot is full that night; the 9 PM – 12 AM slot is still open.' };
    const answers = await Promise.all([create(a, body), create(b, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await titles(a)).filter((t) => t === body.title)).toHaveLength(1);
  });

  it('kitchen and editor get 403; customers and visitors 404', async () => {
    for (const role of ['kitchen', 'editor'] as const) {
      const who = await newStaffMember(role);
      expect((await list(who)).status).toBe(403);
      expect((await create(who, { title: 'Nope', body: 'Not allowed here.' })).status).toBe(403);
    }
    for (const who of [await newCustomer(), null]) {
      expect((await list(who)).status).toBe(404);
      expect((await create(who, { title: 'Nope', body: 'Not allowed here.' })).status).toBe(404);
    }
  });
});
