// The rules of quizzes that the server, the pages and the editor share: categories, the limits of a quiz and its
// questions, the per-question clock and how a play is scored. Texts that state a limit read it from here.

export const QUIZ_CATEGORIES = [
  { slug: 'festivals', name: 'Nepali festivals', motif: 'festival', palette: 'saffron' },
  { slug: 'cakes-baking', name: 'Cakes and baking', motif: 'cake', palette: 'cocoa' },
  { slug: 'kathmandu-valley', name: 'Kathmandu valley', motif: 'quiz', palette: 'sky' },
  { slug: 'flowers', name: 'Flowers', motif: 'flowers', palette: 'rose' },
  { slug: 'general', name: 'Everything else', motif: 'quiz', palette: 'night' },
] as const;

export type QuizCategorySlug = (typeof QUIZ_CATEGORIES)[number]['slug'];
export const QUIZ_CATEGORY_SLUGS = QUIZ_CATEGORIES.map((c) => c.slug) as [QuizCategorySlug, ...QuizCategorySlug[]];

export const quizCategoryName = (slug: string): string => QUIZ_CATEGORIES.find((c) => c.slug === slug)?.name ?? 'Quizzes';

export const QUIZ_LIMITS = {
  titleMin: 5,
  titleMax: 120,
  descriptionMax: 600,
  questionsMin: 1,
  questionsMax: 30,
  promptMax: 300,
  explanationMax: 400,
  answersMin: 2,
  answersMax: 6,
  answerMax: 120,
  /** The time limits a question may have, in seconds (the editor's choices). */
  timeLimits: [10, 15, 20, 30, 45, 60] as const,
  defaultTimeLimit: 20,
} as const;

/**
 * An answer counts when the server receives it within the question's limit plus this grace, which covers the trip
 * from the browser (the browser's own timer stops at the limit; a slow network must not cost a right answer).
 */
export const ANSWER_GRACE_MS = 2_000;

/** Whether an answer received `elapsedMs` after its question was handed out is too late for a `limitSeconds` question. */
export function isLateAnswer(elapsedMs: number, limitSeconds: number): boolean {
  return elapsedMs > limitSeconds * 1000 + ANSWER_GRACE_MS;
}

/** The time a question counts towards a play's total: what was used, never more than its limit (or less than 0). */
export function countedTimeMs(elapsedMs: number, limitSeconds: number): number {
  return Math.max(0, Math.min(elapsedMs, limitSeconds * 1000));
}

/** A score as a whole percentage (0 when nothing was asked). */
export function scorePercent(correct: number, asked: number): number {
  return asked > 0 ? Math.round((correct / asked) * 100) : 0;
}

/** Statuses a quiz passes through: draft → pending (published, awaiting staff) → approved (live) or rejected. */
export const QUIZ_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type QuizStatus = (typeof QUIZ_STATUSES)[number];

export const QUIZ_STATUS_LABELS: Record<QuizStatus, string> = {
  draft: 'Draft',
  pending: 'Waiting for approval',
  approved: 'Live',
  rejected: 'Not approved',
};

export const QUIZ_PAGE_SIZE = 12;
export const QUIZ_PAGE_MAX = 100;
export const LEADERBOARD_SIZE = 10;
/** Quizzes shown per category on /quiz before "See all". */
export const QUIZZES_PER_CATEGORY_PREVIEW = 6;

export const quizPath = (slug: string) => `/quiz/${slug}`;
export const quizEditPath = (slug: string) => `/profile/quizzes/${slug}`;
export const quizStatsPath = (slug: string) => `/profile/quizzes/stats/${slug}`;

/** "1 min 30 s", "45 s", "3 min": how long a quiz takes at most. */
export function formatQuizDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  if (minutes === 0) return `${rest} s`;
  return rest ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** "12.4 s": a leaderboard time. */
export const formatPlayTime = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
