import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutFlow } from '@/components/checkout/checkout-flow';
import { Container } from '@/components/ui/container';
import { loginHref } from '@/lib/domain/referrer';
import { getPageSession } from '@/lib/server/auth/page-session';
import { pageMetadata } from '@/lib/seo/metadata';

// Per customer, never indexed. Checkout needs an account: a guest goes to log in and comes back here with the cart
// kept (the guest cart merges into the customer's on login).
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata({
  title: 'Checkout',
  description: 'Choose where and when your Upahar Ghar order arrives, and how to pay.',
  path: '/checkout',
  noindex: true,
});

export default async function CheckoutPage() {
  const session = await getPageSession();
  if (!session) redirect(loginHref('/checkout'));
  return (
    <Container className="py-6">
      <h1 className="mb-6 font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Checkout</h1>
      <CheckoutFlow customerName={session.user.name} customerPhone={session.user.phone} />
    </Container>
  );
}
