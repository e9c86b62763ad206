// Kathmandu dates in words for code that also runs in the browser ('5 Mar 2026', '5 Mar 2026, 3:04 PM'), through the
// platform's Intl and its tz database rather than date-fns: date-fns' format with its locale is about 7 KiB of every
// page's JavaScript that shows a comment or a cake. The same text as formatKathmanduDate with the date-fns patterns
// named beside each function (tests/unit/domain/kathmandu-format.test.ts holds them to it).

const dayParts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kathmandu', day: 'numeric', month: 'short', year: 'numeric' });
const longDayParts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kathmandu', day: 'numeric', month: 'long', year: 'numeric' });
const timeParts = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kathmandu', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });

function pick(format: Intl.DateTimeFormat, date: Date | number | string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const part of format.formatToParts(new Date(date))) found[part.type] = part.value;
  return found;
}

/** 'd MMM yyyy', or with `long` 'd MMMM yyyy': '5 Mar 2026', '5 March 2026'. */
export function kathmanduDay(date: Date | number | string, { long = false }: { long?: boolean } = {}): string {
  const { day, month, year } = pick(long ? longDayParts : dayParts, date);
  return `${day} ${month} ${year}`;
}

/** 'd MMM yyyy, h:mm a': '5 Mar 2026, 3:04 PM'. */
export function kathmanduDayTime(date: Date | number | string): string {
  const { hour, minute, dayPeriod } = pick(timeParts, date);
  return `${kathmanduDay(date)}, ${hour}:${minute} ${dayPeriod?.toUpperCase()}`;
}
