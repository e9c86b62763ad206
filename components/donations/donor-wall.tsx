import Link from 'next/link';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import type { WallEntry } from '@/lib/server/services/donations';

/** The donor wall: newest gifts first; an anonymous gift shows as "Anonymous", a cake as a cake. */
export function DonorWall({ donors, showCause }: { donors: WallEntry[]; showCause: boolean }) {
  if (donors.length === 0) return <p className="text-sm text-gray-700">No gifts yet. Be the first.</p>;
  return (
    <ol className="flex flex-col divide-y divide-cocoa-100 rounded-2xl border border-cocoa-100 bg-white" aria-label="Donors" data-testid="donor-wall">
      {donors.map((d) => (
        <li key={d.id} className="flex items-start justify-between gap-4 p-3">
          <div className="min-w-0">
            <p className="font-semibold text-cocoa-900">{d.name}</p>
            {d.inHonourOf ? <p className="text-sm text-cocoa-800">In honour of {d.inHonourOf}</p> : null}
            {d.message ? <p className="text-sm text-gray-700">“{d.message}”</p> : null}
            {showCause ? (
              <Link href={`/donations/${d.causeSlug}`} className="text-xs font-semibold text-brand-700 underline underline-offset-2">
                {d.causeTitle}
              </Link>
            ) : null}
          </div>
          <p className="shrink-0 text-right text-sm">
            <span className="font-semibold text-leaf-700">{d.kind === 'cake' ? 'Gave a cake' : formatNpr(d.amount, { compact: false })}</span>
            <span className="block text-xs text-gray-700">{formatKathmanduDate(d.at, 'd MMM yyyy')}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
