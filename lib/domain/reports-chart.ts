// The geometry of the reports' charts, drawn as SVG on the server (no chart library, no JavaScript in the browser):
// where each bar goes and which round numbers the axis shows. Pure and unit-tested; the components only draw it.

export type ChartDatum = { key: string; label: string; value: number };

/** 1, 2 or 5 times a power of ten, the smallest at least `value` (an axis step a person reads at a glance). */
export function niceStep(value: number): number {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const m of [1, 2, 5, 10]) if (m * power >= value * (1 - 1e-9)) return m * power;
  return 10 * power;
}

/**
 * The axis: 0 up to a round top at or above `max`, in about `count` round steps. Whole steps for counts (`whole`):
 * three orders get 0, 1, 2, 3, never 0, 0.75, 1.5.
 */
export function axisTicks(max: number, { count = 4, whole = false }: { count?: number; whole?: boolean } = {}): number[] {
  let step = niceStep(Math.max(max, 0) / count);
  if (whole) step = Math.max(1, Math.round(step));
  const top = Math.max(step, Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Math.round(value * 1e6) / 1e6);
  return ticks;
}

export type Box = { left: number; top: number; width: number; height: number };

export type VerticalBar = ChartDatum & { x: number; y: number; width: number; height: number; showLabel: boolean };
export type VerticalChart = { width: number; height: number; plot: Box; bars: VerticalBar[]; ticks: { value: number; y: number }[] };

export type VerticalOptions = { width?: number; height?: number; left?: number; bottom?: number; maxLabels?: number; whole?: boolean };

/**
 * Bars standing on a baseline, one per datum in order (a day, a slot). With many bars (a year of days) only every
 * n-th carries its label, so labels never overlap; the table beside the chart has every figure.
 */
export function verticalBars(data: readonly ChartDatum[], options: VerticalOptions = {}): VerticalChart {
  const { width = 720, height = 240, left = 72, bottom = 36, maxLabels = 12, whole = false } = options;
  const plot: Box = { left, top: 12, width: width - left - 8, height: height - 12 - bottom };
  const ticks = axisTicks(Math.max(0, ...data.map((d) => d.value)), { whole });
  const top = ticks[ticks.length - 1] ?? 1;
  const slot = data.length ? plot.width / data.length : plot.width;
  const gap = Math.min(slot * 0.2, 8);
  const every = Math.max(1, Math.ceil(data.length / maxLabels));
  const bars = data.map((datum, index) => {
    const barHeight = top > 0 ? (Math.max(0, datum.value) / top) * plot.height : 0;
    return {
      ...datum,
      x: plot.left + index * slot + gap / 2,
      y: plot.top + plot.height - barHeight,
      width: Math.max(1, slot - gap),
      height: barHeight,
      showLabel: index % every === 0,
    };
  });
  return { width, height, plot, bars, ticks: ticks.map((value) => ({ value, y: plot.top + plot.height - (top > 0 ? (value / top) * plot.height : 0) })) };
}

export type HorizontalBar = ChartDatum & { y: number; width: number };
export type HorizontalChart = { width: number; height: number; rowHeight: number; barLeft: number; barMax: number; bars: HorizontalBar[] };

/** One row per datum, longest first as given: the name on the left, the bar, the figure at its end. */
export function horizontalBars(
  data: readonly ChartDatum[],
  { width = 720, rowHeight = 26, labelWidth = 240, valueWidth = 110 }: { width?: number; rowHeight?: number; labelWidth?: number; valueWidth?: number } = {},
): HorizontalChart {
  const barLeft = labelWidth;
  const barMax = width - labelWidth - valueWidth;
  const max = Math.max(0, ...data.map((d) => d.value));
  const bars = data.map((datum, index) => ({
    ...datum,
    y: index * rowHeight,
    width: max > 0 ? Math.max(datum.value > 0 ? 2 : 0, (datum.value / max) * barMax) : 0,
  }));
  return { width, height: Math.max(rowHeight, data.length * rowHeight), rowHeight, barLeft, barMax, bars };
}

/** Shortens a label to `max` characters with an ellipsis (the full name stays in the SVG's <title> and the table). */
export const clip = (text: string, max: number): string => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);
