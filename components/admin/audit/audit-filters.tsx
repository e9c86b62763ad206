import Link from 'next/link';
import type { AuditFilterOptions } from '@/lib/server/services/audit/list';
import type { AuditListQuery } from '@/lib/validation/audit';

// The trail's filters: a plain GET form (works before any JavaScript; the result is a URL). A new filter starts from
// the first page (no cursor is sent). Days are Kathmandu days.

const field = 'min-h-10 rounded-md border border-gray-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';
const label = 'flex flex-col gap-0.5 text-xs font-semibold text-gray-700';

export function AuditFilters({ query, options }: { query: Partial<AuditListQuery>; options: AuditFilterOptions }) {
  return (
    <form method="get" action="/admin/audit" className="flex flex-wrap items-end gap-2" aria-label="Filter the audit trail">
      <label className={label}>
        Staff member
        <select name="staff" defaultValue={query.staff ? String(query.staff) : ''} className={field}>
          <option value="">Everyone</option>
          {options.staff.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.roleLabel})
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Kind of thing
        <select name="entity" defaultValue={query.entity ?? ''} className={field}>
          <option value="">Every kind</option>
          {options.entities.map((e) => (
            <option key={e} value={e}>
              {e}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        Action
        <select name="action" defaultValue={query.action ?? ''} className={field}>
          <option value="">Every action</option>
          {options.actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        From (Kathmandu day)
        <input type="date" name="from" defaultValue={query.from ?? ''} className={field} />
      </label>
      <label className={label}>
        To (Kathmandu day)
        <input type="date" name="to" defaultValue={query.to ?? ''} className={field} />
      </label>
      {query.entityId ? <input type="hidden" name="entityId" value={query.entityId} /> : null}
      <button type="submit" className="min-h-10 rounded-md bg-gray-900 px-3 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        Apply
      </button>
      <Link href="/admin/audit" className="min-h-10 px-2 py-2 text-sm text-brand-700 hover:underline">
        Clear filters
      </Link>
      {query.entityId ? (
        <p className="w-full text-sm text-gray-800">
          Only {query.entity ?? 'thing'} #{query.entityId}.
        </p>
      ) : null}
    </form>
  );
}
