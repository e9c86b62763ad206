import { and, eq } from 'drizzle-orm';
import { POST as reportRoute } from '@/app/api/V2/report/route';
import { GET as listRoute } from '@/app/api/V2/comments/route';
import { reports, reviews } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { get, post, seededPost } from './helpers';

const { db } = useTestDatabase();

async function aComment() {
  const target = await seededPost();
  const res = await get(listRoute, `comments?targetType=blog_post&targetId=${target.id}`);
  return res.body.data.comments[0] as { id: number };
}

describe('POST report', () => {
  it('records one report per person and comment, and says so the second time', async () => {
    const comment = await aComment();
    const reporter = await newSignedInUser('reporter', 'Reporter');
    const body = { targetType: 'comment', targetId: comment.id, reason: 'spam', details: 'Advertises another shop' };
    const [a, b] = await Promise.all([post(reportRoute, 'report', body, reporter.token), post(reportRoute, 'report', body, reporter.token)]);
    expect([a.status, b.status].sort()).toEqual([200, 201]);
    const again = await post(reportRoute, 'report', { ...body, reason: 'abusive' }, reporter.token);
    expect(again.body.data).toMatchObject({ reported: true, alreadyReported: true });
    const rows = await db().select().from(reports).where(and(eq(reports.targetType, 'comment'), eq(reports.targetId, comment.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ reporterId: reporter.id, reason: 'spam', details: 'Advertises another shop', status: 'open' });
  });

  it('accepts a review as a target too', async () => {
    const [review] = await db().select().from(reviews).limit(1);
    const reporter = await newSignedInUser('reviewreporter', 'Reporter');
    const res = await post(reportRoute, 'report', { targetType: 'review', targetId: review!.id, reason: 'false-information' }, reporter.token);
    expect(res.status).toBe(201);
  });

  it('answers 401 without a login, 400 for bad input and 404 for a missing target', async () => {
    const comment = await aComment();
    const anon = await post(reportRoute, 'report', { targetType: 'comment', targetId: comment.id, reason: 'spam' });
    expect(anon.status).toBe(401);
    const reporter = await newSignedInUser('badreport', 'Bad Report');
    const bad = await post(reportRoute, 'report', { targetType: 'comment', targetId: comment.id, reason: 'boring' }, reporter.token);
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.reason).toBeDefined();
    expect((await post(reportRoute, 'report', { targetType: 'blog_post', targetId: 1, reason: 'spam' }, reporter.token)).status).toBe(400);
    expect((await post(reportRoute, 'report', { targetType: 'comment', targetId: comment.id, reason: 'other', details: 'x'.repeat(501) }, reporter.token)).status).toBe(400);
    const missing = await post(reportRoute, 'report', { targetType: 'comment', targetId: 999999, reason: 'spam' }, reporter.token);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Comment not found');
  });
});
