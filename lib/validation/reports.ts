import { z } from 'zod';
import { isValidDateKey } from '@/lib/domain/delivery/schedule';
import { REPORT_PERIODS } from '@/lib/domain/reports';
import { blankToUndefined } from './query-values';
import { text } from './text';

// The reports' query string (page and API): ?period=today|month, or ?from=yyyy-MM-dd&to=yyyy-MM-dd (Kathmandu days).
// A malformed value is a 400 naming its field; a well-formed range that cannot be reported (the last day before the
// first, more than a year) is the period rules' 422 (lib/domain/reports.ts resolvePeriod).

const dayKey = (label: string) =>
  z.preprocess(
    blankToUndefined,
    text({ error: `${label}: use a date like 2030-03-14` })
      .refine(isValidDateKey, `${label}: use a date like 2030-03-14`)
      .refine((key) => key >= '2000-01-01' && key <= '2099-12-31', `${label}: choose a date between 2000 and 2099`)
      .optional(),
  );

export const reportQuerySchema = z.object({
  period: z.preprocess(blankToUndefined, z.enum(REPORT_PERIODS, { error: 'Choose today, this month or a range of dates' }).optional()),
  from: dayKey('First day'),
  to: dayKey('Last day'),
  format: z.preprocess(blankToUndefined, z.enum(['json', 'csv'], { error: 'Format is json or csv' }).default('json')),
  /** Top products: by units sold or by sales. */
  by: z.preprocess(blankToUndefined, z.enum(['units', 'sales'], { error: 'Rank by units or sales' }).default('units')),
});

export type ReportQuery = z.output<typeof reportQuerySchema>;

/** The first message per field of a refused query, for the page's inputs (the API answers the same through parseOrThrow). */
export function reportQueryErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}
