import type { Metadata } from 'next';
import { AreasReportSection, SlotsReportSection } from '@/components/admin/reports/places-report';
import { CashSection } from '@/components/admin/reports/cash-report';
import { DeliveryTimesSection } from '@/components/admin/reports/deliveries-report';
import { PeriodForm } from '@/components/admin/reports/period-form';
import { TopProductsSection } from '@/components/admin/reports/products-report';
import { SalesReportSection } from '@/components/admin/reports/sales-report';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { resolvePeriod } from '@/lib/domain/reports';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { loadAllReports } from '@/lib/server/services/reports';
import { reportQueryErrors, reportQuerySchema } from '@/lib/validation/reports';

// The reports (issue 24): orders and sales, slots and areas, top products, delivery times and late deliveries, cash
// per rider, for today, this month or a range of Kathmandu days. Each as a server-drawn chart where one helps and a
// table (the chart's text alternative), each table with its CSV. Days that cannot be reported (the last before the
// first, over a year) are said beside the inputs, and nothing is queried.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Reports' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function ReportsPage({ searchParams }: Props) {
  const params = await searchParams;
  const asked = { period: single(params.period), from: single(params.from), to: single(params.to) };
  const query = new URLSearchParams(Object.entries(asked).filter((entry): entry is [string, string] => Boolean(entry[1]))).toString();
  await requireStaffPage('reports.read', `/admin/reports${query ? `?${query}` : ''}`);

  const now = new Date();
  const parsed = reportQuerySchema.safeParse(asked);
  const resolved = parsed.success ? resolvePeriod(parsed.data, now) : null;
  const errors = !parsed.success ? reportQueryErrors(parsed.error) : resolved && !resolved.ok ? resolved.fields : {};
  const period = resolved?.ok ? resolved.period : null;
  const reports = period ? await loadAllReports(period, now) : null;

  return (
    <div className="mx-auto max-w-[1800px] space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-xl font-bold text-gray-900">Reports{period ? <span className="font-normal text-gray-700"> · {period.label}</span> : null}</h1>
        <p className="text-xs text-gray-600">Amounts in रू; CSV files give rupees with two decimals (columns ending “_npr”).</p>
      </div>
      <PeriodForm asked={{ from: asked.from, to: asked.to }} period={period} errors={errors} />
      {reports && period ? (
        <>
          <SalesReportSection report={reports.sales} period={period} />
          <div className="grid gap-4 xl:grid-cols-2">
            <SlotsReportSection rows={reports.slots} period={period} />
            <AreasReportSection rows={reports.areas} period={period} />
          </div>
          <TopProductsSection products={reports.topProducts} period={period} />
          <DeliveryTimesSection times={reports.deliveryTimes} period={period} />
          <CashSection collected={reports.cashCollected} due={reports.cashToCollect} period={period} today={kathmanduDateKey(now)} />
        </>
      ) : (
        <p role="alert" className="rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-900">
          {Object.values(errors)[0] ?? 'Choose the days to report on.'}
        </p>
      )}
    </div>
  );
}
