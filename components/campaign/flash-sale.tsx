import type { FlashSaleView } from '@/lib/domain/campaign-types';
import { countdownText } from '@/lib/domain/countdown';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { ProductGrid } from '@/components/product/product-grid';
import { Countdown } from './countdown';

/**
 * The flash sale: its products and a live countdown to the end of the running window, or to the start of the next
 * one. The server renders the text at its instant; the browser ticks it and reloads the page's data at zero, so
 * the prices change with the state.
 */
export function FlashSale({ sale, now }: { sale: FlashSaleView; now: Date }) {
  const live = sale.status === 'live';
  const to = live ? sale.endsAt : sale.startsAt;
  return (
    <section id="flash-sale" aria-labelledby="flash-sale-title" className="scroll-mt-24 rounded-3xl bg-cocoa-900 p-4 text-white sm:p-6" data-state={sale.status}>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="flash-sale-title" className="font-display text-2xl font-bold sm:text-3xl">
            {sale.title}
          </h2>
          <p className="text-sm text-white/85">
            {live ? 'On now' : 'Next sale'}: {formatKathmanduDate(sale.startsAt, 'd MMM, h:mm a')} – {formatKathmanduDate(sale.endsAt, 'd MMM, h:mm a')}{' '}
            (Kathmandu time)
          </p>
        </div>
        <p className="rounded-2xl bg-white px-4 py-2 text-cocoa-900" aria-live="off">
          <span className="block text-xs font-semibold uppercase tracking-wide text-brand-800">{live ? 'Ends in' : 'Starts in'}</span>
          <Countdown to={to} refreshAtEnd className="block font-display text-xl font-bold tabular-nums sm:text-2xl" />
          <noscript>{countdownText(now, new Date(to))}</noscript>
        </p>
      </div>
      <div className="rounded-2xl bg-white p-3 text-cocoa-900 sm:p-4">
        <ProductGrid products={sale.products} headingLevel="h3" />
      </div>
    </section>
  );
}
