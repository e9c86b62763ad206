'use client';

import Link from 'next/link';
import { formatNpr } from '@/lib/domain/money';
import { unitPriceOf, useCartStore } from '@/stores/cart-store';
import { buttonClasses } from '@/components/ui/button-classes';

const EMPTY_CART_TEXT = 'No Items In the Cart';

/**
 * The hover panel under the cart icon: items with price × quantity and a remove button, then View Cart. Loaded by
 * CartLink when the pointer or focus first comes near the cart; the toasts, like the API client, load on first use.
 */
export function MiniCart() {
  const items = useCartStore((s) => s.items);

  const remove = (cartItemId: number) => {
    // The line leaves at once; the server's answer then replaces the cart (SPEC §4). The API client (axios) is
    // loaded on first use: the header is on every page and most page views never call it.
    void (async () => {
      const [{ cartCalls }, { apiErrorMessage }, { default: toast }] = await Promise.all([
        import('@/lib/api/hooks/use-cart'),
        import('@/lib/api/errors'),
        import('react-hot-toast'),
      ]);
      await cartCalls.remove(cartItemId).catch((error: unknown) => {
        toast.error(apiErrorMessage(error, 'We could not remove that item. Please try again.'));
      });
    })();
  };

  return (
    <div className="w-80 rounded-2xl border border-cocoa-100 bg-white p-4 text-left shadow-xl">
      <p className="mb-3 text-sm font-semibold text-cocoa-900">Your cart</p>
      {items.length === 0 ? (
        <p className="py-6 text-center text-sm text-gray-700">{EMPTY_CART_TEXT}</p>
      ) : (
        <>
          <ul className="max-h-80 divide-y divide-cocoa-100 overflow-y-auto">
            {items.map((item) => (
              <li key={item.cartItemId} className="flex gap-3 py-3">
                {/* eslint-disable-next-line @next/next/no-img-element -- product art shown as it is (next/image was unoptimized here) */}
                <img
                  src={item.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="h-14 w-14 shrink-0 rounded-lg bg-cocoa-50 object-cover"
                />
                <div className="min-w-0 flex-1">
                  <Link href={`/product/${item.slug}`} className="line-clamp-2 text-sm font-medium text-cocoa-900 hover:text-brand-700">
                    {item.name}
                  </Link>
                  <p className="mt-0.5 text-sm text-gray-700">
                    {formatNpr(unitPriceOf(item), { compact: false })} × {item.quantity}
                  </p>
                  <p className="text-xs text-gray-600">Quantity: {item.quantity}</p>
                  <button
                    type="button"
                    onClick={() => remove(item.cartItemId)}
                    className="mt-1 min-h-6 text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
                  >
                    Remove from cart
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Link href="/cart" prefetch={false} className={buttonClasses('primary', 'md', 'mt-3 w-full')}>
            View Cart
          </Link>
        </>
      )}
    </div>
  );
}
