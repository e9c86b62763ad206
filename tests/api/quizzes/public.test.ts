import { GET as quizRoute } from '@/app/api/V2/quiz/[slug]/route';
import { GET as leaderboardRoute } from '@/app/api/V2/quiz/[slug]/leaderboard/route';
import { POST as startRoute } from '@/app/api/V2/quiz/[slug]/start/route';
import { POST as answerRoute } from '@/app/api/V2/quiz-play/answer/route';
import { GET as listRoute } from '@/app/api/V2/quizzes/route';
import { POST as addComment } from '@/app/api/V2/comments/add/route';
import { POST as addReaction } from '@/app/api/V2/reactions/add/route';
import { DEMO_QUIZZES } from '@/lib/server/db/seed/quizzes';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { getV2, postV2, rightAnswers, SEEDED_SLUG, seededQuiz } from './helpers';

useTestDatabase();

/** Whether a JSON answer names anything that could tell the right answer: a flag, an index or an answer id. */
const LEAKY_KEYS = /"(isCorrect|correct|rightAnswer|answerId|is_correct)"/;

describe('GET quizzes, quiz/{slug}, quiz/{slug}/leaderboard', () => {
  it('lists live quizzes most played first, by category, with plays and the average score', async () => {
    const all = await getV2(listRoute, 'quizzes');
    expect(all.status).toBe(200);
    expect(all.body.meta.pagination.total).toBe(DEMO_QUIZZES.length);
    const plays = all.body.data.items.map((q: { plays: number }) => q.plays);
    expect(plays).toEqual([...plays].sort((a, b) => b - a));
    const flowers = await getV2(listRoute, 'quizzes?category=flowers');
    expect(flowers.body.data.items.length).toBe(DEMO_QUIZZES.filter((q) => q.category === 'flowers').length);
    for (const q of flowers.body.data.items) {
      expect(q.category.slug).toBe('flowers');
      expect(q.averageScore).toBeGreaterThan(0);
      expect(q.averageScore).toBeLessThanOrEqual(100);
    }
    expect((await getV2(listRoute, 'quizzes?category=cars')).status).toBe(400);
    expect((await getV2(listRoute, 'quizzes?page=0')).status).toBe(400);
  });

  it('shows one quiz with its leaderboard (best score first, ties by time), and 404 for an unknown one', async () => {
    const res = await getV2(quizRoute, `quiz/${SEEDED_SLUG}`, undefined, { slug: SEEDED_SLUG });
    expect(res.status).toBe(200);
    const quiz = res.body.data.itemDetails;
    expect(quiz).toMatchObject({ slug: SEEDED_SLUG, questionCount: 10 });
    const board = quiz.leaderboard as Array<{ score: number; timeMs: number; player: Record<string, unknown> }>;
    expect(board.length).toBeGreaterThan(3);
    for (let i = 1; i < board.length; i += 1) {
      const [a, b] = [board[i - 1]!, board[i]!];
      expect(a.score > b.score || (a.score === b.score && a.timeMs <= b.timeMs)).toBe(true);
    }
    expect(Object.keys(board[0]!.player).sort()).toEqual(['avatar', 'name', 'username']); // no email or phone
    const lb = await getV2(leaderboardRoute, `quiz/${SEEDED_SLUG}/leaderboard`, undefined, { slug: SEEDED_SLUG });
    expect(lb.body.data.leaderboard).toEqual(board);
    expect((await getV2(quizRoute, 'quiz/no-such-quiz', undefined, { slug: 'no-such-quiz' })).status).toBe(404);
    expect((await getV2(quizRoute, 'quiz/Bad%20Slug', undefined, { slug: 'Bad Slug' })).status).toBe(404);
    expect((await getV2(leaderboardRoute, 'quiz/nope/leaderboard', undefined, { slug: 'nope' })).status).toBe(404);
  });

  it('never sends which answer is right before the play is submitted (details, start, every answer)', async () => {
    const quiz = await seededQuiz();
    const rights = await rightAnswers(quiz.id);
    const details = await getV2(quizRoute, `quiz/${SEEDED_SLUG}`, undefined, { slug: SEEDED_SLUG });
    const detailsText = JSON.stringify(details.body);
    expect(detailsText).not.toMatch(LEAKY_KEYS);
    for (const text of rights.values()) expect(detailsText).not.toContain(JSON.stringify(text));
    let res = await postV2(startRoute, `quiz/${SEEDED_SLUG}/start`, {}, undefined, { slug: SEEDED_SLUG });
    const orders: Array<{ id: number; answers: string[] }> = [];
    while (res.body.data.play.question) {
      expect(JSON.stringify(res.body)).not.toMatch(LEAKY_KEYS);
      const q = res.body.data.play.question;
      expect(Object.keys(q).sort()).toEqual(['answers', 'id', 'position', 'prompt', 'timeLimitSeconds']);
      expect(q.answers.every((a: unknown) => typeof a === 'string')).toBe(true);
      orders.push({ id: q.id, answers: q.answers });
      res = await postV2(answerRoute, 'quiz-play/answer', { playId: res.body.data.play.playId, questionId: q.id, choice: 0 });
      expect(res.status).toBe(200);
    }
    expect(orders).toHaveLength(quiz.questionCount);
    // The right answer is not always in the same place (the order is shuffled per play).
    const places = orders.map((q) => q.answers.indexOf(rights.get(q.id)!));
    expect(places.every((p) => p >= 0)).toBe(true);
    expect(new Set(places).size).toBeGreaterThan(1);
  });

  it('takes comments and reactions on a live quiz', async () => {
    const quiz = await seededQuiz();
    const reader = await newSignedInUser('quizfan', 'Quiz Fan');
    const comment = await postV2(addComment, 'comments/add', { targetType: 'quiz', targetId: quiz.id, body: 'I got the makhamali one wrong!' }, reader.token);
    expect(comment.status).toBe(201);
    expect(comment.body.data.commentCount).toBe(1);
    const reaction = await postV2(addReaction, 'reactions/add', { targetType: 'quiz', targetId: quiz.id, kind: 'celebrate' }, reader.token);
    expect(reaction.status).toBe(200);
    expect(reaction.body.data.reactions.counts.celebrate).toBe(1);
    const missing = await postV2(addReaction, 'reactions/add', { targetType: 'quiz', targetId: 999999, kind: 'like' }, reader.token);
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe('Quiz not found');
  });
});
