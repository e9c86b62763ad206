import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { dayLabel, formatMinutes, formatShare, type DeliveryTimes, type ReportPeriod } from '@/lib/domain/reports';
import { csvHref, ReportSection } from './report-section';
import { SCROLL_BOX, TABLE, TD, TD_NUM, TH, TH_NUM } from './table-styles';

/** Time from placing to the door, and deliveries that came after their slot ended (with the latest of them). */
export function DeliveryTimesSection({ times, period }: { times: DeliveryTimes; period: ReportPeriod }) {
  const days = times.days.filter((day) => day.delivered > 0);
  return (
    <ReportSection
      id="report-deliveries"
      title="Delivery times and late deliveries"
      note="Orders delivered for these delivery dates. Time is from the order being placed to being handed over; late means handed over after the slot had ended."
      downloads={[
        { href: csvHref('delivery-times', period), label: 'CSV per day' },
        { href: csvHref('late-deliveries', period), label: 'CSV of late deliveries' },
      ]}
    >
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Delivered', String(times.delivered)],
          ['Average placed → delivered', formatMinutes(times.averageMinutes)],
          ['Late', String(times.late)],
          ['Late share', formatShare(times.lateShare)],
        ].map(([label, value]) => (
          <div key={label} className={`rounded-md px-3 py-2 ${label === 'Late' && times.late > 0 ? 'bg-brand-50' : 'bg-gray-50'}`}>
            <dt className="text-xs text-gray-600">{label}</dt>
            <dd className="text-lg font-semibold tabular-nums text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {days.length > 0 ? (
        <div className={SCROLL_BOX} tabIndex={0} role="region" aria-label="Deliveries per delivery date">
          <table className={TABLE}>
            <caption className="sr-only">Deliveries per delivery date, {period.label} (days with deliveries)</caption>
            <thead>
              <tr>
                <th scope="col" className={TH}>Delivery date</th>
                <th scope="col" className={TH_NUM}>Delivered</th>
                <th scope="col" className={TH_NUM}>Average placed → delivered</th>
                <th scope="col" className={TH_NUM}>Late</th>
                <th scope="col" className={TH_NUM}>Late share</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.day}>
                  <th scope="row" className={`${TD} font-normal`}>{dayLabel(day.day, 'EEE d MMM yyyy')}</th>
                  <td className={TD_NUM}>{day.delivered}</td>
                  <td className={TD_NUM}>{formatMinutes(day.averageMinutes)}</td>
                  <td className={TD_NUM}>{day.late}</td>
                  <td className={TD_NUM}>{formatShare(day.delivered ? day.late / day.delivered : null)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-gray-600">Nothing delivered for these dates.</p>
      )}
      {times.latest.length > 0 ? (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-gray-800">Latest late deliveries</h3>
          <div className="overflow-x-auto">
            <table className={TABLE}>
              <caption className="sr-only">The latest deliveries that came after their slot ended, newest first</caption>
              <thead>
                <tr>
                  <th scope="col" className={TH}>Order</th>
                  <th scope="col" className={TH}>Slot</th>
                  <th scope="col" className={TH}>Delivered</th>
                  <th scope="col" className={TH_NUM}>Late by</th>
                  <th scope="col" className={TH}>Area</th>
                  <th scope="col" className={TH}>Rider</th>
                </tr>
              </thead>
              <tbody>
                {times.latest.map((row) => (
                  <tr key={row.orderId}>
                    <th scope="row" className={`${TD} font-mono text-xs font-normal`}>{row.number}</th>
                    <td className={TD}>
                      {dayLabel(row.deliveryDate, 'd MMM')}, {row.slotLabel}
                    </td>
                    <td className={TD}>{formatKathmanduDate(row.deliveredAt, 'd MMM, HH:mm')}</td>
                    <td className={`${TD_NUM} font-semibold text-brand-800`}>{formatMinutes(row.minutesLate)}</td>
                    <td className={TD}>{row.area}</td>
                    <td className={TD}>{row.rider ?? '–'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      ) : null}
    </ReportSection>
  );
}
