import type { Pagination } from '@/lib/domain/catalogue-types';
import type { ReactionSummary } from '@/lib/domain/engagement';
import type { QuizStatus } from '@/lib/domain/quiz';

// What the quiz calls and pages show (SPEC §3 Quiz: items, itemDetails, stats). No public shape carries which answer
// is right: only PlayResult does, and only for a play that has been submitted.

export type QuizAuthor = { username: string; name: string; avatar: string | null };

export type QuizCard = {
  id: number;
  slug: string;
  url: string;
  title: string;
  description: string;
  cover: string;
  category: { slug: string; name: string };
  questionCount: number;
  totalSeconds: number;
  plays: number;
  completions: number;
  /** Average score of submitted plays, as a whole percentage; null before anyone finished it. */
  averageScore: number | null;
  author: QuizAuthor;
};

export type LeaderboardEntry = { rank: number; player: QuizAuthor; score: number; questionCount: number; timeMs: number; achievedAt: string };

export type QuizDetail = QuizCard & {
  publishedAt: string | null;
  leaderboard: LeaderboardEntry[];
  reactions: ReactionSummary;
  commentCount: number;
};

export type QuizList = { items: QuizCard[]; pagination: Pagination };

/** A question as a play shows it: the answers in this play's order, nothing saying which is right. */
export type PlayQuestion = { id: number; position: number; prompt: string; timeLimitSeconds: number; answers: string[] };

export type PlayState = {
  playId: string;
  quiz: { slug: string; title: string; questionCount: number };
  /** The question to answer now, its clock running since the server handed it out; null when all are answered. */
  question: PlayQuestion | null;
  answered: number;
  finished: boolean;
};

export type ResultQuestion = {
  id: number;
  position: number;
  prompt: string;
  explanation: string;
  answers: string[];
  /** Index (in `answers`) of the player's answer, null when none was given in time. */
  chosen: number | null;
  rightAnswer: number;
  correct: boolean;
  late: boolean;
};

export type PlayResult = {
  playId: string;
  /** The quiz, with its plays, completions and average score as they stand now (this play counted). */
  quiz: { slug: string; title: string; url: string; plays: number; completions: number; averageScore: number | null };
  score: number;
  questionCount: number;
  percent: number;
  timeMs: number;
  finishedAt: string;
  /** Whether the play counts for the leaderboard (a logged-in player's), and the player's rank there. */
  onLeaderboard: boolean;
  rank: number | null;
  questions: ResultQuestion[];
  leaderboard: LeaderboardEntry[];
};

export type OwnQuizCard = QuizCard & { status: QuizStatus; statusLabel: string; updatedAt: string };

export type OwnQuizQuestion = {
  id: number;
  prompt: string;
  explanation: string;
  timeLimitSeconds: number;
  answers: Array<{ text: string; correct: boolean }>;
};

export type OwnQuiz = OwnQuizCard & { coverUploadId: string | null; questions: OwnQuizQuestion[] };

export type QuestionStats = { id: number; position: number; prompt: string; rightAnswer: string; asked: number; right: number; rightRate: number | null };

export type QuizStats = {
  quiz: OwnQuizCard;
  plays: number;
  completions: number;
  averageScore: number | null;
  questions: QuestionStats[];
  leaderboard: LeaderboardEntry[];
};

export type SlugCheck = { slug: string; available: boolean; message: string | null; suggestion: string | null };
