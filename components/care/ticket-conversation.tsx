import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { RevealOnArrival } from '@/components/ui/reveal-on-arrival';
import type { TicketMessageView } from '@/lib/domain/support-tickets';

/** The word the newest message waits for, once a reply has been sent and the page read again. */
export const replySignal = (ticketId: number): string => `ticket-reply-${ticketId}`;

/**
 * A ticket's messages, oldest first: the customer's on the right, customer care's on the left, photos under each. After
 * the customer's reply (`replySignal`) the newest one is brought into view and focused, above the emptied form.
 */
export function TicketConversation({ messages, ticketId }: { messages: TicketMessageView[]; ticketId?: number }) {
  return (
    <ol className="flex flex-col gap-3" aria-label="Conversation" data-testid="ticket-messages">
      {messages.map((m, index) => {
        const mine = m.author === 'customer';
        const message = (
          <article data-author={m.author} className={`max-w-[92%] rounded-2xl border p-3 sm:max-w-[80%] ${mine ? 'border-brand-100 bg-brand-50' : 'border-cocoa-100 bg-white'}`}>
            <header className="mb-1 flex flex-wrap items-baseline gap-x-2 text-xs text-gray-700">
              <span className="font-semibold text-cocoa-900">{m.authorName}</span>
              <time dateTime={m.at}>{formatKathmanduDate(m.at, 'd MMM yyyy, h:mm a')}</time>
            </header>
            <div className="space-y-2 break-words text-sm text-gray-900">
              {m.body.split(/\n{2,}/).map((para, i) => (
                <p key={i} className="whitespace-pre-line">
                  {para}
                </p>
              ))}
            </div>
            {m.attachments.length ? (
              <ul className="mt-2 flex flex-wrap gap-2" aria-label="Attachments">
                {m.attachments.map((a, i) => (
                  <li key={a.id}>
                    {a.contentType === 'application/pdf' ? (
                      <a href={a.url} download className="inline-flex min-h-10 items-center rounded-lg border border-cocoa-100 px-3 text-sm font-semibold text-brand-700 underline">
                        PDF {i + 1} from {mine ? 'you' : 'customer care'}
                      </a>
                    ) : (
                      // Private photos, sent with the session cookie: the image optimizer could not fetch them.
                      <a href={a.url} target="_blank" rel="noopener">
                        {/* eslint-disable-next-line @next/next/no-img-element -- private, cookie-authenticated bytes */}
                        <img src={a.url} alt={`Photo ${i + 1} from ${mine ? 'you' : 'customer care'}`} width={96} height={96} className="size-24 rounded-lg border border-cocoa-100 object-cover" />
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            ) : null}
          </article>
        );
        const side = `flex ${mine ? 'justify-end' : 'justify-start'}`;
        return ticketId !== undefined && index === messages.length - 1 ? (
          <RevealOnArrival key={m.id} as="li" signal={replySignal(ticketId)} className={`${side} rounded-2xl`}>
            {message}
          </RevealOnArrival>
        ) : (
          <li key={m.id} className={side}>
            {message}
          </li>
        );
      })}
    </ol>
  );
}
