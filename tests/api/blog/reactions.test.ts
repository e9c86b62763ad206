import { and, eq } from 'drizzle-orm';
import { POST as addComment } from '@/app/api/V2/comments/add/route';
import { POST as deleteComment } from '@/app/api/V2/comments/delete/route';
import { POST as addRoute } from '@/app/api/V2/reactions/add/route';
import { POST as deleteRoute } from '@/app/api/V2/reactions/delete/route';
import { reactionCounts, reactions } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { post, seededPost } from './helpers';

const { db } = useTestDatabase();

/** The target's per-kind counters, as stored. */
async function countsOf(targetType: string, targetId: number): Promise<Record<string, number>> {
  const rows = await db().select().from(reactionCounts).where(and(eq(reactionCounts.targetType, targetType), eq(reactionCounts.targetId, targetId)));
  return Object.fromEntries(rows.map((r) => [r.kind, r.count]));
}

/** The target's reactions counted from the rows, per kind. */
async function rowsOf(targetType: string, targetId: number): Promise<Record<string, number>> {
  const rows = await db().select().from(reactions).where(and(eq(reactions.targetType, targetType), eq(reactions.targetId, targetId)));
  const out: Record<string, number> = {};
  for (const r of rows) out[r.kind] = (out[r.kind] ?? 0) + 1;
  return out;
}

const nonZero = (counts: Record<string, number>) => Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

describe('POST reactions/add and reactions/delete', () => {
  it('adds and takes back a reaction on a post, the count following', async () => {
    const target = await seededPost();
    const reader = await newSignedInUser('reactor', 'Reactor');
    const body = { targetType: 'blog_post', targetId: target.id, kind: 'love' };
    const before = (await post(deleteRoute, 'reactions/delete', body, reader.token)).body.data.reactions;
    const added = await post(addRoute, 'reactions/add', body, reader.token);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ reacted: true, kind: 'love', reactions: { mine: ['love'] } });
    expect(added.body.data.reactions.counts.love).toBe(before.counts.love + 1);
    expect(added.body.data.reactions.total).toBe(before.total + 1);
    const removed = await post(deleteRoute, 'reactions/delete', body, reader.token);
    expect(removed.body.data).toMatchObject({ reacted: false, reactions: { mine: [] } });
    expect(removed.body.data.reactions.counts.love).toBe(before.counts.love);
    // Taking back what is not there changes nothing.
    expect((await post(deleteRoute, 'reactions/delete', body, reader.token)).body.data.reactions.total).toBe(before.total);
  });

  it('keeps one reaction per person: another kind replaces it, the same kind again takes it back', async () => {
    const target = await seededPost();
    const reader = await newSignedInUser('onereact', 'One Reaction');
    const at = { targetType: 'blog_post', targetId: target.id };
    const before = (await post(deleteRoute, 'reactions/delete', { ...at, kind: 'love' }, reader.token)).body.data.reactions;

    const love = await post(addRoute, 'reactions/add', { ...at, kind: 'love' }, reader.token);
    expect(love.body.data).toMatchObject({ reacted: true, reactions: { mine: ['love'], total: before.total + 1 } });
    // Choosing yum replaces love: still one person, love back where it was.
    const yum = await post(addRoute, 'reactions/add', { ...at, kind: 'yum' }, reader.token);
    expect(yum.status).toBe(200);
    expect(yum.body.data).toMatchObject({ reacted: true, kind: 'yum', reactions: { mine: ['yum'], total: before.total + 1 } });
    expect(yum.body.data.reactions.counts).toMatchObject({ love: before.counts.love, yum: before.counts.yum + 1 });
    // Taking back a kind they no longer have leaves their yum alone.
    expect((await post(deleteRoute, 'reactions/delete', { ...at, kind: 'love' }, reader.token)).body.data.reactions.mine).toEqual(['yum']);
    // Choosing yum again takes it back.
    const again = await post(addRoute, 'reactions/add', { ...at, kind: 'yum' }, reader.token);
    expect(again.body.data).toMatchObject({ reacted: false, reactions: { mine: [], total: before.total } });
    expect(again.body.data.reactions.counts).toEqual(before.counts);
    const rows = await db().select().from(reactions).where(and(eq(reactions.userId, reader.id), eq(reactions.targetId, target.id)));
    expect(rows).toHaveLength(0);
  });

  it('counts people, not clicks: one person choosing all five kinds on a comment is one reaction', async () => {
    const target = await seededPost();
    const writer = await newSignedInUser('fivewriter', 'Comment Writer');
    const fan = await newSignedInUser('fivefan', 'Five Kinds');
    const comment = (await post(addComment, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: 'Lovely.' }, writer.token)).body.data.comment;
    let last;
    for (const kind of ['like', 'love', 'yum', 'wow', 'celebrate']) {
      last = await post(addRoute, 'reactions/add', { targetType: 'comment', targetId: comment.id, kind }, fan.token);
      expect(last.status).toBe(200);
    }
    expect(last!.body.data.reactions).toMatchObject({ total: 1, mine: ['celebrate'], counts: { like: 0, love: 0, yum: 0, wow: 0, celebrate: 1 } });
    expect(await db().select().from(reactions).where(and(eq(reactions.targetType, 'comment'), eq(reactions.targetId, comment.id)))).toHaveLength(1);
    expect(nonZero(await countsOf('comment', comment.id))).toEqual({ celebrate: 1 });
  });

  it('ends 20 parallel taps by one person, kinds mixed, with one reaction or none, and counters that match the rows', async () => {
    const target = await seededPost();
    const reader = await newSignedInUser('paralleltap', 'Parallel Tap');
    const before = await rowsOf('blog_post', target.id);
    expect(nonZero(await countsOf('blog_post', target.id))).toEqual(before);
    const kinds = ['like', 'love', 'yum', 'wow', 'celebrate'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(i % 4 === 3 ? deleteRoute : addRoute, i % 4 === 3 ? 'reactions/delete' : 'reactions/add', { targetType: 'blog_post', targetId: target.id, kind: kinds[i % 5] }, reader.token),
      ),
    );
    // Every tap answers; a 429 (the per-account write limit) is a refusal, never a 5xx.
    for (const a of answers) expect([200, 429]).toContain(a.status);
    const mine = await db().select().from(reactions).where(and(eq(reactions.userId, reader.id), eq(reactions.targetType, 'blog_post'), eq(reactions.targetId, target.id)));
    expect(mine.length).toBeLessThanOrEqual(1);
    const after = await rowsOf('blog_post', target.id);
    expect(nonZero(await countsOf('blog_post', target.id))).toEqual(after);
    const total = (c: Record<string, number>) => Object.values(c).reduce((a, b) => a + b, 0);
    expect(total(after)).toBe(total(before) + mine.length);
  });

  it('reacts to comments too, and a deleted comment takes its reactions with it', async () => {
    const target = await seededPost();
    const writer = await newSignedInUser('cwriter', 'Comment Writer');
    const fan = await newSignedInUser('fan', 'Fan');
    const comment = (await post(addComment, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: 'Nice.' }, writer.token)).body.data.comment;
    const liked = await post(addRoute, 'reactions/add', { targetType: 'comment', targetId: comment.id, kind: 'like' }, fan.token);
    expect(liked.body.data.reactions.counts.like).toBe(1);
    await post(deleteComment, 'comments/delete', { commentId: comment.id }, writer.token);
    expect(await db().select().from(reactions).where(and(eq(reactions.targetType, 'comment'), eq(reactions.targetId, comment.id)))).toHaveLength(0);
    expect((await post(addRoute, 'reactions/add', { targetType: 'comment', targetId: comment.id, kind: 'like' }, fan.token)).status).toBe(404);
  });

  it("refuses a visitor with 'User is not authenticated' (401)", async () => {
    const target = await seededPost();
    for (const route of [addRoute, deleteRoute]) {
      const res = await post(route, 'reactions/add', { targetType: 'blog_post', targetId: target.id, kind: 'like' });
      expect(res.status).toBe(401);
      expect(res.body.error.message).toBe('User is not authenticated');
    }
  });

  it('answers 400 for a kind or target type outside the set and 404 for a missing target', async () => {
    const reader = await newSignedInUser('badreact', 'Bad React');
    const bad = await post(addRoute, 'reactions/add', { targetType: 'blog_post', targetId: 1, kind: 'angry' }, reader.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.kind).toMatch(/like, love/);
    expect((await post(addRoute, 'reactions/add', { targetType: 'order', targetId: 1, kind: 'like' }, reader.token)).status).toBe(400);
    expect((await post(addRoute, 'reactions/add', { targetType: 'blog_post', targetId: 0, kind: 'like' }, reader.token)).status).toBe(400);
    const missing = await post(addRoute, 'reactions/add', { targetType: 'blog_post', targetId: 999999, kind: 'like' }, reader.token);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Blog post not found');
  });
});
