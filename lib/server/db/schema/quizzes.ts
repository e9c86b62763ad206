import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgTable, primaryKey, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { belongsTo, createdAt, instant, updatedAt } from './columns';
import { moderationColumns } from './moderation';

// Quizzes (/quiz, /quiz/{slug}, /profile/quizzes…): a quiz's questions and answers, the plays people make of it and
// the answers they gave. The server scores: which answer is right never leaves it before a play is submitted, and a
// question's clock starts when the server hands it out (quiz_play_answers.shown_at). Counts shown on lists and
// stats pages (plays, completions, average score, each question's right-answer rate, the leaderboard) are counters
// and a best-score table kept in the transactions that start and submit plays, so no page counts plays.

export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** An art path drawn by /media, or an uploaded cover's /media/uploads URL. */
    cover: text('cover').notNull(),
    coverUploadId: uuid('cover_upload_id'),
    /** One of QUIZ_CATEGORIES (lib/domain/quiz.ts). */
    category: text('category').notNull(),
    ownerId: belongsTo('owner_id', () => users.id),
    /** draft (the owner's only), pending (published, awaiting a staff approval), approved (live), rejected. */
    status: text('status').notNull().default('draft'),
    ...moderationColumns(),
    questionCount: integer('question_count').notNull().default(0),
    /** The sum of the questions' time limits, so a card can say how long a quiz takes. */
    totalSeconds: integer('total_seconds').notNull().default(0),
    /** Plays started, plays submitted, and over submitted plays the right answers and the questions asked. */
    playCount: integer('play_count').notNull().default(0),
    completionCount: integer('completion_count').notNull().default(0),
    correctSum: integer('correct_sum').notNull().default(0),
    askedSum: integer('asked_sum').notNull().default(0),
    publishedAt: instant('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('quizzes_slug_uq').on(t.slug),
    // quizzes (all categories) and /quiz: live quizzes, most played first; and a category's.
    index('quizzes_live_idx').on(t.status, t.playCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('quizzes_live_category_idx').on(t.status, t.category, t.playCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // /profile/quizzes: the owner's quizzes, last edited first.
    index('quizzes_owner_idx').on(t.ownerId, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check('quizzes_status_ck', sql`${t.status} in ('draft', 'pending', 'approved', 'rejected')`),
    index('quizzes_held_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    index('quizzes_hidden_idx').on(t.id).where(sql`${t.status} = 'rejected'`),
    index('quizzes_published_idx').on(t.id).where(sql`${t.status} = 'approved'`),
    check('quizzes_counts_ck', sql`${t.playCount} >= 0 and ${t.completionCount} >= 0 and ${t.correctSum} >= 0 and ${t.askedSum} >= ${t.correctSum}`),
  ],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    quizId: belongsTo('quiz_id', () => quizzes.id),
    position: integer('position').notNull(),
    prompt: text('prompt').notNull(),
    /** Shown with the right answer after a play is submitted. */
    explanation: text('explanation').notNull().default(''),
    timeLimitSeconds: integer('time_limit_seconds').notNull(),
    /** Over submitted plays: how often it was asked and answered right (the stats page's right-answer rate). */
    askedCount: integer('asked_count').notNull().default(0),
    rightCount: integer('right_count').notNull().default(0),
  },
  (t) => [
    // Not unique: a save renumbers questions in place (the service keeps positions 1…n).
    index('quiz_questions_quiz_idx').on(t.quizId, t.position),
    check('quiz_questions_counts_ck', sql`${t.rightCount} >= 0 and ${t.askedCount} >= ${t.rightCount}`),
  ],
);

export const quizAnswers = pgTable(
  'quiz_answers',
  {
    id: serial('id').primaryKey(),
    questionId: belongsTo('question_id', () => quizQuestions.id),
    position: integer('position').notNull(),
    text: text('text').notNull(),
    isCorrect: boolean('is_correct').notNull().default(false),
  },
  (t) => [
    index('quiz_answers_question_idx').on(t.questionId, t.position),
    // At most one right answer per question, whatever a buggy or parallel save does (the service asks for exactly one).
    uniqueIndex('quiz_answers_one_correct_uq').on(t.questionId).where(sql`${t.isCorrect}`),
  ],
);

/** One play of a quiz; `token` is what the browser holds (a guest's play has no user). */
export const quizPlays = pgTable(
  'quiz_plays',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    token: uuid('token').notNull().defaultRandom(),
    quizId: belongsTo('quiz_id', () => quizzes.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    questionCount: integer('question_count').notNull(),
    startedAt: instant('started_at').notNull().defaultNow(),
    finishedAt: instant('finished_at'),
    score: integer('score'),
    /** The time the player spent on the questions, each capped at its limit: the leaderboard's tie-break. */
    timeMs: integer('time_ms'),
  },
  (t) => [
    uniqueIndex('quiz_plays_token_uq').on(t.token),
    index('quiz_plays_quiz_idx').on(t.quizId, t.startedAt),
    index('quiz_plays_user_idx').on(t.userId),
  ],
);

/** A question as it was handed out in a play (its clock) and the answer given, judged on the server. */
export const quizPlayAnswers = pgTable(
  'quiz_play_answers',
  {
    playId: bigint('play_id', { mode: 'number' })
      .notNull()
      .references(() => quizPlays.id, { onDelete: 'cascade' }),
    questionId: belongsTo('question_id', () => quizQuestions.id),
    position: integer('position').notNull(),
    shownAt: instant('shown_at').notNull(),
    answeredAt: instant('answered_at'),
    answerId: integer('answer_id').references(() => quizAnswers.id, { onDelete: 'set null' }),
    isCorrect: boolean('is_correct').notNull().default(false),
    late: boolean('late').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.playId, t.questionId] }),
    uniqueIndex('quiz_play_answers_position_uq').on(t.playId, t.position),
    // For the foreign keys: an editor deleting a question or an answer must not scan every play's answers.
    index('quiz_play_answers_question_idx').on(t.questionId),
    index('quiz_play_answers_answer_idx').on(t.answerId),
  ],
);

/** Each logged-in player's best play of a quiz: the leaderboard (higher score, then less time, then earlier). */
export const quizBestScores = pgTable(
  'quiz_best_scores',
  {
    quizId: belongsTo('quiz_id', () => quizzes.id),
    userId: belongsTo('user_id', () => users.id),
    playId: bigint('play_id', { mode: 'number' }).notNull(),
    score: integer('score').notNull(),
    questionCount: integer('question_count').notNull(),
    timeMs: integer('time_ms').notNull(),
    achievedAt: instant('achieved_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quizId, t.userId] }),
    index('quiz_best_scores_board_idx').on(t.quizId, t.score.desc().nullsFirst(), t.timeMs, t.achievedAt),
    index('quiz_best_scores_user_idx').on(t.userId),
  ],
);

export type QuizRow = typeof quizzes.$inferSelect;
