import Image from 'next/image';
import type { CartGift } from '@/lib/domain/cart-types';
import { formatNpr } from '@/lib/domain/money';

/** Free gifts: those the cart has earned, and how much more earns the next one. */
export function CartGifts({ gifts }: { gifts: CartGift[] }) {
  const unlocked = gifts.filter((g) => g.unlocked);
  const next = gifts.find((g) => !g.unlocked);
  if (unlocked.length === 0 && !next) return null;
  return (
    <section aria-labelledby="cart-gifts" className="rounded-2xl bg-cocoa-50 p-4">
      <h2 id="cart-gifts" className="text-sm font-bold text-cocoa-900">
        Free gifts
      </h2>
      <ul className="mt-2 space-y-2">
        {unlocked.map((g) => (
          <li key={g.id} className="flex items-center gap-3 text-sm text-cocoa-900">
            <Image src={g.image} alt="" width={40} height={40} unoptimized className="h-10 w-10 rounded-lg bg-white object-cover" />
            <span>
              <strong>{g.name}</strong> comes free with this order.
            </span>
          </li>
        ))}
        {next ? (
          <li className="text-sm text-gray-800">
            Add {formatNpr(next.remaining, { compact: false })} more to get a free {next.name}.
          </li>
        ) : null}
      </ul>
    </section>
  );
}
