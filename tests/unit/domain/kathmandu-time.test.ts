import { formatKathmanduDate, KATHMANDU_TZ, kathmanduDateKey, nowInKathmandu } from '@/lib/domain/kathmandu-time';

describe('Kathmandu time', () => {
  it('is 5:45 ahead of UTC: 18:30 UTC is 00:15 the next day', () => {
    expect(formatKathmanduDate(new Date('2025-06-14T18:30:00Z'), 'yyyy-MM-dd HH:mm')).toBe('2025-06-15 00:15');
    expect(kathmanduDateKey('2025-06-14T18:14:59Z')).toBe('2025-06-14');
    expect(kathmanduDateKey('2025-06-14T18:15:00Z')).toBe('2025-06-15');
  });

  it('gives the current instant in the Kathmandu zone', () => {
    const now = nowInKathmandu();
    expect(now.timeZone).toBe(KATHMANDU_TZ);
    expect(Math.abs(now.getTime() - Date.now())).toBeLessThan(1000);
    expect(now.getTimezoneOffset()).toBe(-345);
  });
});
