import { parseClock, parseOpeningHours, WEEK_DAYS } from '@/lib/domain/opening-hours';

// Store pages tell search engines their hours (LocalBusiness openingHoursSpecification) from the text the store wrote.

const everyDay = [...WEEK_DAYS];

describe('reading a store’s opening hours', () => {
  it('reads the hours every demo store writes: one span, every day', () => {
    expect(parseOpeningHours('6:30 AM – 10:00 PM')).toEqual([{ days: everyDay, opens: '06:30', closes: '22:00' }]);
    expect(parseOpeningHours('10:00 AM – 6:00 PM')).toEqual([{ days: everyDay, opens: '10:00', closes: '18:00' }]);
    expect(parseOpeningHours('7:00 AM - 9:30 PM')).toEqual([{ days: everyDay, opens: '07:00', closes: '21:30' }]);
  });

  it('reads days, ranges of days that wrap round the week, and several parts', () => {
    expect(parseOpeningHours('Sun–Fri 10 AM – 6 PM; Sat 11 AM – 4 PM')).toEqual([
      { days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '18:00' },
      { days: ['Saturday'], opens: '11:00', closes: '16:00' },
    ]);
    expect(parseOpeningHours('Fri-Mon 9:00 AM to 5:00 PM')).toEqual([{ days: ['Sunday', 'Monday', 'Friday', 'Saturday'], opens: '09:00', closes: '17:00' }]);
    expect(parseOpeningHours('Sun–Fri 10 AM – 6 PM, Sat 11 AM – 4 PM')).toHaveLength(2);
  });

  it('lets a later line close a day, and leaves closed days out', () => {
    expect(parseOpeningHours('Daily 7 AM – 9 PM; Sat closed')).toEqual([
      { days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '07:00', closes: '21:00' },
    ]);
  });

  it('reads 24-hour times, noon and midnight, a first time without am/pm, round-the-clock and past-midnight hours', () => {
    expect(parseOpeningHours('07:00 – 21:00')).toEqual([{ days: everyDay, opens: '07:00', closes: '21:00' }]);
    expect(parseOpeningHours('noon – midnight')).toEqual([{ days: everyDay, opens: '12:00', closes: '00:00' }]);
    expect(parseOpeningHours('10 – 6 PM')).toEqual([{ days: everyDay, opens: '10:00', closes: '18:00' }]);
    expect(parseOpeningHours('Open 24 hours')).toEqual([{ days: everyDay, opens: '00:00', closes: '23:59' }]);
    expect(parseOpeningHours('6 PM – 2 AM')).toEqual([{ days: everyDay, opens: '18:00', closes: '02:00' }]);
  });

  it('gives up (null) on text it cannot read rather than state wrong hours', () => {
    for (const text of ['', 'Call us', 'By appointment', 'Someday 7 AM – 9 PM', '25:00 – 26:00', 'Sat closed', '7 – 9']) {
      expect([text, parseOpeningHours(text)]).toEqual([text, null]);
    }
  });

  it('reads one clock time', () => {
    expect(parseClock('12:00 AM')).toBe('00:00');
    expect(parseClock('12:30 PM')).toBe('12:30');
    expect(parseClock('9.30 p.m.')).toBe('21:30');
    expect(parseClock('13:00 PM')).toBeNull();
    expect(parseClock('7')).toBeNull();
  });
});
