import type { PrizeView } from '@/lib/server/services/games';

/** Every slice, what it gives and its real chance (weight / sum of weights, from the database), with its caps. */
export function OddsTable({ prizes, title = 'Prizes and their chances', wheel = true }: { prizes: PrizeView[]; title?: string; wheel?: boolean }) {
  return (
    <section aria-labelledby="odds-title" className="rounded-3xl border border-cocoa-100 bg-white p-4 sm:p-6">
      <h2 id="odds-title" className="font-display text-xl font-bold text-cocoa-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-gray-700">
        These are the real odds of every play{wheel ? ': each slice of the wheel is exactly as wide as its chance' : ', for each cake on your map'}.
      </p>
      {/* Focusable so a keyboard can scroll it on a narrow phone (axe: scrollable-region-focusable). */}
      <div className="mt-4 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="odds-title">
        <table className="w-full min-w-[280px] text-left text-sm" data-testid="odds-table">
          <thead>
            <tr className="border-b border-cocoa-100 text-cocoa-800">
              <th scope="col" className="py-2 pr-3 font-semibold">
                Prize
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Chance
              </th>
              <th scope="col" className="py-2 font-semibold">
                Limits
              </th>
            </tr>
          </thead>
          <tbody>
            {prizes.map((p) => (
              <tr key={p.id} className="border-b border-cocoa-50 align-top">
                <td className="py-2 pr-3">
                  <span className="flex items-start gap-2">
                    <span className="mt-1 inline-block h-3 w-3 shrink-0 rounded-full" style={{ background: p.color }} aria-hidden="true" />
                    <span>
                      <span className="font-semibold text-cocoa-900">{p.label}</span>
                      {p.kind !== 'none' ? (
                        <span className="block text-xs text-gray-700">
                          {p.description}. {p.condition}.
                        </span>
                      ) : null}
                    </span>
                  </span>
                </td>
                <td className="py-2 pr-3 font-semibold tabular-nums text-cocoa-900">{p.chance}</td>
                <td className="py-2 text-xs text-gray-700">
                  {p.kind === 'none'
                    ? '—'
                    : [p.dailyCap !== null ? `${p.dailyCap} a day` : null, p.totalCap !== null ? `${p.totalCap} in all` : null].filter(Boolean).join(', ') || 'No limit'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-gray-700">When a prize&apos;s copies for the day (or in all) have been won, a play that lands on it wins nothing.</p>
    </section>
  );
}
