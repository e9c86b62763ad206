import { formatNpr } from '@/lib/domain/money';
import type { ProductRow, ReportPeriod, TopProducts } from '@/lib/domain/reports';
import { HorizontalBarChart } from './horizontal-bar-chart';
import { csvHref, ReportSection } from './report-section';
import { TABLE, TD, TD_NUM, TH, TH_NUM } from './table-styles';

const money = (paisa: number) => formatNpr(paisa, { compact: false });

function Ranking({ id, heading, rows, by, period }: { id: string; heading: string; rows: ProductRow[]; by: 'units' | 'sales'; period: ReportPeriod }) {
  return (
    <div className="min-w-0 space-y-3">
      <h3 className="text-sm font-semibold text-gray-800">{heading}</h3>
      <HorizontalBarChart
        id={id}
        title={`${heading}, ${period.label}`}
        description={`One bar per product, the best seller first. The table below has units, orders and sales for each.`}
        data={rows.map((row) => ({ key: `${row.productId ?? row.name}`, label: row.name, value: by === 'units' ? row.units : row.sales }))}
        format={(value) => (by === 'units' ? `${value}` : formatNpr(value))}
      />
      <table className={TABLE}>
        <caption className="sr-only">{`${heading}, ${period.label}`}</caption>
        <thead>
          <tr>
            <th scope="col" className={TH_NUM}>#</th>
            <th scope="col" className={TH}>Product</th>
            <th scope="col" className={TH_NUM}>Units</th>
            <th scope="col" className={TH_NUM}>Orders</th>
            <th scope="col" className={TH_NUM}>Sales</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={`${row.productId ?? row.name}`}>
              <td className={TD_NUM}>{index + 1}</td>
              <th scope="row" className={`${TD} font-normal`}>{row.name}</th>
              <td className={TD_NUM}>{row.units}</td>
              <td className={TD_NUM}>{row.orders}</td>
              <td className={TD_NUM}>{money(row.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The ten best sellers by units and by sales, side by side on a wide screen. */
export function TopProductsSection({ products, period }: { products: TopProducts; period: ReportPeriod }) {
  return (
    <ReportSection
      id="report-products"
      title="Top products"
      note="Products on orders placed in these days and not cancelled; add-ons, free gifts and prizes left out. Sales are the lines’ prices before order discounts and delivery."
      downloads={[
        { href: csvHref('top-products', period, { by: 'units' }), label: 'CSV by units' },
        { href: csvHref('top-products', period, { by: 'sales' }), label: 'CSV by sales' },
      ]}
    >
      {products.byUnits.length === 0 ? (
        <p className="text-sm text-gray-600">No products sold in these days.</p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <Ranking id="chart-products-units" heading="By units sold" rows={products.byUnits} by="units" period={period} />
          <Ranking id="chart-products-sales" heading="By sales" rows={products.bySales} by="sales" period={period} />
        </div>
      )}
    </ReportSection>
  );
}
