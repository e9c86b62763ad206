import Link from 'next/link';
import { loginHref } from '@/lib/domain/referrer';
import { formatPlayTime } from '@/lib/domain/quiz';
import type { PlayResult } from '@/lib/server/services/quizzes/types';

type Props = {
  result: PlayResult;
  onPlayAgain: () => void;
  /** A new play is being started (Play again pressed). */
  starting?: boolean;
  /** The id of the page's leaderboard heading, which the result points to (the page shows the board once). */
  boardId?: string;
};

const LETTERS = 'ABCDEF';

/**
 * After a play: the score the server counted and each question with the player's answer and the right one. The
 * leaderboard is the page's own (updated with this play), not a second copy here: the result says the player's place
 * and links to it.
 */
export function QuizResult({ result, onPlayAgain, starting = false, boardId = 'board-heading' }: Props) {
  return (
    <div className="flex flex-col gap-6" data-testid="quiz-result">
      <div className="rounded-2xl bg-cocoa-900 p-6 text-center text-white">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-cocoa-100">Your score</h2>
        <p className="mt-1 font-display text-5xl font-bold" data-testid="quiz-score">
          {result.score}/{result.questionCount}
        </p>
        <p className="mt-1 text-cocoa-100">
          {result.percent}% in {formatPlayTime(result.timeMs)}
        </p>
        <p className="mt-3 text-sm">
          {result.onLeaderboard ? (
            <>
              {result.rank ? `You are number ${result.rank} on the leaderboard with your best play.` : 'Your best play is on the leaderboard.'}{' '}
              <a href={`#${boardId}`} className="font-semibold text-white underline">
                See the leaderboard
              </a>
            </>
          ) : (
            <>
              Guests are scored but not ranked.{' '}
              <Link href={loginHref(result.quiz.url)} className="font-semibold text-white underline">
                Log in
              </Link>{' '}
              to get on the leaderboard.
            </>
          )}
        </p>
        <button
          type="button"
          onClick={onPlayAgain}
          disabled={starting}
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-white px-5 text-sm font-semibold text-cocoa-900 hover:bg-cocoa-50 disabled:opacity-70"
        >
          {starting ? 'Starting…' : 'Play again'}
        </button>
      </div>

      <section aria-labelledby="answers-heading">
        <h2 id="answers-heading" className="font-display text-xl font-bold text-cocoa-900">
          The right answers
        </h2>
        <ol className="mt-3 flex flex-col gap-3">
          {result.questions.map((q, i) => (
            <li key={q.id} className={`rounded-2xl border p-4 ${q.correct ? 'border-green-200 bg-green-50' : 'border-brand-100 bg-brand-50'}`} data-testid="result-question">
              <p className="font-semibold text-cocoa-900">
                {i + 1}. {q.prompt}
              </p>
              <p className="mt-1 text-sm">
                <span className="font-semibold">{q.correct ? 'Right: ' : 'Right answer: '}</span>
                {LETTERS[q.rightAnswer]}. {q.answers[q.rightAnswer]}
              </p>
              {!q.correct ? (
                <p className="text-sm text-gray-700">
                  {q.chosen === null ? 'No answer in time.' : `You chose ${LETTERS[q.chosen]}. ${q.answers[q.chosen]}${q.late ? ' — too late to count.' : '.'}`}
                </p>
              ) : null}
              {q.explanation ? <p className="mt-1 text-sm text-gray-700">{q.explanation}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
