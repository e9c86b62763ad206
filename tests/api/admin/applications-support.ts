import { eq } from 'drizzle-orm';
import { POST as contactUs } from '@/app/api/V2/contact-us/route';
import { POST as sellAtUg } from '@/app/api/V2/sell-at-ug/route';
import { getDb } from '@/lib/server/db/client';
import { auditLog } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { freshIp } from '../support/isolation';

// What customers send (a seller application, a contact message) made through their real routes, and a staff call of
// any admin route, for the application-queue tests.

export type Caller = { headers: Record<string, string> } | null;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Handler = (request: any, context: any) => Promise<Response>;

export function asStaff(handler: Handler, url: string, who: Caller, options: { method?: string; body?: unknown; id?: number | string } = {}) {
  return callRoute(handler, {
    url,
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    body: options.body,
    params: options.id === undefined ? {} : { id: String(options.id) },
    headers: { ...freshIp(), ...(who?.headers ?? {}) },
  });
}

let pan = 700_000_000 + Math.floor(Math.random() * 90_000_000);
export const freshPan = () => String((pan += 1));

let phone = 9_851_000_000 + Math.floor(Math.random() * 900_000);
export const freshPhone = () => String((phone += 1));

export async function sellerApplication(overrides: Record<string, unknown> = {}): Promise<{ id: number; email: string; phone: string }> {
  const body = {
    businessName: 'Thimi Clay Studio',
    ownerName: 'Rajendra Prajapati',
    phone: freshPhone(),
    email: `studio.${pan}@thimiclay.example`,
    pan: freshPan(),
    location: 'Thimi, Bhaktapur',
    categories: ['handicrafts'],
    ...overrides,
  };
  const res = await callRoute(sellAtUg, { url: '/api/V2/sell-at-ug', method: 'POST', body, headers: { origin: 'http://localhost:3000', ...freshIp() } });
  if (res.status !== 201) throw new Error(`sell-at-ug: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id, email: String(body.email).toLowerCase(), phone: String(body.phone) };
}

export async function contactMessage(overrides: Record<string, unknown> = {}): Promise<{ id: number }> {
  const body = {
    name: 'Bimala Thapa',
    email: `bimala.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`,
    subject: 'Cake for my office on Friday',
    message: 'We need twelve 1 lb cakes delivered to our office in Jawalakhel on Friday at 3 pm. Can you send a quote?',
    ...overrides,
  };
  const res = await callRoute(contactUs, { url: '/api/V2/contact-us', method: 'POST', body, headers: { origin: 'http://localhost:3000', ...freshIp() } });
  if (res.status !== 201) throw new Error(`contact-us: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id };
}

/** The trail's entries about one thing, oldest first. */
export const auditOf = (entity: string, id: number) =>
  getDb()
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, String(id)))
    .then((rows) => rows.filter((row) => row.entity === entity).sort((a, b) => a.id - b.id));
