import { waitingStatus, type ApplicationKind } from '@/lib/domain/applications';

// The application queues' addresses: the kind is the path, the status and page are the query (defaults left out), so a
// view is a link staff can share or come back to from an application's page.

export function queueHref(kind: ApplicationKind, status?: string, after?: string | null): string {
  const params = new URLSearchParams();
  if (status && status !== waitingStatus(kind)) params.set('status', status);
  if (after) params.set('after', after);
  const search = params.toString();
  return `/admin/applications/${kind}${search ? `?${search}` : ''}`;
}

export const detailHref = (kind: ApplicationKind, id: number) => `/admin/applications/${kind}/${id}`;
