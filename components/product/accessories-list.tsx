import Image from 'next/image';
import type { AccessoryView } from '@/lib/domain/catalogue-types';
import { formatNpr } from '@/lib/domain/money';
import { isSvg } from './media';

/** Candles, knife, card… that can go with the order (added from the cart once it exists). */
export function AccessoriesList({ accessories }: { accessories: AccessoryView[] }) {
  if (accessories.length === 0) return null;
  return (
    <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {accessories.map((a) => (
        <li key={a.id} className="flex items-center gap-3 rounded-2xl border border-cocoa-100 bg-white p-3">
          <Image
            src={a.image}
            alt=""
            width={56}
            height={56}
            unoptimized={isSvg(a.image)}
            className="h-14 w-14 shrink-0 rounded-xl bg-cocoa-50 object-cover"
          />
          <div className="min-w-0">
            <p className="truncate text-sm font-semibold text-cocoa-900">{a.name}</p>
            <p className="text-sm text-gray-700">{formatNpr(a.price)}</p>
            {!a.inStock ? <p className="text-xs text-gray-700">Out of stock</p> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
