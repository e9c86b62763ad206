import { eq } from 'drizzle-orm';
import { POST as answerRoute } from '@/app/api/V2/quiz-play/answer/route';
import { POST as submitRoute } from '@/app/api/V2/quiz-play/submit/route';
import { POST as startRoute } from '@/app/api/V2/quiz/[slug]/start/route';
import { quizPath } from '@/lib/domain/quiz';
import { businesses, users } from '@/lib/server/db/schema';
import { getPublicBusiness } from '@/lib/server/services/businesses';
import { publicPersonProfile } from '@/lib/server/services/people';
import { getQuizDetail } from '@/lib/server/services/quizzes';
import { followAdd, followDelete, newPerson } from '../people/helpers';
import { postV2, rightAnswers, SEEDED_SLUG, seededQuiz } from '../quizzes/helpers';
import { useTestDatabase } from '../support/database';
import { isrPage, useNextCaches } from '../support/next-cache';
import { newSignedInUser } from '../support/users';

jest.mock('next/cache', () => jest.requireActual('../support/next-cache').nextCacheModule);

// Issue 29, "counts that never move": a count a person changes shows on their next view of the page that shows it,
// although that page is cached for everyone. Each page is read here as the production server serves it (ISR, and
// Next's data cache under tags: tests/api/support/next-cache.ts), through the service it renders from, before and
// after the write made through the route the browser calls.

const { db } = useTestDatabase();
useNextCaches();

const quizPage = (slug: string) => isrPage(quizPath(slug), async () => (await getQuizDetail(slug))!);
const personPage = (username: string) => isrPage(`/user/${username}`, async () => (await publicPersonProfile(username))!);
const businessPage = (slug: string) => isrPage(`/business/${slug}`, () => getPublicBusiness(slug));

/** Plays the quiz through the V2 routes (a guest's play without a token); `pick` chooses each answer by its text. */
async function play(slug: string, pick: (q: { id: number; answers: string[] }) => number, token?: string) {
  const start = await postV2(startRoute, `quiz/${slug}/start`, {}, token, { slug });
  expect(start.status).toBe(201);
  let state = start.body.data.play;
  while (state.question) {
    const res = await postV2(answerRoute, 'quiz-play/answer', { playId: state.playId, questionId: state.question.id, choice: pick(state.question) }, token);
    expect(res.status).toBe(200);
    state = res.body.data.play;
  }
  return { playId: state.playId as string, submit: () => postV2(submitRoute, 'quiz-play/submit', { playId: state.playId }, token) };
}

describe('the quiz page (/quiz/{slug}) after a play', () => {
  it('shows a guest’s play from its start, and its score in the average once submitted; the result carries the same figures', async () => {
    const quiz = await seededQuiz();
    const rights = await rightAnswers(quiz.id);
    const before = await quizPage(SEEDED_SLUG);

    const started = await play(SEEDED_SLUG, (q) => q.answers.findIndex((a) => a !== rights.get(q.id)));
    expect((await quizPage(SEEDED_SLUG)).plays).toBe(before.plays + 1);

    const submitted = await started.submit();
    expect(submitted.status).toBe(200);
    const result = submitted.body.data.result;
    expect(result.score).toBe(0);
    const after = await quizPage(SEEDED_SLUG);
    expect(after.completions).toBe(before.completions + 1);
    expect(after.averageScore).toBeLessThan(before.averageScore!);
    expect(result.quiz).toMatchObject({ plays: after.plays, completions: after.completions, averageScore: after.averageScore });

    // Submitting again (a double tap) answers the same: the play counted once.
    expect((await started.submit()).body.data.result.quiz).toMatchObject({ plays: after.plays, completions: after.completions, averageScore: after.averageScore });
  });

  it('puts a logged-in player’s best play on the page’s leaderboard at once', async () => {
    const quiz = await seededQuiz();
    const rights = await rightAnswers(quiz.id);
    const player = await newSignedInUser('board', 'Pasang Sherpa');
    const [{ username }] = (await db().select({ username: users.username }).from(users).where(eq(users.id, player.id))) as [{ username: string }];
    expect((await quizPage(SEEDED_SLUG)).leaderboard.map((e) => e.player.username)).not.toContain(username);

    const result = (await (await play(SEEDED_SLUG, (q) => q.answers.indexOf(rights.get(q.id)!), player.token)).submit()).body.data.result;
    expect(result.onLeaderboard).toBe(true);
    const board = (await quizPage(SEEDED_SLUG)).leaderboard;
    expect(board.find((e) => e.player.username === username)).toMatchObject({ rank: result.rank, score: quiz.questionCount });
    expect(result.leaderboard).toEqual(board);
  });
});

describe('the quiz maker’s page (/user/{username}) after a play of their quiz', () => {
  it('lists the quiz with the new number of plays', async () => {
    const quiz = await seededQuiz();
    const [maker] = await db().select({ username: users.username }).from(users).where(eq(users.id, quiz.ownerId));
    const line = async () => (await personPage(maker!.username)).quizzes!.find((q) => q.id === quiz.id)!.meta;
    expect(await line()).toContain(`${quiz.playCount} plays`);

    await (await play(SEEDED_SLUG, () => 0)).submit();
    expect(await line()).toContain(`${quiz.playCount + 1} plays`);
  });
});

describe('a business’s page (/business/{slug}) after a follow', () => {
  it('shows the follower count the follow or unfollow moved', async () => {
    const [business] = await db().select({ id: businesses.id, slug: businesses.slug, followers: businesses.followerCount }).from(businesses).where(eq(businesses.slug, 'bhaktapur-phool-ghar'));
    const fan = await newPerson('fan', 'Gita Maharjan');
    expect((await businessPage(business!.slug)).followerCount).toBe(business!.followers);

    expect((await followAdd(fan, { type: 'business', id: business!.id })).body.data).toMatchObject({ following: true, followers: business!.followers + 1 });
    expect((await businessPage(business!.slug)).followerCount).toBe(business!.followers + 1);

    expect((await followDelete(fan, { type: 'business', id: business!.id })).body.data).toMatchObject({ following: false, followers: business!.followers });
    expect((await businessPage(business!.slug)).followerCount).toBe(business!.followers);
  });
});
