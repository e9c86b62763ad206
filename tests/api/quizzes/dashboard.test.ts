import { eq } from 'drizzle-orm';
import { GET as oneRoute, DELETE as deleteRoute, POST as updateRoute } from '@/app/api/dashboard/v1/quizzes/[id]/route';
import { GET as questionsRoute } from '@/app/api/dashboard/v1/quizzes/[id]/questions/route';
import { GET as csvRoute } from '@/app/api/dashboard/v1/quizzes/[id]/stats/csv/route';
import { GET as statsRoute } from '@/app/api/dashboard/v1/quizzes/[id]/stats/route';
import { POST as createRoute, GET as mineRoute } from '@/app/api/dashboard/v1/quizzes/route';
import { POST as slugRoute } from '@/app/api/dashboard/v1/quizzes/slug-check/route';
import { GET as publicRoute } from '@/app/api/V2/quiz/[slug]/route';
import { quizzes } from '@/lib/server/db/schema';
import { moderateQuiz } from '@/lib/server/services/quizzes';
import { useTestDatabase } from '../support/database';
import { newSignedInUser } from '../support/users';
import { dashboard, getV2, newQuizInput, SEEDED_SLUG } from './helpers';

const { db } = useTestDatabase();

const create = (token: string, body: unknown) => dashboard(createRoute, 'quizzes', { method: 'POST', body, token });

describe('dashboard quizzes: create, list, read, update, delete (the owner only)', () => {
  afterEach(() => {
    delete process.env.QUIZ_MODERATION;
  });

  it('creates a published quiz that is live at once in demo mode, with a slug from its title', async () => {
    const owner = await newSignedInUser('quizmaker', 'Quiz Maker');
    const res = await create(owner.token, newQuizInput());
    expect(res.status).toBe(201);
    const quiz = res.body.data.quiz;
    expect(quiz).toMatchObject({ slug: 'momo-or-cake-office-party-quiz', status: 'approved', questionCount: 3, totalSeconds: 65 });
    expect(quiz.questions[1].answers).toEqual([{ text: 'Chocolate and cream', correct: true }, { text: 'Flour and water', correct: false }, { text: 'Egg white', correct: false }]);
    expect((await getV2(publicRoute, `quiz/${quiz.slug}`, undefined, { slug: quiz.slug })).status).toBe(200);
    const mine = await dashboard(mineRoute, 'quizzes', { token: owner.token });
    expect(mine.body.data.items.map((q: { id: number }) => q.id)).toEqual([quiz.id]);
    // The same title again gets the next free address.
    const again = await create(owner.token, { ...newQuizInput(), title: 'Momo or cake: office party quiz!' });
    expect(again.body.data.quiz.slug).toBe('momo-or-cake-office-party-quiz-2');
  });

  it('waits for a staff approval when moderation is on: pending, not public, then live once approved', async () => {
    process.env.QUIZ_MODERATION = 'staff';
    const owner = await newSignedInUser('modquiz', 'Moderated');
    const quiz = (await create(owner.token, newQuizInput({ title: 'Patan temples for beginners' }))).body.data.quiz;
    expect(quiz.status).toBe('pending');
    expect((await getV2(publicRoute, `quiz/${quiz.slug}`, undefined, { slug: quiz.slug })).status).toBe(404);
    await moderateQuiz(quiz.id, 'approved');
    expect((await getV2(publicRoute, `quiz/${quiz.slug}`, undefined, { slug: quiz.slug })).status).toBe(200);
  });

  it('keeps a draft private, and a double-tapped create makes one quiz', async () => {
    const owner = await newSignedInUser('drafter', 'Drafter');
    const body = newQuizInput({ title: 'Sel roti secrets', publish: false });
    const taps = await Promise.all([1, 2, 3].map(() => create(owner.token, body)));
    expect(new Set(taps.map((t) => t.body.data.quiz.id)).size).toBe(1);
    expect(await db().select().from(quizzes).where(eq(quizzes.ownerId, owner.id))).toHaveLength(1);
    const draft = taps[0]!.body.data.quiz;
    expect(draft.status).toBe('draft');
    expect((await getV2(publicRoute, `quiz/${draft.slug}`, undefined, { slug: draft.slug })).status).toBe(404);
  });

  it('updates questions in place and answers 404 for another person’s quiz on every call', async () => {
    const owner = await newSignedInUser('editor', 'Editor');
    const other = await newSignedInUser('intruder', 'Intruder');
    const quiz = (await create(owner.token, newQuizInput({ title: 'Bhaktapur in ten questions' }))).body.data.quiz;
    const input = newQuizInput({ title: 'Bhaktapur in ten questions', slug: 'bhaktapur-quiz' });
    input.questions = [{ ...input.questions[2]!, id: quiz.questions[2].id } as never, input.questions[0]!];
    const updated = await dashboard(updateRoute, `quizzes/${quiz.id}`, { method: 'POST', body: input, token: owner.token, params: { id: String(quiz.id) } });
    expect(updated.status).toBe(200);
    expect(updated.body.data.quiz).toMatchObject({ slug: 'bhaktapur-quiz', questionCount: 2 });
    expect(updated.body.data.quiz.questions[0].id).toBe(quiz.questions[2].id); // kept its id (and its counters)
    const params = { id: String(quiz.id) };
    for (const [route, method] of [[oneRoute, 'GET'], [questionsRoute, 'GET'], [statsRoute, 'GET'], [csvRoute, 'GET'], [deleteRoute, 'DELETE']] as const) {
      const res = await dashboard(route, `quizzes/${quiz.id}`, { method, token: other.token, params });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('Quiz not found');
    }
    expect((await dashboard(updateRoute, `quizzes/${quiz.id}`, { method: 'POST', body: input, token: other.token, params })).status).toBe(404);
    expect((await dashboard(oneRoute, 'quizzes/abc', { token: owner.token, params: { id: 'abc' } })).status).toBe(404);
    expect((await dashboard(oneRoute, 'quizzes/999999', { token: owner.token, params: { id: '999999' } })).status).toBe(404);
    const questions = await dashboard(questionsRoute, `quizzes/${quiz.id}/questions`, { token: owner.token, params });
    expect(questions.body.data.questions).toHaveLength(2);
    const deleted = await dashboard(deleteRoute, `quizzes/${quiz.id}`, { method: 'DELETE', token: owner.token, params });
    expect(deleted.body.data).toEqual({ id: quiz.id, deleted: true });
    expect((await dashboard(oneRoute, `quizzes/${quiz.id}`, { token: owner.token, params })).status).toBe(404);
  });

  it('refuses bad input with 400 and the field: answers, the right one, time limits, category; 401 without a login', async () => {
    const owner = await newSignedInUser('badquiz', 'Bad Quiz');
    const base = newQuizInput();
    const cases: Array<[unknown, string]> = [
      [{ ...base, title: 'Hi' }, 'title'],
      [{ ...base, category: 'cars' }, 'category'],
      [{ ...base, questions: [] }, 'questions'],
      [{ ...base, questions: [{ ...base.questions[0], answers: [{ text: 'Only one', correct: true }] }] }, 'questions.0.answers'],
      [{ ...base, questions: [{ ...base.questions[0], answers: [{ text: 'A', correct: true }, { text: 'B', correct: true }] }] }, 'questions.0.answers'],
      [{ ...base, questions: [{ ...base.questions[0], answers: [{ text: 'A', correct: false }, { text: 'B', correct: false }] }] }, 'questions.0.answers'],
      [{ ...base, questions: [{ ...base.questions[0], timeLimitSeconds: 7 }] }, 'questions.0.timeLimitSeconds'],
      [{ ...base, questions: [{ ...base.questions[0], answers: Array.from({ length: 7 }, (_, i) => ({ text: `A${i}`, correct: i === 0 })) }] }, 'questions.0.answers'],
      [{ ...base, slug: 'Not A Slug' }, 'slug'],
    ];
    for (const [body, field] of cases) {
      const res = await create(owner.token, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toContain(field);
    }
    const reserved = await create(owner.token, { ...base, slug: 'addnew' });
    expect(reserved.status).toBe(400);
    expect(reserved.body.error.fields.slug).toMatch(/kept for the quiz pages/);
    const taken = await create(owner.token, { ...base, slug: SEEDED_SLUG });
    expect(taken.status).toBe(409);
    expect(taken.body.error.fields.slug).toBe('Another quiz already has this address.');
    expect((await dashboard(createRoute, 'quizzes', { method: 'POST', body: base })).status).toBe(401);
    expect((await dashboard(mineRoute, 'quizzes')).status).toBe(401);
    const cover = await create(owner.token, { ...base, coverUploadId: '00000000-0000-4000-8000-000000000000' });
    expect(cover.status).toBe(422);
  });

  it('checks a slug live: free, taken (with a free alternative), reserved, Devanagari titles, the quiz’s own', async () => {
    const owner = await newSignedInUser('slugger', 'Slugger');
    const check = (body: unknown) => dashboard(slugRoute, 'quizzes/slug-check', { method: 'POST', body, token: owner.token });
    expect((await check({ title: 'Dashain in my village' })).body.data).toEqual({ slug: 'dashain-in-my-village', available: true, message: null, suggestion: null });
    const taken = (await check({ slug: SEEDED_SLUG })).body.data;
    expect(taken).toMatchObject({ available: false, message: 'Another quiz already has this address.', suggestion: `${SEEDED_SLUG}-2` });
    for (const word of ['addnew', 'stats', 'new', 'edit', 'admin']) {
      expect((await check({ slug: word })).body.data).toMatchObject({ available: false, slug: word });
    }
    expect((await check({ title: 'तिहार क्विज' })).body.data).toMatchObject({ slug: 'tihar-kwij', available: true });
    expect((await check({ title: 'दशैंको टीका' })).body.data.slug).toBe('dashainko-tika');
    expect((await check({ slug: 'Bad Slug!' })).body.data).toMatchObject({ available: false, suggestion: 'bad-slug' });
    const own = (await create(owner.token, newQuizInput({ title: 'My own address' }))).body.data.quiz;
    expect((await check({ slug: own.slug, quizId: own.id })).body.data.available).toBe(true);
    expect((await check({ slug: own.slug })).body.data.available).toBe(false);
    expect((await check({ title: 'x'.repeat(500) })).status).toBe(400);
    expect((await dashboard(slugRoute, 'quizzes/slug-check', { method: 'POST', body: { title: 'A title' } })).status).toBe(401);
  });
});
