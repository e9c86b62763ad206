import { PlainImage as Image } from '@/components/ui/plain-image';
import Link from 'next/link';
import type { CartOrderLine } from '@/lib/domain/order-lines';
import { formatNpr } from '@/lib/domain/money';

/**
 * A line that comes free with the order (a gift the cart has earned, a prize's item), shown among the cart's items
 * with its रू 0 and why it is free: the same line checkout, the order page, the mail and the SMS show.
 */
export function FreeLineRow({ line }: { line: CartOrderLine }) {
  return (
    <li className="flex gap-4 py-5" data-testid="cart-free-line">
      <Image src={line.image} alt="" width={96} height={96} unoptimized className="h-20 w-20 shrink-0 rounded-xl bg-cocoa-50 object-cover sm:h-24 sm:w-24" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            {line.url ? (
              <Link href={line.url} className="font-semibold text-cocoa-900 hover:text-brand-700">
                {line.name}
              </Link>
            ) : (
              <span className="font-semibold text-cocoa-900">{line.name}</span>
            )}
            <p className="mt-0.5 text-sm font-medium text-leaf-700">
              Comes free with this order{line.note ? <span className="block font-normal text-gray-700">{line.note}</span> : null}
            </p>
          </div>
          <p className="text-right font-semibold text-cocoa-900">{formatNpr(line.lineTotal, { compact: false })}</p>
        </div>
        <p className="mt-1 text-sm text-gray-700">Free × {line.quantity}</p>
      </div>
    </li>
  );
}
