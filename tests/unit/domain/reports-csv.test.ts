import { reportCsv, reportFilename } from '@/lib/domain/reports-csv';

// Each report's CSV: a header naming units, amounts in rupees with two decimals, names escaped (lib/domain/csv.ts).

describe('reportCsv', () => {
  it('top products: ranked rows, a name with a comma and quotes quoted, one starting with "=" kept as text', () => {
    const csv = reportCsv('top-products', [
      { productId: 1, name: 'Black Forest, "Deluxe"', units: 3, sales: 370_050, orders: 2 },
      { productId: null, name: '=HYPERLINK("x")', units: 1, sales: 99, orders: 1 },
    ]);
    expect(csv.split('\r\n')).toEqual(['rank,product,units,orders,line_sales_npr', '1,"Black Forest, ""Deluxe""",3,2,3700.50', `2,"'=HYPERLINK(""x"")",1,1,0.99`]);
  });

  it('late deliveries: times in Kathmandu wall-clock, a missing rider left empty', () => {
    const csv = reportCsv('late-deliveries', [
      {
        orderId: 7,
        number: 'UG-3003-000007',
        deliveryDate: '2030-03-02',
        slotLabel: '3 PM – 6 PM',
        slotEndsAt: '2030-03-02T12:15:00.000Z',
        deliveredAt: '2030-03-02T13:00:00.000Z',
        minutesLate: 45,
        area: 'New Baneshwor',
        rider: null,
      },
    ]);
    expect(csv.split('\r\n')[1]).toBe('UG-3003-000007,2030-03-02,3 PM – 6 PM,2030-03-02 18:00,2030-03-02 18:45,45,New Baneshwor,');
  });

  it('delivery times: average minutes rounded, late share in percent, empty where nothing was delivered', () => {
    const csv = reportCsv('delivery-times', {
      days: [
        { day: '2030-03-01', delivered: 3, averageMinutes: 731.6, late: 1 },
        { day: '2030-03-02', delivered: 0, averageMinutes: null, late: 0 },
      ],
      delivered: 3,
      averageMinutes: 731.6,
      late: 1,
      lateShare: 1 / 3,
      latest: [],
    });
    expect(csv.split('\r\n')).toEqual([
      'delivery_date,delivered,average_minutes_placed_to_delivered,late,late_percent',
      '2030-03-01,3,732,1,33.3',
      '2030-03-02,0,,0,',
    ]);
  });
});

describe('reportFilename', () => {
  it('names the report and its days', () => {
    expect(reportFilename('sales', { from: '2030-03-01', to: '2030-03-31' })).toBe('upahar-ghar-sales-2030-03-01-to-2030-03-31.csv');
    expect(reportFilename('top-products', { from: '2030-03-02', to: '2030-03-02' }, 'by-units')).toBe('upahar-ghar-top-products-by-units-2030-03-02.csv');
  });
});
