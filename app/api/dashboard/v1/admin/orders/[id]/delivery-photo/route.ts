import { staffRead } from '@/lib/server/http/staff-route';
import { orderDeliveryPhoto } from '@/lib/server/services/admin-orders';
import { orderIdFrom, type OrderRouteContext } from '../../_params';
import { cacheHeaders } from '@/lib/server/cache/policy';

// GET admin/orders/{id}/delivery-photo → the rider's photo of the cake at the door (image bytes). 'orders.read'.
export const dynamic = 'force-dynamic';

export const GET = staffRead<OrderRouteContext>('orders.read', async (_request, _staff, context) => {
  const photo = await orderDeliveryPhoto(await orderIdFrom(context));
  return new Response(new Uint8Array(photo.bytes), {
    headers: { ...cacheHeaders('private'), 'Content-Type': photo.contentType, 'X-Content-Type-Options': 'nosniff' },
  });
});
