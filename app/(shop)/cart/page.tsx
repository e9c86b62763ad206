import type { Metadata } from 'next';
import { CartPage } from '@/components/cart/cart-page';
import { UnpaidOrders } from '@/components/orders/unpaid-orders';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/lib/seo/metadata';

// Per-visitor and never worth indexing: rendered on every request, noindex.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Your cart',
  description: 'The cakes and gifts in your Upahar Ghar cart, with add-ons, coupons and totals.',
  path: '/cart',
  noindex: true,
});

export default function Page() {
  return (
    <Container className="py-6">
      <h1 className="mb-6 font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Your cart</h1>
      <UnpaidOrders />
      <CartPage />
    </Container>
  );
}
