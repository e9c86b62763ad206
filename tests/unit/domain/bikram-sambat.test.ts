import { adToBs, bsToAd, BS_FIRST_YEAR, BS_LAST_YEAR, formatBs } from '@/lib/domain/bikram-sambat';

// Known dates from Nepal's published calendars: New Years (1 Baisakh), Dashain's Vijaya Dashami and Laxmi Puja.
const KNOWN: Array<[string, string]> = [
  ['2013-04-14', '2070-01-01'],
  ['2015-04-14', '2072-01-01'],
  ['2018-04-14', '2075-01-01'],
  ['2020-04-13', '2077-01-01'],
  ['2023-04-14', '2080-01-01'],
  ['2024-04-13', '2081-01-01'],
  ['2025-04-14', '2082-01-01'],
  ['2026-04-14', '2083-01-01'],
  ['2025-10-02', '2082-06-16'], // Vijaya Dashami 2082
  ['2025-10-21', '2082-07-04'], // Laxmi Puja 2082
  ['2024-10-12', '2081-06-26'], // Vijaya Dashami 2081
  ['2023-09-20', '2080-06-03'], // Constitution Day (3 Ashwin)
];

const key = (d: { year: number; month: number; day: number } | null) =>
  d ? `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}` : null;

describe('Bikram Sambat dates', () => {
  it.each(KNOWN)('%s AD is %s BS, both ways', (ad, bs) => {
    expect(key(adToBs(ad))).toBe(bs);
    const [year, month, day] = bs.split('-').map(Number) as [number, number, number];
    expect(bsToAd({ year, month, day })).toBe(ad);
  });

  it('turns every day of the table back into itself', () => {
    const start = Date.UTC(2013, 3, 14);
    let lastYear = 0;
    for (let day = 0; ; day += 1) {
      const ad = new Date(start + day * 86_400_000).toISOString().slice(0, 10);
      const bs = adToBs(ad);
      if (!bs) break;
      lastYear = bs.year;
      expect(bsToAd(bs)).toBe(ad);
    }
    expect(lastYear).toBe(BS_LAST_YEAR);
  });

  it('answers null outside 2070–2090 BS and for days that do not exist', () => {
    expect(BS_FIRST_YEAR).toBe(2070);
    expect(BS_LAST_YEAR).toBe(2090);
    expect(adToBs('2013-04-13')).toBeNull();
    expect(adToBs('not a date')).toBeNull();
    expect(bsToAd({ year: 2091, month: 1, day: 1 })).toBeNull();
    expect(bsToAd({ year: 2081, month: 1, day: 32 })).toBeNull();
    expect(bsToAd({ year: 2081, month: 13, day: 1 })).toBeNull();
  });

  it('writes a BS date as people read it', () => {
    expect(formatBs({ year: 2083, month: 8, day: 10 })).toBe('10 Mangsir 2083 BS');
  });
});
