import Link from 'next/link';
import { boundedCount, INBOX_STATE_LABELS, INBOX_STATES, type InboxState } from '@/lib/domain/support-inbox';
import { inboxHref, type InboxView } from './inbox-href';

// The inbox's four tabs with their counts (under the current filters). Links, not buttons: each tab is a URL, and the
// current one is marked for screen readers (aria-current).
export function InboxTabs({ view, counts }: { view: InboxView; counts: Record<InboxState, number> }) {
  return (
    <nav aria-label="Ticket states">
      <ul className="flex flex-wrap gap-1 border-b border-gray-200">
        {INBOX_STATES.map((state) => {
          const current = state === view.state;
          return (
            <li key={state}>
              <Link
                href={inboxHref({ ...view, state, after: undefined })}
                aria-current={current ? 'page' : undefined}
                className={`-mb-px inline-flex min-h-10 items-center gap-2 rounded-t-md border px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 ${
                  current ? 'border-gray-200 border-b-white bg-white text-gray-900' : 'border-transparent text-gray-700 hover:bg-gray-100'
                }`}
              >
                {INBOX_STATE_LABELS[state]}
                <span className={`rounded-full px-2 text-xs ${current ? 'bg-gray-900 text-white' : 'bg-gray-200 text-gray-800'}`}>{boundedCount(counts[state])}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
