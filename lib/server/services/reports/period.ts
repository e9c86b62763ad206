import 'server-only';
import { addDaysToKey, kathmanduDayStart } from '@/lib/domain/delivery/schedule';
import { resolvePeriod, type PeriodInput, type ReportPeriod } from '@/lib/domain/reports';
import { ApiError } from '@/lib/server/http/errors';

/** The report's days, or a 422 naming the field (`to` before `from`, more than a year, a range without its ends). */
export function reportPeriod(input: PeriodInput, now: Date = new Date()): ReportPeriod {
  const result = resolvePeriod(input, now);
  if (!result.ok) throw new ApiError(422, result.message, 'invalid_period', result.fields);
  return result.period;
}

/** The period's instants: Kathmandu midnight of its first day, up to (not including) the one after its last day. */
export function periodInstants(period: Pick<ReportPeriod, 'from' | 'to'>): { start: Date; end: Date } {
  return { start: new Date(kathmanduDayStart(period.from).getTime()), end: new Date(kathmanduDayStart(addDaysToKey(period.to, 1)).getTime()) };
}
