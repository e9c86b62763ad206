import 'server-only';
import type { ContactInfo } from '@/lib/domain/pages-types';
import { CARE_HOURS } from '@/lib/domain/shop-policies';
import { KATHMANDU_TZ } from '@/lib/domain/kathmandu-time';
import { getDb } from '@/lib/server/db/client';
import { contactMessages } from '@/lib/server/db/schema';
import { getHeaderFooter } from '@/lib/server/services/content/header-footer';
import { enqueueNotice } from '@/lib/server/services/notifications/enqueue';
import type { contactSchema } from '@/lib/validation/pages';
import type { z } from 'zod';
import { getShopPage } from './shop-pages';

// /contact and contact-us: the ways to reach customer care (phones with Viber and WhatsApp, counters, hours) and the
// message form. A message is stored for the care queue and acknowledged by mail or SMS through the outbox.

export async function getContactInfo(): Promise<ContactInfo> {
  const [page, { footer }] = await Promise.all([getShopPage('contact'), getHeaderFooter()]);
  return {
    page,
    phones: footer.phones,
    locations: footer.locations,
    hours: { opens: CARE_HOURS.opens, closes: CARE_HOURS.closes, timeZone: KATHMANDU_TZ },
  };
}

export type ContactMessage = z.output<typeof contactSchema>;

/** Stores the message and queues its acknowledgement (to the email, else the phone), in one transaction. */
export async function sendContactMessage(input: ContactMessage, userId: number | null): Promise<{ id: number }> {
  return getDb().transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ userId, name: input.name, email: input.email ?? null, phone: input.phone ?? null, subject: input.subject, message: input.message })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error('contact message insert returned nothing');
    await enqueueNotice(tx, {
      event: 'contact.received',
      subjectId: row.id,
      userId,
      to: input.email ? { email: input.email } : { sms: input.phone },
      data: { name: input.name, subject: input.subject },
    });
    return { id: row.id };
  });
}
