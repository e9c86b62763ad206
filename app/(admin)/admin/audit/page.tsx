import type { Metadata } from 'next';
import Link from 'next/link';
import { AuditEntry } from '@/components/admin/audit/audit-entry';
import { AuditFilters } from '@/components/admin/audit/audit-filters';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { ApiError } from '@/lib/server/http/errors';
import { fieldErrors } from '@/lib/server/http/respond';
import { auditFilterOptions, listAuditEntries } from '@/lib/server/services/audit/list';
import { auditListSchema, type AuditListQuery } from '@/lib/validation/audit';

// The audit trail (issue 25): every back-office write, newest first, with who, when, what, and the thing before and
// after (open an entry). Filtered by staff member, kind of thing, action and Kathmandu days; a keyset "next page", so
// the thousandth page costs what the first does. The owner only ('audit.read').
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Audit trail' };

type SearchParams = Record<string, string | string[] | undefined>;

function hrefWith(query: Partial<AuditListQuery>, after?: string): string {
  const params = new URLSearchParams();
  for (const key of ['staff', 'entity', 'entityId', 'action', 'from', 'to'] as const) {
    const value = query[key];
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (after) params.set('after', after);
  const search = params.toString();
  return search ? `/admin/audit?${search}` : '/admin/audit';
}

export default async function AuditPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = await searchParams;
  await requireStaffPage('audit.read', '/admin/audit');
  const parsed = auditListSchema.safeParse(raw);
  const query: AuditListQuery = parsed.success ? parsed.data : {};
  const problems: string[] = parsed.success ? [] : Object.values(fieldErrors(parsed.error));
  let page;
  try {
    page = await listAuditEntries(query);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    problems.push(error.message);
    page = await listAuditEntries({ ...query, after: undefined });
  }
  const options = await auditFilterOptions(query.staff ? [query.staff] : []);

  return (
    <div className="mx-auto max-w-[1800px] space-y-3">
      <div>
        <h1 className="text-xl font-bold">Audit trail</h1>
        <p className="text-sm text-gray-700">Every change made in the back office, newest first. Open an entry to see the thing before and after. Passwords, tokens and card details are never kept.</p>
      </div>
      <AuditFilters query={query} options={options} />
      {problems.length ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          Some of the filters were not understood, so they were left out: {problems.join('; ')}
        </p>
      ) : null}
      {page.entries.length ? (
        <section aria-labelledby="entries-heading" className="rounded-lg border border-gray-200 bg-white">
          <h2 id="entries-heading" className="sr-only">
            Entries
          </h2>
          <ol>
            {page.entries.map((entry) => (
              <AuditEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        </section>
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white px-3 py-6 text-center text-gray-700">No entries match these filters.</p>
      )}
      <nav aria-label="Pages of the audit trail" className="flex gap-2 text-sm">
        {query.after ? (
          <Link href={hrefWith(query)} className="inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 font-medium hover:bg-gray-100">
            First page
          </Link>
        ) : null}
        {page.next ? (
          <Link href={hrefWith(query, page.next)} rel="next" className="inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 font-medium hover:bg-gray-100">
            Older entries →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
