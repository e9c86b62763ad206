import 'server-only';
import { eq } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { notifications, users } from '@/lib/server/db/schema';

// Telling someone something starts here, INSIDE the transaction that records what happened: the order row and the
// rows saying "tell the customer" commit together or not at all. So nothing is lost if the process dies between the
// commit and the send (the rows wait, pending, for the next sender: deliver.ts), and nothing is told about an event
// that rolled back. The unique (event, subject, channel) makes a repeated or parallel report of one event a no-op.

export type NotificationChannel = 'email' | 'sms';

/** The database, or the transaction recording the event (preferred: see above). */
export type NotificationDb = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type Notice = {
  /** 'area.what', e.g. 'order.placed': the template that renders it is registered under this name (templates.ts). */
  event: string;
  /** What it is about (an order id…). One message per event, subject and channel, ever. */
  subjectId: string | number;
  userId?: number | null | undefined;
  /** Where each channel goes; a channel without an address is skipped. */
  to: Partial<Record<NotificationChannel, string | null | undefined>>;
  /** Facts of this moment the template needs (JSON). */
  data?: Record<string, unknown> | undefined;
};

/** Queues the notice's messages; answers how many were new (0: this event was already noticed). */
export async function enqueueNotice(db: NotificationDb, notice: Notice): Promise<number> {
  const rows = (Object.entries(notice.to) as Array<[NotificationChannel, string | null | undefined]>)
    .filter((entry): entry is [NotificationChannel, string] => typeof entry[1] === 'string' && entry[1].trim() !== '')
    .map(([channel, recipient]) => ({
      event: notice.event,
      subjectId: String(notice.subjectId),
      channel,
      recipient: recipient.trim(),
      userId: notice.userId ?? null,
      data: notice.data ?? {},
    }));
  if (rows.length === 0) return 0;
  const created = await db
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing({ target: [notifications.event, notifications.subjectId, notifications.channel] })
    .returning({ id: notifications.id });
  return created.length;
}

/** Queues a notice to a customer's account email and mobile number (those on the account now). */
export async function enqueueUserNotice(db: NotificationDb, userId: number, notice: Omit<Notice, 'to' | 'userId'>): Promise<number> {
  const [user] = await db.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  if (!user) return 0;
  return enqueueNotice(db, { ...notice, userId, to: { email: user.email, sms: user.phone } });
}
