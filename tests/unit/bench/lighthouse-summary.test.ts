/** @jest-environment node */
import { figuresOf, formatTable, medianFigures, missedGoal, type LighthouseReport, type PageFigures } from '@/tests/bench/lighthouse-summary';

function report(performance: number, lcpMs: number, tbtMs: number, scriptBytes: number): LighthouseReport {
  return {
    categories: { performance: { score: performance }, accessibility: { score: 1 }, 'best-practices': { score: 1 }, seo: { score: 1 } },
    audits: {
      'largest-contentful-paint': { numericValue: lcpMs },
      'total-blocking-time': { numericValue: tbtMs },
      'cumulative-layout-shift': { numericValue: 0 },
      'resource-summary': { details: { items: [{ resourceType: 'total', transferSize: 900_000 }, { resourceType: 'script', transferSize: scriptBytes }] } },
    },
  };
}

const good: PageFigures = { performance: 0.97, lcpMs: 1800, tbtMs: 90, cls: 0, accessibility: 1, bestPractices: 1, seo: 1, jsTransferBytes: 140 * 1024 };

describe('Lighthouse bench summary', () => {
  it('reports each figure as its median over the runs, so one run in a busy moment does not decide the page', () => {
    const runs = [report(0.96, 1900, 80, 150_000), report(0.71, 5200, 900, 150_000), report(0.95, 2000, 120, 150_000)].map(figuresOf);
    const medians = medianFigures(runs);
    expect(medians).toMatchObject({ performance: 0.95, lcpMs: 2000, tbtMs: 120, jsTransferBytes: 150_000, cls: 0, seo: 1 });
    expect(missedGoal(medians)).toEqual([]);
  });

  it('names every part of the goal a page misses', () => {
    expect(missedGoal({ ...good, performance: 0.9, lcpMs: 2600, tbtMs: 210, cls: 0.05, accessibility: 0.96 })).toEqual([
      'performance 0.9 < 0.95',
      'LCP 2.6 s > 2 s',
      'TBT 210 ms > 150 ms',
      'CLS 0.050 > 0',
      'accessibility 0.96 < 1',
    ]);
    // A shift Lighthouse itself shows as 0 is no shift.
    expect(missedGoal({ ...good, cls: 0.0003 })).toEqual([]);
  });

  it('counts a page whose figure is missing as missing the goal, not as meeting it', () => {
    expect(missedGoal({ ...good, lcpMs: Number.NaN })).toEqual(['LCP NaN s > 2 s']);
  });

  it('prints the README table row of a page', () => {
    expect(formatTable([{ page: 'home', path: '/', runs: 5, figures: good }])).toContain('| home (`/`) | 97 | 1.8 s | 90 ms | 0.000 | 100 | 100 | 100 | 140 KiB |');
  });
});
