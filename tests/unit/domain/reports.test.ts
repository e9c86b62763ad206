import { dayLabel, eachDayKey, formatMinutes, formatShare, resolvePeriod, rupeesForCsv } from '@/lib/domain/reports';

// Which Kathmandu days a report covers, and how its figures are written for a spreadsheet.

/** 00:10 on 1 April 2030 in Kathmandu is 18:25 on 31 March in UTC. */
const KATHMANDU_APRIL_FIRST = new Date('2030-03-31T18:25:00Z');

describe('resolvePeriod', () => {
  it('"today" and "this month" follow the Kathmandu calendar, not UTC', () => {
    expect(resolvePeriod({ period: 'today' }, KATHMANDU_APRIL_FIRST)).toEqual({
      ok: true,
      period: { kind: 'today', from: '2030-04-01', to: '2030-04-01', days: 1, label: 'Today, 1 Apr 2030' },
    });
    expect(resolvePeriod({ period: 'month' }, KATHMANDU_APRIL_FIRST)).toEqual({
      ok: true,
      period: { kind: 'month', from: '2030-04-01', to: '2030-04-30', days: 30, label: 'April 2030' },
    });
    // 23:59 on 31 March in Kathmandu is still March.
    expect(resolvePeriod({}, new Date('2030-03-31T18:14:00Z'))).toMatchObject({ ok: true, period: { kind: 'month', from: '2030-03-01', to: '2030-03-31' } });
  });

  it('February of a leap year has 29 days', () => {
    expect(resolvePeriod({ period: 'month' }, new Date('2032-02-10T06:00:00Z'))).toMatchObject({ period: { to: '2032-02-29', days: 29 } });
  });

  it('dates without a period mean a range; today/month ignore stray dates', () => {
    expect(resolvePeriod({ from: '2030-03-05', to: '2030-03-05' }, KATHMANDU_APRIL_FIRST)).toEqual({
      ok: true,
      period: { kind: 'range', from: '2030-03-05', to: '2030-03-05', days: 1, label: '5 Mar 2030' },
    });
    expect(resolvePeriod({ period: 'today', from: '2020-01-01', to: '2019-01-01' }, KATHMANDU_APRIL_FIRST)).toMatchObject({ ok: true, period: { from: '2030-04-01' } });
  });

  it('a range runs at most 366 days, forwards, with both ends', () => {
    expect(resolvePeriod({ from: '2030-01-01', to: '2031-01-01' }, KATHMANDU_APRIL_FIRST)).toMatchObject({ ok: true, period: { days: 366 } });
    expect(resolvePeriod({ from: '2030-01-01', to: '2031-01-02' }, KATHMANDU_APRIL_FIRST)).toEqual({
      ok: false,
      message: 'A report covers at most 366 days; this range has 367.',
      fields: { to: 'A report covers at most 366 days; this range has 367.' },
    });
    expect(resolvePeriod({ from: '2030-01-02', to: '2030-01-01' }, KATHMANDU_APRIL_FIRST)).toMatchObject({ ok: false, fields: { to: 'The last day is before the first day.' } });
    expect(resolvePeriod({ period: 'range' }, KATHMANDU_APRIL_FIRST)).toMatchObject({ ok: false, fields: { from: 'Choose the first day.', to: 'Choose the last day.' } });
  });
});

describe('days and figures', () => {
  it('eachDayKey walks calendar days across months and leap days', () => {
    expect(eachDayKey('2032-02-28', '2032-03-01')).toEqual(['2032-02-28', '2032-02-29', '2032-03-01']);
    expect(eachDayKey('2030-12-31', '2031-01-01')).toEqual(['2030-12-31', '2031-01-01']);
    expect(eachDayKey('2030-01-02', '2030-01-01')).toEqual([]);
  });

  it('dayLabel writes the calendar day it is given', () => {
    expect(dayLabel('2030-03-01')).toBe('1 Mar 2030');
    expect(dayLabel('2030-12-31', 'EEE d MMM')).toBe('Tue 31 Dec');
  });

  it('rupeesForCsv: integer paisa to rupees with exactly two decimals, no float rounding', () => {
    expect(rupeesForCsv(0)).toBe('0.00');
    expect(rupeesForCsv(5)).toBe('0.05');
    expect(rupeesForCsv(250_050)).toBe('2500.50');
    expect(rupeesForCsv(123_456_789_01)).toBe('123456789.01');
    expect(rupeesForCsv(-1_050)).toBe('-10.50');
  });

  it('formatMinutes and formatShare', () => {
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(125)).toBe('2 h 05 min');
    expect(formatMinutes(1_115)).toBe('18 h 35 min');
    expect(formatMinutes(3 * 1440 + 250)).toBe('3 d 4 h');
    expect(formatMinutes(null)).toBe('–');
    expect(formatShare(1 / 3)).toBe('33.3%');
    expect(formatShare(null)).toBe('–');
  });
});
