import { and, eq } from 'drizzle-orm';
import { POST as addRoute } from '@/app/api/V2/comments/add/route';
import { GET as listRoute } from '@/app/api/V2/comments/route';
import { POST as reportRoute } from '@/app/api/V2/report/route';
import { GET as reportsQueueRoute } from '@/app/api/dashboard/v1/admin/moderation/reports/route';
import { POST as reportActionRoute } from '@/app/api/dashboard/v1/admin/moderation/reports/[kind]/[id]/route';
import { MODERATION_MESSAGES } from '@/lib/domain/moderation';
import { comments, reports } from '@/lib/server/db/schema';
import { get, post, seededPost } from '../blog/helpers';
import { concurrently } from '../support/concurrently';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { adminCall } from './support';
import { approve, auditOf, block, decide, hide, mine, queue, setPolicy, staff, unblock, type Who } from './moderation-support';

// Moderation of comments (issue 25), the kind the e2e journey uses, and what every kind shares: the shop's policy
// ("publish first, check after" or "hold until approved") and the new-account rule, approve and hide with the counts
// kept exact (also when two moderators act at once), blocking an author, the reports queue grouped by reported thing
// with each reporter's history, and who may do it (moderation.act: owner, manager, support).

const { db } = useTestDatabase();

let postIds: number[] = [];
beforeAll(async () => {
  postIds = [(await seededPost()).id, (await seededPost('fresh-cream-cake-in-kathmandu-summer')).id];
});

const thread = async (postId: number, token?: string) => (await get(listRoute, `comments?targetType=blog_post&targetId=${postId}`, token)).body.data as {
  comments: Array<{ id: number; body: string; moderation?: { state: string; reason: string | null } | null; replies: Array<{ id: number }> }>;
  commentCount: number;
};
const say = (token: string, postId: number, body: string, parentId?: number) => post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: postId, body, parentId }, token);
const writer = (name = 'Asha Writer', extra = {}) => newSignedInUser('writer', name, extra);
/** An established account: a month old with three published comments (past the new-account rule). */
async function regular() {
  const person = await writer('Ram Regular', { createdAt: new Date(Date.now() - 30 * 24 * 3600 * 1000) });
  for (const n of [1, 2, 3]) await db().insert(comments).values({ targetType: 'blog_post', targetId: postIds[1]!, userId: person.id, body: `Earlier comment ${n}`, status: 'approved' });
  return person;
}

describe('a held comment (policy: hold until approved)', () => {
  it('is not shown to others nor counted, is shown to its author as waiting, and counts once approved', async () => {
    const mod = await staff('support');
    expect((await setPolicy(mod, 'comment', 'hold')).status).toBe(200);
    const postId = postIds[0]!;
    const before = await thread(postId);
    const author = await writer();
    const sent = await say(author.token, postId, 'Can you make this eggless for Tihar?');
    expect(sent.status).toBe(201);
    expect(sent.body.data.comment.moderation).toEqual({ state: 'held', reason: null });
    const id = sent.body.data.comment.id as number;

    const others = await thread(postId);
    expect(others.comments.map((c) => c.id)).not.toContain(id);
    expect(others.commentCount).toBe(before.commentCount);
    const own = await thread(postId, author.token);
    expect(own.comments.find((c) => c.id === id)?.moderation).toEqual({ state: 'held', reason: null });
    expect(await mine(author.token)).toContainEqual(expect.objectContaining({ kind: 'comment', id, state: 'held' }));
    const held = (await queue(mod, 'comment', 'held')).body.data.items as Array<{ id: number; text: string; href: string }>;
    expect(held.find((i) => i.id === id)).toMatchObject({ text: 'Can you make this eggless for Tihar?', href: expect.stringContaining(`#comment-${id}`) });

    const approved = await approve(mod, 'comment', id);
    expect(approved.status).toBe(200);
    expect(approved.body.data).toMatchObject({ state: 'published', changed: true });
    const after = await thread(postId);
    expect(after.comments.map((c) => c.id)).toContain(id);
    expect(after.commentCount).toBe(before.commentCount + 1);
    const [entry] = await auditOf('comment', id);
    expect(entry).toMatchObject({ action: 'comment.approve', before: { state: 'held' }, after: { state: 'published' } });
    await setPolicy(mod, 'comment', 'publish-first');
  });
});

describe('hide', () => {
  it('takes a published comment off the thread and the count at once; its author sees why; the audit keeps before/after', async () => {
    const mod = await staff('support');
    await setPolicy(mod, 'comment', 'publish-first');
    const postId = postIds[0]!;
    const author = await regular();
    const id = (await say(author.token, postId, 'Call me on 98XXXXXXXX for cheap cakes')).body.data.comment.id as number;
    const before = await thread(postId);
    expect(before.comments.map((c) => c.id)).toContain(id);

    const hidden = await hide(mod, 'comment', id, 'Advertising and a phone number');
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ state: 'hidden', reason: 'Advertising and a phone number' });
    const after = await thread(postId);
    expect(after.comments.map((c) => c.id)).not.toContain(id);
    expect(after.commentCount).toBe(before.commentCount - 1);
    expect((await thread(postId, author.token)).comments.find((c) => c.id === id)?.moderation).toEqual({ state: 'hidden', reason: 'Advertising and a phone number' });
    expect(await mine(author.token)).toContainEqual(expect.objectContaining({ id, state: 'hidden', reason: 'Advertising and a phone number' }));
    const [entry] = await auditOf('comment', id);
    expect(entry).toMatchObject({ action: 'comment.hide', before: { state: 'published' }, after: { state: 'hidden', reason: 'Advertising and a phone number' } });
    expect((await queue(mod, 'comment', 'hidden')).body.data.items.map((i: { id: number }) => i.id)).toContain(id);
  });

  it('hiding a conversation takes its published replies off the count too; publishing it again puts them back', async () => {
    const mod = await staff('support');
    await setPolicy(mod, 'comment', 'publish-first');
    const postId = postIds[1]!;
    const author = await regular();
    const top = (await say(author.token, postId, 'Which frosting holds up in June?')).body.data.comment.id as number;
    await say(author.token, postId, 'Buttercream melts, try ganache', top);
    await say(author.token, postId, 'Fondant is fine indoors', top);
    const before = (await thread(postId)).commentCount;
    await hide(mod, 'comment', top, 'Off topic');
    expect((await thread(postId)).commentCount).toBe(before - 3);
    await approve(mod, 'comment', top);
    expect((await thread(postId)).commentCount).toBe(before);
  });

  it('needs a reason (400 by the field) and an item that exists (404); deciding twice changes nothing', async () => {
    const mod = await staff('support');
    const author = await regular();
    const id = (await say(author.token, postIds[0]!, 'A perfectly fine comment')).body.data.comment.id as number;
    for (const body of [{ action: 'hide' }, { action: 'hide', reason: '' }, { action: 'hide', reason: 'x'.repeat(301) }]) {
      const res = await decide(mod, 'comment', id, body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body.error.fields).toHaveProperty('reason');
    }
    expect((await decide(mod, 'comment', id, { action: 'delete' })).status).toBe(400);
    expect((await decide(mod, 'comment', 999_999, { action: 'approve' })).status).toBe(404);
    expect((await decide(mod, 'order', id, { action: 'approve' })).status).toBe(404);
    const again = await approve(mod, 'comment', id);
    expect(again.body.data).toMatchObject({ state: 'published', changed: false });
    expect(await auditOf('comment', id)).toHaveLength(0);
  });

  it('two moderators hiding the same comment at once take it off the count once', async () => {
    const [a, b] = [await staff('support'), await staff('manager')];
    await setPolicy(a, 'comment', 'publish-first');
    const postId = postIds[1]!;
    const author = await regular();
    const id = (await say(author.token, postId, 'Spam spam spam')).body.data.comment.id as number;
    const before = (await thread(postId)).commentCount;
    const answers = await concurrently([a, b, a, b], 4, (who: Who) => hide(who, 'comment', id, 'Spam'));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((r) => r.body.data.changed)).toHaveLength(1);
    expect((await thread(postId)).commentCount).toBe(before - 1);
    expect(await auditOf('comment', id)).toHaveLength(1);
  });
});

describe('block the author', () => {
  it('refuses their next comment with a clear 403 until they are unblocked', async () => {
    const mod = await staff('support');
    await setPolicy(mod, 'comment', 'publish-first');
    const author = await regular();
    expect((await block(mod, 'comment', author.id)).status).toBe(200);
    const refused = await say(author.token, postIds[0]!, 'Let me post again');
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'blocked_from_posting', message: MODERATION_MESSAGES.blocked('comment') });
    const [entry] = await auditOf('moderation-block', `${author.id}:comment`);
    expect(entry).toMatchObject({ action: 'moderation-block.create' });
    expect((await unblock(mod, 'comment', author.id)).status).toBe(200);
    expect((await say(author.token, postIds[0]!, 'Thank you for letting me back')).status).toBe(201);
    expect((await unblock(mod, 'comment', author.id)).status).toBe(404);
    expect((await block(mod, 'comment', 999_999)).status).toBe(404);
    expect((await block(mod, 'comment', author.id, '')).body.error.fields).toHaveProperty('reason');
  });
});

describe('policy and the new-account rule', () => {
  it('publish first shows a post at once; hold keeps it; a new account’s first posts are held while the rule is on', async () => {
    const mod = await staff('owner');
    const postId = postIds[0]!;
    const established = await regular();
    const fresh = await writer('Nina New');

    await setPolicy(mod, 'comment', 'publish-first', true);
    expect((await say(established.token, postId, 'Published at once')).body.data.comment.moderation).toBeNull();
    expect((await say(fresh.token, postId, 'My very first comment')).body.data.comment.moderation).toEqual({ state: 'held', reason: null });

    await setPolicy(mod, 'comment', 'hold', false);
    expect((await say(established.token, postId, 'Now I wait too')).body.data.comment.moderation).toEqual({ state: 'held', reason: null });

    await setPolicy(mod, 'comment', 'publish-first', false);
    expect((await say(fresh.token, postId, 'Rule off: published')).body.data.comment.moderation).toBeNull();
    const [entry] = await auditOf('moderation-policy', 'comment');
    expect(entry).toMatchObject({ action: 'moderation-policy.update', before: { mode: 'hold' }, after: { mode: 'publish-first' } });
    const bad = await setPolicy(mod, 'comment', 'sometimes' as never);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('mode');
  });
});

describe('reports, grouped by what they are about', () => {
  const report = (token: string, targetId: number, reason = 'spam') => post(reportRoute, 'report', { targetType: 'comment', targetId, reason, details: 'Selling fake cakes' }, token);
  const groups = async (who: Who) => (await adminCall(reportsQueueRoute, '/api/dashboard/v1/admin/moderation/reports', { headers: who.headers })).body.data.groups as Array<{
    targetType: string;
    targetId: number;
    reportCount: number;
    reasons: string[];
    item: { text: string; href: string };
    reporters: Array<{ id: number; reportsMade: number; ledToHide: number }>;
  }>;
  const act = (who: Who, id: number, body: unknown) =>
    adminCall(reportActionRoute, `/api/dashboard/v1/admin/moderation/reports/comment/${id}`, { method: 'POST', body, headers: who.headers, params: { kind: 'comment', id: String(id) } });

  it('shows one row per reported comment with its reports, text, link and each reporter’s history; hiding resolves them all', async () => {
    const mod = await staff('support');
    await setPolicy(mod, 'comment', 'publish-first');
    const postId = postIds[1]!;
    const author = await regular();
    const earlier = (await say(author.token, postId, 'An earlier bad comment')).body.data.comment.id as number;
    const target = (await say(author.token, postId, 'Buy followers at cheap price!!')).body.data.comment.id as number;
    const [keen, other] = [await writer('Keen Reporter'), await writer('Other Reporter')];
    await report(keen.token, earlier);
    await act(mod, earlier, { action: 'hide', reason: 'Spam' }); // keen's earlier report led to a hide
    expect((await report(keen.token, target)).status).toBe(201);
    expect((await report(other.token, target, 'abusive')).status).toBe(201);

    const group = (await groups(mod)).find((g) => g.targetType === 'comment' && g.targetId === target)!;
    expect(group).toMatchObject({ reportCount: 2, item: { text: 'Buy followers at cheap price!!', href: expect.stringContaining(`#comment-${target}`) } });
    expect(group.reasons).toEqual(expect.arrayContaining(['Spam or advertising', 'Rude or abusive']));
    expect(group.reporters.find((r) => r.id === keen.id)).toMatchObject({ reportsMade: 2, ledToHide: 1 });
    expect(group.reporters.find((r) => r.id === other.id)).toMatchObject({ reportsMade: 1, ledToHide: 0 });

    const before = (await thread(postId)).commentCount;
    const hidden = await act(mod, target, { action: 'hide', reason: 'Advertising' });
    expect(hidden.status).toBe(200);
    expect(hidden.body.data).toMatchObject({ state: 'hidden', reportsResolved: 2 });
    expect((await thread(postId)).commentCount).toBe(before - 1);
    const rows = await db().select({ status: reports.status }).from(reports).where(and(eq(reports.targetType, 'comment'), eq(reports.targetId, target)));
    expect(rows.map((r) => r.status)).toEqual(['actioned', 'actioned']);
    expect((await groups(mod)).find((g) => g.targetId === target && g.targetType === 'comment')).toBeUndefined();
  });

  it('dismiss closes the reports and leaves the comment; a second dismiss finds none (404); hide needs a reason', async () => {
    const mod = await staff('manager');
    const author = await regular();
    const id = (await say(author.token, postIds[0]!, 'A sharp but fair opinion')).body.data.comment.id as number;
    await report((await writer()).token, id, 'other');
    expect((await act(mod, id, { action: 'hide' })).body.error.fields).toHaveProperty('reason');
    const dismissed = await act(mod, id, { action: 'dismiss' });
    expect(dismissed.body.data).toEqual({ dismissed: 1 });
    expect((await act(mod, id, { action: 'dismiss' })).status).toBe(404);
    expect((await thread(postIds[0]!)).comments.map((c) => c.id)).toContain(id);
    expect((await auditOf('comment', id))[0]).toMatchObject({ action: 'report.dismiss' });
  });
});

describe('who may moderate', () => {
  it('support, manager and owner may; kitchen and editor get 403; customers and visitors the unknown-path 404', async () => {
    const author = await regular();
    const id = (await say(author.token, postIds[0]!, 'Role check comment')).body.data.comment.id as number;
    for (const role of ['owner', 'manager', 'support'] as const) expect((await queue(await staff(role), 'comment')).status).toBe(200);
    for (const role of ['kitchen', 'editor'] as const) {
      const who = await staff(role);
      expect({ role, queue: (await queue(who, 'comment')).status, hide: (await hide(who, 'comment', id, 'Nope')).status, block: (await block(who, 'comment', author.id)).status }).toEqual({
        role,
        queue: 403,
        hide: 403,
        block: 403,
      });
    }
    const customer = { headers: { authorization: `Bearer ${author.token}` } };
    expect((await queue(customer, 'comment')).status).toBe(404);
    expect((await hide({ headers: {} }, 'comment', id, 'Nope')).status).toBe(404);
    const [row] = await db().select({ status: comments.status }).from(comments).where(eq(comments.id, id));
    expect(row!.status).toBe('approved');
  });
});
