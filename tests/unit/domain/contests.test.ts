import { contestGroup, contestStage, contestTimeline, countdownLine, votePeriod, type ContestDates } from '@/lib/domain/contests';

// The contest rules the pages and the server share: the stage from the dates, the countdown line, the vote period.

const at = (iso: string) => new Date(iso);
const contest: ContestDates = {
  entriesOpenAt: at('2026-10-20T06:15:00Z'),
  votingOpensAt: at('2026-10-30T06:15:00Z'),
  votingClosesAt: at('2026-11-06T06:15:00Z'),
  winnersDueAt: at('2026-11-09T06:15:00Z'),
  winnersAnnouncedAt: null,
};

describe('contestStage', () => {
  it('follows the dates: upcoming → entries → voting → judging, and winners once announced', () => {
    expect(contestStage(contest, at('2026-10-20T06:14:59Z'))).toBe('upcoming');
    expect(contestStage(contest, at('2026-10-20T06:15:00Z'))).toBe('entries');
    expect(contestStage(contest, at('2026-10-30T06:15:00Z'))).toBe('voting');
    expect(contestStage(contest, at('2026-11-06T06:15:00Z'))).toBe('judging');
    // Judging lasts until the winners are out, even past the date they were due.
    expect(contestStage(contest, at('2026-12-01T00:00:00Z'))).toBe('judging');
    expect(contestStage({ ...contest, winnersAnnouncedAt: at('2026-11-08T00:00:00Z') }, at('2026-11-08T00:00:01Z'))).toBe('winners');
  });

  it('groups the stages for /contests', () => {
    expect(['upcoming', 'entries', 'voting', 'judging', 'winners'].map((s) => contestGroup(s as never))).toEqual(['upcoming', 'running', 'running', 'running', 'ended']);
  });
});

describe('countdownLine', () => {
  it('names what comes next, in at most three units', () => {
    expect(countdownLine(contest, at('2026-10-10T06:15:00Z'))).toBe('Entries open in 10 days');
    expect(countdownLine(contest, at('2026-10-28T04:00:00Z'))).toBe('Entries close in 2 days 2 hrs 15 mins');
    expect(countdownLine(contest, at('2026-11-06T06:14:30Z'))).toBe('Voting ends in 30 secs');
    expect(countdownLine(contest, at('2026-11-08T06:15:00Z'))).toBe('Winners in 1 day');
    expect(countdownLine(contest, at('2026-11-10T00:00:00Z'))).toBe('Judging');
    expect(countdownLine({ ...contest, winnersAnnouncedAt: at('2026-11-08T00:00:00Z') }, at('2026-11-10T00:00:00Z'))).toBe('Winners announced');
  });
});

describe('contestTimeline', () => {
  it('marks the steps done, current and next', () => {
    expect(contestTimeline(contest, at('2026-11-01T00:00:00Z')).map((s) => `${s.stage}:${s.state}`)).toEqual(['entries:done', 'voting:current', 'judging:next', 'winners:next']);
  });
});

describe('votePeriod', () => {
  it('is the Kathmandu calendar day for daily contests: 18:14 UTC is still the same day there, 18:15 the next', () => {
    expect(votePeriod('daily', at('2026-11-01T18:14:59Z'))).toBe('2026-11-01');
    expect(votePeriod('daily', at('2026-11-01T18:15:00Z'))).toBe('2026-11-02');
  });

  it('is the whole contest for one-vote contests', () => {
    expect(votePeriod('once', at('2026-11-01T00:00:00Z'))).toBe(votePeriod('once', at('2027-01-01T00:00:00Z')));
  });
});
