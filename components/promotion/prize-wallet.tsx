import Link from 'next/link';
import { PRIZE_VALID_DAYS } from '@/lib/domain/games';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { WalletPrize } from '@/lib/server/services/games';

const STATE_TEXT: Record<WalletPrize['state'], string> = { won: 'Ready to use', redeemed: 'Used', expired: 'Expired' };
const STATE_CLASS: Record<WalletPrize['state'], string> = {
  won: 'bg-leaf-500/15 text-leaf-700',
  redeemed: 'bg-cocoa-100 text-cocoa-800',
  expired: 'bg-gray-100 text-gray-700',
};
const SOURCE_TEXT: Record<string, string> = { roulette: 'Roulette', treasure: 'Treasure dig', contest: 'Contest prize', influencer: 'Influencer code' };

/** The small print under a prize: where it came from and until when it works (an influencer's code has no end). */
function footnote(p: WalletPrize): string {
  const source = SOURCE_TEXT[p.source] ?? p.source;
  if (p.reusable) return `${source} · since ${formatKathmanduDate(p.wonAt, 'd MMM yyyy')} · yours while you are an approved influencer`;
  const when =
    p.state === 'redeemed' && p.redeemedAt
      ? `used ${formatKathmanduDate(p.redeemedAt, 'd MMM yyyy')}`
      : p.expiresAt
        ? `${p.state === 'expired' ? 'expired' : 'use by'} ${formatKathmanduDate(p.expiresAt, 'd MMM yyyy, h:mm a')}`
        : 'no expiry';
  return `${source} · won ${formatKathmanduDate(p.wonAt, 'd MMM yyyy')} · ${when}`;
}

/**
 * The prize wallet (/profile/promotion): every prize the customer won, with its code, what it gives, its condition,
 * its state and its expiry. A code is typed (or pasted) in the cart's coupon box like any other.
 */
export function PrizeWallet({ prizes }: { prizes: WalletPrize[] }) {
  return (
    <section aria-labelledby="wallet-title" className="flex flex-col gap-3" data-testid="prize-wallet">
      <div>
        <h2 id="wallet-title" className="font-display text-xl font-bold text-cocoa-900">
          Prize wallet
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Prizes from our games and contests. Enter a code in the coupon box of{' '}
          <Link href="/cart" className="font-semibold text-brand-700 underline underline-offset-2">
            your cart
          </Link>
          . Each prize works once, only for you, within {PRIZE_VALID_DAYS} days of winning it.
        </p>
      </div>
      {prizes.length === 0 ? (
        <p className="rounded-2xl bg-cocoa-50 p-4 text-sm text-cocoa-900">
          No prizes yet.{' '}
          <Link href="/roulette/latest" prefetch={false} className="font-semibold text-brand-700 underline underline-offset-2">
            Spin the wheel
          </Link>{' '}
          for your first one.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" aria-label="Your prizes">
          {prizes.map((p) => (
            <li key={p.id} className={`rounded-2xl border border-dashed p-4 ${p.state === 'won' ? 'border-brand-300 bg-white' : 'border-cocoa-200 bg-cocoa-50'}`} data-testid="wallet-prize">
              <div className="flex items-start justify-between gap-2">
                <p className="font-semibold text-cocoa-900">{p.title}</p>
                <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${p.reusable ? 'bg-saffron-400/20 text-cocoa-900' : STATE_CLASS[p.state]}`} data-testid="wallet-state">
                  {p.reusable ? 'Share it' : STATE_TEXT[p.state]}
                </span>
              </div>
              <p className="mt-1 text-sm text-cocoa-800">
                {p.description}. {p.condition}.
              </p>
              {p.reusable ? (
                <p className="mt-1 text-sm font-medium text-cocoa-900" data-testid="wallet-share">
                  Your influencer code — share it. It is not a single-use prize: each of your followers can use it once, and their orders count towards your sales.
                </p>
              ) : null}
              <p className="mt-2 break-all font-mono text-lg font-bold tracking-wider text-brand-800" data-testid="wallet-code">
                {p.code}
              </p>
              <p className="mt-1 text-xs text-gray-700">{footnote(p)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
