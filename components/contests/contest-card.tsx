import Link from 'next/link';
import { ArtImage } from '@/components/ui/art-image';
import type { ContestCard as ContestCardData } from '@/lib/server/services/contests';
import { Countdown } from './countdown';
import { StageBadge } from './stage-badge';

/** A contest in the /contests lists: banner, stage, title, prize, entries and the countdown. One link target. */
export function ContestCard({ contest, priority = false }: { contest: ContestCardData; priority?: boolean }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-cocoa-100 bg-white shadow-sm transition-shadow hover:shadow-md" data-testid="contest-card">
      <ArtImage src={contest.banner} alt="" width={1600} height={600} priority={priority} className="aspect-[8/3] h-auto w-full bg-cocoa-50 object-cover" />
      <div className="flex flex-1 flex-col gap-2 p-4">
        <StageBadge stage={contest.stage} label={contest.stageLabel} />
        <h3 className="font-display text-lg font-bold leading-snug text-cocoa-900">
          <Link href={contest.url} className="after:absolute after:inset-0 hover:text-brand-700">
            {contest.title}
          </Link>
        </h3>
        <p className="line-clamp-2 text-sm text-gray-700">{contest.summary}</p>
        {contest.prize ? (
          <p className="text-sm text-cocoa-900">
            <span className="font-semibold">First prize:</span> {contest.prize}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2 pt-2 text-sm">
          <Countdown dates={contest.dates} initial={contest.countdown} />
          <span className="text-gray-700">
            {contest.entryCount} {contest.entryCount === 1 ? 'entry' : 'entries'}
          </span>
        </div>
      </div>
    </article>
  );
}
