import { formatNpr } from '@/lib/domain/money';
import { dayLabel, type CashCollectedRow, type CashDueRow, type ReportPeriod } from '@/lib/domain/reports';
import { csvHref, ReportSection } from './report-section';
import { SCROLL_BOX, TABLE, TD, TD_NUM, TFOOT_NUM, TFOOT_TD, TH, TH_NUM } from './table-styles';

const money = (paisa: number) => formatNpr(paisa, { compact: false });

/** Cash riders collected per Kathmandu day, and what riders still have to collect now. */
export function CashSection({ collected, due, period, today }: { collected: CashCollectedRow[]; due: CashDueRow[]; period: ReportPeriod; today: string }) {
  const collectedTotal = collected.reduce((sum, row) => sum + row.cash, 0);
  const dueTotal = due.reduce((sum, row) => sum + row.amount, 0);
  return (
    <ReportSection
      id="report-cash"
      title="Cash per rider"
      note="Collected: cash on delivery handed over at the door, by the Kathmandu day it was delivered. Still to collect: cash-on-delivery orders given to a rider and not yet delivered, as of now (whatever the period)."
      downloads={[
        { href: csvHref('cash-collected', period), label: 'CSV collected' },
        { href: csvHref('cash-to-collect', { from: today, to: today }), label: 'CSV to collect' },
      ]}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold text-gray-800">Collected, {period.label}</h3>
          {collected.length === 0 ? (
            <p className="text-sm text-gray-600">No cash collected in these days.</p>
          ) : (
            <div className={SCROLL_BOX} tabIndex={0} role="region" aria-label="Cash collected per rider and day">
              <table className={TABLE}>
                <caption className="sr-only">Cash collected per rider per day, {period.label}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={TH}>Day</th>
                    <th scope="col" className={TH}>Rider</th>
                    <th scope="col" className={TH_NUM}>Cash deliveries</th>
                    <th scope="col" className={TH_NUM}>Collected</th>
                  </tr>
                </thead>
                <tbody>
                  {collected.map((row) => (
                    <tr key={`${row.day}-${row.riderId}`}>
                      <td className={TD}>{dayLabel(row.day, 'EEE d MMM')}</td>
                      <th scope="row" className={`${TD} font-normal`}>{row.rider}</th>
                      <td className={TD_NUM}>{row.deliveries}</td>
                      <td className={TD_NUM}>{money(row.cash)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={3} className={`${TFOOT_TD} text-left`}>Total</th>
                    <td className={TFOOT_NUM}>{money(collectedTotal)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </div>
        <div className="min-w-0">
          <h3 className="mb-2 text-sm font-semibold text-gray-800">Still to collect, now</h3>
          {due.length === 0 ? (
            <p className="text-sm text-gray-600">No rider has cash to collect right now.</p>
          ) : (
            <table className={TABLE}>
              <caption className="sr-only">Cash still to collect per rider, now</caption>
              <thead>
                <tr>
                  <th scope="col" className={TH}>Rider</th>
                  <th scope="col" className={TH_NUM}>Orders</th>
                  <th scope="col" className={TH_NUM}>To collect</th>
                </tr>
              </thead>
              <tbody>
                {due.map((row) => (
                  <tr key={row.riderId}>
                    <th scope="row" className={`${TD} font-normal`}>{row.rider}</th>
                    <td className={TD_NUM}>{row.orders}</td>
                    <td className={TD_NUM}>{money(row.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={2} className={`${TFOOT_TD} text-left`}>Total</th>
                  <td className={TFOOT_NUM}>{money(dueTotal)}</td>
                </tr>
              </tfoot>
            </table>
          )}
        </div>
      </div>
    </ReportSection>
  );
}
