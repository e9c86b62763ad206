import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { GET as inboxRoute } from '@/app/api/dashboard/v1/admin/support/route';
import { POST as attachRoute } from '@/app/api/dashboard/v1/admin/support/attachments/route';
import { GET as ticketRoute } from '@/app/api/dashboard/v1/admin/support/tickets/[id]/route';
import { POST as assignRoute } from '@/app/api/dashboard/v1/admin/support/tickets/[id]/assign/route';
import { POST as notesRoute } from '@/app/api/dashboard/v1/admin/support/tickets/[id]/notes/route';
import { POST as reopenRoute } from '@/app/api/dashboard/v1/admin/support/tickets/[id]/reopen/route';
import { POST as repliesRoute } from '@/app/api/dashboard/v1/admin/support/tickets/[id]/replies/route';
import { POST as resolveRoute } from '@/app/api/dashboard/v1/admin/support/tickets/[id]/resolve/route';
import { GET as customerTicketRoute } from '@/app/api/V2/ticket/[id]/route';
import { POST as customerReplyRoute } from '@/app/api/V2/reply-ticket/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog, users } from '@/lib/server/db/schema';
import { openTicket } from '@/lib/server/services/support';
import { callRoute } from '../support/call-route';
import { freshIp } from '../support/isolation';
import { newCustomer, ORIGIN, type Customer } from '../orders/support';
import { adminCall } from './support';

// The support inbox's tests: customers with tickets, and each inbox call as a staff member (or anyone) makes it.

export type Who = { headers: Record<string, string> } | null;

const as = (who: Who) => ({ ...(who?.headers ?? {}) });

let phoneCounter = 0;

/** A customer with a phone (so a reply is told by SMS too) and one open question. */
export async function customerWithTicket(
  subject = 'Photo cake size',
  message = 'Can you print a photo on a 1 lb eggless cake for Saturday?',
  name = 'Kamala Rai',
) {
  const customer = await newCustomer(name);
  phoneCounter += 1;
  const phone = `98${String(Date.now() + phoneCounter).slice(-8)}`;
  await getDb().update(users).set({ phone }).where(eq(users.id, customer.userId));
  const [user] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, customer.userId));
  const ticket = await openTicket(customer.userId, { subject, message, attachments: [] });
  return { customer, phone, email: user!.email!, ticketId: ticket.id };
}

export const inbox = (who: Who, query = '') => adminCall(inboxRoute, `/api/dashboard/v1/admin/support${query}`, { headers: as(who) });

const onTicket =
  (handler: typeof repliesRoute, suffix: string) =>
  (who: Who, id: number | string, body: unknown = {}) =>
    adminCall<{ id: string }>(handler, `/api/dashboard/v1/admin/support/tickets/${id}/${suffix}`, { method: 'POST', body, headers: as(who), params: { id: String(id) } });

export const viewTicket = (who: Who, id: number | string) =>
  adminCall<{ id: string }>(ticketRoute, `/api/dashboard/v1/admin/support/tickets/${id}`, { headers: as(who), params: { id: String(id) } });
export const replyTo = onTicket(repliesRoute, 'replies');
export const noteOn = onTicket(notesRoute, 'notes');
export const assign = onTicket(assignRoute, 'assign');
export const resolve = onTicket(resolveRoute, 'resolve');
export const reopen = onTicket(reopenRoute, 'reopen');

export const reply = (body: string, extra: Record<string, unknown> = {}) => ({ body, clientToken: randomUUID(), ...extra });

/** The customer's own view of their ticket (GET ticket/{id}: what /profile/tickets/{id} renders). */
export const customerView = (customer: Customer, id: number) =>
  callRoute<{ id: string }>(customerTicketRoute, { url: `/api/V2/ticket/${id}`, params: { id: String(id) }, headers: { origin: ORIGIN, ...freshIp(), ...customer.headers } });

export const customerReply = (customer: Customer, ticketId: number, message: string) =>
  callRoute(customerReplyRoute, { url: '/api/V2/reply-ticket', method: 'POST', body: { ticketId, message }, headers: { origin: ORIGIN, ...freshIp(), ...customer.headers } });

/** Uploads a file as a staff attachment (multipart, as the reply form sends it). */
export async function attach(who: Who, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const request = new NextRequest(new URL('/api/dashboard/v1/admin/support/attachments', ORIGIN), {
    method: 'POST',
    body: form,
    headers: { ...as(who), origin: ORIGIN, ...freshIp() },
  });
  const response = await attachRoute(request, { params: Promise.resolve({}) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read the envelope they expect
  return { status: response.status, body: body as any };
}

/** The audit entries about one ticket (or canned reply), oldest first. */
export const auditOf = (entity: string, id: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .then((rows) => rows.filter((row) => row.entity === entity).sort((a, b) => a.id - b.id));

/** A minimal valid PDF's bytes. */
export const tinyPdf = (): Uint8Array => new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
