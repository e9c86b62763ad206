'use client';

import dynamic from 'next/dynamic';
import { useUserStore } from '@/stores/user-store';

// The card, its request and its form (axios, React Query) load only for a logged-in customer, never for a visitor.
const OrderFeedbackCard = dynamic(() => import('./order-feedback-card').then((m) => m.OrderFeedbackCard), { ssr: false });

/** Home's "How was your order?" for a logged-in customer (OrderFeedbackCard). */
export function OrderFeedbackPrompt() {
  const isLoggedIn = useUserStore((s) => s.isLoggedIn);
  return isLoggedIn ? <OrderFeedbackCard /> : null;
}
