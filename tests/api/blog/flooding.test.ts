import { count, eq } from 'drizzle-orm';
import { POST as addComment } from '@/app/api/V2/comments/add/route';
import { POST as openTicket } from '@/app/api/V2/support-tickets/route';
import { RATE_LIMITS } from '@/lib/server/auth/rate-limit';
import { comments } from '@/lib/server/db/schema';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { post, seededPost } from './helpers';

// What one customer writes for others (comments, reviews, tickets, complaints, replies) shares one limit per person:
// a script posting in a loop is stopped with a 429 and its comments stop appearing, while another person still posts.

const { db } = useTestDatabase();
const { limit } = RATE_LIMITS['post-user'];

it(`stops a person after ${limit} posts in ten minutes, across comments and tickets, and nobody else`, async () => {
  const target = await seededPost();
  const flooder = await newSignedInUser('flooder', 'Flooder');
  const statuses: number[] = [];
  for (let i = 0; i < limit; i += 1) {
    const res = await post(addComment, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: `Message number ${i}` }, flooder.token);
    statuses.push(res.status);
  }
  expect(statuses.every((s) => s === 201)).toBe(true);
  const refused = await post(addComment, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: 'One more' }, flooder.token);
  expect(refused.status).toBe(429);
  expect(refused.body.error.code).toBe('rate_limited');
  // The same limit covers the support queue.
  const ticket = await post(openTicket, 'support-tickets', { subject: 'Where is my cake?', message: 'It has not come yet, please check.' }, flooder.token);
  expect(ticket.status).toBe(429);
  const [{ n }] = (await db().select({ n: count() }).from(comments).where(eq(comments.userId, flooder.id))) as [{ n: number }];
  expect(n).toBe(limit);

  const someoneElse = await newSignedInUser('calmreader', 'Calm Reader');
  const fine = await post(addComment, 'comments/add', { targetType: 'blog_post', targetId: target.id, body: 'Lovely post' }, someoneElse.token);
  expect(fine.status).toBe(201);
});
