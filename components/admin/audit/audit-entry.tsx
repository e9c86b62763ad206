import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { AuditEntryView } from '@/lib/server/services/audit/list';
import { changeRows } from './change-fields';

// One entry of the trail: a line (when, who, what, the summary) that opens, by mouse or keyboard (a native
// <details>), to the thing's fields before and after. Values are text in React: nothing recorded can inject markup.

export function AuditEntry({ entry }: { entry: AuditEntryView }) {
  const rows = changeRows(entry.before, entry.after);
  return (
    <li className="border-t border-gray-100 first:border-t-0">
      <details className="group">
        <summary className="grid cursor-pointer grid-cols-[9.5rem_11rem_14rem_1fr] gap-2 px-3 py-1.5 text-sm hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-brand-600 max-lg:grid-cols-[8rem_1fr]">
          <span className="tabular-nums text-gray-800">{formatKathmanduDate(entry.at, 'd MMM yyyy, HH:mm:ss')}</span>
          <span className="truncate">
            {entry.staff.name} <span className="text-xs text-gray-700">({entry.staff.roleLabel})</span>
          </span>
          <span className="truncate font-mono text-xs leading-5 text-gray-900">{entry.action}</span>
          <span className="min-w-0 break-words text-gray-900 max-lg:col-span-2">{entry.summary}</span>
        </summary>
        <div className="space-y-2 bg-gray-50 px-3 py-2 text-sm">
          <p className="text-gray-800">
            {entry.entity}
            {entry.entityId ? ` #${entry.entityId}` : ''} · entry {entry.id}
          </p>
          {rows.length ? (
            <table className="w-full max-w-5xl table-fixed text-left text-sm">
              <caption className="sr-only">Fields of {entry.entity} before and after</caption>
              <thead className="text-xs uppercase text-gray-600">
                <tr>
                  <th scope="col" className="w-1/5 py-1 pr-2">Field</th>
                  <th scope="col" className="w-2/5 py-1 pr-2">Before</th>
                  <th scope="col" className="w-2/5 py-1">After</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.field} className="border-t border-gray-200 align-top">
                    <th scope="row" className="break-words py-1 pr-2 font-mono text-xs font-normal">
                      {row.field}
                    </th>
                    <td className="whitespace-pre-wrap break-words py-1 pr-2 text-gray-800">{row.before}</td>
                    <td className={`whitespace-pre-wrap break-words py-1 ${row.changed ? 'font-semibold text-gray-950' : 'text-gray-800'}`}>{row.after}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <p className="text-gray-700">No fields were recorded for this entry.</p>
          )}
        </div>
      </details>
    </li>
  );
}
