import Link from 'next/link';
import { INBOX_ASSIGNEE_FILTERS, INBOX_ASSIGNEE_LABELS, MAX_INBOX_SEARCH } from '@/lib/domain/support-inbox';
import type { InboxView } from './inbox-href';

// The inbox's filters: a plain GET form (works before any JavaScript; Enter applies it; the result is a URL). The tab
// rides along; a new filter starts from the first page.

const field = 'min-h-10 rounded-md border border-gray-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';
const label = 'flex flex-col gap-0.5 text-xs font-semibold text-gray-700';

export function InboxFilters({ view }: { view: InboxView }) {
  return (
    <form method="get" action="/admin/support" className="flex flex-wrap items-end gap-2" aria-label="Filter the tickets">
      {view.state !== 'new' ? <input type="hidden" name="state" value={view.state} /> : null}
      <label className={`${label} min-w-56 flex-1 sm:max-w-xs`}>
        Search
        <input type="search" name="q" defaultValue={view.q ?? ''} maxLength={MAX_INBOX_SEARCH} placeholder="Ticket number, customer name, email or phone" className={field} />
      </label>
      <label className={label}>
        Assigned to
        <select name="assigned" defaultValue={view.assigned} className={field}>
          {INBOX_ASSIGNEE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {INBOX_ASSIGNEE_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="submit"
        className="min-h-10 rounded-md bg-gray-900 px-3 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Apply
      </button>
      <Link href={view.state === 'new' ? '/admin/support' : `/admin/support?state=${view.state}`} className="min-h-10 px-2 py-2 text-sm text-brand-700 hover:underline">
        Clear filters
      </Link>
    </form>
  );
}
