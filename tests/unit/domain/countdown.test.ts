import { countdownText } from '@/lib/domain/countdown';

const at = (iso: string) => new Date(iso);

describe('countdownText', () => {
  it('shows months, days and hours, largest first', () => {
    expect(countdownText(at('2025-01-10T00:00:00Z'), at('2025-03-13T04:00:00Z'))).toBe('2 months 3 days 4 hrs');
  });

  it('shows at most 3 units', () => {
    expect(countdownText(at('2025-01-10T00:00:00Z'), at('2025-01-10T05:03:20Z'))).toBe('5 hrs 3 mins 20 secs');
    expect(countdownText(at('2025-01-10T00:00:00Z'), at('2025-01-12T05:03:20Z'))).toBe('2 days 5 hrs 3 mins');
  });

  it('uses the singular for 1 and leaves out zero units', () => {
    expect(countdownText(at('2025-01-10T00:00:00Z'), at('2025-01-11T01:01:00Z'))).toBe('1 day 1 hr 1 min');
    expect(countdownText(at('2025-01-10T00:00:00Z'), at('2025-01-11T00:02:00Z'))).toBe('1 day 2 mins');
    expect(countdownText(at('2025-01-10T00:00:00Z'), at('2025-01-10T00:00:01Z'))).toBe('1 sec');
  });

  it('counts calendar months', () => {
    expect(countdownText(at('2025-01-10T00:00:00Z'), at('2025-02-09T00:00:00Z'))).toBe('30 days');
    expect(countdownText(at('2025-01-10T00:00:00Z'), at('2025-02-10T00:00:00Z'))).toBe('1 month');
    expect(countdownText(at('2025-02-15T00:00:00Z'), at('2025-03-15T00:00:00Z'))).toBe('1 month');
  });

  it("says 'Ended' once the moment has passed", () => {
    expect(countdownText(at('2025-01-10T00:00:00Z'), at('2025-01-10T00:00:00Z'))).toBe('Ended');
    expect(countdownText(at('2025-01-10T00:00:00Z'), at('2025-01-09T00:00:00Z'))).toBe('Ended');
  });
});
