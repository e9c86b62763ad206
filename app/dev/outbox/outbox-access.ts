import 'server-only';
import { notFound } from 'next/navigation';

/** The outbox holds live login codes and reset links: never served in production unless the demo asks (OUTBOX_PAGE=1). */
export function assertOutboxAllowed(): void {
  if (process.env.NODE_ENV === 'production' && process.env.OUTBOX_PAGE !== '1') notFound();
}

/** "21 Nov 2026, 14:05:09" in Kathmandu time. */
export function kathmanduTime(iso: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kathmandu',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).format(new Date(iso));
}
