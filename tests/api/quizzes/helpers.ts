import { eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { quizAnswers, quizQuestions, quizzes } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';

// Shared by the quiz API tests: calls with an optional Bearer token (V2 and the dashboard), a seeded quiz, and
// a valid quiz to create.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route handler, whatever its params
type Handler = (request: any, context: any) => Promise<Response>;
const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

export function postV2(handler: Handler, path: string, body: unknown, token?: string, params?: Record<string, string>) {
  return callRoute(handler as never, { url: `/api/V2/${path}`, method: 'POST', body, headers: auth(token), params });
}

export function getV2(handler: Handler, path: string, token?: string, params?: Record<string, string>) {
  return callRoute(handler as never, { url: `/api/V2/${path}`, headers: auth(token), params });
}

export function dashboard(handler: Handler, path: string, options: { method?: string; body?: unknown; token?: string; params?: Record<string, string> } = {}) {
  return callRoute(handler as never, { url: `/api/dashboard/v1/${path}`, method: options.method ?? 'GET', body: options.body, headers: auth(options.token), params: options.params });
}

export const SEEDED_SLUG = 'tihar-festival-of-lights';

export async function seededQuiz(slug = SEEDED_SLUG) {
  const [quiz] = await getDb().select().from(quizzes).where(eq(quizzes.slug, slug));
  if (!quiz) throw new Error(`no seeded quiz ${slug}`);
  return quiz;
}

/** Every right answer's text of a quiz, by question id (what must never reach a browser before submitting). */
export async function rightAnswers(quizId: number): Promise<Map<number, string>> {
  const qs = await getDb().select({ id: quizQuestions.id }).from(quizQuestions).where(eq(quizQuestions.quizId, quizId));
  const rows = await getDb().select().from(quizAnswers).where(inArray(quizAnswers.questionId, qs.map((q) => q.id)));
  return new Map(rows.filter((r) => r.isCorrect).map((r) => [r.questionId, r.text]));
}

export function newQuizInput(overrides: Record<string, unknown> = {}) {
  return {
    title: 'Momo or cake: office party quiz',
    description: 'Three questions for the Friday party.',
    category: 'cakes-baking',
    publish: true,
    questions: [
      { prompt: 'Which cake is named after a German forest?', timeLimitSeconds: 20, answers: [{ text: 'Red velvet', correct: false }, { text: 'Black Forest', correct: true }] },
      { prompt: 'What is ganache made of?', timeLimitSeconds: 15, answers: [{ text: 'Chocolate and cream', correct: true }, { text: 'Flour and water', correct: false }, { text: 'Egg white', correct: false }] },
      { prompt: 'Which festival is yomari made for?', timeLimitSeconds: 30, answers: [{ text: 'Teej', correct: false }, { text: 'Chhath', correct: false }, { text: 'Yomari Punhi', correct: true }] },
    ],
    ...overrides,
  };
}
