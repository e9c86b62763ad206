import { and, eq } from 'drizzle-orm';
import { POST as answerRoute } from '@/app/api/V2/quiz-play/answer/route';
import { GET as scoreRoute } from '@/app/api/V2/quiz-play/score/route';
import { POST as submitRoute } from '@/app/api/V2/quiz-play/submit/route';
import { POST as startRoute } from '@/app/api/V2/quiz/[slug]/start/route';
import { quizBestScores, quizPlayAnswers, quizPlays, quizQuestions, quizzes } from '@/lib/server/db/schema';
import { quizClock } from '@/lib/server/services/quizzes';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { getV2, postV2, rightAnswers, SEEDED_SLUG, seededQuiz } from './helpers';

const { db } = useTestDatabase();

/** Plays a quiz through: `pick` chooses each answer's index from the texts shown. Returns the submit answer. */
async function playThrough(slug: string, pick: (q: { id: number; answers: string[] }) => number | null, token?: string) {
  const start = await postV2(startRoute, `quiz/${slug}/start`, {}, token, { slug });
  expect(start.status).toBe(201);
  let play = start.body.data.play;
  while (play.question) {
    const res = await postV2(answerRoute, 'quiz-play/answer', { playId: play.playId, questionId: play.question.id, choice: pick(play.question) }, token);
    expect(res.status).toBe(200);
    play = res.body.data.play;
  }
  return postV2(submitRoute, 'quiz-play/submit', { playId: play.playId }, token);
}

afterEach(() => jest.restoreAllMocks());

/** When the server handed this question out in this play. */
async function shownRow(playToken: string, questionId: number) {
  const [row] = await db()
    .select({ shownAt: quizPlayAnswers.shownAt })
    .from(quizPlayAnswers)
    .innerJoin(quizPlays, eq(quizPlays.id, quizPlayAnswers.playId))
    .where(and(eq(quizPlays.token, playToken), eq(quizPlayAnswers.questionId, questionId)));
  return row!;
}

describe('playing a quiz: start, answer, submit, score', () => {
  it('scores on the server: all right answers give full marks, the result shows the right answers and the board', async () => {
    const quiz = await seededQuiz();
    const rights = await rightAnswers(quiz.id);
    const player = await newSignedInUser('player', 'Quiz Player');
    const res = await playThrough(SEEDED_SLUG, (q) => q.answers.indexOf(rights.get(q.id)!), player.token);
    expect(res.status).toBe(200);
    const result = res.body.data.result;
    expect(result).toMatchObject({ score: quiz.questionCount, questionCount: quiz.questionCount, percent: 100, onLeaderboard: true });
    expect(result.rank).toBeGreaterThanOrEqual(1);
    for (const q of result.questions) expect(q.answers[q.rightAnswer]).toBe(rights.get(q.id));
    const [after] = await db().select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(after!.playCount).toBe(quiz.playCount + 1);
    expect(after!.completionCount).toBe(quiz.completionCount + 1);
    expect(after!.correctSum).toBe(quiz.correctSum + quiz.questionCount);
    const [board] = await db().select().from(quizBestScores).where(and(eq(quizBestScores.quizId, quiz.id), eq(quizBestScores.userId, player.id)));
    expect(board!.score).toBe(quiz.questionCount);
  });

  it('lets a guest play and scores them, without a place on the leaderboard', async () => {
    const quiz = await seededQuiz();
    const res = await playThrough(SEEDED_SLUG, () => 0);
    expect(res.status).toBe(200);
    expect(res.body.data.result.onLeaderboard).toBe(false);
    expect(res.body.data.result.rank).toBeNull();
    expect(res.body.data.result.score).toBeLessThanOrEqual(quiz.questionCount);
    // The score call answers the same result.
    const again = await getV2(scoreRoute, `quiz-play/score?playId=${res.body.data.result.playId}`);
    expect(again.body.data.result.score).toBe(res.body.data.result.score);
  });

  it('counts a right answer received after the time limit (plus the grace) as wrong', async () => {
    const quiz = await seededQuiz();
    const rights = await rightAnswers(quiz.id);
    const start = await postV2(startRoute, `quiz/${SEEDED_SLUG}/start`, {}, undefined, { slug: SEEDED_SLUG });
    const first = start.body.data.play.question;
    const [question] = await db().select().from(quizQuestions).where(eq(quizQuestions.id, first.id));
    // The clock moves past the limit and the 2 s grace: the right answer arrives 1 ms too late.
    const shownAt = Date.now();
    const row = await shownRow(start.body.data.play.playId, first.id);
    jest.spyOn(quizClock, 'now').mockReturnValue(new Date(row.shownAt.getTime() + question!.timeLimitSeconds * 1000 + 2001));
    const late = await postV2(answerRoute, 'quiz-play/answer', { playId: start.body.data.play.playId, questionId: first.id, choice: first.answers.indexOf(rights.get(first.id)) });
    expect(late.status).toBe(200);
    // The second question is answered right, in time (1 s after it was handed out).
    const second = late.body.data.play.question;
    jest.spyOn(quizClock, 'now').mockReturnValue(new Date(row.shownAt.getTime() + question!.timeLimitSeconds * 1000 + 3001));
    await postV2(answerRoute, 'quiz-play/answer', { playId: start.body.data.play.playId, questionId: second.id, choice: second.answers.indexOf(rights.get(second.id)) });
    jest.restoreAllMocks();
    const submitted = await postV2(submitRoute, 'quiz-play/submit', { playId: start.body.data.play.playId });
    const result = submitted.body.data.result;
    expect(result.score).toBe(1);
    expect(result.questions[0]).toMatchObject({ correct: false, late: true });
    expect(result.questions[1]).toMatchObject({ correct: true, late: false });
    expect(Math.abs(Date.now() - shownAt)).toBeLessThan(60_000); // no real waiting happened
  });

  it('accepts an answer right at the limit plus the grace', async () => {
    const quiz = await seededQuiz();
    const rights = await rightAnswers(quiz.id);
    const start = await postV2(startRoute, `quiz/${SEEDED_SLUG}/start`, {}, undefined, { slug: SEEDED_SLUG });
    const first = start.body.data.play.question;
    const row = await shownRow(start.body.data.play.playId, first.id);
    jest.spyOn(quizClock, 'now').mockReturnValue(new Date(row.shownAt.getTime() + first.timeLimitSeconds * 1000 + 2000));
    await postV2(answerRoute, 'quiz-play/answer', { playId: start.body.data.play.playId, questionId: first.id, choice: first.answers.indexOf(rights.get(first.id)) });
    jest.restoreAllMocks();
    const result = (await postV2(submitRoute, 'quiz-play/submit', { playId: start.body.data.play.playId })).body.data.result;
    expect(result.questions[0]).toMatchObject({ correct: true, late: false });
    expect(result.score).toBe(1);
  });

  it('scores a double-tapped submit once: 5 parallel submits → one play counted, the same result for all', async () => {
    const quiz = await seededQuiz();
    const player = await newSignedInUser('doublesubmit', 'Double Submit');
    const start = await postV2(startRoute, `quiz/${SEEDED_SLUG}/start`, {}, player.token, { slug: SEEDED_SLUG });
    const playId = start.body.data.play.playId;
    const q = start.body.data.play.question;
    // A double-tapped answer moves the play on once.
    const taps = await Promise.all([1, 2, 3].map(() => postV2(answerRoute, 'quiz-play/answer', { playId, questionId: q.id, choice: 1 }, player.token)));
    for (const t of taps) expect(t.status).toBe(200);
    expect(new Set(taps.map((t) => t.body.data.play.question.id)).size).toBe(1);
    const submits = await Promise.all([1, 2, 3, 4, 5].map(() => postV2(submitRoute, 'quiz-play/submit', { playId }, player.token)));
    for (const s of submits) expect(s.status).toBe(200);
    expect(new Set(submits.map((s) => JSON.stringify([s.body.data.result.score, s.body.data.result.timeMs, s.body.data.result.finishedAt]))).size).toBe(1);
    const [after] = await db().select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(after!.completionCount).toBe(quiz.completionCount + 1);
    const answered = await db().select().from(quizPlayAnswers).innerJoin(quizPlays, eq(quizPlays.id, quizPlayAnswers.playId)).where(eq(quizPlays.token, playId));
    expect(answered).toHaveLength(2); // the first question answered once, the second handed out
  });

  it('counts parallel starts exactly: 20 at once → 20 plays and the counter up by 20', async () => {
    const quiz = await seededQuiz();
    const starts = await Promise.all(Array.from({ length: 20 }, () => postV2(startRoute, `quiz/${SEEDED_SLUG}/start`, {}, undefined, { slug: SEEDED_SLUG })));
    for (const s of starts) expect(s.status).toBe(201);
    expect(new Set(starts.map((s) => s.body.data.play.playId)).size).toBe(20);
    const [after] = await db().select().from(quizzes).where(eq(quizzes.id, quiz.id));
    expect(after!.playCount).toBe(quiz.playCount + 20);
  });

  it('keeps a logged-in player’s play theirs: another person gets a 404', async () => {
    const owner = await newSignedInUser('playowner', 'Play Owner');
    const other = await newSignedInUser('playother', 'Play Other');
    const start = await postV2(startRoute, `quiz/${SEEDED_SLUG}/start`, {}, owner.token, { slug: SEEDED_SLUG });
    const { playId, question } = start.body.data.play;
    expect((await postV2(answerRoute, 'quiz-play/answer', { playId, questionId: question.id, choice: 0 }, other.token)).status).toBe(404);
    expect((await postV2(answerRoute, 'quiz-play/answer', { playId, questionId: question.id, choice: 0 })).status).toBe(404);
    expect((await postV2(submitRoute, 'quiz-play/submit', { playId }, other.token)).status).toBe(404);
  });

  it('answers 400 for bad input, 404 for unknown quizzes and plays, 409 for the wrong question or a submitted play', async () => {
    expect((await postV2(startRoute, 'quiz/no-such-quiz/start', {}, undefined, { slug: 'no-such-quiz' })).status).toBe(404);
    expect((await postV2(startRoute, 'quiz/BAD slug/start', {}, undefined, { slug: 'BAD slug' })).status).toBe(404);
    const bad = await postV2(answerRoute, 'quiz-play/answer', { playId: 'nope', questionId: 1, choice: 9 });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['playId', 'choice']));
    expect((await postV2(submitRoute, 'quiz-play/submit', { playId: '00000000-0000-4000-8000-000000000000' })).status).toBe(404);
    expect((await getV2(scoreRoute, 'quiz-play/score?playId=x')).status).toBe(400);
    const start = await postV2(startRoute, `quiz/${SEEDED_SLUG}/start`, {}, undefined, { slug: SEEDED_SLUG });
    const { playId, question } = start.body.data.play;
    expect((await postV2(answerRoute, 'quiz-play/answer', { playId, questionId: question.id + 1, choice: 0 })).status).toBe(409);
    expect((await postV2(answerRoute, 'quiz-play/answer', { playId, questionId: question.id, choice: question.answers.length })).status).toBe(400);
    expect((await getV2(scoreRoute, `quiz-play/score?playId=${playId}`)).status).toBe(409);
    await postV2(submitRoute, 'quiz-play/submit', { playId });
    expect((await postV2(answerRoute, 'quiz-play/answer', { playId, questionId: question.id, choice: 0 })).status).toBe(409);
  });
});
