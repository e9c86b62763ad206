import {
  canReopen,
  canResolve,
  effectiveStatus,
  excerpt,
  reopenDeadline,
  REOPEN_WINDOW_DAYS,
  replyOutcome,
  statusAfterMessage,
  TICKET_STATUS_LABELS,
  type TicketState,
} from '@/lib/domain/support-tickets';

// The ticket statuses a customer sees and what they may do, at times relative to a fixed "now".

const now = new Date('2026-11-20T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (n: number) => new Date(now.getTime() - n * DAY);
const resolved = (days: number): TicketState => ({ status: 'resolved', resolvedAt: daysAgo(days) });

describe('ticket status rules', () => {
  it('names every status in words a customer understands', () => {
    expect(TICKET_STATUS_LABELS).toEqual({ open: 'Open', waiting_customer: 'Waiting for you', resolved: 'Resolved', closed: 'Closed' });
  });

  it('reads a resolved ticket as closed once its reopen window has passed', () => {
    expect(effectiveStatus(resolved(1), now)).toBe('resolved');
    expect(effectiveStatus(resolved(REOPEN_WINDOW_DAYS - 0.01), now)).toBe('resolved');
    expect(effectiveStatus(resolved(REOPEN_WINDOW_DAYS + 0.01), now)).toBe('closed');
    expect(effectiveStatus({ status: 'open', resolvedAt: null }, now)).toBe('open');
    expect(reopenDeadline(daysAgo(0)).getTime() - now.getTime()).toBe(REOPEN_WINDOW_DAYS * DAY);
  });

  it('lets the customer resolve open and waiting tickets, and reopen only within the window', () => {
    expect(canResolve({ status: 'open', resolvedAt: null }, now)).toBe(true);
    expect(canResolve({ status: 'waiting_customer', resolvedAt: null }, now)).toBe(true);
    expect(canResolve(resolved(1), now)).toBe(false);
    expect(canResolve({ status: 'closed', resolvedAt: null }, now)).toBe(false);
    expect(canReopen(resolved(2), now)).toBe(true);
    expect(canReopen(resolved(REOPEN_WINDOW_DAYS + 1), now)).toBe(false);
    expect(canReopen({ status: 'open', resolvedAt: null }, now)).toBe(false);
    expect(canReopen({ status: 'closed', resolvedAt: null }, now)).toBe(false);
  });

  it('continues a conversation unless the ticket is closed, where a reply opens a new ticket', () => {
    expect(replyOutcome({ status: 'waiting_customer', resolvedAt: null }, now)).toBe('continue');
    expect(replyOutcome(resolved(3), now)).toBe('continue');
    expect(replyOutcome(resolved(REOPEN_WINDOW_DAYS + 1), now)).toBe('new_ticket');
    expect(replyOutcome({ status: 'closed', resolvedAt: null }, now)).toBe('new_ticket');
  });

  it('opens the ticket on a customer message and waits for the customer after a staff one', () => {
    expect(statusAfterMessage('customer')).toBe('open');
    expect(statusAfterMessage('staff')).toBe('waiting_customer');
  });

  it('keeps the list’s last reply to one short line', () => {
    expect(excerpt('  Namaste,\n\n the cake   was late. ')).toBe('Namaste, the cake was late.');
    const long = excerpt('a'.repeat(300));
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });
});
