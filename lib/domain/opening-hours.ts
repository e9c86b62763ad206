// A store's opening hours as people write them ('7:00 AM – 9:00 PM', 'Sun–Fri 10 AM – 6 PM; Sat closed', 'Open 24
// hours') read into the weekly spans structured data wants (schema.org OpeningHoursSpecification). Anything it
// cannot read gives null, and the page leaves the hours out of its JSON-LD rather than state wrong ones.

export const WEEK_DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** Days open, from `opens` to `closes` (24-hour 'HH:MM'; a `closes` before `opens` runs past midnight). */
export type OpeningSpan = { days: WeekDay[]; opens: string; closes: string };

const DAY_NAMES: Record<string, number> = {
  sun: 0, sunday: 0, mon: 1, monday: 1, tue: 2, tues: 2, tuesday: 2, wed: 3, wednesday: 3,
  thu: 4, thur: 4, thurs: 4, thursday: 4, fri: 5, friday: 5, sat: 6, saturday: 6,
};

const DASH = /\s*(?:-|–|—|to)\s*/;
const TIME = /^(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?$/i;

/** '7:00 AM' → '07:00', '19:30' → '19:30', 'noon' → '12:00'; null when it is not a time. */
export function parseClock(text: string): string | null {
  const t = text.trim().toLowerCase();
  if (t === 'noon') return '12:00';
  if (t === 'midnight') return '00:00';
  const m = TIME.exec(t);
  if (!m) return null;
  let hour = Number(m[1]);
  const minute = Number(m[2] ?? '0');
  const half = m[3]?.replace(/\./g, '');
  if (minute > 59) return null;
  if (half) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half === 'pm' ? 12 : 0);
  } else if (hour > 24 || m[2] === undefined) {
    // A bare '7' is not a time: only '07:00'-style 24-hour times may go without am/pm.
    return null;
  }
  return `${String(hour % 24).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** 'Sun–Fri' → Sunday…Friday, 'Sat' → Saturday, 'Daily' → every day, 'Fri–Mon' wraps round the week. */
function parseDays(text: string): WeekDay[] | null {
  const t = text.trim().toLowerCase().replace(/[:,]$/, '');
  if (t === '' || /^(daily|every ?day|all week|open|mon(day)?\s*(-|–|to)\s*sun(day)?|sun(day)?\s*(-|–|to)\s*sat(urday)?)$/.test(t)) return [...WEEK_DAYS];
  const days = new Set<number>();
  for (const part of t.split(/\s*(?:,|&|\band\b)\s*/)) {
    const [from, to, ...rest] = part.split(DASH);
    if (rest.length) return null;
    const a = DAY_NAMES[from ?? ''];
    if (a === undefined) return null;
    if (to === undefined) {
      days.add(a);
      continue;
    }
    const b = DAY_NAMES[to];
    if (b === undefined) return null;
    for (let d = a; ; d = (d + 1) % 7) {
      days.add(d);
      if (d === b) break;
    }
  }
  return [...days].sort((x, y) => x - y).map((d) => WEEK_DAYS[d]!);
}

type Part = { days: WeekDay[]; hours: { opens: string; closes: string } | 'closed' };

/** One 'days times' part: 'Sun–Fri 10 AM – 6 PM', '7:00 AM – 9:00 PM', 'Sat closed', 'Open 24 hours'. */
function parsePart(part: string): Part | null {
  const text = part.trim().replace(/\s+/g, ' ');
  const clock = /(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight)\s*(?:-|–|—|to)\s*(\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?|noon|midnight)$/i.exec(text);
  if (clock) {
    const days = parseDays(text.slice(0, clock.index));
    // '10 – 6 PM': a first time without am/pm takes the second's, or the other half when that would put it after.
    let opensText = clock[1]!;
    const closesText = clock[2]!;
    const half = /(am|pm)$/i.exec(closesText.replace(/\./g, ''))?.[1]?.toLowerCase();
    if (half && !/am|pm|a\.m\.|p\.m\.|noon|midnight/i.test(opensText)) {
      const same = parseClock(`${opensText} ${half}`);
      const closesAt = parseClock(closesText);
      opensText = same && closesAt && same > closesAt ? `${opensText} ${half === 'pm' ? 'am' : 'pm'}` : `${opensText} ${half}`;
    }
    const opens = parseClock(opensText);
    const closes = parseClock(closesText);
    if (!days || !opens || !closes || opens === closes) return null;
    return { days, hours: { opens, closes } };
  }
  const allDay = /^(.*?)\s*(?:open\s*)?24\s*(?:hours|hrs|h|\/7)$/i.exec(text);
  if (allDay) {
    const days = parseDays(allDay[1]!.replace(/\bopen\b/i, ''));
    return days ? { days, hours: { opens: '00:00', closes: '23:59' } } : null;
  }
  const closed = /^(.*?)\s*(?:closed|off|holiday)$/i.exec(text);
  const closedDays = closed && closed[1]!.trim() ? parseDays(closed[1]!) : null;
  return closedDays ? { days: closedDays, hours: 'closed' } : null;
}

/**
 * The weekly spans of an opening-hours text, or null when any part of it cannot be read or it names no open hours.
 * Parts are separated by ';', a line break, ' / ', '|', or a comma before a day ('Sun–Fri 10 AM – 6 PM, Sat 11 AM –
 * 4 PM'); a day named again takes its later hours ('Daily 7 AM – 9 PM; Sat closed'). Days with the same hours are one
 * span, in week order from Sunday.
 */
export function parseOpeningHours(text: string): OpeningSpan[] | null {
  const parts = text
    .split(/\s*(?:;|\n|\s\/\s|\||,\s*(?=(?:sun|mon|tue|wed|thu|fri|sat)))\s*/i)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length === 0) return null;
  const byDay = new Map<WeekDay, Part['hours']>();
  for (const part of parts) {
    const parsed = parsePart(part);
    if (parsed === null) return null;
    for (const day of parsed.days) byDay.set(day, parsed.hours);
  }
  const spans: OpeningSpan[] = [];
  for (const day of WEEK_DAYS) {
    const hours = byDay.get(day);
    if (!hours || hours === 'closed') continue;
    const same = spans.find((span) => span.opens === hours.opens && span.closes === hours.closes);
    if (same) same.days.push(day);
    else spans.push({ days: [day], ...hours });
  }
  return spans.length ? spans : null;
}
