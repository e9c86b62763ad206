import { GET as oneReport } from '@/app/api/dashboard/v1/admin/reports/[name]/route';
import { GET as allReports } from '@/app/api/dashboard/v1/admin/reports/route';
import type { StaffRole } from '@/lib/domain/staff-roles';
import { cashToCollect } from '@/lib/server/services/reports';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';
import { newSignedInUser, newStaffMember } from '../support/users';
import { sampleProducts } from '../delivery/seeded';
import { AFTERNOON, at, makeOrder, NOON } from './reports-support';

// The reports (issue 24) over a month of orders placed at fixed Kathmandu times (March 2030): every figure is the sum
// a bookkeeper would make by hand from the orders below. The month's edges are Kathmandu's, not UTC's: an order at
// 00:10 on 2 March in Kathmandu is still 1 March in UTC, and one at 00:05 on 1 April is 31 March in UTC.

const { db } = useTestDatabase();

const MARCH = 'from=2030-03-01&to=2030-03-31';
type Staff = Awaited<ReturnType<typeof newStaffMember>>;

let manager: Staff;
let riderOne: Staff;
let riderTwo: Staff;
let cake: { id: number; name: string };
let gift: { id: number; name: string };
let late: { number: string };

const get = (path: string, headers: Record<string, string> = manager.headers) => {
  const url = new URL(path, 'http://localhost:3000');
  const name = url.pathname.split('/reports/')[1];
  return name
    ? callRoute(oneReport, { url: path, headers, params: { name } })
    : callRoute(allReports as Parameters<typeof callRoute>[0], { url: path, headers });
};

beforeAll(async () => {
  manager = await newStaffMember('manager');
  riderOne = await newStaffMember('rider', 'Ram Bahadur');
  riderTwo = await newStaffMember('rider', '=Shyam, "the fast"');
  const customer = await newSignedInUser('buyer', 'Sita Sharma');
  ({ cake, gift } = await sampleProducts(db()));
  const userId = customer.id;

  // 1 March: a cake, cash on delivery, delivered on time by Ram (240 minutes after it was placed).
  await makeOrder({
    userId,
    placedAt: at('2030-03-01 10:00'),
    status: 'delivered',
    total: 150_000,
    deliveryCharge: 10_000,
    deliveryDate: '2030-03-01',
    slot: NOON,
    riderId: riderOne.id,
    deliveredAt: at('2030-03-01 14:00'),
    cashCollected: 150_000,
    lines: [
      { productId: cake.id, name: cake.name, quantity: 1, unitPrice: 135_000 },
      { productId: null, name: 'Candles', quantity: 1, unitPrice: 5_000, kind: 'accessory' },
    ],
  });
  // 2 March 00:10 Kathmandu (1 March in UTC): two cakes, paid by eSewa, delivered 45 minutes after its slot ended.
  late = await makeOrder({
    userId,
    placedAt: at('2030-03-02 00:10'),
    status: 'delivered',
    total: 250_050,
    deliveryCharge: 15_000,
    deliveryDate: '2030-03-02',
    slot: AFTERNOON,
    paymentMethod: 'esewa',
    paymentStatus: 'paid',
    riderId: riderTwo.id,
    deliveredAt: at('2030-03-02 18:45'),
    lines: [{ productId: cake.id, name: cake.name, quantity: 2, unitPrice: 117_525 }],
  });
  // 2 March: cancelled — counted as placed, never as sales, units or a delivery.
  await makeOrder({
    userId,
    placedAt: at('2030-03-02 09:00'),
    status: 'cancelled',
    total: 99_900,
    deliveryDate: '2030-03-04',
    slot: AFTERNOON,
    lines: [{ productId: gift.id, name: gift.name, quantity: 3, unitPrice: 33_300 }],
  });
  // 3 March: five gifts to Jhamsikhel, out with Ram, cash still to collect; a line whose product was deleted since.
  await makeOrder({
    userId,
    placedAt: at('2030-03-03 12:00'),
    status: 'out_for_delivery',
    total: 80_000,
    deliveryCharge: 5_000,
    deliveryDate: '2030-03-03',
    slot: NOON,
    place: 'jhamsikhel',
    riderId: riderOne.id,
    lines: [
      { productId: gift.id, name: gift.name, quantity: 5, unitPrice: 13_000 },
      { productId: null, name: 'Black Forest, "Deluxe"', quantity: 1, unitPrice: 10_000 },
    ],
  });
  // Placed in February (not March's sales), delivered 1 March by Shyam (a March delivery, and March cash).
  await makeOrder({
    userId,
    placedAt: at('2030-02-28 23:00'),
    status: 'delivered',
    total: 50_000,
    deliveryDate: '2030-03-01',
    slot: NOON,
    riderId: riderTwo.id,
    deliveredAt: at('2030-03-01 13:00'),
    cashCollected: 50_000,
    lines: [{ productId: gift.id, name: gift.name, quantity: 1, unitPrice: 50_000 }],
  });
  // 1 April 00:05 Kathmandu (31 March in UTC): April's, not March's.
  await makeOrder({ userId, placedAt: at('2030-04-01 00:05'), status: 'placed', total: 70_000, deliveryDate: '2030-04-02', slot: NOON });
});

describe('GET admin/reports (all of them, JSON)', () => {
  it('sums March by Kathmandu days: orders placed, cancelled, sales with delivery, average order', async () => {
    const res = await get(`/api/dashboard/v1/admin/reports?${MARCH}`);
    expect(res.status).toBe(200);
    const { period, sales } = res.body.data;
    expect(period).toMatchObject({ kind: 'range', from: '2030-03-01', to: '2030-03-31', days: 31 });
    expect(sales.days).toHaveLength(31);
    expect(sales.days.slice(0, 4)).toEqual([
      { day: '2030-03-01', placed: 1, cancelled: 0, counted: 1, sales: 150_000, delivery: 10_000 },
      { day: '2030-03-02', placed: 2, cancelled: 1, counted: 1, sales: 250_050, delivery: 15_000 },
      { day: '2030-03-03', placed: 1, cancelled: 0, counted: 1, sales: 80_000, delivery: 5_000 },
      { day: '2030-03-04', placed: 0, cancelled: 0, counted: 0, sales: 0, delivery: 0 },
    ]);
    expect(sales.days[30]).toEqual({ day: '2030-03-31', placed: 0, cancelled: 0, counted: 0, sales: 0, delivery: 0 });
    expect(sales.totals).toEqual({ placed: 4, cancelled: 1, counted: 3, sales: 480_050, delivery: 30_000, averageOrder: 160_017 });
  });

  it('counts deliveries per slot and per place by delivery date, cancelled ones left out', async () => {
    const { slots, areas } = (await get(`/api/dashboard/v1/admin/reports?${MARCH}`)).body.data;
    expect(slots).toEqual([
      expect.objectContaining({ method: 'Standard delivery', label: '12 PM – 3 PM', orders: 3, sales: 280_000 }),
      expect.objectContaining({ method: 'Standard delivery', label: '3 PM – 6 PM', orders: 1, sales: 250_050 }),
    ]);
    expect(areas).toEqual([
      expect.objectContaining({ area: 'New Baneshwor', city: 'Kathmandu', orders: 3, sales: 450_050 }),
      expect.objectContaining({ area: 'Jhamsikhel', city: 'Lalitpur', orders: 1, sales: 80_000 }),
    ]);
  });

  it('ranks products by units and by sales: product lines of March orders only', async () => {
    const { topProducts } = (await get(`/api/dashboard/v1/admin/reports?${MARCH}`)).body.data;
    expect(topProducts.byUnits).toEqual([
      { productId: gift.id, name: gift.name, units: 5, sales: 65_000, orders: 1 },
      { productId: cake.id, name: cake.name, units: 3, sales: 370_050, orders: 2 },
      { productId: null, name: 'Black Forest, "Deluxe"', units: 1, sales: 10_000, orders: 1 },
    ]);
    expect(topProducts.bySales.map((p: { name: string }) => p.name)).toEqual([cake.name, gift.name, 'Black Forest, "Deluxe"']);
  });

  it('times deliveries from placing to the door, and lists the late one with how late', async () => {
    const { deliveryTimes } = (await get(`/api/dashboard/v1/admin/reports?${MARCH}`)).body.data;
    // 240 min (1 Mar), 1,115 min (00:10 → 18:45 on 2 Mar), 840 min (28 Feb 23:00 → 1 Mar 13:00).
    expect(deliveryTimes.delivered).toBe(3);
    expect(deliveryTimes.averageMinutes).toBeCloseTo((240 + 1115 + 840) / 3, 6);
    expect(deliveryTimes.late).toBe(1);
    expect(deliveryTimes.lateShare).toBeCloseTo(1 / 3, 6);
    expect(deliveryTimes.days[0]).toEqual({ day: '2030-03-01', delivered: 2, averageMinutes: 540, late: 0 });
    expect(deliveryTimes.latest).toEqual([
      expect.objectContaining({ number: late.number, deliveryDate: '2030-03-02', slotLabel: '3 PM – 6 PM', minutesLate: 45, area: 'New Baneshwor', rider: '=Shyam, "the fast"' }),
    ]);
  });

  it('totals cash per rider per Kathmandu day of delivery (the eSewa order brought no cash)', async () => {
    const { cashCollected } = (await get(`/api/dashboard/v1/admin/reports?${MARCH}`)).body.data;
    expect(cashCollected).toHaveLength(2);
    expect(cashCollected).toEqual(
      expect.arrayContaining([
        { day: '2030-03-01', riderId: riderTwo.id, rider: '=Shyam, "the fast"', deliveries: 1, cash: 50_000 },
        { day: '2030-03-01', riderId: riderOne.id, rider: 'Ram Bahadur', deliveries: 1, cash: 150_000 },
      ]),
    );
  });

  it('still to collect, now: cash-on-delivery orders out with a rider, until their date is a month old', async () => {
    expect(await cashToCollect(at('2030-03-03 15:00'))).toEqual(
      expect.arrayContaining([{ riderId: riderOne.id, rider: 'Ram Bahadur', orders: 1, amount: 80_000 }]),
    );
    expect((await cashToCollect(at('2030-03-03 15:00'))).find((row) => row.riderId === riderTwo.id)).toBeUndefined();
    expect((await cashToCollect(at('2030-05-10 12:00'))).find((row) => row.riderId === riderOne.id)).toBeUndefined();
  });

  it('a single Kathmandu day: 2 March holds the 00:10 order and the cancelled one, not 1 March’s', async () => {
    const res = await get('/api/dashboard/v1/admin/reports?from=2030-03-02&to=2030-03-02');
    expect(res.body.data.sales.totals).toMatchObject({ placed: 2, cancelled: 1, counted: 1, sales: 250_050 });
    const april = await get('/api/dashboard/v1/admin/reports?from=2030-04-01&to=2030-04-30');
    expect(april.body.data.sales.totals).toMatchObject({ placed: 1, sales: 70_000 });
  });
});

describe('GET admin/reports/{name}.csv', () => {
  it('sales: a header naming units, one row per day, rupees with two decimals, as a download', async () => {
    const res = await get(`/api/dashboard/v1/admin/reports/sales.csv?${MARCH}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="upahar-ghar-sales-2030-03-01-to-2030-03-31.csv"');
    const lines = String(res.body).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('date,orders_placed,orders_cancelled,orders_counted,sales_incl_delivery_npr,delivery_charges_npr,average_order_npr');
    expect(lines.slice(1, 4)).toEqual(['2030-03-01,1,0,1,1500.00,100.00,1500.00', '2030-03-02,2,1,1,2500.50,150.00,2500.50', '2030-03-03,1,0,1,800.00,50.00,800.00']);
    expect(lines).toHaveLength(32);
  });

  it('?format=csv works too; names with commas and quotes are quoted, a leading "=" cannot become a formula', async () => {
    const products = await get(`/api/dashboard/v1/admin/reports/top-products?${MARCH}&format=csv&by=sales`);
    expect(products.headers.get('content-disposition')).toContain('upahar-ghar-top-products-by-sales-2030-03-01-to-2030-03-31.csv');
    const productLines = String(products.body).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(productLines[0]).toBe('rank,product,units,orders,line_sales_npr');
    expect(productLines[3]).toBe('3,"Black Forest, ""Deluxe""",1,1,100.00');

    const lateCsv = await get(`/api/dashboard/v1/admin/reports/late-deliveries.csv?${MARCH}`);
    const lateLines = String(lateCsv.body).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lateLines[0]).toBe('order,delivery_date,slot,slot_ended_kathmandu,delivered_kathmandu,minutes_late,area,rider');
    expect(lateLines[1]).toBe(`${late.number},2030-03-02,3 PM – 6 PM,2030-03-02 18:00,2030-03-02 18:45,45,New Baneshwor,"'=Shyam, ""the fast"""`);
  });

  it('every report has its CSV; an unknown report is a 404', async () => {
    for (const name of ['slots', 'areas', 'delivery-times', 'cash-collected', 'cash-to-collect']) {
      const res = await get(`/api/dashboard/v1/admin/reports/${name}.csv?${MARCH}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
    }
    const cash = await get(`/api/dashboard/v1/admin/reports/cash-collected.csv?${MARCH}`);
    const [header, ...rows] = String(cash.body).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(header).toBe('date,rider,cash_deliveries,cash_collected_npr');
    expect(rows.sort()).toEqual(['2030-03-01,"\'=Shyam, ""the fast""",1,500.00', '2030-03-01,Ram Bahadur,1,1500.00'].sort());
    const unknown = await get(`/api/dashboard/v1/admin/reports/passwords.csv?${MARCH}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('not_found');
  });

  it('a JSON report by name carries its period', async () => {
    const res = await get(`/api/dashboard/v1/admin/reports/slots?${MARCH}`);
    expect(res.status).toBe(200);
    expect(res.body.data.period).toMatchObject({ from: '2030-03-01', to: '2030-03-31' });
    expect(res.body.data.report).toHaveLength(2);
  });
});

describe('who may read the reports', () => {
  it('owner and manager: yes; kitchen, dispatch, rider, editor and support: 403', async () => {
    expect((await get(`/api/dashboard/v1/admin/reports?${MARCH}`, (await newStaffMember('owner')).headers)).status).toBe(200);
    for (const role of ['kitchen', 'dispatch', 'rider', 'editor', 'support'] as StaffRole[]) {
      const { headers } = await newStaffMember(role);
      for (const path of [`/api/dashboard/v1/admin/reports?${MARCH}`, `/api/dashboard/v1/admin/reports/sales.csv?${MARCH}`]) {
        const res = await get(path, headers);
        expect({ role, status: res.status, code: res.body.error?.code }).toEqual({ role, status: 403, code: 'forbidden' });
      }
    }
  });

  it('a customer and a visitor get the unknown-path 404, CSV included', async () => {
    const customer = await newSignedInUser('buyer', 'Curious Customer');
    for (const headers of [{ authorization: `Bearer ${customer.token}` }, {}] as Record<string, string>[]) {
      for (const path of [`/api/dashboard/v1/admin/reports?${MARCH}`, `/api/dashboard/v1/admin/reports/sales.csv?${MARCH}`]) {
        const res = await get(path, headers);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ error: { message: 'API endpoint not found', code: 'not_found' } });
      }
    }
  });
});

describe('the period asked for', () => {
  it('the last day before the first, or more than 366 days: 422 naming "to"', async () => {
    const reversed = await get('/api/dashboard/v1/admin/reports?from=2030-03-10&to=2030-03-09');
    expect(reversed.status).toBe(422);
    expect(reversed.body.error.fields).toEqual({ to: 'The last day is before the first day.' });

    const tooLong = await get('/api/dashboard/v1/admin/reports/sales.csv?from=2030-01-01&to=2031-01-02');
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.fields.to).toMatch(/at most 366 days/);

    const leapYear = await get('/api/dashboard/v1/admin/reports?from=2032-01-01&to=2032-12-31');
    expect(leapYear.status).toBe(200);
    expect(leapYear.body.data.sales.days).toHaveLength(366);
  });

  it('a range with one end: 422 naming the missing one; a malformed date: 400 naming it', async () => {
    const oneEnd = await get('/api/dashboard/v1/admin/reports?period=range&from=2030-03-01');
    expect(oneEnd.status).toBe(422);
    expect(oneEnd.body.error.fields).toEqual({ to: 'Choose the last day.' });

    for (const query of ['from=2030-02-30&to=2030-03-01', 'from=01/03/2030&to=2030-03-01', 'from=1999-12-31&to=2000-01-01']) {
      const res = await get(`/api/dashboard/v1/admin/reports?${query}`);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['from']);
    }
    const hostile = await get('/api/dashboard/v1/admin/reports?from=2030-03-01%00&to=2030-03-02');
    expect(hostile.status).toBe(400);
    const badPeriod = await get('/api/dashboard/v1/admin/reports?period=year');
    expect(badPeriod.status).toBe(400);
    expect(badPeriod.body.error.fields).toHaveProperty('period');
  });

  it('"today" and "this month" are resolved on the server (Kathmandu calendar; their edges are unit-tested)', async () => {
    const today = await get('/api/dashboard/v1/admin/reports/sales?period=today');
    expect(today.status).toBe(200);
    expect(today.body.data.period).toMatchObject({ kind: 'today', days: 1 });
    expect(today.body.data.period.from).toBe(today.body.data.period.to);
    const month = await get('/api/dashboard/v1/admin/reports/sales?period=month');
    expect(month.body.data.period.from).toMatch(/-01$/);
    expect(month.body.data.report.days).toHaveLength(month.body.data.period.days);
  });
});
