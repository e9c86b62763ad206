'use client';

import { useQuery } from '@/lib/api/react-query';
import { checkoutCalls, type DeliveryChoice } from '@/lib/api/hooks/use-orders';
import { useCheckoutStore, type ProcessCart } from '@/stores/checkout-store';

// The one source of checkout's amounts once a delivery is chosen: checkout-quote, the totals place-order will charge.
// The sidebar and the review step read the same query (one request between them), so they cannot disagree.

/** The delivery the customer has chosen so far, or null until the address, the date and a slot are all picked. */
export function deliveryChoiceOf(s: Pick<ProcessCart, 'shippingAddress' | 'locationAddress' | 'deliveryDate' | 'deliveryMethod' | 'deliveryTime'>): DeliveryChoice | null {
  if (s.shippingAddress === null || s.deliveryDate === null || s.deliveryTime === null) return null;
  return { addressId: s.shippingAddress, locationId: s.locationAddress, deliveryDate: s.deliveryDate, deliveryMethod: s.deliveryMethod, slotId: s.deliveryTime };
}

export const checkoutQuoteKey = (choice: DeliveryChoice | null) => ['checkout-quote', choice] as const;

export function useCheckoutQuote(choice: DeliveryChoice | null) {
  return useQuery({
    queryKey: checkoutQuoteKey(choice),
    queryFn: () => checkoutCalls.quote(choice!),
    enabled: choice !== null,
    retry: false,
    staleTime: 0,
  });
}

/** The chosen delivery from the checkout store (stable between renders while nothing changes). */
export function useDeliveryChoice(): DeliveryChoice | null {
  const shippingAddress = useCheckoutStore((s) => s.shippingAddress);
  const locationAddress = useCheckoutStore((s) => s.locationAddress);
  const deliveryDate = useCheckoutStore((s) => s.deliveryDate);
  const deliveryMethod = useCheckoutStore((s) => s.deliveryMethod);
  const deliveryTime = useCheckoutStore((s) => s.deliveryTime);
  return deliveryChoiceOf({ shippingAddress, locationAddress, deliveryDate, deliveryMethod, deliveryTime });
}
