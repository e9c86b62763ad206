import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import type { InboxEntry } from '@/lib/server/services/support/inbox-ticket';

// A ticket's conversation for staff, oldest first: the customer's messages, our replies, and staff's internal notes
// between them (marked, on yellow: the customer never sees a note). Attachments open in a new tab (they are private:
// served to staff and the ticket's customer only).

const when = (iso: string) => formatKathmanduDate(iso, 'd MMM yyyy, HH:mm');

function Body({ text }: { text: string }) {
  return (
    <div className="space-y-2 break-words text-sm text-gray-900">
      {text.split(/\n{2,}/).map((para, i) => (
        <p key={i} className="whitespace-pre-line">
          {para}
        </p>
      ))}
    </div>
  );
}

export function TicketThread({ entries }: { entries: InboxEntry[] }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Conversation and notes" data-testid="inbox-thread">
      {entries.map((entry) => {
        if (entry.kind === 'note') {
          return (
            <li key={`note-${entry.id}`}>
              <article data-kind="note" className="rounded-lg border border-amber-300 bg-amber-50 p-3">
                <header className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs text-amber-950">
                  <span className="font-bold uppercase tracking-wide">Internal note</span>
                  <span className="font-semibold">{entry.authorName}</span>
                  <time dateTime={entry.at}>{when(entry.at)}</time>
                  <span>Not shown to the customer</span>
                </header>
                <Body text={entry.body} />
              </article>
            </li>
          );
        }
        const ours = entry.author === 'staff';
        return (
          <li key={`message-${entry.id}`} className={`flex ${ours ? 'justify-end' : 'justify-start'}`}>
            <article data-kind="message" data-author={entry.author} className={`max-w-[85%] rounded-lg border p-3 ${ours ? 'border-brand-100 bg-brand-50' : 'border-gray-200 bg-white'}`}>
              <header className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs text-gray-700">
                <span className="font-semibold text-gray-900">{entry.authorName}</span>
                <time dateTime={entry.at}>{when(entry.at)}</time>
              </header>
              <Body text={entry.body} />
              {entry.attachments.length ? (
                <ul className="mt-2 flex flex-wrap gap-2" aria-label="Attachments">
                  {entry.attachments.map((a, i) => (
                    <li key={a.id}>
                      {a.isPdf ? (
                        <a href={a.url} download className="inline-flex min-h-10 items-center rounded-md border border-gray-300 bg-white px-3 text-sm font-semibold text-brand-800 underline">
                          PDF {i + 1}
                        </a>
                      ) : (
                        <a href={a.url} target="_blank" rel="noopener">
                          {/* eslint-disable-next-line @next/next/no-img-element -- private, cookie-authenticated bytes */}
                          <img src={a.url} alt={`Attachment ${i + 1}`} width={96} height={96} className="size-24 rounded-md border border-gray-200 object-cover" />
                        </a>
                      )}
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
