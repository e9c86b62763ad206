import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { orders } from '@/lib/server/db/schema';
import { findUploadOfKind, type PublicUpload } from '@/lib/server/uploads/store';
import { adminOrderNotFound } from './detail';

/**
 * The rider's photo of the cake at the door, for staff who read orders: a private upload (never on /media/uploads),
 * found through the order, so its id alone opens nothing. Not found when the order has none.
 */
export async function orderDeliveryPhoto(orderId: number): Promise<PublicUpload> {
  const [row] = await getDb().select({ photoId: orders.deliveryPhotoId }).from(orders).where(eq(orders.id, orderId));
  const photo = row?.photoId ? await findUploadOfKind(row.photoId, 'delivery-photo') : null;
  if (!photo) throw adminOrderNotFound();
  return photo;
}
