import { eq } from 'drizzle-orm';
import { GET as contestRoute } from '@/app/api/V2/contest/[slug]/route';
import { POST as enterRoute } from '@/app/api/V2/contest/[slug]/enter/route';
import { GET as quizRoute } from '@/app/api/V2/quiz/[slug]/route';
import { GET as reviewsRoute, POST as addReviewRoute } from '@/app/api/V2/reviews/route';
import { POST as createQuizRoute } from '@/app/api/dashboard/v1/quizzes/route';
import { POST as updateQuizRoute } from '@/app/api/dashboard/v1/quizzes/[id]/route';
import { MODERATION_MESSAGES } from '@/lib/domain/moderation';
import { getDb } from '@/lib/server/db/client';
import { contests, products } from '@/lib/server/db/schema';
import { makeContest, person, post as contestPost, get as contestGet } from '../contests/support';
import { call, giftProduct, newCustomer } from '../orders/support';
import { dashboard, getV2, newQuizInput } from '../quizzes/helpers';
import { useTestDatabase } from '../support/database';
import { approve, auditOf, block, hide, mine, queue, setPolicy, staff } from './moderation-support';

// The other kinds customers publish (issue 25): product reviews (the product's stars and count), contest entries (the
// contest's entry count and gallery) and user quizzes (the quiz lists and page). For each: a held post is invisible
// to others and waits in the queue, its author sees it waiting; approving shows it and its counts rise; hiding takes
// it off lists and counts at once and its author sees the reason; a blocked author's next post is refused.

useTestDatabase();

describe('product reviews', () => {
  const reviewsOf = async (productId: number) => (await call(reviewsRoute, `/api/V2/reviews?id=${productId}&type=product`, null)).body.data as { reviews: Array<{ id: number }>; summary: { count: number } };
  const stars = async (productId: number) => (await getDb().select({ n: products.ratingCount, avg: products.ratingAverage }).from(products).where(eq(products.id, productId)))[0]!;
  const review = (customer: Awaited<ReturnType<typeof newCustomer>>, productId: number, rating = 1) =>
    call(addReviewRoute, '/api/V2/reviews', customer, { method: 'POST', body: { productId, rating, body: 'The cake arrived squashed and late.' } });

  it('held until approved, then counted in the stars; hidden again, out of the list and the stars with the reason shown to its author', async () => {
    const mod = await staff('support');
    await setPolicy(mod, 'review', 'hold');
    const product = await giftProduct(3);
    const before = await stars(product.id);
    const author = await newCustomer('Gita Gurung');
    const sent = await review(author, product.id);
    expect(sent.status).toBe(201);
    expect(sent.body.data.held).toBe(true);
    const id = sent.body.data.review.id as number;
    expect((await reviewsOf(product.id)).reviews.map((r) => r.id)).not.toContain(id);
    expect((await stars(product.id)).n).toBe(before.n);
    expect(await mine(author.token)).toContainEqual(expect.objectContaining({ kind: 'review', id, state: 'held' }));
    expect((await queue(mod, 'review', 'held')).body.data.items.map((i: { id: number }) => i.id)).toContain(id);

    expect((await approve(mod, 'review', id)).status).toBe(200);
    const listed = await reviewsOf(product.id);
    expect(listed.reviews.map((r) => r.id)).toContain(id);
    expect(listed.summary.count).toBe(before.n + 1);
    expect((await stars(product.id)).n).toBe(before.n + 1);

    expect((await hide(mod, 'review', id, 'Names a delivery rider')).status).toBe(200);
    expect((await reviewsOf(product.id)).reviews.map((r) => r.id)).not.toContain(id);
    const after = await stars(product.id);
    expect(after.n).toBe(before.n);
    expect(after.avg).toBeCloseTo(before.avg, 5);
    expect(await mine(author.token)).toContainEqual(expect.objectContaining({ id, state: 'hidden', reason: 'Names a delivery rider' }));
    expect((await auditOf('review', id))[0]).toMatchObject({ action: 'review.hide', before: { state: 'published' }, after: { state: 'hidden' } });
  });

  it('a blocked author cannot review another product (403)', async () => {
    const mod = await staff('manager');
    await setPolicy(mod, 'review', 'publish-first');
    const author = await newCustomer('Hari Thapa');
    const first = await review(author, (await giftProduct(4)).id, 5);
    expect(first.body.data.held).toBe(false);
    await block(mod, 'review', author.userId);
    const refused = await review(author, (await giftProduct(5)).id, 5);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MODERATION_MESSAGES.blocked('review'));
  });
});

describe('contest entries', () => {
  const enter = (slug: string, who: Awaited<ReturnType<typeof person>>, title: string) => contestPost(enterRoute, `/api/V2/contest/${slug}/enter`, { title, story: 'For Aama.' }, who, { slug });
  const page = async (slug: string) => (await contestGet(contestRoute, `/api/V2/contest/${slug}`, undefined, { slug })).body.data as { contestants: Array<{ id: number }> };
  const entryCount = async (id: number) => (await getDb().select({ n: contests.entryCount }).from(contests).where(eq(contests.id, id)))[0]!.n;

  it('held out of the gallery and count; approved in; hidden out again with the reason for its author', async () => {
    const mod = await staff('support');
    await setPolicy(mod, 'contest_entry', 'hold');
    const { contest } = await makeContest('entries', { entryKind: 'text' });
    const me = await person();
    const sent = await enter(contest.slug, me, 'Sel roti tower');
    expect(sent.status).toBe(201);
    expect(sent.body.data.entry.status).toBe('pending');
    const id = sent.body.data.entry.id as number;
    expect((await page(contest.slug)).contestants.map((c) => c.id)).not.toContain(id);
    expect(await entryCount(contest.id)).toBe(0);
    expect(await mine(me.token)).toContainEqual(expect.objectContaining({ kind: 'contest_entry', id, state: 'held' }));

    await approve(mod, 'contest_entry', id);
    expect((await page(contest.slug)).contestants.map((c) => c.id)).toContain(id);
    expect(await entryCount(contest.id)).toBe(1);

    await hide(mod, 'contest_entry', id, 'The photo is not yours');
    expect((await page(contest.slug)).contestants.map((c) => c.id)).not.toContain(id);
    expect(await entryCount(contest.id)).toBe(0);
    expect(await mine(me.token)).toContainEqual(expect.objectContaining({ id, state: 'hidden', reason: 'The photo is not yours' }));
  });

  it('a blocked person cannot enter (403)', async () => {
    const mod = await staff('support');
    await setPolicy(mod, 'contest_entry', 'publish-first');
    const { contest } = await makeContest('entries', { entryKind: 'text' });
    const me = await person();
    await block(mod, 'contest_entry', me.id);
    const refused = await enter(contest.slug, me, 'Try again');
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('blocked_from_posting');
  });
});

describe('user quizzes', () => {
  const create = (token: string, title: string) => dashboard(createQuizRoute, 'quizzes', { method: 'POST', body: newQuizInput({ title }), token });
  const publicStatus = async (slug: string) => (await getV2(quizRoute, `quiz/${slug}`, undefined, { slug })).status;

  it('held off the quiz pages; approved live; hidden off again, and an edit by its maker does not put it back', async () => {
    const mod = await staff('support');
    await setPolicy(mod, 'quiz', 'hold');
    const maker = await person();
    const sent = await create(maker.token, 'Dashain sweets quiz');
    expect(sent.status).toBe(201);
    const quiz = sent.body.data.quiz ?? sent.body.data;
    expect(quiz.status).toBe('pending');
    expect(await publicStatus(quiz.slug)).toBe(404);

    await approve(mod, 'quiz', quiz.id);
    expect(await publicStatus(quiz.slug)).toBe(200);
    await setPolicy(mod, 'quiz', 'publish-first');
    await hide(mod, 'quiz', quiz.id, 'Copies another site’s questions');
    expect(await publicStatus(quiz.slug)).toBe(404);
    expect(await mine(maker.token)).toContainEqual(expect.objectContaining({ kind: 'quiz', id: quiz.id, state: 'hidden', reason: 'Copies another site’s questions' }));

    const edited = await dashboard(updateQuizRoute, `quizzes/${quiz.id}`, { method: 'POST', body: newQuizInput({ title: 'Dashain sweets quiz', slug: quiz.slug }), token: maker.token, params: { id: String(quiz.id) } });
    expect(edited.status).toBe(200);
    expect(await publicStatus(quiz.slug)).toBe(404);
    expect((await queue(mod, 'quiz', 'held')).body.data.items.map((i: { id: number }) => i.id)).toContain(quiz.id);
  });

  it('a blocked maker cannot publish a quiz (403)', async () => {
    const mod = await staff('owner');
    const maker = await person();
    await block(mod, 'quiz', maker.id);
    const refused = await create(maker.token, 'Blocked quiz');
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(MODERATION_MESSAGES.blocked('quiz'));
  });
});
