import { QUIZ_LIMITS } from '@/lib/domain/quiz';
import type { OwnQuiz } from '@/lib/server/services/quizzes/types';

// The quiz editor's working copy of a quiz (what the form holds before it is sent as a quiz save).

export type DraftAnswer = { key: string; text: string; correct: boolean };
export type DraftQuestion = { key: string; id?: number; prompt: string; explanation: string; timeLimitSeconds: number; answers: DraftAnswer[] };

let counter = 0;
export const newKey = () => `k${(counter += 1)}`;

export const blankQuestion = (): DraftQuestion => ({
  key: newKey(),
  prompt: '',
  explanation: '',
  timeLimitSeconds: QUIZ_LIMITS.defaultTimeLimit,
  answers: [
    { key: newKey(), text: '', correct: true },
    { key: newKey(), text: '', correct: false },
    { key: newKey(), text: '', correct: false },
  ],
});

export const draftQuestionsOf = (quiz: OwnQuiz | null): DraftQuestion[] =>
  quiz
    ? quiz.questions.map((q) => ({ key: newKey(), id: q.id, prompt: q.prompt, explanation: q.explanation, timeLimitSeconds: q.timeLimitSeconds, answers: q.answers.map((a) => ({ key: newKey(), ...a })) }))
    : [blankQuestion()];
