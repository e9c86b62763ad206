import { PlainImage as Image } from '@/components/ui/plain-image';
import Link from 'next/link';
import type { ComboView } from '@/lib/domain/catalogue-types';
import { formatNpr } from '@/lib/domain/money';
import { isSvg } from './media';

/** "Goes well with": paired products at their bundle price. */
export function CombosList({ combos }: { combos: ComboView[] }) {
  if (combos.length === 0) return null;
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {combos.map(({ product, comboPrice }) => (
        <li key={product.id} className="relative flex items-center gap-3 rounded-2xl border border-cocoa-100 bg-white p-3">
          <Image
            src={product.image.src}
            alt=""
            width={72}
            height={72}
            unoptimized={isSvg(product.image.src)}
            className="h-[72px] w-[72px] shrink-0 rounded-xl bg-cocoa-50 object-cover"
          />
          <div className="min-w-0">
            <Link href={product.url} className="line-clamp-2 text-sm font-semibold text-cocoa-900 after:absolute after:inset-0 hover:text-brand-700">
              {product.name}
            </Link>
            <p className="mt-0.5 text-sm">
              <span className="font-semibold text-leaf-700">{formatNpr(comboPrice)}</span>{' '}
              {comboPrice < product.sellingPrice ? (
                <s className="text-gray-600">
                  <span className="sr-only">instead of </span>
                  {formatNpr(product.sellingPrice)}
                </s>
              ) : null}
              <span className="block text-xs text-gray-700">combo price with this item</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
