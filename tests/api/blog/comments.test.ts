import { and, eq, like } from 'drizzle-orm';
import { POST as addRoute } from '@/app/api/V2/comments/add/route';
import { POST as deleteRoute } from '@/app/api/V2/comments/delete/route';
import { GET as listRoute } from '@/app/api/V2/comments/route';
import { GET as tagRoute } from '@/app/api/V2/comments/tag/route';
import { POST as updateRoute } from '@/app/api/V2/comments/update/route';
import { COMMENT_MAX_LENGTH, COMMENTS_PER_PAGE } from '@/lib/domain/engagement';
import { commentMentions, notifications } from '@/lib/server/db/schema';
import { BLOG_COMMENTS } from '@/lib/server/db/seed/data/blog-comments';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { get, post, seededPost } from './helpers';

const { db } = useTestDatabase();

const list = (targetId: number, page = 1, token?: string) => get(listRoute, `comments?targetType=blog_post&targetId=${targetId}&page=${page}`, token);

describe('GET comments', () => {
  it('lists a post’s conversations newest first, each with its replies oldest first, authors and mentions', async () => {
    const target = await seededPost();
    const seeded = BLOG_COMMENTS.filter((c) => c.postSlug === target.slug);
    const res = await list(target.id);
    expect(res.status).toBe(200);
    const { comments, commentCount } = res.body.data;
    expect(commentCount).toBe(seeded.length);
    const topLevel = seeded.filter((c) => !c.replyTo).sort((a, b) => b.hoursAfterPost - a.hoursAfterPost);
    expect(comments.map((c: { body: string }) => c.body)).toEqual(topLevel.map((c) => c.body));
    const withReply = comments.find((c: { replies: unknown[] }) => c.replies.length > 0);
    expect(withReply.replyCount).toBe(withReply.replies.length);
    expect(withReply.replies[0]).toMatchObject({ parentId: withReply.id, author: { username: expect.any(String) }, isMine: false });
    expect(withReply.replies[0].mentions[0]).toMatchObject({ username: withReply.author.username });
    expect(comments[0].reactions).toMatchObject({ counts: expect.objectContaining({ like: expect.any(Number) }), mine: [] });
    expect(res.body.meta.pagination).toMatchObject({ total: topLevel.length, perPage: COMMENTS_PER_PAGE, currentPage: 1 });
  });

  it('answers 400 for a bad target type or page, 404 for a post that does not exist', async () => {
    expect((await get(listRoute, 'comments?targetType=order&targetId=1')).status).toBe(400);
    expect((await get(listRoute, 'comments?targetType=blog_post&targetId=abc')).body.error.fields.targetId).toBeDefined();
    expect((await get(listRoute, 'comments?targetType=blog_post&targetId=1&page=0')).status).toBe(400);
    const missing = await get(listRoute, 'comments?targetType=blog_post&targetId=999999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Blog post not found');
  });
});

describe('POST comments/add', () => {
  it('adds a comment and a reply (one level deep), counted on the post', async () => {
    const target = await seededPost('fresh-cream-cake-in-kathmandu-summer');
    const writer = await newSignedInUser('writer', 'Asha Writer');
    const before = (await list(target.id)).body.data.commentCount;
    const added = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: '  Ganache for Baisakh, noted!  ' }, writer.token);
    expect(added.status).toBe(201);
    expect(added.body.data.comment).toMatchObject({ body: 'Ganache for Baisakh, noted!', parentId: null, isMine: true, replies: [] });
    expect(added.body.data.commentCount).toBe(before + 1);

    const replier = await newSignedInUser('replier', 'Ravi Replier');
    const reply = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, parentId: added.body.data.comment.id, body: 'Same here.' }, replier.token);
    expect(reply.status).toBe(201);
    // An answer to a reply joins the same conversation.
    const deeper = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, parentId: reply.body.data.comment.id, body: 'Me too.' }, writer.token);
    expect(deeper.body.data.comment.parentId).toBe(added.body.data.comment.id);

    const page = await list(target.id, 1, writer.token);
    const mine = page.body.data.comments[0];
    expect(mine).toMatchObject({ id: added.body.data.comment.id, isMine: true, replyCount: 2 });
    expect(mine.replies.map((r: { body: string }) => r.body)).toEqual(['Same here.', 'Me too.']);
    expect(page.body.data.commentCount).toBe(before + 3);
  });

  it('counts a double tap once: the same comment sent twice in parallel is one comment', async () => {
    const target = await seededPost('fresh-cream-cake-in-kathmandu-summer');
    const writer = await newSignedInUser('doubletap', 'Double Tap');
    const before = (await list(target.id)).body.data.commentCount;
    const body = { targetType: 'blog_post', targetId: target.id, body: 'Does this work for a 4 lb cake too?' };
    const [a, b] = await Promise.all([post(addRoute, 'comments/add', body, writer.token), post(addRoute, 'comments/add', body, writer.token)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    expect(a.body.data.comment.id).toBe(b.body.data.comment.id);
    expect((await list(target.id)).body.data.commentCount).toBe(before + 1);
  });

  it('refuses a visitor (401), bad input (400), an unknown post or parent (404)', async () => {
    const target = await seededPost();
    const writer = await newSignedInUser('badinput', 'Bad Input');
    const anon = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: 'hi' });
    expect(anon.status).toBe(401);
    expect(anon.body.error.message).toBe('User is not authenticated');
    const empty = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: '   ' }, writer.token);
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.body).toBe('Write a comment');
    const long = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }, writer.token);
    expect(long.body.error.fields.body).toBe(`A comment can be at most ${COMMENT_MAX_LENGTH} characters`);
    expect((await post(addRoute, 'comments/add', { targetType: 'product', targetId: 1, body: 'hi' }, writer.token)).status).toBe(400);
    expect((await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: 999999, body: 'hi' }, writer.token)).status).toBe(404);
    const orphan = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, parentId: 999999, body: 'hi' }, writer.token);
    expect(orphan.status).toBe(404);
    expect(orphan.body.error.message).toBe('Comment not found');
  });

  it('keeps HTML as plain text', async () => {
    const target = await seededPost();
    const writer = await newSignedInUser('html', 'Html Writer');
    const res = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: '<script>alert(1)</script> **bold**' }, writer.token);
    expect(res.body.data.comment.body).toBe('<script>alert(1)</script> **bold**');
  });
});

describe('mentions', () => {
  it('stores @username as the user’s id and tells them once, even when the comment is edited', async () => {
    const target = await seededPost();
    const mentioned = await newSignedInUser('mentioned', 'Maya Mentioned');
    const [{ username }] = [{ username: (await db().query.users.findFirst({ where: (u, { eq: e }) => e(u.id, mentioned.id) }))!.username }];
    const writer = await newSignedInUser('mentioner', 'Mina Mentioner');
    const added = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: `Thanks @${username}, and @nobody_here_at_all.` }, writer.token);
    expect(added.status).toBe(201);
    const commentId = added.body.data.comment.id;
    expect(added.body.data.comment.mentions).toEqual([expect.objectContaining({ id: mentioned.id, username })]);
    const stored = await db().select().from(commentMentions).where(eq(commentMentions.commentId, commentId));
    expect(stored.map((m) => m.userId)).toEqual([mentioned.id]);

    const told = () => db().select().from(notifications).where(and(eq(notifications.event, 'comment.mention'), like(notifications.subjectId, `${commentId}:%`)));
    expect((await told()).map((n) => n.channel)).toEqual(['email']);

    const edited = await post(updateRoute, 'comments/update', { commentId, body: `Edited: thank you again @${username.toUpperCase()}!` }, writer.token);
    expect(edited.status).toBe(200);
    expect(edited.body.data.comment).toMatchObject({ body: `Edited: thank you again @${username.toUpperCase()}!`, editedAt: expect.any(String) });
    // Removed and mentioned again: still told only once.
    await post(updateRoute, 'comments/update', { commentId, body: 'No mention now.' }, writer.token);
    await post(updateRoute, 'comments/update', { commentId, body: `Back again @${username}` }, writer.token);
    expect(await told()).toHaveLength(1);
    const sent = (await told())[0]!;
    expect(sent.userId).toBe(mentioned.id);
  });

  it('does not tell people who mention themselves', async () => {
    const target = await seededPost();
    const writer = await newSignedInUser('selfie', 'Self Mention');
    const me = (await db().query.users.findFirst({ where: (u, { eq: e }) => e(u.id, writer.id) }))!;
    const added = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: `I am @${me.username}` }, writer.token);
    expect(added.body.data.comment.mentions).toEqual([]);
  });
});

describe('POST comments/update and comments/delete', () => {
  it('lets only the writer change or delete a comment: anyone else gets 404 and the comment stays', async () => {
    const target = await seededPost();
    const owner = await newSignedInUser('owner', 'Owner');
    const stranger = await newSignedInUser('stranger', 'Stranger');
    const added = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: 'Mine.' }, owner.token);
    const commentId = added.body.data.comment.id;
    const edit = await post(updateRoute, 'comments/update', { commentId, body: 'Hijacked' }, stranger.token);
    expect(edit.status).toBe(404);
    const del = await post(deleteRoute, 'comments/delete', { commentId }, stranger.token);
    expect(del.status).toBe(404);
    expect(del.body.error.message).toBe('Comment not found');
    expect((await list(target.id)).body.data.comments.some((c: { id: number; body: string }) => c.id === commentId && c.body === 'Mine.')).toBe(true);
    // Nor a seeded comment by a demo person.
    const seededComment = (await list(target.id)).body.data.comments.at(-1);
    expect((await post(deleteRoute, 'comments/delete', { commentId: seededComment.id }, stranger.token)).status).toBe(404);
  });

  it('deletes a comment with its replies and takes them off the count', async () => {
    const target = await seededPost('fresh-cream-cake-in-kathmandu-summer');
    const owner = await newSignedInUser('deleter', 'Deleter');
    const other = await newSignedInUser('other', 'Other');
    const before = (await list(target.id)).body.data.commentCount;
    const added = await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: 'To be deleted.' }, owner.token);
    await post(addRoute, 'comments/add', { targetType: 'blog_post', targetId: target.id, parentId: added.body.data.comment.id, body: 'A reply.' }, other.token);
    const res = await post(deleteRoute, 'comments/delete', { commentId: added.body.data.comment.id }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.data.deleted).toHaveLength(2);
    expect(res.body.data.commentCount).toBe(before);
    expect((await post(deleteRoute, 'comments/delete', { commentId: added.body.data.comment.id }, owner.token)).status).toBe(404);
  });

  it('answers 400 for bad input and 401 without a login', async () => {
    const owner = await newSignedInUser('badupd', 'Bad Update');
    expect((await post(updateRoute, 'comments/update', { commentId: 'x', body: 'a' }, owner.token)).status).toBe(400);
    expect((await post(updateRoute, 'comments/update', { commentId: 1, body: '' }, owner.token)).status).toBe(400);
    expect((await post(deleteRoute, 'comments/delete', {}, owner.token)).status).toBe(400);
    expect((await post(deleteRoute, 'comments/delete', { commentId: 1 })).status).toBe(401);
  });
});

describe('GET comments/tag', () => {
  it('suggests people by the start of their username', async () => {
    const me = await newSignedInUser('tagger', 'Tagger');
    const res = await get(tagRoute, 'comments/tag?q=@Sun', me.token);
    expect(res.status).toBe(200);
    expect(res.body.data.users.map((u: { username: string }) => u.username)).toContain('sunita.shrestha');
    for (const u of res.body.data.users) expect(u.username.toLowerCase().startsWith('sun')).toBe(true);
    // '_' is a character here, not a wildcard.
    const underscore = await get(tagRoute, 'comments/tag?q=a_', me.token);
    for (const u of underscore.body.data.users) expect(u.username.startsWith('a_')).toBe(true);
  });

  it('answers 400 for odd input and 401 without a login', async () => {
    const me = await newSignedInUser('tagger2', 'Tagger');
    expect((await get(tagRoute, 'comments/tag?q=%25', me.token)).status).toBe(400);
    expect((await get(tagRoute, 'comments/tag', me.token)).status).toBe(400);
    expect((await get(tagRoute, 'comments/tag?q=sun')).status).toBe(401);
  });
});
