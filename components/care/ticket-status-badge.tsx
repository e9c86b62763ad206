import { TICKET_STATUS_LABELS, type TicketStatus } from '@/lib/domain/support-tickets';

const TONES: Record<TicketStatus, string> = {
  open: 'bg-saffron-400/20 text-cocoa-900',
  waiting_customer: 'bg-brand-50 text-brand-800',
  resolved: 'bg-leaf-500/15 text-leaf-700',
  closed: 'bg-gray-100 text-gray-700',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`} data-testid="ticket-status">
      {TICKET_STATUS_LABELS[status]}
    </span>
  );
}
