import type { LoadResult } from './load-client';

// The bench loads every target in several interleaved rounds (static page, robots.txt, home, …, then again), so a
// slow patch of the shared machine lands on all targets of one round rather than on one target's whole figure. Each
// figure is the median over the rounds, and a target's ratio is the median of its ratios to the static page measured
// in the same round.

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

export type Combined = { rps: number; p99: number; ratio: number; bad: number; rounds: number[] };

/** One target's rounds against the static page's rounds (same order): medians, and every failed answer counted. */
export function combineRounds(results: LoadResult[], baseline: LoadResult[]): Combined {
  const ratios = results.map((result, index) => {
    const base = baseline[index]?.rps ?? 0;
    return base > 0 ? result.rps / base : 0;
  });
  return {
    rps: median(results.map((result) => result.rps)),
    p99: median(results.map((result) => result.p99)),
    ratio: median(ratios),
    bad: results.reduce((sum, result) => sum + result.non2xx + result.errors, 0),
    rounds: results.map((result) => Math.round(result.rps)),
  };
}
