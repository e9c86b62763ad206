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

describe('POST reactions/add and reactions/delete', () => {
  it('adds and takes back a reaction on a post, the count following', async () => {
    const target = await seededPost();
    const reader = await newSignedInUser('reactor', 'Reactor');
    const body = { targetType: 'blog_post', targetId: target.id, kind: 'love' };
    const before = (await post(deleteRoute, 'reactions/delete', body, reader.token)).body.data.reactions.counts.love;
    const added = await post(addRoute, 'reactions/add', body, reader.token);
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({ reacted: true, kind: 'love', reactions: { mine: ['love'] } });
    expect(added.body.data.reactions.counts.love).toBe(before + 1);
    // A second kind is a second reaction; one of each per person.
    const yum = await post(addRoute, 'reactions/add', { ...body, kind: 'yum' }, reader.token);
    expect(yum.body.data.reactions.mine.sort()).toEqual(['love', 'yum']);
    const removed = await post(deleteRoute, 'reactions/delete', body, reader.token);
    expect(removed.body.data).toMatchObject({ reacted: false, reactions: { mine: ['yum'] } });
    expect(removed.body.data.reactions.counts.love).toBe(before);
    // Taking back what is not there changes nothing.
    expect((await post(deleteRoute, 'reactions/delete', body, reader.token)).body.data.reactions.counts.love).toBe(before);
  });

  it('counts parallel double taps once, in the rows and in the counter', async () => {
    const target = await seededPost();
    const reader = await newSignedInUser('doubletap', 'Double Tap');
    const body = { targetType: 'blog_post', targetId: target.id, kind: 'wow' };
    const [before] = await db().select().from(reactionCounts).where(and(eq(reactionCounts.targetType, 'blog_post'), eq(reactionCounts.targetId, target.id), eq(reactionCounts.kind, 'wow')));
    const answers = await Promise.all([1, 2, 3, 4].map(() => post(addRoute, 'reactions/add', body, reader.token)));
    for (const a of answers) expect(a.status).toBe(200);
    const rows = await db().select().from(reactions).where(and(eq(reactions.userId, reader.id), eq(reactions.targetId, target.id), eq(reactions.kind, 'wow')));
    expect(rows).toHaveLength(1);
    const [after] = await db().select().from(reactionCounts).where(and(eq(reactionCounts.targetType, 'blog_post'), eq(reactionCounts.targetId, target.id), eq(reactionCounts.kind, 'wow')));
    expect(after!.count).toBe((before?.count ?? 0) + 1);
    // And parallel take-backs count down once.
    await Promise.all([1, 2, 3].map(() => post(deleteRoute, 'reactions/delete', body, reader.token)));
    const [end] = await db().select().from(reactionCounts).where(and(eq(reactionCounts.targetType, 'blog_post'), eq(reactionCounts.targetId, target.id), eq(reactionCounts.kind, 'wow')));
    expect(end!.count).toBe(before?.count ?? 0);
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
