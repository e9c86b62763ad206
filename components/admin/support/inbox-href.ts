import type { InboxAssigneeFilter, InboxState } from '@/lib/domain/support-inbox';

// The inbox's links: the whole view is its URL (tab, filters, page), so a view can be shared, reloaded and opened in
// a new tab, and the API (GET admin/support) reads the same query string.

export type InboxView = { state: InboxState; assigned: InboxAssigneeFilter; q?: string | undefined; after?: string | undefined };

export function inboxHref(view: InboxView): string {
  const search = new URLSearchParams();
  if (view.state !== 'new') search.set('state', view.state);
  if (view.assigned !== 'anyone') search.set('assigned', view.assigned);
  if (view.q) search.set('q', view.q);
  if (view.after) search.set('after', view.after);
  const text = search.toString();
  return text ? `/admin/support?${text}` : '/admin/support';
}
