'use client';

import { clientLazy } from '@/components/ui/client-lazy';
import { useUserStore } from '@/stores/user-store';

// The card, its request and its form (axios, React Query) load only for a logged-in customer, never for a visitor.
const OrderFeedbackCard = clientLazy(() => import('./order-feedback-card').then((m) => m.OrderFeedbackCard));

/** Home's "How was your order?" for a logged-in customer (OrderFeedbackCard). */
export function OrderFeedbackPrompt() {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  return isLoggedIn ? <OrderFeedbackCard /> : null;
}
