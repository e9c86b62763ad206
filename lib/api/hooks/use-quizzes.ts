import type { OwnQuiz, PlayResult, PlayState, QuizDetail, SlugCheck } from '@/lib/server/services/quizzes/types';
import type { QuizSaveInput } from '@/lib/validation/quiz';
import { authApi, dashboardApi } from '../client';
import { dashboardEndpoints, endpoints } from '../endpoints';

// The quiz calls the browser makes: playing (V2, as a guest or with the session) and the owner's editor (the
// dashboard API, the same token). Loaded lazily by the player and the editor.

type Envelope<T> = { data: T };

export const quizCalls = {
  /** The quiz as the server has it now, with the caller's own reactions when logged in (never cached for them). */
  detail: async (slug: string) => (await authApi.get<Envelope<{ itemDetails: QuizDetail }>>(endpoints.quiz(slug))).data.data.itemDetails,
  start: async (slug: string) => (await authApi.post<Envelope<{ play: PlayState }>>(endpoints.quizStart(slug), {})).data.data.play,
  answer: async (playId: string, questionId: number, choice: number | null) =>
    (await authApi.post<Envelope<{ play: PlayState }>>(endpoints.quizAnswer, { playId, questionId, choice })).data.data.play,
  submit: async (playId: string) => (await authApi.post<Envelope<{ result: PlayResult }>>(endpoints.quizSubmit, { playId })).data.data.result,
  slugCheck: async (input: { title?: string; slug?: string; quizId?: number }) =>
    (await dashboardApi.post<Envelope<SlugCheck>>(dashboardEndpoints.quizSlugCheck, input)).data.data,
  create: async (input: QuizSaveInput) => (await dashboardApi.post<Envelope<{ quiz: OwnQuiz }>>(dashboardEndpoints.quizzes, input)).data.data.quiz,
  update: async (id: number, input: QuizSaveInput) => (await dashboardApi.post<Envelope<{ quiz: OwnQuiz }>>(dashboardEndpoints.quiz(id), input)).data.data.quiz,
  remove: async (id: number) => (await dashboardApi.delete<Envelope<{ deleted: boolean }>>(dashboardEndpoints.quiz(id))).data.data,
};
