import Link from 'next/link';
import type { TodayTile } from '@/lib/domain/reports-today';

/** The order counts, each a link to the screen that acts on it; what needs a person now stands out. */
export function TodayTiles({ tiles }: { tiles: TodayTile[] }) {
  return (
    <section aria-labelledby="today-orders">
      <h2 id="today-orders" className="mb-2 text-base font-semibold text-gray-900">
        Orders
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 xl:grid-cols-8">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              href={tile.href}
              className={`flex h-full flex-col rounded-lg border px-3 py-2 hover:shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 ${
                tile.urgent ? 'border-brand-300 bg-brand-50' : 'border-gray-200 bg-white'
              }`}
            >
              <span className={`text-2xl font-bold tabular-nums ${tile.urgent ? 'text-brand-800' : 'text-gray-900'}`}>{tile.count}</span>
              <span className="text-sm font-medium text-gray-800">{tile.label}</span>
              {tile.today !== null ? <span className="text-xs text-gray-600">{tile.today} for today</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
