import { formatNpr } from '@/lib/domain/money';
import type { AreaRow, ReportPeriod, SlotRow } from '@/lib/domain/reports';
import { BarChart } from './bar-chart';
import { csvHref, ReportSection } from './report-section';
import { SCROLL_BOX, TABLE, TD, TD_NUM, TH, TH_NUM } from './table-styles';

const money = (paisa: number) => formatNpr(paisa, { compact: false });
const NOTE = 'By delivery date: every order due in these days, whenever it was placed; cancelled orders left out.';

function Empty({ children }: { children: string }) {
  return <p className="text-sm text-gray-600">{children}</p>;
}

/** Orders per delivery slot (method and window), with a bar per slot. */
export function SlotsReportSection({ rows, period }: { rows: SlotRow[]; period: ReportPeriod }) {
  const total = rows.reduce((sum, row) => sum + row.orders, 0);
  return (
    <ReportSection id="report-slots" title="Orders per delivery slot" note={NOTE} downloads={[{ href: csvHref('slots', period), label: 'Download CSV' }]}>
      {rows.length === 0 ? (
        <Empty>No deliveries in these days.</Empty>
      ) : (
        <>
          <BarChart
            id="chart-slots"
            title={`Orders per delivery slot, ${period.label}`}
            description={`One bar per slot: ${total} orders across ${rows.length} slots. The table below lists them.`}
            data={rows.map((row) => ({ key: String(row.slotId), label: row.label.replace(/ \(.*\)$/, ''), value: row.orders }))}
            format={(value) => String(value)}
            whole
          />
          <div className={SCROLL_BOX} tabIndex={0} role="region" aria-label="Orders per delivery slot">
            <table className={TABLE}>
              <caption className="sr-only">Orders per delivery slot, {period.label}</caption>
              <thead>
                <tr>
                  <th scope="col" className={TH}>Method</th>
                  <th scope="col" className={TH}>Slot</th>
                  <th scope="col" className={TH_NUM}>Orders</th>
                  <th scope="col" className={TH_NUM}>Sales (incl. delivery)</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.slotId}>
                    <td className={TD}>{row.method}</td>
                    <th scope="row" className={`${TD} font-normal`}>{row.label}</th>
                    <td className={TD_NUM}>{row.orders}</td>
                    <td className={TD_NUM}>{money(row.sales)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </ReportSection>
  );
}

/** Orders per delivery place (area and its city). */
export function AreasReportSection({ rows, period }: { rows: AreaRow[]; period: ReportPeriod }) {
  return (
    <ReportSection id="report-areas" title="Orders per area" note={NOTE} downloads={[{ href: csvHref('areas', period), label: 'Download CSV' }]}>
      {rows.length === 0 ? (
        <Empty>No deliveries in these days.</Empty>
      ) : (
        <div className={SCROLL_BOX} tabIndex={0} role="region" aria-label="Orders per area">
          <table className={TABLE}>
            <caption className="sr-only">Orders per delivery area, {period.label}, most orders first</caption>
            <thead>
              <tr>
                <th scope="col" className={TH}>Area</th>
                <th scope="col" className={TH}>City</th>
                <th scope="col" className={TH_NUM}>Orders</th>
                <th scope="col" className={TH_NUM}>Sales (incl. delivery)</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.locationId}>
                  <th scope="row" className={`${TD} font-normal`}>{row.area}</th>
                  <td className={TD}>{row.city ?? '–'}</td>
                  <td className={TD_NUM}>{row.orders}</td>
                  <td className={TD_NUM}>{money(row.sales)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ReportSection>
  );
}
