import { kathmanduDay, kathmanduDayTime } from '@/lib/domain/kathmandu-format';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';

// The browser's date words (Intl) say exactly what the server's date-fns patterns say, on Kathmandu's calendar.

const instants = [
  '2026-03-05T09:19:00Z', // 3:04 PM in Kathmandu
  '2026-03-04T18:15:00Z', // midnight: 12:00 AM, the next day
  '2026-03-05T06:15:00Z', // noon: 12:00 PM
  '2025-12-31T18:14:59Z', // still 31 Dec in Kathmandu
  '2025-12-31T18:15:00Z', // 1 Jan: the year turns at 18:15 UTC
  '2024-02-29T00:00:00Z',
];

describe('Kathmandu date words without date-fns', () => {
  it.each(instants)('%s: day as d MMM yyyy and d MMMM yyyy', (instant) => {
    expect(kathmanduDay(instant)).toBe(formatKathmanduDate(instant, 'd MMM yyyy'));
    expect(kathmanduDay(instant, { long: true })).toBe(formatKathmanduDate(instant, 'd MMMM yyyy'));
  });

  it.each(instants)('%s: day and time as d MMM yyyy, h:mm a', (instant) => {
    expect(kathmanduDayTime(instant)).toBe(formatKathmanduDate(instant, 'd MMM yyyy, h:mm a'));
  });

  it('reads an instant on the Kathmandu clock, not the machine one', () => {
    expect(kathmanduDayTime('2026-03-05T09:19:00Z')).toBe('5 Mar 2026, 3:04 PM');
    expect(kathmanduDay(new Date('2025-12-31T18:15:00Z'))).toBe('1 Jan 2026');
  });
});
