import { median } from './rounds';

// Lighthouse scores one run of one page; on a shared machine one run can land in a busy moment. The bench runs each
// page several times and reports medians, the figures issue 26's goal is stated in.

/** The parts of a Lighthouse JSON report the bench reads. */
export type LighthouseReport = {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } } | undefined>;
};

export type PageFigures = {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Bytes of JavaScript transferred (as sent: compressed) on the audited load. */
  jsTransferBytes: number;
};

export function figuresOf(report: LighthouseReport): PageFigures {
  const score = (id: string) => report.categories[id]?.score ?? Number.NaN;
  const value = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  const scripts = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: score('performance'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    jsTransferBytes: scripts?.transferSize ?? Number.NaN,
  };
}

/** Each figure's median over the runs (each figure on its own: the median run of one need not be another's). */
export function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]).filter((value) => !Number.isNaN(value)));
  return {
    performance: of('performance'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    jsTransferBytes: of('jsTransferBytes'),
  };
}

// Issue 26's goal, on medians: performance ≥ 0.95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS 0, the other categories at 100.
export const GOAL = { performance: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0, otherCategories: 1 };

/** What a page's medians miss of the goal, in words ("LCP 2.6 s > 2.0 s"); empty when it meets it. */
export function missedGoal(figures: PageFigures): string[] {
  const missed: string[] = [];
  if (!(figures.performance >= GOAL.performance)) missed.push(`performance ${figures.performance} < ${GOAL.performance}`);
  if (!(figures.lcpMs <= GOAL.lcpMs)) missed.push(`LCP ${(figures.lcpMs / 1000).toFixed(1)} s > ${GOAL.lcpMs / 1000} s`);
  if (!(figures.tbtMs <= GOAL.tbtMs)) missed.push(`TBT ${Math.round(figures.tbtMs)} ms > ${GOAL.tbtMs} ms`);
  // Lighthouse reports tiny shifts as fractions like 0.0004; its display rounds them to 0, and so does the goal.
  if (!(Number(figures.cls.toFixed(3)) <= GOAL.cls)) missed.push(`CLS ${figures.cls.toFixed(3)} > 0`);
  for (const [key, name] of [['accessibility', 'accessibility'], ['bestPractices', 'best practices'], ['seo', 'SEO']] as const) {
    if (!(figures[key] >= GOAL.otherCategories)) missed.push(`${name} ${figures[key]} < 1`);
  }
  return missed;
}

/** The README's table: one row per page, medians. */
export function formatTable(rows: { page: string; path: string; runs: number; figures: PageFigures }[]): string {
  const lines = [
    '| Page | Performance | LCP | TBT | CLS | Accessibility | Best practices | SEO | JS transfer |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const { page, path, figures: f } of rows) {
    const pct = (score: number) => (Number.isNaN(score) ? '–' : String(Math.round(score * 100)));
    lines.push(
      `| ${page} (\`${path}\`) | ${pct(f.performance)} | ${(f.lcpMs / 1000).toFixed(1)} s | ${Math.round(f.tbtMs)} ms | ${f.cls.toFixed(3)} | ${pct(f.accessibility)} | ${pct(f.bestPractices)} | ${pct(f.seo)} | ${(f.jsTransferBytes / 1024).toFixed(0)} KiB |`,
    );
  }
  return lines.join('\n');
}
