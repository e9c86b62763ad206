import { formatNpr } from '@/lib/domain/money';
import { dayLabel, type ReportPeriod, type SalesReport } from '@/lib/domain/reports';
import { BarChart } from './bar-chart';
import { csvHref, ReportSection } from './report-section';
import { SCROLL_BOX, TABLE, TD, TD_NUM, TFOOT_NUM, TFOOT_TD, TH, TH_NUM } from './table-styles';

const money = (paisa: number) => formatNpr(paisa, { compact: false });

/** Orders and sales per Kathmandu day the orders were placed, with the period's totals. */
export function SalesReportSection({ report, period }: { report: SalesReport; period: ReportPeriod }) {
  const { totals } = report;
  const short = period.days <= 31 ? 'd' : 'd MMM';
  return (
    <ReportSection
      id="report-sales"
      title="Orders and sales"
      note="By the day each order was placed. Sales are order totals including the delivery charge the customer paid, after discounts; cancelled orders are counted as placed but not in sales."
      downloads={[{ href: csvHref('sales', period), label: 'Download CSV' }]}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Orders placed', String(totals.placed)],
          ['Sales (incl. delivery)', money(totals.sales)],
          ['Average order', money(totals.averageOrder)],
          ['Cancelled', String(totals.cancelled)],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md bg-gray-50 px-3 py-2">
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      <BarChart
        id="chart-sales"
        title={`Sales per day, ${period.label}`}
        description={`One bar per day from ${dayLabel(period.from)} to ${dayLabel(period.to)}: ${money(totals.sales)} in all from ${totals.counted} orders. The table below lists every day.`}
        data={report.days.map((day) => ({ key: day.day, label: dayLabel(day.day, short), value: day.sales }))}
        format={(value) => formatNpr(value)}
      />
      <div className={SCROLL_BOX} tabIndex={0} role="region" aria-label="Orders and sales per day">
        <table className={TABLE}>
          <caption className="sr-only">Orders and sales per day, {period.label}</caption>
          <thead>
            <tr>
              <th scope="col" className={TH}>Day</th>
              <th scope="col" className={TH_NUM}>Placed</th>
              <th scope="col" className={TH_NUM}>Cancelled</th>
              <th scope="col" className={TH_NUM}>Sales (incl. delivery)</th>
              <th scope="col" className={TH_NUM}>Of which delivery</th>
              <th scope="col" className={TH_NUM}>Average order</th>
            </tr>
          </thead>
          <tbody>
            {report.days.map((day) => (
              <tr key={day.day} className={day.placed ? '' : 'text-gray-500'}>
                <th scope="row" className={`${TD} font-normal`}>{dayLabel(day.day, 'EEE d MMM yyyy')}</th>
                <td className={TD_NUM}>{day.placed}</td>
                <td className={TD_NUM}>{day.cancelled}</td>
                <td className={TD_NUM}>{money(day.sales)}</td>
                <td className={TD_NUM}>{money(day.delivery)}</td>
                <td className={TD_NUM}>{day.counted ? money(Math.round(day.sales / day.counted)) : '–'}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={`${TFOOT_TD} text-left`}>Total</th>
              <td className={TFOOT_NUM}>{totals.placed}</td>
              <td className={TFOOT_NUM}>{totals.cancelled}</td>
              <td className={TFOOT_NUM}>{money(totals.sales)}</td>
              <td className={TFOOT_NUM}>{money(totals.delivery)}</td>
              <td className={TFOOT_NUM}>{totals.counted ? money(totals.averageOrder) : '–'}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </ReportSection>
  );
}
