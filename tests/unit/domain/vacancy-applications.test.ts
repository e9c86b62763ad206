import { checkTransition, checkVacancyTransition, isFinalStatus, nextStatuses, PIPELINE_STATUSES } from '@/lib/domain/vacancy-applications';

// The hiring pipeline of a business's vacancy: every pair of statuses, allowed or refused, and the vacancy's own
// open/paused/closed moves.

const ALLOWED = new Set(['received>shortlisted', 'received>rejected', 'shortlisted>interview', 'shortlisted>rejected', 'interview>hired', 'interview>rejected']);

describe('application pipeline', () => {
  it.each(PIPELINE_STATUSES.flatMap((from) => PIPELINE_STATUSES.filter((to) => to !== from).map((to) => [from, to] as const)))('%s → %s follows the table', (from, to) => {
    const check = checkTransition(from, to);
    expect(check.ok).toBe(ALLOWED.has(`${from}>${to}`));
    if (check.ok) expect(check.changed).toBe(true);
    else expect(check.reason.length).toBeGreaterThan(10);
  });

  it('takes the status it already has as done, changing nothing (a double tap)', () => {
    for (const status of PIPELINE_STATUSES) expect(checkTransition(status, status)).toEqual({ ok: true, changed: false });
  });

  it('ends at hired and rejected, and says why a final application cannot move', () => {
    expect(isFinalStatus('hired')).toBe(true);
    expect(isFinalStatus('rejected')).toBe(true);
    expect(isFinalStatus('interview')).toBe(false);
    expect(nextStatuses('hired')).toEqual([]);
    expect(checkTransition('hired', 'rejected')).toEqual({ ok: false, reason: 'This application was already hired; it cannot move any more.' });
    expect(checkTransition('received', 'hired')).toEqual({ ok: false, reason: 'An application that is received can move only to shortlisted or not selected.' });
  });

  it('refuses statuses outside the pipeline (the shop’s own steps, or nonsense)', () => {
    expect(checkTransition('received', 'offered').ok).toBe(false);
    expect(checkTransition('reviewing', 'shortlisted').ok).toBe(false);
    expect(nextStatuses('reviewing')).toEqual([]);
  });
});

describe('vacancy status', () => {
  it.each([
    ['open', 'paused', true],
    ['paused', 'open', true],
    ['open', 'closed', true],
    ['paused', 'closed', true],
    ['closed', 'open', false],
    ['closed', 'paused', false],
    ['open', 'archived', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(checkVacancyTransition(from, to).ok).toBe(allowed);
  });

  it('repeats as no change', () => {
    expect(checkVacancyTransition('closed', 'closed')).toEqual({ ok: true, changed: false });
  });
});
