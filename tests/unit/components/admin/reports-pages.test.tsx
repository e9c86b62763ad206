import { render, screen, within } from '@testing-library/react';
import ReportsPage from '@/app/(admin)/admin/reports/page';
import TodayPage from '@/app/(admin)/admin/page';
import type { TodayOverview } from '@/lib/domain/reports-today';
import type { StaffRole } from '@/lib/domain/staff-roles';
import type { AllReports } from '@/lib/server/services/reports';

// The reports page and Today, rendered as the server renders them, with the access check and the services replaced
// (their sums are tested against a real database in tests/api/admin/reports*.test.ts): what each role is shown, and
// that every chart has its text and every table its CSV.

const staff = { role: 'manager' as StaffRole };
const loadAllReports = jest.fn();
const todayOverview = jest.fn();

jest.mock('@/lib/server/auth/back-office', () => ({
  requireStaffPage: jest.fn(async () => ({ role: staff.role, user: { id: 7, name: 'Maya Manager' }, session: {} })),
}));
jest.mock('@/lib/server/services/reports', () => ({
  loadAllReports: (...args: unknown[]) => loadAllReports(...args),
  todayOverview: (...args: unknown[]) => todayOverview(...args),
}));

const MARCH = { kind: 'range' as const, from: '2030-03-01', to: '2030-03-03', days: 3, label: '1 Mar 2030 – 3 Mar 2030' };

const REPORTS: AllReports = {
  period: MARCH,
  sales: {
    days: [
      { day: '2030-03-01', placed: 1, cancelled: 0, counted: 1, sales: 150_000, delivery: 10_000 },
      { day: '2030-03-02', placed: 2, cancelled: 1, counted: 1, sales: 250_050, delivery: 15_000 },
      { day: '2030-03-03', placed: 0, cancelled: 0, counted: 0, sales: 0, delivery: 0 },
    ],
    totals: { placed: 3, cancelled: 1, counted: 2, sales: 400_050, delivery: 25_000, averageOrder: 200_025 },
  },
  slots: [{ slotId: 2, method: 'Standard delivery', label: '12 PM – 3 PM', orders: 2, sales: 400_050 }],
  areas: [{ locationId: 5, area: 'New Baneshwor', city: 'Kathmandu', orders: 2, sales: 400_050 }],
  topProducts: {
    byUnits: [{ productId: 1, name: 'Black Forest Cake', units: 3, sales: 370_050, orders: 2 }],
    bySales: [{ productId: 1, name: 'Black Forest Cake', units: 3, sales: 370_050, orders: 2 }],
  },
  deliveryTimes: {
    days: [{ day: '2030-03-02', delivered: 1, averageMinutes: 1115, late: 1 }],
    delivered: 1,
    averageMinutes: 1115,
    late: 1,
    lateShare: 1,
    latest: [
      {
        orderId: 9,
        number: 'UG-3003-000009',
        deliveryDate: '2030-03-02',
        slotLabel: '3 PM – 6 PM',
        slotEndsAt: '2030-03-02T12:15:00.000Z',
        deliveredAt: '2030-03-02T13:00:00.000Z',
        minutesLate: 45,
        area: 'New Baneshwor',
        rider: 'Ram Bahadur',
      },
    ],
  },
  cashCollected: [{ day: '2030-03-01', riderId: 3, rider: 'Ram Bahadur', deliveries: 1, cash: 150_000 }],
  cashToCollect: [{ riderId: 3, rider: 'Ram Bahadur', orders: 1, amount: 80_000 }],
};

const reportsPage = async (searchParams: Record<string, string>) => render(await ReportsPage({ searchParams: Promise.resolve(searchParams) }));

beforeEach(() => {
  loadAllReports.mockReset().mockResolvedValue(REPORTS);
  todayOverview.mockReset();
  staff.role = 'manager';
});

describe('the reports page', () => {
  it('draws each chart as an image with a title and a description, beside its table', async () => {
    await reportsPage({ from: '2030-03-01', to: '2030-03-03' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Reports · 1 Mar 2030 – 3 Mar 2030');
    const sales = screen.getByRole('img', { name: /Sales per day/ });
    expect(sales).toHaveAccessibleDescription(/रू 4,000.50 in all from 2 orders/);
    expect(screen.getByRole('img', { name: /Orders per delivery slot/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /By units sold/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Orders and sales per day/ });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Day',
      'Placed',
      'Cancelled',
      'Sales (incl. delivery)',
      'Of which delivery',
      'Average order',
    ]);
    expect(within(table).getByRole('rowheader', { name: 'Sat 2 Mar 2030' }).closest('tr')).toHaveTextContent('रू 2,500.50');
  });

  it('every table has a CSV download for exactly the days shown', async () => {
    await reportsPage({ from: '2030-03-01', to: '2030-03-03' });
    const hrefs = screen.getAllByRole('link', { name: /CSV/ }).map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/api/dashboard/v1/admin/reports/sales.csv?from=2030-03-01&to=2030-03-03',
        '/api/dashboard/v1/admin/reports/slots.csv?from=2030-03-01&to=2030-03-03',
        '/api/dashboard/v1/admin/reports/areas.csv?from=2030-03-01&to=2030-03-03',
        '/api/dashboard/v1/admin/reports/top-products.csv?from=2030-03-01&to=2030-03-03&by=units',
        '/api/dashboard/v1/admin/reports/top-products.csv?from=2030-03-01&to=2030-03-03&by=sales',
        '/api/dashboard/v1/admin/reports/delivery-times.csv?from=2030-03-01&to=2030-03-03',
        '/api/dashboard/v1/admin/reports/late-deliveries.csv?from=2030-03-01&to=2030-03-03',
        '/api/dashboard/v1/admin/reports/cash-collected.csv?from=2030-03-01&to=2030-03-03',
      ]),
    );
    expect(hrefs).toHaveLength(9);
  });

  it('shows the late delivery and by how much', async () => {
    await reportsPage({ from: '2030-03-01', to: '2030-03-03' });
    const late = screen.getByRole('table', { name: /latest deliveries that came after/ });
    expect(within(late).getByRole('rowheader', { name: 'UG-3003-000009' }).closest('tr')).toHaveTextContent('45 min');
  });

  it('days that cannot be reported are said beside the input, and nothing is queried', async () => {
    await reportsPage({ from: '2030-03-10', to: '2030-03-01' });
    expect(loadAllReports).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Last day')).toHaveAccessibleDescription('The last day is before the first day.');
    expect(screen.getByRole('alert')).toHaveTextContent('The last day is before the first day.');
    await reportsPage({ from: 'yesterday', to: '2030-03-01' });
    expect(screen.getAllByRole('alert').at(-1)).toHaveTextContent('use a date like');
  });
});

const OVERVIEW: TodayOverview = {
  today: '2030-06-15',
  orders: {
    placed: { all: 2, today: 1 },
    confirmed: { all: 1, today: 1 },
    baking: { all: 1, today: 1 },
    ready: { all: 1, today: 1 },
    out_for_delivery: { all: 2, today: 2 },
    lateNow: 1,
    deliveredToday: 4,
    refundsDue: 1,
  },
  kitchen: [{ slotId: 2, method: 'Standard delivery', label: '12 PM – 3 PM', toBake: 1, cakesToBake: 3, baking: 0, done: 3 }],
  deliveries: [],
  sales: { orders: 5, sales: 600_000 },
};

const todayPage = async (role: StaffRole, overview: Partial<TodayOverview>) => {
  staff.role = role;
  todayOverview.mockResolvedValue({ ...OVERVIEW, ...overview });
  return render(await TodayPage());
};

describe('Today', () => {
  it('a manager: counts linking where they are acted on, the bake list, today’s sales and its report', async () => {
    await todayPage('manager', {});
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).getByRole('link', { name: /Late right now/ })).toHaveAttribute('href', '/admin/dispatch');
    expect(within(orders).getByRole('link', { name: /Waiting to be confirmed/ })).toHaveAttribute('href', '/admin/orders?status=placed');
    expect(within(orders).getByRole('link', { name: /Refunds due/ })).toHaveAttribute('href', '/admin/orders?refund=due');
    expect(screen.getByRole('link', { name: 'Open the kitchen board' })).toHaveAttribute('href', '/admin/kitchen');
    expect(screen.getByRole('link', { name: 'Today’s reports' })).toHaveAttribute('href', '/admin/reports?period=today');
    expect(screen.queryByRole('heading', { name: 'Your deliveries today' })).toBeNull();
  });

  it('a rider: their deliveries and a way to them, nothing else', async () => {
    await todayPage('rider', {
      orders: null,
      kitchen: null,
      sales: null,
      deliveries: [{ slotId: 2, label: '12 PM – 3 PM', toDeliver: 2, delivered: 1, toCollect: 80_000, collected: 120_000 }],
    });
    expect(screen.getByRole('heading', { name: 'Your deliveries today' })).toBeInTheDocument();
    expect(screen.getByText(/still to deliver/)).toHaveTextContent('2 still to deliver, रू 800 cash to collect.');
    expect(screen.getByRole('link', { name: 'Open my deliveries' })).toHaveAttribute('href', '/admin/deliveries');
    expect(screen.queryByRole('region', { name: 'Orders' })).toBeNull();
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/admin/deliveries']);
  });

  it('an editor is told what exists for them, and given no link to a screen they cannot open', async () => {
    await todayPage('editor', { orders: null, kitchen: null, sales: null, deliveries: null });
    expect(screen.getByText(/later update/)).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
  });

  it('the kitchen: no refunds, ready orders on the order list (no dispatch screen for it)', async () => {
    await todayPage('kitchen', { sales: null, deliveries: null });
    const orders = screen.getByRole('region', { name: 'Orders' });
    expect(within(orders).queryByRole('link', { name: /Refunds due/ })).toBeNull();
    expect(within(orders).getByRole('link', { name: /Ready to go/ })).toHaveAttribute('href', '/admin/orders?status=ready');
    expect(within(orders).getByRole('link', { name: /Baking/ })).toHaveAttribute('href', '/admin/kitchen');
    expect(screen.queryByRole('heading', { name: 'Placed today' })).toBeNull();
  });
});
