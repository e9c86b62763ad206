import { clip, horizontalBars, type ChartDatum } from '@/lib/domain/reports-chart';

type Props = { id: string; title: string; description: string; data: readonly ChartDatum[]; format: (value: number) => string };

/** One bar per row (top products): the name, the bar, the figure. Server-drawn SVG; the table is its text. */
export function HorizontalBarChart({ id, title, description, data, format }: Props) {
  const chart = horizontalBars(data, { width: 640, labelWidth: 220, valueWidth: 100, rowHeight: 24 });
  return (
    <svg
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      viewBox={`0 0 ${chart.width} ${chart.height}`}
      className="h-auto w-full max-w-2xl"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {chart.bars.map((bar) => (
        <g key={bar.key} transform={`translate(0 ${bar.y})`}>
          <text x={chart.barLeft - 8} y={chart.rowHeight / 2 + 4} textAnchor="end" className="fill-gray-800" fontSize={12}>
            {clip(bar.label, 30)}
          </text>
          <rect x={chart.barLeft} y={4} width={bar.width} height={chart.rowHeight - 8} className="fill-brand-600">
            <title>{`${bar.label}: ${format(bar.value)}`}</title>
          </rect>
          <text x={chart.barLeft + bar.width + 6} y={chart.rowHeight / 2 + 4} className="fill-gray-700" fontSize={12}>
            {format(bar.value)}
          </text>
        </g>
      ))}
    </svg>
  );
}
