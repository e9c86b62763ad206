import Link from 'next/link';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { ModerationItem, ReportGroup } from '@/lib/server/services/moderation';
import { ItemActions } from './item-actions';

// The moderation screen's dense tables (server components; the actions are small client islands).

const when = (iso: string) => formatKathmanduDate(iso, 'd MMM, HH:mm');
const STATE_BADGE = { held: 'bg-amber-100 text-amber-950', published: 'bg-green-100 text-green-900', hidden: 'bg-red-100 text-red-900' } as const;

function ItemText({ item }: { item: ModerationItem }) {
  return (
    <div className="max-w-[60ch]">
      {item.rating !== null ? <span className="mr-1 font-semibold">{item.rating}★</span> : null}
      {item.title ? <span className="font-semibold">{item.title} </span> : null}
      <span className="whitespace-pre-line break-words">{item.text.length > 400 ? `${item.text.slice(0, 400)}…` : item.text}</span>
    </div>
  );
}

function Where({ item }: { item: ModerationItem }) {
  return item.href && item.state === 'published' ? (
    <Link href={item.href} className="text-brand-700 underline" prefetch={false}>
      {item.where}
    </Link>
  ) : (
    <span>{item.where}</span>
  );
}

const label = (item: ModerationItem) => `${item.kind.replace('_', ' ')} #${item.id} by ${item.authorName}`;

export function QueueTable({ items, caption }: { items: ModerationItem[]; caption: string }) {
  if (items.length === 0) return <p className="rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-700">Nothing here.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full min-w-[960px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            <th scope="col" className="px-3 py-1.5">Written</th>
            <th scope="col" className="px-3 py-1.5">Author</th>
            <th scope="col" className="px-3 py-1.5">Text</th>
            <th scope="col" className="px-3 py-1.5">Where</th>
            <th scope="col" className="px-3 py-1.5">State</th>
            <th scope="col" className="px-3 py-1.5">Actions</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-gray-100 align-top" data-testid="moderation-item">
              <td className="whitespace-nowrap px-3 py-2 tabular-nums">{when(item.createdAt)}</td>
              <td className="px-3 py-2">
                {item.authorName}
                {item.author ? <span className="block text-xs text-gray-600">@{item.author.username}</span> : null}
              </td>
              <td className="px-3 py-2">
                <ItemText item={item} />
              </td>
              <td className="px-3 py-2">
                <Where item={item} />
              </td>
              <td className="px-3 py-2">
                <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATE_BADGE[item.state]}`}>{item.state}</span>
                {item.openReports ? <span className="block text-xs text-red-800">{item.openReports} open reports</span> : null}
                {item.reason ? <span className="block text-xs text-gray-700">Reason: {item.reason}</span> : null}
              </td>
              <td className="px-3 py-2">
                <ItemActions kind={item.kind} id={item.id} state={item.state} author={item.author ? { id: item.author.id, name: item.authorName } : null} label={label(item)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ReportsTable({ groups }: { groups: ReportGroup[] }) {
  if (groups.length === 0) return <p className="rounded-lg border border-gray-200 bg-white p-4 text-sm text-gray-700">No open reports.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full min-w-[1100px] text-left text-sm">
        <caption className="sr-only">Open reports, one row per reported thing, newest reported first</caption>
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            <th scope="col" className="px-3 py-1.5">Reported</th>
            <th scope="col" className="px-3 py-1.5">Reports</th>
            <th scope="col" className="px-3 py-1.5">Reported text</th>
            <th scope="col" className="px-3 py-1.5">Reporters (history)</th>
            <th scope="col" className="px-3 py-1.5">Actions</th>
          </tr>
        </thead>
        <tbody>
          {groups.map((g) => (
            <tr key={`${g.targetType}:${g.targetId}`} className="border-t border-gray-100 align-top" data-testid="report-group">
              <td className="px-3 py-2">
                <span className="font-semibold">{g.targetType.replace('_', ' ')}</span> #{g.targetId}
                {g.item ? (
                  <span className="block text-xs">
                    by {g.item.authorName} · <Where item={g.item} />
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-2">
                <span className="font-semibold tabular-nums">{g.reportCount}</span>
                <span className="block text-xs text-gray-700">{g.reasons.join(', ')}</span>
                <span className="block text-xs text-gray-600">since {when(g.firstAt)}</span>
              </td>
              <td className="px-3 py-2">{g.item ? <ItemText item={g.item} /> : <span className="text-gray-600">(deleted)</span>}</td>
              <td className="px-3 py-2">
                <ul className="space-y-0.5 text-xs">
                  {g.reporters.map((r) => (
                    <li key={r.id}>
                      @{r.username}: {r.reason}
                      {r.details ? ` — “${r.details}”` : ''}{' '}
                      <span className="text-gray-600">
                        ({r.reportsMade} made, {r.ledToHide} led to a hide)
                      </span>
                    </li>
                  ))}
                </ul>
              </td>
              <td className="px-3 py-2">
                {g.item ? (
                  <ItemActions
                    kind={g.targetType}
                    id={g.targetId}
                    state={g.item.state}
                    author={g.item.author ? { id: g.item.author.id, name: g.item.authorName } : null}
                    from="report"
                    label={label(g.item)}
                  />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
