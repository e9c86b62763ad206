import { GET as csvRoute } from '@/app/api/dashboard/v1/quizzes/[id]/stats/csv/route';
import { GET as statsRoute } from '@/app/api/dashboard/v1/quizzes/[id]/stats/route';
import { POST as createRoute } from '@/app/api/dashboard/v1/quizzes/route';
import { POST as startRoute } from '@/app/api/V2/quiz/[slug]/start/route';
import { POST as answerRoute } from '@/app/api/V2/quiz-play/answer/route';
import { POST as submitRoute } from '@/app/api/V2/quiz-play/submit/route';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { dashboard, newQuizInput, postV2 } from './helpers';

useTestDatabase();

const RIGHT = new Set(['Black Forest', 'Chocolate and cream', 'Yomari Punhi', 'Yes, "really"']);

/** Plays the quiz, answering right (or wrong) every time; `stopAfter` leaves it unsubmitted after that many answers. */
async function play(slug: string, right: boolean, token?: string, stopAfter?: number) {
  let res = await postV2(startRoute, `quiz/${slug}/start`, {}, token, { slug });
  let answered = 0;
  while (res.body.data.play.question && (stopAfter === undefined || answered < stopAfter)) {
    const q = res.body.data.play.question;
    const index = q.answers.findIndex((a: string) => RIGHT.has(a) === right);
    res = await postV2(answerRoute, 'quiz-play/answer', { playId: res.body.data.play.playId, questionId: q.id, choice: index }, token);
    answered += 1;
  }
  if (stopAfter === undefined) await postV2(submitRoute, 'quiz-play/submit', { playId: res.body.data.play.playId }, token);
}

describe('dashboard quizzes/{id}/stats and its CSV', () => {
  it('counts plays, completions, the average score and each question’s right-answer rate; the CSV is escaped', async () => {
    const owner = await newSignedInUser('statsowner', 'Stats Owner');
    const player = await newSignedInUser('statsplayer', 'Stats Player');
    const input = newQuizInput({ title: 'Stats, "quotes" and formulas' });
    input.questions.push({ prompt: '=HYPERLINK("http://evil.example","Click")', timeLimitSeconds: 20, answers: [{ text: 'Yes, "really"', correct: true }, { text: '+1', correct: false }] });
    const quiz = (await dashboard(createRoute, 'quizzes', { method: 'POST', body: input, token: owner.token })).body.data.quiz;
    await play(quiz.slug, true, player.token);
    await play(quiz.slug, false);
    await play(quiz.slug, true, undefined, 2); // started, two answers, never submitted

    const params = { id: String(quiz.id) };
    const res = await dashboard(statsRoute, `quizzes/${quiz.id}/stats`, { token: owner.token, params });
    expect(res.status).toBe(200);
    const stats = res.body.data.stats;
    expect(stats).toMatchObject({ plays: 3, completions: 2, averageScore: 50 });
    expect(stats.questions.map((q: { asked: number; right: number; rightRate: number }) => [q.asked, q.right, q.rightRate])).toEqual([
      [2, 1, 50],
      [2, 1, 50],
      [2, 1, 50],
      [2, 1, 50],
    ]);
    expect(stats.leaderboard).toHaveLength(1);
    expect(stats.leaderboard[0]).toMatchObject({ rank: 1, score: 4, questionCount: 4 });

    const csv = await dashboard(csvRoute, `quizzes/${quiz.id}/stats/csv`, { token: owner.token, params });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="quiz-stats-${quiz.slug}.csv"`);
    const lines = (csv.body as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Quiz,"Stats, ""quotes"" and formulas"');
    expect(lines).toContain('Plays,3');
    expect(lines).toContain('Completions,2');
    expect(lines).toContain('Average score (%),50');
    // A formula is written as text (a leading apostrophe), quotes doubled inside a quoted field.
    expect(lines).toContain(`4,"'=HYPERLINK(""http://evil.example"",""Click"")","Yes, ""really""",2,1,50`);
  });

  it('answers 404 for an unknown quiz and 401 without a login', async () => {
    const owner = await newSignedInUser('statsnobody', 'Nobody');
    expect((await dashboard(statsRoute, 'quizzes/999999/stats', { token: owner.token, params: { id: '999999' } })).status).toBe(404);
    expect((await dashboard(statsRoute, 'quizzes/1/stats', { params: { id: '1' } })).status).toBe(401);
    expect((await dashboard(csvRoute, 'quizzes/0/stats/csv', { token: owner.token, params: { id: '0' } })).status).toBe(404);
  });
});
