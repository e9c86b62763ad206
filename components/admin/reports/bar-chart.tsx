import { verticalBars, type ChartDatum } from '@/lib/domain/reports-chart';

type Props = {
  /** Unique on the page: ties the SVG to its title and description. */
  id: string;
  title: string;
  /** What the chart shows in one sentence (read by screen readers; the table beside it has every figure). */
  description: string;
  data: readonly ChartDatum[];
  /** How a value reads on the axis and in a bar's tooltip. */
  format: (value: number) => string;
  /** Counts: whole-number axis steps. */
  whole?: boolean;
};

/** Bars per day or per slot, drawn on the server as SVG: no chart library, no script, prints as it shows. */
export function BarChart({ id, title, description, data, format, whole = false }: Props) {
  const chart = verticalBars(data, { whole });
  const baseline = chart.plot.top + chart.plot.height;
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      className="h-auto w-full max-w-3xl text-gray-700"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {chart.ticks.map((tick) => (
        <g key={tick.value}>
          <line x1={chart.plot.left} x2={chart.plot.left + chart.plot.width} y1={tick.y} y2={tick.y} className="stroke-gray-200" strokeWidth={1} />
          <text x={chart.plot.left - 6} y={tick.y + 4} textAnchor="end" className="fill-gray-600" fontSize={11}>
            {format(tick.value)}
          </text>
        </g>
      ))}
      {chart.bars.map((bar) => (
        <g key={bar.key}>
          <rect x={bar.x} y={bar.y} width={bar.width} height={Math.max(bar.height, 0)} className="fill-brand-600">
            <title>{`${bar.label}: ${format(bar.value)}`}</title>
          </rect>
          {bar.showLabel ? (
            <text x={bar.x + bar.width / 2} y={baseline + 16} textAnchor="middle" className="fill-gray-700" fontSize={11}>
              {bar.label}
            </text>
          ) : null}
        </g>
      ))}
      <line x1={chart.plot.left} x2={chart.plot.left + chart.plot.width} y1={baseline} y2={baseline} className="stroke-gray-500" strokeWidth={1} />
    </svg>
  );
}
