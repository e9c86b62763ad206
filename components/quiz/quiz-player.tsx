'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { PlayQuestion, PlayResult, PlayState } from '@/lib/server/services/quizzes/types';
import { useUserStore } from '@/stores/user-store';
import type { QuestionTimer } from './question-timer';
import { useQuizLive } from './quiz-live';
import type { QuizResult } from './quiz-result';

type Props = { slug: string; title: string; questionCount: number; totalLabel: string };

type Phase = { kind: 'intro' } | { kind: 'playing'; play: PlayState } | { kind: 'submitting' } | { kind: 'result'; result: PlayResult } | { kind: 'error'; message: string };

const LETTERS = 'ABCDEF';
const calls = () => import('@/lib/api/hooks/use-quizzes').then((m) => m.quizCalls);

// The question's timer and the result load with the first play (while its first question is asked for), not with the
// page: the page's first visit is the intro and its Start button. A play reaches them only after `start` awaited them.
type PlayParts = { QuestionTimer: typeof QuestionTimer; QuizResult: typeof QuizResult };
let playParts: PlayParts | null = null;
async function loadPlayParts(): Promise<PlayParts> {
  const [timer, result] = await Promise.all([import('./question-timer'), import('./quiz-result')]);
  playParts = { QuestionTimer: timer.QuestionTimer, QuizResult: result.QuizResult };
  return playParts;
}

async function messageOf(error: unknown): Promise<string> {
  const { apiErrorMessage } = await import('@/lib/api/errors');
  return apiErrorMessage(error, 'Something went wrong. Please try again.');
}

/**
 * Plays a quiz one question at a time (SPEC /quiz/{slug}). The server hands out each question and scores the play;
 * this only shows the question, runs the visible timer and sends the chosen index (null when the time runs out).
 * The page never holds an answer key: the right answers arrive with the result, after submitting.
 */
export function QuizPlayer({ slug, title, questionCount, totalLabel }: Props) {
  const [phase, setPhase] = useState<Phase>({ kind: 'intro' });
  const [busy, setBusy] = useState(false);
  const username = useUserStore((s) => s.profile?.username ?? null);
  const showResult = useQuizLive()?.showResult;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const question = phase.kind === 'playing' ? phase.play.question : null;

  useEffect(() => {
    if (question) headingRef.current?.focus();
  }, [question]);

  const submit = useCallback(
    async (playId: string) => {
      setPhase({ kind: 'submitting' });
      try {
        const result = await (await calls()).submit(playId);
        setPhase({ kind: 'result', result });
        // The page's plays, average and board, as they are with this play counted.
        showResult?.(result, username);
      } catch (error) {
        setPhase({ kind: 'error', message: await messageOf(error) });
      }
    },
    [showResult, username],
  );

  const start = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const [api] = await Promise.all([calls(), playParts ?? loadPlayParts()]);
      const play = await api.start(slug);
      setPhase({ kind: 'playing', play });
    } catch (error) {
      setPhase({ kind: 'error', message: await messageOf(error) });
    } finally {
      setBusy(false);
    }
  };

  const answer = useCallback(
    async (play: PlayState, q: PlayQuestion, choice: number | null) => {
      if (busy) return;
      setBusy(true);
      try {
        const next = await (await calls()).answer(play.playId, q.id, choice);
        if (next.question) setPhase({ kind: 'playing', play: next });
        else await submit(next.playId);
      } catch (error) {
        setPhase({ kind: 'error', message: await messageOf(error) });
      } finally {
        setBusy(false);
      }
    },
    [busy, submit],
  );

  // Play again starts a new play at once: its first question replaces the result (and takes the focus).
  if (phase.kind === 'result' && playParts) {
    const Result = playParts.QuizResult;
    return <Result result={phase.result} starting={busy} onPlayAgain={() => void start()} />;
  }

  if (phase.kind === 'playing' && question && playParts) {
    const Timer = playParts.QuestionTimer;
    const play = phase.play;
    return (
      <div className="rounded-2xl border border-cocoa-100 bg-white p-4 shadow-sm sm:p-6" data-testid="quiz-question">
        <div className="flex items-center justify-between gap-3 text-sm text-gray-700">
          <p>
            Question {question.position} of {play.quiz.questionCount}
          </p>
          <Timer key={question.id} seconds={question.timeLimitSeconds} onExpire={() => void answer(play, question, null)} />
        </div>
        <h2 ref={headingRef} tabIndex={-1} className="mt-3 font-display text-xl font-bold text-cocoa-900 outline-none sm:text-2xl">
          {question.prompt}
        </h2>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {question.answers.map((text, i) => (
            <li key={`${question.id}-${i}`}>
              <button
                type="button"
                disabled={busy}
                onClick={() => void answer(play, question, i)}
                className="flex min-h-12 w-full items-center gap-3 rounded-xl border border-cocoa-200 bg-white px-4 py-2 text-left text-cocoa-900 hover:border-brand-600 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
              >
                <span aria-hidden="true" className="inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-cocoa-50 text-sm font-bold">
                  {LETTERS[i]}
                </span>
                <span>{text}</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    );
  }

  return (
    <div className="rounded-2xl border border-cocoa-100 bg-cocoa-50 p-6 text-center" data-testid="quiz-intro">
      {phase.kind === 'error' ? (
        <p role="alert" className="mb-3 text-sm font-medium text-brand-800">
          {phase.message}
        </p>
      ) : null}
      <p className="text-cocoa-900">
        {questionCount} questions, one at a time, each with its own timer ({totalLabel} at most). An answer that comes after its time is up counts as wrong.
      </p>
      <button
        type="button"
        onClick={() => void start()}
        disabled={busy || phase.kind === 'submitting'}
        className="mt-4 inline-flex min-h-12 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
      >
        {phase.kind === 'submitting' ? 'Counting your score…' : busy ? 'Starting…' : phase.kind === 'error' ? 'Try again' : `Start “${title}”`}
      </button>
    </div>
  );
}
