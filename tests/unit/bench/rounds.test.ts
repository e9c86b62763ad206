/** @jest-environment node */
import { combineRounds, median } from '@/tests/bench/rounds';
import type { LoadResult } from '@/tests/bench/load-client';

const result = (rps: number, p99 = 10, non2xx = 0, errors = 0): LoadResult => ({ client: 'wrk', rps, p99, non2xx, errors });

describe('bench rounds', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('compares each round with the static page of the same round, so a slow round does not skew the ratio', () => {
    // Round 2 ran while the machine was busy: everything was slower in it, the ratio was not.
    const baseline = [result(1800), result(900), result(1700)];
    const page = [result(1530), result(765), result(1445)];
    const combined = combineRounds(page, baseline);
    expect(combined.ratio).toBeCloseTo(0.85, 5);
    expect(combined.rps).toBe(1445);
    expect(combined.rounds).toEqual([1530, 765, 1445]);
  });

  it('counts every failed answer of every round', () => {
    const combined = combineRounds([result(100, 10, 2), result(100, 10, 0, 1), result(100)], [result(100), result(100), result(100)]);
    expect(combined.bad).toBe(3);
  });
});
