import { z } from 'zod';
import { QUIZ_CATEGORY_SLUGS, QUIZ_LIMITS, QUIZ_PAGE_MAX } from '@/lib/domain/quiz';
import { QUIZ_SLUG_MAX, QUIZ_SLUG_PATTERN } from '@/lib/domain/quiz-slug';
import { idWithMessage, labelledId } from './ids';
import { blankToUndefined, first, pageParam } from './query-values';
import { text } from './text';
import { uploadIdSchema } from './upload';

// What the quiz calls accept: the public list, playing (start, answer, submit, score) and the owner's dashboard
// calls (create, update, slug check). The editor checks the same schemas before it sends.

const L = QUIZ_LIMITS;

export const quizSlugSchema = text({ error: 'Not a valid quiz address' })
  .min(1, 'Not a valid quiz address')
  .max(QUIZ_SLUG_MAX, 'Not a valid quiz address')
  .regex(QUIZ_SLUG_PATTERN, 'Not a valid quiz address');

export const quizPathSchema = z.object({ slug: quizSlugSchema });
export const quizIdPathSchema = z.object({ id: labelledId('Quiz id') });

const categorySchema = z.enum(QUIZ_CATEGORY_SLUGS, { error: `Category must be one of: ${QUIZ_CATEGORY_SLUGS.join(', ')}` });

export const quizListQuerySchema = z.object({
  page: pageParam(QUIZ_PAGE_MAX),
  category: z.preprocess(blankToUndefined, categorySchema.optional()),
});

export const myQuizListQuerySchema = z.object({ page: pageParam(QUIZ_PAGE_MAX) });

const playToken = text({ error: 'Not a valid play' })
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not a valid play')
  .transform((v) => v.toLowerCase());

export const playAnswerSchema = z.object({
  playId: playToken,
  questionId: idWithMessage('Not a valid question'),
  /** The index of the chosen answer in the order this play showed them; null when the time ran out. */
  choice: z.number({ error: 'Choose an answer' }).int('Choose an answer').min(0, 'Choose an answer').max(L.answersMax - 1, 'Choose an answer').nullable(),
});

export const playSubmitSchema = z.object({ playId: playToken });
export const playScoreQuerySchema = z.object({ playId: z.preprocess(first, playToken) });

const answerInput = z.object({
  text: text({ error: 'Write the answer' }).trim().min(1, 'Write the answer').max(L.answerMax, `An answer can be at most ${L.answerMax} characters`),
  correct: z.boolean({ error: 'Say whether this answer is the right one' }),
});

const questionInput = z
  .object({
    id: idWithMessage('Not a valid question').optional(),
    prompt: text({ error: 'Write the question' }).trim().min(3, 'Write the question').max(L.promptMax, `A question can be at most ${L.promptMax} characters`),
    explanation: text().trim().max(L.explanationMax, `An explanation can be at most ${L.explanationMax} characters`).default(''),
    timeLimitSeconds: z
      .number({ error: 'Choose a time limit' })
      .refine((v) => (L.timeLimits as readonly number[]).includes(v), `Choose one of ${L.timeLimits.join(', ')} seconds`),
    answers: z
      .array(answerInput, { error: 'Add the answers' })
      .min(L.answersMin, `Give at least ${L.answersMin} answers`)
      .max(L.answersMax, `Give at most ${L.answersMax} answers`),
  })
  .superRefine((q, ctx) => {
    const right = q.answers.filter((a) => a.correct).length;
    if (right !== 1) ctx.addIssue({ code: 'custom', path: ['answers'], message: 'Mark exactly one answer as the right one' });
    const texts = q.answers.map((a) => a.text.toLowerCase());
    if (new Set(texts).size !== texts.length) ctx.addIssue({ code: 'custom', path: ['answers'], message: 'Two answers say the same thing' });
  });

export const quizSaveSchema = z.object({
  title: text({ error: 'Give the quiz a title' }).trim().min(L.titleMin, `A title needs at least ${L.titleMin} characters`).max(L.titleMax, `A title can be at most ${L.titleMax} characters`),
  /** The address; when absent it is made from the title. */
  slug: z.preprocess(blankToUndefined, quizSlugSchema.optional()),
  description: text().trim().max(L.descriptionMax, `A description can be at most ${L.descriptionMax} characters`).default(''),
  category: categorySchema,
  coverUploadId: uploadIdSchema.nullable().optional(),
  publish: z.boolean({ error: 'Say whether to publish the quiz' }).default(false),
  questions: z
    .array(questionInput, { error: 'Add the questions' })
    .min(L.questionsMin, `Add at least ${L.questionsMin} question`)
    .max(L.questionsMax, `A quiz can have at most ${L.questionsMax} questions`),
});

export type QuizSaveInput = z.output<typeof quizSaveSchema>;
export type QuizQuestionInput = QuizSaveInput['questions'][number];

export const slugCheckSchema = z.object({
  title: text().trim().max(L.titleMax, `A title can be at most ${L.titleMax} characters`).optional(),
  slug: z.preprocess(blankToUndefined, text().trim().max(200, 'Not a valid quiz address').optional()),
  /** The quiz being edited: its own slug is not "taken". */
  quizId: idWithMessage('Not a valid quiz').optional(),
});
