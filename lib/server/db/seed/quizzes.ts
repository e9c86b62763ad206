import { createRng } from '@/lib/domain/art/random';
import { countedTimeMs, QUIZ_CATEGORIES, QUIZ_LIMITS } from '@/lib/domain/quiz';
import * as s from '@/lib/server/db/schema';
import { bannerPath } from '@/lib/server/media/urls';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_ID, demoPersonId } from './community';
import { DEMO_PEOPLE } from './data/people';
import { FESTIVAL_AND_BAKING_QUIZZES, type DemoQuiz } from './data/quizzes-festivals-baking';
import { VALLEY_AND_FLOWER_QUIZZES } from './data/quizzes-valley-flowers';
import { insertAll, type SeedExecutor, syncSequence } from './insert';

// The demo quizzes (issue 13): twelve quizzes on festivals, baking, the valley and flowers by the demo community
// (one by the demo customer, so /profile/quizzes and its stats have something to show), each with plays by the demo
// people and some guests, scored as the server scores them, with the counters and best scores those plays leave.
// Times are relative to the seed's `now`; the random choices come from a fixed seed.

export const DEMO_QUIZZES: DemoQuiz[] = [...FESTIVAL_AND_BAKING_QUIZZES, ...VALLEY_AND_FLOWER_QUIZZES];

const DAY_MS = 24 * 60 * 60 * 1000;
const PALETTES = ['saffron', 'brand', 'cocoa', 'leaf', 'night', 'rose', 'sky'] as const;

const authorId = (username: string) => (username === DEMO_CUSTOMER.username ? DEMO_CUSTOMER_ID : demoPersonId(username));

/** A question's time limit: longer questions get longer to read. */
const timeLimitOf = (prompt: string, given?: number) => given ?? (prompt.length > 70 ? 30 : QUIZ_LIMITS.defaultTimeLimit);

export async function seedQuizzes(db: SeedExecutor, now = new Date()): Promise<Record<string, number>> {
  const rng = createRng(1313);
  const quizzes: Array<typeof s.quizzes.$inferInsert> = [];
  const questions: Array<typeof s.quizQuestions.$inferInsert & { id: number; quizId: number; timeLimitSeconds: number }> = [];
  const answers: Array<typeof s.quizAnswers.$inferInsert & { id: number; questionId: number; isCorrect: boolean }> = [];
  const plays: Array<typeof s.quizPlays.$inferInsert> = [];
  const playAnswers: Array<typeof s.quizPlayAnswers.$inferInsert> = [];
  const best = new Map<string, typeof s.quizBestScores.$inferInsert>();
  let questionId = 0;
  let answerId = 0;
  let playId = 0;

  DEMO_QUIZZES.forEach((quiz, qi) => {
    const id = qi + 1;
    const category = QUIZ_CATEGORIES.find((c) => c.slug === quiz.category)!;
    const publishedAt = new Date(now.getTime() - quiz.daysAgo * DAY_MS);
    const mine = quiz.questions.map(([prompt, texts, explanation, limit], position) => {
      questionId += 1;
      const question = { id: questionId, quizId: id, position: position + 1, prompt, explanation, timeLimitSeconds: timeLimitOf(prompt, limit), askedCount: 0, rightCount: 0 };
      // Stored in a shuffled order, so the right answer is not always the first the author's editor shows.
      const stored = rng.shuffle(texts.map((text, i) => ({ text, isCorrect: i === 0 })));
      const rows = stored.map((a, i) => ({ id: (answerId += 1), questionId, position: i + 1, text: a.text, isCorrect: a.isCorrect }));
      answers.push(...rows);
      questions.push(question);
      return { question, rows };
    });
    const totalSeconds = mine.reduce((sum, m) => sum + m.question.timeLimitSeconds, 0);
    let correctSum = 0;
    let askedSum = 0;
    // Completed plays: mostly demo people (each with their own knack for quizzes), some guests; a few abandoned.
    for (let p = 0; p < quiz.plays; p += 1) {
      playId += 1;
      const guest = rng.chance(0.2);
      const userId = guest ? null : rng.int(1, DEMO_PEOPLE.length + 1);
      const skill = userId === null ? 0.6 : 0.45 + ((userId * 37) % 50) / 100;
      const startedAt = new Date(publishedAt.getTime() + rng.next() * (now.getTime() - publishedAt.getTime() - 60 * 60 * 1000));
      let clock = startedAt.getTime();
      let score = 0;
      let timeMs = 0;
      mine.forEach(({ question, rows }, position) => {
        const shownAt = new Date(clock);
        const tookMs = rng.int(2500, question.timeLimitSeconds * 1000 - 500);
        const right = rng.chance(skill);
        const wrong = rows.filter((r) => !r.isCorrect);
        const chosen = right ? rows.find((r) => r.isCorrect)! : rng.pick(wrong);
        clock += tookMs + rng.int(300, 900);
        playAnswers.push({ playId, questionId: question.id, position: position + 1, shownAt, answeredAt: new Date(shownAt.getTime() + tookMs), answerId: chosen.id, isCorrect: right, late: false });
        question.askedCount += 1;
        if (right) {
          question.rightCount += 1;
          score += 1;
        }
        timeMs += countedTimeMs(tookMs, question.timeLimitSeconds);
      });
      const finishedAt = new Date(clock);
      plays.push({ id: playId, quizId: id, userId, questionCount: mine.length, startedAt, finishedAt, score, timeMs });
      correctSum += score;
      askedSum += mine.length;
      if (userId !== null) {
        const key = `${id}:${userId}`;
        const held = best.get(key);
        if (!held || score > held.score || (score === held.score && timeMs < held.timeMs)) {
          best.set(key, { quizId: id, userId, playId, score, questionCount: mine.length, timeMs, achievedAt: finishedAt });
        }
      }
    }
    const abandoned = Math.round(quiz.plays / 8);
    for (let a = 0; a < abandoned; a += 1) {
      playId += 1;
      const startedAt = new Date(now.getTime() - rng.int(2, Math.max(3, quiz.daysAgo)) * DAY_MS);
      plays.push({ id: playId, quizId: id, userId: null, questionCount: mine.length, startedAt });
      playAnswers.push({ playId, questionId: mine[0]!.question.id, position: 1, shownAt: startedAt });
    }
    quizzes.push({
      id,
      slug: quiz.slug,
      title: quiz.title,
      description: quiz.description,
      cover: bannerPath('card', category.motif, PALETTES[qi % PALETTES.length]!, quiz.title),
      category: quiz.category,
      ownerId: authorId(quiz.author),
      status: 'approved',
      questionCount: mine.length,
      totalSeconds,
      playCount: quiz.plays + abandoned,
      completionCount: quiz.plays,
      correctSum,
      askedSum,
      publishedAt,
      createdAt: new Date(publishedAt.getTime() - 2 * DAY_MS),
      updatedAt: publishedAt,
    });
  });

  await insertAll(db, s.quizzes, quizzes);
  await syncSequence(db, s.quizzes);
  await insertAll(db, s.quizQuestions, questions);
  await syncSequence(db, s.quizQuestions);
  await insertAll(db, s.quizAnswers, answers);
  await syncSequence(db, s.quizAnswers);
  await insertAll(db, s.quizPlays, plays);
  await syncSequence(db, s.quizPlays);
  await insertAll(db, s.quizPlayAnswers, playAnswers);
  await insertAll(db, s.quizBestScores, [...best.values()]);
  return {
    quizzes: quizzes.length,
    quiz_questions: questions.length,
    quiz_answers: answers.length,
    quiz_plays: plays.length,
    quiz_play_answers: playAnswers.length,
    quiz_best_scores: best.size,
  };
}
