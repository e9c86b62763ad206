import { POST as createQuiz } from '@/app/api/dashboard/v1/quizzes/route';
import { formatCount } from '@/lib/domain/counts';
import { getDb } from '@/lib/server/db/client';
import { contestEntries } from '@/lib/server/db/schema';
import { PERSON_ENTRIES_SHOWN } from '@/lib/server/services/people/person-entries';
import { makeContest } from '../contests/support';
import { dashboard, newQuizInput } from '../quizzes/helpers';
import { useTestDatabase } from '../support/database';
import { newPerson, viewUser } from './helpers';

// What a person made shows on their page: their live quizzes (never a draft or one waiting for a staff approval) and
// their approved contest entries, to anyone when the page is public and only to connections when it is private.

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

describe('a person’s contest entries on their page', () => {
  let entryNumber = 0;
  const enter = async (userId: number, contestId: number, title: string, status: string, voteCount: number, minutesAgo: number) => {
    entryNumber = (entryNumber % 5) + 1; // 1…5 in turn: (contest, person, number) is unique
    const [row] = await getDb()
      .insert(contestEntries)
      .values({ contestId, userId, entryNumber, title, status, voteCount, photo: '/media/festival/rangoli-f77f00-1-0.svg', createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .returning({ id: contestEntries.id });
    return row!.id;
  };

  it('lists the approved ones newest first with the contest and the votes; a pending or rejected one stays off', async () => {
    const baker = await newPerson('entrant', 'Sarita Magar');
    const { contest: teej } = await makeContest('voting', { maxEntriesPerPerson: 5 });
    const { contest: tihar } = await makeContest('voting');
    const older = await enter(baker.id, teej.id, 'Red velvet for Teej', 'approved', 1530, 90);
    const newer = await enter(baker.id, tihar.id, 'Rangoli cupcakes', 'approved', 1, 10);
    await enter(baker.id, teej.id, 'Still waiting for the judges', 'pending', 0, 5);
    await enter(baker.id, teej.id, 'Not this one', 'rejected', 0, 1);

    const page = await viewUser(null, baker.username);
    expect(titles(page.body.data.user.entries)).toEqual(['Rangoli cupcakes', 'Red velvet for Teej']);
    expect(page.body.data.user.entries).toEqual([
      { id: newer, title: 'Rangoli cupcakes', href: `/contest/detail/${newer}`, image: '/media/festival/rangoli-f77f00-1-0.svg', meta: `${tihar.title} · 1 vote` },
      { id: older, title: 'Red velvet for Teej', href: `/contest/detail/${older}`, image: '/media/festival/rangoli-f77f00-1-0.svg', meta: `${teej.title} · ${formatCount(1530)} votes` },
    ]);
    expect(formatCount(1530)).toBe('1.5K');
  });

  it(`shows at most ${PERSON_ENTRIES_SHOWN}`, async () => {
    const regular = await newPerson('regular', 'Dipak Karki');
    for (let i = 0; i < PERSON_ENTRIES_SHOWN + 2; i += 1) {
      const { contest } = await makeContest('voting');
      await enter(regular.id, contest.id, `Entry ${i + 1}`, 'approved', i, 100 - i);
    }
    const page = await viewUser(null, regular.username);
    expect(page.body.data.user.entries).toHaveLength(PERSON_ENTRIES_SHOWN);
    expect(page.body.data.user.entries[0].title).toBe(`Entry ${PERSON_ENTRIES_SHOWN + 2}`);
  });

  it('shows a private person’s entries to no stranger', async () => {
    const quiet = await newPerson('quietentrant', 'Nirmala Joshi', { isPrivate: true });
    const { contest } = await makeContest('voting');
    await enter(quiet.id, contest.id, 'Lakhamari tower', 'approved', 12, 3);
    const stranger = await newPerson('strangerc', 'Some One');
    const page = await viewUser(stranger, quiet.username);
    expect(page.body.data.user.visible).toBe(false);
    expect(page.body.data.user.entries).toBeUndefined();
    expect(JSON.stringify(page.body)).not.toContain('Lakhamari');
    expect(titles((await viewUser(quiet, quiet.username)).body.data.user.entries)).toEqual(['Lakhamari tower']);
  });
});
