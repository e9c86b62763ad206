import { axisTicks, clip, horizontalBars, niceStep, verticalBars } from '@/lib/domain/reports-chart';

// The charts' geometry: round axis numbers, bars in proportion, labels that never crowd.

describe('axis', () => {
  it('niceStep rounds up to 1, 2 or 5 times a power of ten', () => {
    expect([0.3, 1, 1.5, 3, 7, 12, 480, 5_000].map(niceStep)).toEqual([0.5, 1, 2, 5, 10, 20, 500, 5_000]);
    expect(niceStep(0)).toBe(1);
  });

  it('axisTicks reach at least the largest value, in whole steps for counts', () => {
    expect(axisTicks(3, { whole: true })).toEqual([0, 1, 2, 3]);
    expect(axisTicks(480_050)).toEqual([0, 200_000, 400_000, 600_000]);
    expect(axisTicks(0, { whole: true })).toEqual([0, 1]);
  });
});

describe('verticalBars', () => {
  const days = Array.from({ length: 31 }, (_, i) => ({ key: String(i), label: String(i + 1), value: i === 4 ? 10 : i % 3 }));

  it('bars stand on one baseline, the tallest in proportion to the axis top', () => {
    const chart = verticalBars(days, { width: 720, height: 240, whole: true });
    const baseline = chart.plot.top + chart.plot.height;
    for (const bar of chart.bars) expect(bar.y + bar.height).toBeCloseTo(baseline, 6);
    expect(chart.ticks.at(-1)!.value).toBe(10);
    expect(chart.bars[4]!.height).toBeCloseTo(chart.plot.height, 6);
    expect(chart.bars[0]!.height).toBe(0);
    expect(chart.bars[1]!.height).toBeCloseTo(chart.plot.height / 10, 6);
  });

  it('bars do not overlap and stay inside the plot', () => {
    const { bars, plot } = verticalBars(days);
    for (let i = 1; i < bars.length; i += 1) expect(bars[i]!.x).toBeGreaterThanOrEqual(bars[i - 1]!.x + bars[i - 1]!.width);
    expect(bars.at(-1)!.x + bars.at(-1)!.width).toBeLessThanOrEqual(plot.left + plot.width + 1e-6);
  });

  it('a month shows every third label; a year at most 12 labels', () => {
    expect(verticalBars(days).bars.filter((bar) => bar.showLabel).map((bar) => bar.label)).toEqual(['1', '4', '7', '10', '13', '16', '19', '22', '25', '28', '31']);
    const year = Array.from({ length: 366 }, (_, i) => ({ key: String(i), label: String(i), value: 1 }));
    expect(verticalBars(year).bars.filter((bar) => bar.showLabel).length).toBeLessThanOrEqual(12);
  });
});

describe('horizontalBars', () => {
  it('the largest value takes the whole bar length; a small non-zero one stays visible', () => {
    const chart = horizontalBars(
      [
        { key: 'a', label: 'Cake', value: 1_000 },
        { key: 'b', label: 'Roses', value: 1 },
        { key: 'c', label: 'Card', value: 0 },
      ],
      { width: 600, labelWidth: 200, valueWidth: 100, rowHeight: 20 },
    );
    expect(chart.bars.map((bar) => bar.width)).toEqual([300, 2, 0]);
    expect(chart.bars.map((bar) => bar.y)).toEqual([0, 20, 40]);
    expect(chart.height).toBe(60);
  });

  it('clip shortens long names with an ellipsis', () => {
    expect(clip('Black Forest Cake with Cherries', 13)).toBe('Black Forest…');
    expect(clip('Black Forest Cake with Cherries', 13)).toHaveLength(13);
    expect(clip('Roses', 12)).toBe('Roses');
  });
});
