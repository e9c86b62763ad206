import Link from 'next/link';
import type { CauseView } from '@/lib/server/services/donations';
import { CauseProgress } from './cause-progress';

/** A cause on /donations: its art, title, summary, progress and the way in. */
export function CauseCard({ cause }: { cause: CauseView }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-3xl border border-cocoa-100 bg-white" data-testid="cause-card">
      <div
        className="flex h-28 items-end p-4"
        style={{ background: `linear-gradient(135deg, hsl(${cause.hue} 70% 45%), hsl(${(cause.hue + 40) % 360} 75% 60%))` }}
        aria-hidden="true"
      >
        <span className="rounded-full bg-white/90 px-3 py-1 text-xs font-bold text-cocoa-900">{cause.organisation}</span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h2 className="font-display text-xl font-bold text-cocoa-900">
          <Link href={`/donations/${cause.slug}`} className="hover:underline">
            {cause.title}
          </Link>
        </h2>
        <p className="text-sm text-gray-700">{cause.summary}</p>
        <div className="mt-auto">
          <CauseProgress cause={cause} />
          <Link
            href={`/donations/${cause.slug}`}
            className="mt-3 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            Give to this cause<span className="sr-only">: {cause.title}</span>
          </Link>
        </div>
      </div>
    </article>
  );
}
