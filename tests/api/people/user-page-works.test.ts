import { POST as createQuiz } from '@/app/api/dashboard/v1/quizzes/route';
import { dashboard, newQuizInput } from '../quizzes/helpers';
import { useTestDatabase } from '../support/database';
import { newPerson, viewUser } from './helpers';

// What a person made shows on their page: their live quizzes (never a draft or one waiting for a staff approval),
// to anyone when the page is public and only to connections when it is private.

useTestDatabase();

const titles = (items: { title: string }[] | undefined) => (items ?? []).map((i) => i.title);

describe('a person’s quizzes on their page', () => {
  it('lists the live ones, newest first, with a link to each; a draft stays off', async () => {
    const maker = await newPerson('maker', 'Asha Tamang');
    const first = await dashboard(createQuiz, 'quizzes', { method: 'POST', token: maker.token, body: newQuizInput({ title: 'Sel roti or donut?' }) });
    const second = await dashboard(createQuiz, 'quizzes', { method: 'POST', token: maker.token, body: newQuizInput({ title: 'Which Newari sweet is this?' }) });
    await dashboard(createQuiz, 'quizzes', { method: 'POST', token: maker.token, body: newQuizInput({ title: 'Still writing this one', publish: false }) });
    expect([first.status, second.status]).toEqual([201, 201]);
    const page = await viewUser(null, maker.username);
    expect(page.status).toBe(200);
    expect(titles(page.body.data.user.quizzes)).toEqual(['Which Newari sweet is this?', 'Sel roti or donut?']);
    expect(page.body.data.user.quizzes[0]).toMatchObject({ href: `/quiz/${second.body.data.quiz.slug}`, meta: expect.stringContaining('3 questions') });
  });

  it('shows a private person’s quizzes to no stranger', async () => {
    const maker = await newPerson('quiet', 'Bikash Rai', { isPrivate: true });
    await dashboard(createQuiz, 'quizzes', { method: 'POST', token: maker.token, body: newQuizInput({ title: 'Guess the Dashain dish' }) });
    const stranger = await newPerson('stranger', 'Some One');
    const page = await viewUser(stranger, maker.username);
    expect(page.body.data.user.visible).toBe(false);
    expect(page.body.data.user.quizzes).toBeUndefined();
    const own = await viewUser(maker, maker.username);
    expect(titles(own.body.data.user.quizzes)).toEqual(['Guess the Dashain dish']);
  });
});
