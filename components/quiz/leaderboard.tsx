import Link from 'next/link';
import { personUrl } from '@/lib/domain/people';
import { formatPlayTime } from '@/lib/domain/quiz';
import type { LeaderboardEntry } from '@/lib/server/services/quizzes/types';

type Props = { entries: LeaderboardEntry[]; highlight?: string | null; headingId?: string };

/** The best score of each logged-in player, ties by the time taken (the server orders; this only draws). */
export function Leaderboard({ entries, highlight = null, headingId }: Props) {
  if (entries.length === 0) {
    return <p className="text-sm text-gray-700">No one is on the board yet. Log in and play to be the first.</p>;
  }
  return (
    <ol className="divide-y divide-cocoa-100 rounded-2xl border border-cocoa-100 bg-white" aria-labelledby={headingId} data-testid="leaderboard">
      {entries.map((e) => (
        <li key={`${e.rank}-${e.player.username}`} className={`flex items-center gap-3 px-4 py-2.5 text-sm ${highlight === e.player.username ? 'bg-brand-50' : ''}`}>
          <span className={`inline-flex h-7 w-7 shrink-0 items-center justify-center rounded-full text-xs font-bold ${e.rank <= 3 ? 'bg-saffron-400 text-cocoa-900' : 'bg-cocoa-50 text-cocoa-800'}`}>{e.rank}</span>
          <Link href={personUrl(e.player.username)} className="min-w-0 flex-1 truncate font-medium text-cocoa-900 hover:text-brand-700 hover:underline">
            {e.player.name}
          </Link>
          <span className="font-semibold text-cocoa-900">
            {e.score}/{e.questionCount}
          </span>
          <span className="w-16 text-right text-gray-700">{formatPlayTime(e.timeMs)}</span>
        </li>
      ))}
    </ol>
  );
}
