import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { POST as sendAgainRoute } from '@/app/api/dashboard/v1/admin/notifications/[id]/send-again/route';
import { GET as listRoute } from '@/app/api/dashboard/v1/admin/notifications/route';
import { notifications } from '@/lib/server/db/schema';
import { deliverDue } from '@/lib/server/jobs/notification-delivery';
import { listOutbox } from '@/lib/server/mail/outbox';
import { MAX_ATTEMPTS } from '@/lib/server/services/notifications';
import { asStaff, newOrder, type Caller } from '../admin/orders-support';
import { useTestDatabase } from '../support/database';
import { useTempOutbox } from '../support/isolation';
import { newStaffMember } from '../support/users';

// Notifications by job: the request that records an event makes the first attempt after its response (as before);
// the 'notification-delivery' job (deliverDue, every minute) makes the retries at their back-off times whether or not
// anyone uses the shop, and a message that fails its last attempt lands on the dead-letter list, which the back office
// shows (/admin/notifications) with "send again". The clock is injected: each run is "hours later".

const outboxDir = useTempOutbox();
const { db } = useTestDatabase();
beforeAll(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
afterAll(() => jest.restoreAllMocks());

function breakTheOutbox(): void {
  const broken = path.join(mkdtempSync(path.join(tmpdir(), 'ug-broken-')), 'not-a-folder');
  writeFileSync(broken, 'x'); // the outbox "folder" is a file: every send fails
  process.env.OUTBOX_DIR = broken;
}

const rowsAbout = (orderId: number) => db().select().from(notifications).where(eq(notifications.subjectId, String(orderId))).orderBy(notifications.channel);
const list = (who: Caller, query = '') => asStaff(listRoute, `/api/dashboard/v1/admin/notifications${query}`, who);
const sendAgain = (who: Caller, id: number | string) => asStaff(sendAgainRoute, `/api/dashboard/v1/admin/notifications/${id}/send-again`, who, { id, method: 'POST' });

describe('the notification-delivery job', () => {
  it('retries a failed message at its back-off without any request, and sends it once when mail works again', async () => {
    breakTheOutbox();
    const { buyer, order } = await newOrder({ name: 'Rita Thapa' }); // the after-response attempt fails
    expect((await rowsAbout(order.id)).map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    process.env.OUTBOX_DIR = outboxDir;
    // Before the back-off nothing is due; after it the job sends each message once, however many workers run it.
    expect(await deliverDue(new Date())).toMatchObject({ sent: 0 });
    const later = new Date(Date.now() + 2 * 60_000);
    await Promise.all([deliverDue(later), deliverDue(later)]);
    expect((await rowsAbout(order.id)).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect((await listOutbox()).filter((m) => m.to === buyer.email && m.subject.includes(order.number))).toHaveLength(1);
  });

  it('after the last attempt the message is on the dead-letter list; staff send it again and it goes out', async () => {
    breakTheOutbox();
    const { buyer, order } = await newOrder({ name: 'Kamala Shrestha' });
    let at = Date.now();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      at += 3 * 60 * 60 * 1000;
      await deliverDue(new Date(at));
    }
    const failed = await rowsAbout(order.id);
    expect(failed.map((r) => [r.status, r.attempts])).toEqual([
      ['failed', MAX_ATTEMPTS],
      ['failed', MAX_ATTEMPTS],
    ]);
    // The job never tries a dead letter again by itself.
    at += 24 * 60 * 60 * 1000;
    expect(await deliverDue(new Date(at))).toMatchObject({ sent: 0, failed: 0, retrying: 0 });

    const support = await newStaffMember('support');
    const res = await list(support);
    expect(res.status).toBe(200);
    const email = res.body.data.deadLetters.find((d: { id: number }) => d.id === failed[0]!.id);
    expect(email).toMatchObject({ event: 'order.placed', channel: 'email', recipient: buyer.email, attempts: MAX_ATTEMPTS, lastError: expect.stringMatching(/ENOTDIR|EEXIST|not a directory/i) });

    process.env.OUTBOX_DIR = outboxDir; // the cause is fixed
    const again = await sendAgain(await newStaffMember('manager'), email.id);
    expect(again.status).toBe(200);
    const [sent] = await db().select().from(notifications).where(eq(notifications.id, email.id));
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect((await listOutbox()).filter((m) => m.to === buyer.email && m.subject.includes(order.number))).toHaveLength(1);
    expect((await list(support)).body.data.deadLetters.map((d: { id: number }) => d.id)).not.toContain(email.id);

    // Pressed twice: the second finds it gone from the list.
    const twice = await sendAgain(support, email.id);
    expect([twice.status, twice.body.error.code]).toEqual([409, 'not_failed']);
  });

  it('refuses what it cannot use: an unknown or malformed id (404), a bad page link (400), staff without the permission (403)', async () => {
    const support = await newStaffMember('support');
    expect((await sendAgain(support, 2_000_000_000)).status).toBe(404);
    expect((await sendAgain(support, 'abc')).status).toBe(404);
    const bad = await list(support, '?after=-3');
    expect([bad.status, bad.body.error.code]).toEqual([400, 'validation_error']);
    expect((await list(await newStaffMember('kitchen'))).status).toBe(403);
    expect((await sendAgain(await newStaffMember('editor'), 1)).status).toBe(403);
  });
});
