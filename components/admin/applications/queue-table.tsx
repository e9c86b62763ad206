import Link from 'next/link';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { ApplicationKind } from '@/lib/domain/applications';
import type { QueueRow } from '@/lib/server/services/applications/types';
import { detailHref } from './queue-href';

// One queue page as a dense table: when, who, what, where, how to reach them, state. The title links to the detail.

const STATUS_STYLE: Record<string, string> = {
  pending: 'bg-amber-100 text-amber-950',
  new: 'bg-amber-100 text-amber-950',
  approved: 'bg-green-100 text-green-900',
  verified: 'bg-green-100 text-green-900',
  answered: 'bg-blue-100 text-blue-900',
  handled: 'bg-gray-100 text-gray-800',
  rejected: 'bg-red-100 text-red-900',
};

export const StatusBadge = ({ status, label }: { status: string; label: string }) => (
  <span className={`inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status] ?? 'bg-gray-100'}`}>{label}</span>
);

const TITLE_HEADER: Record<ApplicationKind, string> = { influencers: 'Niche and reach', businesses: 'Business', sellers: 'Business', contact: 'Subject' };
const DETAIL_HEADER: Record<ApplicationKind, string> = { influencers: 'City', businesses: 'City and PAN', sellers: 'Location and goods', contact: 'Message' };

export function QueueTable({ kind, rows, caption }: { kind: ApplicationKind; rows: QueueRow[]; caption: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full min-w-[960px] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-xs uppercase text-gray-600">
          <tr>
            <th scope="col" className="px-3 py-1.5">Received</th>
            <th scope="col" className="px-3 py-1.5">{TITLE_HEADER[kind]}</th>
            <th scope="col" className="px-3 py-1.5">From</th>
            <th scope="col" className="px-3 py-1.5">{DETAIL_HEADER[kind]}</th>
            <th scope="col" className="px-3 py-1.5">Reach</th>
            <th scope="col" className="px-3 py-1.5">State</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} className="border-t border-gray-100 align-top hover:bg-gray-50">
              <td className="whitespace-nowrap px-3 py-1.5 tabular-nums">{formatKathmanduDate(row.createdAt, 'd MMM yyyy, HH:mm')}</td>
              <td className="px-3 py-1.5">
                <Link href={detailHref(kind, row.id)} className="font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
                  {row.title}
                </Link>
              </td>
              <td className="px-3 py-1.5">{row.name}</td>
              <td className="max-w-md px-3 py-1.5 text-gray-800">{row.detail}</td>
              <td className="px-3 py-1.5 text-gray-800">{row.contact}</td>
              <td className="px-3 py-1.5">
                <StatusBadge status={row.status} label={row.statusLabel} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
