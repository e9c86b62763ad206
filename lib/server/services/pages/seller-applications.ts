import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { SELLER_REVIEW_DAYS } from '@/lib/domain/shop-policies';
import { getDb } from '@/lib/server/db/client';
import { sellerApplications } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/http/errors';
import { enqueueNotice } from '@/lib/server/services/notifications/enqueue';
import type { sellerApplicationSchema } from '@/lib/validation/pages';

// /be-a-seller → POST sell-at-ug: a business asks to sell on the Bazaar. One application per PAN (the unique index
// decides, so two submits at once cannot make two); a second one is answered kindly, not as an error of theirs.

export type SellerApplication = z.output<typeof sellerApplicationSchema>;

export const DUPLICATE_PAN_MESSAGE = `We already have an application for this PAN, so there is nothing more to send. Our seller team will call the number on it within ${SELLER_REVIEW_DAYS} working days; if you need to change something, write to us from the contact page.`;

const isUniqueViolation = (error: unknown): boolean => {
  for (let cause = error, depth = 0; cause && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

export async function applyToSell(input: SellerApplication, userId: number | null): Promise<{ id: number; reviewDays: number }> {
  try {
    return await getDb().transaction(async (tx) => {
      const [row] = await tx
        .insert(sellerApplications)
        .values({ userId, businessName: input.businessName, ownerName: input.ownerName, phone: input.phone, email: input.email, pan: input.pan, location: input.location, categories: input.categories })
        .returning({ id: sellerApplications.id });
      if (!row) throw new Error('seller application insert returned nothing');
      await enqueueNotice(tx, {
        event: 'seller.applied',
        subjectId: row.id,
        userId,
        to: { email: input.email },
        data: { ownerName: input.ownerName, businessName: input.businessName },
      });
      return { id: row.id, reviewDays: SELLER_REVIEW_DAYS };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, DUPLICATE_PAN_MESSAGE, 'seller_already_applied', { pan: DUPLICATE_PAN_MESSAGE });
    throw error;
  }
}

/** Whether a PAN already applied (the back office; tests). */
export async function sellerApplicationByPan(pan: string) {
  const [row] = await getDb().select().from(sellerApplications).where(eq(sellerApplications.pan, pan)).limit(1);
  return row ?? null;
}
