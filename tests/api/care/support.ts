import { NextRequest } from 'next/server';
import { POST as uploadRoute } from '@/app/api/V2/upload/file/route';
import { advanceOrder, placeOrder } from '@/lib/server/services/orders';
import type { UploadKind } from '@/lib/validation/upload';
import { solidPng } from '../accounts-core/support';
import { checkoutBody, ORIGIN, shopper, type Customer } from '../orders/support';

// Customers with orders in the states reviews, feedback and complaints need, made through the real services.

/** A new customer with one placed order (cash on delivery) of a plain gift. */
export async function customerWithOrder(productOffset = 0) {
  const s = await shopper(1, productOffset);
  const { order } = await placeOrder(s.customer.userId, await checkoutBody(s.addressId));
  return { ...s, order };
}

/** …the same, walked by the shop to delivered. */
export async function customerWithDeliveredOrder(productOffset = 0) {
  const s = await customerWithOrder(productOffset);
  for (const step of ['confirmed', 'baking', 'ready', 'out_for_delivery', 'delivered'] as const) await advanceOrder(s.order.id, step);
  return s;
}

let ip = 0;

/** Uploads a small PNG as the customer (upload/file), answering its id. */
export async function uploadPhoto(customer: Customer, kind: UploadKind): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(solidPng(40, 30))], 'photo.png', { type: 'image/png' }));
  form.append('kind', kind);
  const request = new NextRequest(new URL('/api/V2/upload/file', ORIGIN), {
    method: 'POST',
    body: form,
    headers: { ...customer.headers, origin: ORIGIN, 'x-forwarded-for': `10.77.${Math.floor((ip += 1) / 250)}.${ip % 250}` },
  });
  const response = await uploadRoute(request, { params: Promise.resolve({}) });
  const body = JSON.parse(await response.text());
  if (response.status !== 201) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data.id as string;
}
