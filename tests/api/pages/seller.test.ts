import { eq } from 'drizzle-orm';
import { POST as sellAtUg } from '@/app/api/V2/sell-at-ug/route';
import { SELLER_REVIEW_DAYS } from '@/lib/domain/shop-policies';
import { notifications, sellerApplications } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

// POST sell-at-ug: the /be-a-seller application. Stored, acknowledged by mail, one per PAN (answered kindly).

delete process.env.REDIS_URL;

const { db } = useTestDatabase();
let ipCounter = 0;
const freshIp = () => `10.62.${(ipCounter += 1)}.3`;

const apply = (body: unknown) =>
  callRoute(sellAtUg, { url: '/api/V2/sell-at-ug', method: 'POST', body, headers: { origin: 'http://localhost:3000', 'x-forwarded-for': freshIp() } });

const APPLICATION = {
  businessName: 'Thimi Clay Studio',
  ownerName: 'Rajendra Prajapati',
  phone: '9841234567',
  email: 'Studio@ThimiClay.example',
  pan: '601 234 567',
  location: 'Thimi, Bhaktapur',
  categories: ['handicrafts', 'personalised-gifts', 'handicrafts'],
};

describe('POST sell-at-ug', () => {
  it('stores the application (PAN digits only, email lower-cased, categories once each) and queues the mail', async () => {
    const res = await apply(APPLICATION);
    expect(res.status).toBe(201);
    expect(res.body.data.message).toContain(`${SELLER_REVIEW_DAYS} working days`);
    const [row] = await db().select().from(sellerApplications).where(eq(sellerApplications.id, res.body.data.id));
    expect(row).toMatchObject({ pan: '601234567', email: 'studio@thimiclay.example', categories: ['handicrafts', 'personalised-gifts'], status: 'pending' });
    const [mail] = await db().select().from(notifications).where(eq(notifications.subjectId, String(row!.id)));
    expect(mail).toMatchObject({ event: 'seller.applied', channel: 'email', recipient: 'studio@thimiclay.example' });
  });

  it('answers a second application for the same PAN kindly with 409, and stores nothing more', async () => {
    const res = await apply({ ...APPLICATION, businessName: 'Thimi Clay Studio (again)', pan: '601234567' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('seller_already_applied');
    expect(res.body.error.message).toMatch(/already have an application for this PAN/);
    const rows = await db().select().from(sellerApplications).where(eq(sellerApplications.pan, '601234567'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a PAN that is not 9 digits, a bad phone and no categories, with 400 and a message per field', async () => {
    const res = await apply({ ...APPLICATION, pan: '12345', phone: '12345', categories: [] });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ pan: expect.stringMatching(/9 digits/), phone: expect.any(String), categories: expect.any(String) });
    const unknown = await apply({ ...APPLICATION, pan: '601234568', categories: ['weapons'] });
    expect(unknown.status).toBe(400);
  });
});
