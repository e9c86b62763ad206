import { desc, eq } from 'drizzle-orm';
import { POST as contactUs } from '@/app/api/V2/contact-us/route';
import { RATE_LIMITS } from '@/lib/server/auth/rate-limit';
import { contactMessages, notifications } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

// POST contact-us: stored for customer care, acknowledged through the outbox, rate-limited per client address,
// and a honeypot that quietly drops what bots send.

delete process.env.REDIS_URL; // rate limits counted in this file's own database

const { db } = useTestDatabase();
const ORIGIN = 'http://localhost:3000';

let ipCounter = 0;
const freshIp = () => `10.61.${(ipCounter += 1)}.9`;

const send = (body: unknown, ip = freshIp()) =>
  callRoute(contactUs, { url: '/api/V2/contact-us', method: 'POST', body, headers: { origin: ORIGIN, 'x-forwarded-for': ip } });

const MESSAGE = {
  name: 'Bimala Thapa',
  email: 'bimala.thapa@example.com',
  subject: 'Cake for my office on Friday',
  message: 'We need twelve 1 lb cakes delivered to our office in Jawalakhel on Friday at 3 pm. Can you send a quote?',
};

describe('POST contact-us', () => {
  it('stores the message and queues a mail that acknowledges it', async () => {
    const res = await send(MESSAGE);
    expect(res.status).toBe(201);
    expect(res.body.data.message).toMatch(/received your message/);
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, res.body.data.id));
    expect(row).toMatchObject({ name: 'Bimala Thapa', email: 'bimala.thapa@example.com', phone: null, status: 'new', subject: MESSAGE.subject });
    const queued = await db().select().from(notifications).where(eq(notifications.subjectId, String(res.body.data.id)));
    expect(queued.filter((n) => n.event === 'contact.received')).toEqual([expect.objectContaining({ channel: 'email', recipient: 'bimala.thapa@example.com' })]);
  });

  it('takes a phone instead of an email, and acknowledges by SMS', async () => {
    const res = await send({ ...MESSAGE, email: '', phone: '+977 985-1098765' });
    expect(res.status).toBe(201);
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.id, res.body.data.id));
    expect(row).toMatchObject({ email: null, phone: '+9779851098765' });
    const queued = await db().select().from(notifications).where(eq(notifications.subjectId, String(res.body.data.id)));
    expect(queued.find((n) => n.event === 'contact.received')).toMatchObject({ channel: 'sms' });
  });

  it('asks for an email or a phone when neither is given, and for the missing fields, with 400', async () => {
    const res = await send({ name: 'B', subject: '', message: 'short' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['name', 'subject', 'message']));
    const reach = await send({ ...MESSAGE, email: undefined });
    expect(reach.status).toBe(400);
    expect(reach.body.error.fields.email).toMatch(/email address or a phone number/);
  });

  it('refuses a body that is not JSON with a 400', async () => {
    const res = await send('not json');
    expect(res.status).toBe(400);
  });

  it('answers a bot that fills the honeypot like a person, and stores and sends nothing', async () => {
    const [before] = await db().select({ id: contactMessages.id }).from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    const res = await send({ ...MESSAGE, website: 'http://cheap-pills.example' });
    expect(res.status).toBe(201);
    expect(res.body.data.message).toMatch(/received your message/);
    const [after] = await db().select({ id: contactMessages.id }).from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(after?.id).toBe(before?.id);
  });

  it('refuses a cross-site post without a session (403)', async () => {
    const res = await callRoute(contactUs, { url: '/api/V2/contact-us', method: 'POST', body: MESSAGE, headers: { origin: 'https://evil.example', 'x-forwarded-for': freshIp() } });
    expect(res.status).toBe(403);
  });

  it(`allows ${RATE_LIMITS['contact-ip'].limit} messages an hour from one address, then answers 429`, async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS['contact-ip'].limit; i += 1) expect((await send(MESSAGE, ip)).status).toBe(201);
    const res = await send(MESSAGE, ip);
    expect(res.status).toBe(429);
    expect(res.body.error).toMatchObject({ code: 'rate_limited', message: expect.stringMatching(/Too many attempts/) });
    expect((await send(MESSAGE)).status).toBe(201); // another address is not affected
  });
});
