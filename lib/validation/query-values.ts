import { z } from 'zod';

// Reading query-string values: what queryObject() gives is a string, or an array of strings when a key repeats.

/** The first value of a repeated key. */
export const first = (v: unknown): unknown => (Array.isArray(v) ? v[0] : v);

/** A blank value (?page=) counts as not given, so defaults apply. */
export const blankToUndefined = (v: unknown): unknown => {
  const value = first(v);
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
};

/** A whole number from the query string between min and max, `fallback` when not given; errors name `label`. */
export const intWithDefault = (label: string, fallback: number, min: number, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: `${label} must be a number` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} must be at most ${max}`)
      .default(fallback),
  );

/** ?page=: 1 when not given, at most `max` (a list's deepest page, which bounds its OFFSET). */
export const pageParam = (max: number) => intWithDefault('Page', 1, 1, max);
