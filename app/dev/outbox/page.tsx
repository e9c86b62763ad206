import type { Metadata } from 'next';
import Link from 'next/link';
import { listOutbox, outboxDir } from '@/lib/server/mail/outbox';
import { assertOutboxAllowed, kathmanduTime } from './outbox-access';
import { OutboxLinks } from './outbox-links';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Outbox (development)', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<{ to?: string | string[] }> };

// Development outbox: every email and SMS the shop "sent" without MAIL_URL / an SMS gateway, newest first, so a
// person can click the confirmation or reset link or read the login code.
export default async function OutboxPage({ searchParams }: Props) {
  assertOutboxAllowed();
  const { to } = await searchParams;
  const filter = typeof to === 'string' && to.trim() ? to.trim() : undefined;
  const messages = await listOutbox({ limit: 200, to: filter });
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 text-cocoa-900">
      <h1 className="text-2xl font-bold">Outbox</h1>
      <p className="mt-1 text-sm text-cocoa-700">
        Emails and text messages written to <code>{outboxDir()}</code> instead of being sent. Newest first.
      </p>
      <form className="mt-4 flex flex-wrap items-end gap-2" action="/dev/outbox">
        <label className="flex flex-col text-sm">
          <span>Only messages to</span>
          <input name="to" defaultValue={filter ?? ''} className="rounded border border-cocoa-300 px-2 py-1" placeholder="email or 98XXXXXXXX" />
        </label>
        <button type="submit" className="rounded bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white">Filter</button>
        {filter ? <Link href="/dev/outbox" className="text-sm text-brand-700 underline">Show all</Link> : null}
      </form>
      {messages.length === 0 ? (
        <p className="mt-6">The outbox is empty.</p>
      ) : (
        <ol className="mt-6 space-y-3" aria-label="Messages">
          {messages.map((message) => (
            <li key={message.id} className="rounded-lg border border-cocoa-200 bg-white p-4">
              <p className="text-xs text-cocoa-700">
                <span className="mr-2 rounded bg-cocoa-100 px-1.5 py-0.5 font-semibold uppercase">{message.channel}</span>
                <time dateTime={message.createdAt}>{kathmanduTime(message.createdAt)}</time> · to {message.to}
              </p>
              {message.channel === 'email' ? (
                <h2 className="mt-1 font-semibold">
                  <Link href={`/dev/outbox/${message.id}`} className="text-brand-700 underline">
                    {message.subject}
                  </Link>
                </h2>
              ) : (
                <p className="mt-1 font-mono text-sm">{message.text}</p>
              )}
              {message.links.length > 0 ? (
                <OutboxLinks links={message.links} className="mt-2" label="Links in this message" />
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
