import type { CartGift } from '@/lib/domain/cart-types';
import { formatNpr } from '@/lib/domain/money';

/**
 * How much more earns the next free gift. The gifts already earned are lines of the cart's list (FreeLineRow), as
 * they are of the order.
 */
export function CartGifts({ gifts }: { gifts: CartGift[] }) {
  const next = gifts.find((g) => !g.unlocked);
  if (!next) return null;
  return (
    <section aria-labelledby="cart-gifts" className="rounded-2xl bg-cocoa-50 p-4">
      <h2 id="cart-gifts" className="text-sm font-bold text-cocoa-900">
        Free gifts
      </h2>
      <p className="mt-2 text-sm text-gray-800">
        Add {formatNpr(next.remaining, { compact: false })} more to get a free {next.name}.
      </p>
    </section>
  );
}
