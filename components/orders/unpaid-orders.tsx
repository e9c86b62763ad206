'use client';

import Link from 'next/link';
import { formatNpr } from '@/lib/domain/money';
import type { OrderSummary } from '@/lib/domain/order-types';
import { useCartStore } from '@/stores/cart-store';

// One shared empty list: a selector that answered a fresh [] while the cart loads would re-render forever.
const NONE: OrderSummary[] = [];

/** The cart's unpaidOrders (SPEC Cart response): online orders still waiting for their money, each with Pay now. */
export function UnpaidOrders() {
  const orders = useCartStore((s) => (s.cart?.unpaidOrders as OrderSummary[] | undefined) ?? NONE);
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby="unpaid-orders" className="mb-6 rounded-2xl border border-saffron-400/60 bg-saffron-400/10 p-4">
      <h2 id="unpaid-orders" className="font-display text-lg font-bold text-cocoa-900">
        Waiting for payment
      </h2>
      <ul className="mt-2 space-y-2">
        {orders.map((order) => (
          <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 text-sm">
            <span className="text-gray-800">
              <span className="font-semibold text-cocoa-900">{order.number}</span> · {order.firstItem?.name} · {formatNpr(order.total, { compact: false })}
            </span>
            <Link href={`/profile/orders/view-order/${order.id}`} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
              Pay now<span className="sr-only"> for order {order.number}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
