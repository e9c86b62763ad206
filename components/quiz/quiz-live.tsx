'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { formatCount } from '@/lib/domain/counts';
import type { LeaderboardEntry, PlayResult } from '@/lib/server/services/quizzes/types';

// The board as a play moved it loads with that play's result: until then the page shows the server's (LiveLeaderboard).
const Leaderboard = lazy(() => import('./leaderboard').then((m) => ({ default: m.Leaderboard })));

// The figures of /quiz/{slug} that a play moves: plays, the average score and the leaderboard. The page (ISR) renders
// them as they were; a play's result carries them as they are now, this play counted, and the page shows those at
// once, in one place each: the figures above the player and the one leaderboard beside it (the result itself only
// says the player's place and points to the board).

export type QuizFigures = { plays: number; averageScore: number | null; leaderboard: LeaderboardEntry[] };

type Live = QuizFigures & { highlight: string | null; played: boolean };
type LiveContext = { live: Live; showResult: (result: PlayResult, username: string | null) => void };

const Context = createContext<LiveContext | null>(null);

export function QuizLiveProvider({ initial, children }: { initial: QuizFigures; children: ReactNode }) {
  const [live, setLive] = useState<Live>({ ...initial, highlight: null, played: false });
  const showResult = useCallback((result: PlayResult, username: string | null) => {
    setLive({ plays: result.quiz.plays, averageScore: result.quiz.averageScore, leaderboard: result.leaderboard, highlight: result.onLeaderboard ? username : null, played: true });
  }, []);
  const value = useMemo(() => ({ live, showResult }), [live, showResult]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

/** The page's live figures; outside a provider (the player alone, in a test) nothing to update. */
export function useQuizLive(): LiveContext | null {
  return useContext(Context);
}

/** Questions, time, plays and the average score, as the box above the player shows them. */
export function QuizFigureList({ questionCount, timeLabel }: { questionCount: number; timeLabel: string }) {
  const live = useQuizLive()?.live;
  const figures = [
    ['Questions', String(questionCount)],
    ['Time', timeLabel],
    ['Plays', live ? formatCount(live.plays) : '–'],
    ['Average score', live?.averageScore == null ? '–' : `${live.averageScore}%`],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 rounded-2xl bg-cocoa-50 p-4 text-center sm:grid-cols-4" data-testid="quiz-figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-gray-700">{label}</dt>
          <dd className="font-semibold text-cocoa-900" data-testid={`quiz-${label!.toLowerCase().replace(/ /g, '-')}`}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The quiz's one leaderboard, with the player's row marked once their play is on it. `children` is the board as the
 * page has it (the server's Leaderboard), shown until a play here moves it.
 */
export function LiveLeaderboard({ headingId, children }: { headingId: string; children: ReactNode }) {
  const live = useQuizLive()?.live;
  if (!live?.played) return children;
  return (
    <Suspense fallback={children}>
      <Leaderboard entries={live.leaderboard} highlight={live.highlight} headingId={headingId} />
    </Suspense>
  );
}
