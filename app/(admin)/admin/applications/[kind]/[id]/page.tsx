import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ApplicationActions } from '@/components/admin/applications/application-actions';
import { queueHref } from '@/components/admin/applications/queue-href';
import { StatusBadge } from '@/components/admin/applications/queue-table';
import { APPLICATION_KIND_LABELS, APPLICATION_KINDS, type ApplicationKind } from '@/lib/domain/applications';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { can } from '@/lib/domain/staff-roles';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { ApiError } from '@/lib/server/http/errors';
import { getApplication } from '@/lib/server/services/applications';
import { rowIdOrNull } from '@/lib/validation/ids';

// One application or contact message: everything it says, its last decision (who, when, the words the applicant read),
// contact answers so far, and the actions its state allows. The owner also gets a link to its audit trail.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Application' };

const isKind = (value: string): value is ApplicationKind => (APPLICATION_KINDS as readonly string[]).includes(value);
const AUDIT_ENTITY: Record<ApplicationKind, string> = { influencers: 'influencer', businesses: 'business', sellers: 'seller_application', contact: 'contact_message' };
const APPROVE_LABEL: Record<ApplicationKind, string> = { influencers: 'Approve', businesses: 'Verify', sellers: 'Approve', contact: 'Approve' };
const when = (iso: string) => formatKathmanduDate(iso, 'd MMM yyyy, HH:mm');

export default async function ApplicationPage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind, id: rawId } = await params;
  const staff = await requireStaffPage('moderation.act', `/admin/applications/${kind}/${rawId}`);
  const id = rowIdOrNull(rawId);
  if (!isKind(kind) || id === null) notFound();
  const application = await getApplication(kind, id).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });

  return (
    <div className="mx-auto max-w-[1400px] space-y-4">
      <p className="text-sm">
        <Link href={queueHref(kind)} className="text-brand-700 underline">
          ← {APPLICATION_KIND_LABELS[kind]}
        </Link>
      </p>
      <div className="flex flex-wrap items-baseline gap-2">
        <h1 className="text-xl font-bold">{application.title}</h1>
        <StatusBadge status={application.status} label={application.statusLabel} />
        <span className="text-sm text-gray-700">received {when(application.createdAt)}</span>
      </div>
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(320px,2fr)]">
        <section aria-labelledby="what-they-sent" className="rounded-lg border border-gray-200 bg-white">
          <h2 id="what-they-sent" className="border-b border-gray-200 px-3 py-2 text-base font-bold">
            What they sent
          </h2>
          <dl className="grid grid-cols-[minmax(120px,max-content)_1fr] gap-x-4 gap-y-1.5 p-3 text-sm">
            {application.fields.map((item) => (
              <div key={item.label} className="contents">
                <dt className="font-semibold text-gray-700">{item.label}</dt>
                <dd className="whitespace-pre-line break-words">
                  {item.href ? (
                    <Link href={item.href} className="text-brand-700 underline">
                      {item.value}
                    </Link>
                  ) : (
                    item.value
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
        <section aria-labelledby="decision" className="space-y-3">
          <h2 id="decision" className="text-base font-bold">
            {kind === 'contact' ? 'Answer' : 'Decision'}
          </h2>
          {application.reviewedAt || application.reviewNote ? (
            <p className="rounded-md bg-gray-50 px-3 py-2 text-sm text-gray-800">
              {application.statusLabel}
              {application.reviewedBy ? ` by ${application.reviewedBy}` : ''}
              {application.reviewedAt ? `, ${when(application.reviewedAt)}` : ''}
              {application.reviewNote ? <span className="mt-1 block">“{application.reviewNote}”</span> : null}
            </p>
          ) : null}
          {application.replies.length ? (
            <ol className="space-y-2" aria-label="Answers sent">
              {application.replies.map((reply) => (
                <li key={reply.id} className="rounded-md border border-blue-100 bg-blue-50/50 px-3 py-2 text-sm">
                  <p className="text-xs text-gray-700">
                    {reply.staffName}, {when(reply.createdAt)}
                  </p>
                  <p className="whitespace-pre-line">{reply.body}</p>
                </li>
              ))}
            </ol>
          ) : null}
          <ApplicationActions kind={kind} id={application.id} actions={application.actions} approveLabel={APPROVE_LABEL[kind]} />
          {can(staff.role, 'audit.read') ? (
            <p className="text-sm">
              <Link href={`/admin/audit?entity=${AUDIT_ENTITY[kind]}&entityId=${application.id}`} className="text-brand-700 underline">
                Its history in the audit trail
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </div>
  );
}
