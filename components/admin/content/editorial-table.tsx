import Link from 'next/link';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { EditorialListItem } from '@/lib/server/services/editorial';

const STATE_STYLE: Record<string, string> = {
  live: 'bg-green-50 text-green-900',
  open: 'bg-green-50 text-green-900',
  scheduled: 'bg-sky-50 text-sky-900',
  new: 'bg-amber-50 text-amber-950',
  hidden: 'bg-gray-100 text-gray-800',
  closed: 'bg-gray-100 text-gray-800',
  paused: 'bg-gray-100 text-gray-800',
  'to be removed': 'bg-red-50 text-red-900',
};

/** A content tab's list: each item, where it stands on the storefront, and whether a draft waits to be published. */
export function EditorialTable({ items, basePath, caption, itemLabel }: { items: EditorialListItem[]; basePath: string; caption: string; itemLabel: string }) {
  if (items.length === 0) return <p className="rounded-md border border-dashed border-gray-300 p-4 text-sm text-gray-700">Nothing here yet.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full min-w-[760px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            <th scope="col" className="px-3 py-1.5">
              {itemLabel}
            </th>
            <th scope="col" className="px-3 py-1.5">
              Details
            </th>
            <th scope="col" className="px-3 py-1.5">
              On the shop
            </th>
            <th scope="col" className="px-3 py-1.5">
              Draft
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.key} className="border-t border-gray-100 align-top">
              <th scope="row" className="px-3 py-2 font-medium">
                <Link href={`${basePath}/${item.key}`} className="text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                  {item.title}
                </Link>
              </th>
              <td className="px-3 py-2 text-gray-700">{item.detail}</td>
              <td className="px-3 py-2">
                <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATE_STYLE[item.state] ?? 'bg-gray-100 text-gray-800'}`}>{item.state}</span>
                {item.url ? (
                  <a href={item.url} className="ml-2 text-xs text-gray-700 underline" target="_blank" rel="noreferrer">
                    View<span className="sr-only"> {item.title} on the shop</span>
                  </a>
                ) : null}
              </td>
              <td className="px-3 py-2 text-xs text-gray-700">
                {item.hasDraft && item.draftUpdatedAt ? (
                  <span className="font-semibold text-amber-950">Unpublished changes, {formatKathmanduDate(item.draftUpdatedAt, 'd MMM, HH:mm')}</span>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The heading block of a content screen: title, one line of what it is, and an action link (New …). */
export function ContentHeader({ title, lead, action }: { title: string; lead: string; action?: { href: string; label: string } }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-2">
      <div>
        <h1 className="text-xl font-bold">{title}</h1>
        <p className="text-sm text-gray-700">{lead}</p>
      </div>
      {action ? (
        <Link href={action.href} className="rounded-md bg-gray-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-gray-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}
