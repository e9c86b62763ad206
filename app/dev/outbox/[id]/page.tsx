import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { readOutbox } from '@/lib/server/mail/outbox';
import { assertOutboxAllowed, kathmanduTime } from '../outbox-access';
import { OutboxLinks } from '../outbox-links';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Outbox message (development)', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

export default async function OutboxMessagePage({ params }: Props) {
  assertOutboxAllowed();
  const { id } = await params;
  const message = await readOutbox(id);
  if (!message) notFound();
  return (
    <main className="mx-auto max-w-5xl px-4 py-8 text-cocoa-900">
      <p>
        <Link href="/dev/outbox" className="text-sm text-brand-700 underline">
          ← All messages
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold">{message.channel === 'email' ? message.subject : 'Text message'}</h1>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm">
        <dt className="font-semibold">To</dt>
        <dd>{message.to}</dd>
        <dt className="font-semibold">Sent</dt>
        <dd>
          <time dateTime={message.createdAt}>{kathmanduTime(message.createdAt)}</time>
        </dd>
      </dl>
      {message.links.length > 0 ? (
        <section className="mt-4">
          <h2 className="font-semibold">Links</h2>
          <OutboxLinks links={message.links} className="mt-1" />
        </section>
      ) : null}
      {message.html ? (
        <section className="mt-4">
          <h2 className="font-semibold">As the reader sees it</h2>
          {/* sandbox with no permissions: the mail's HTML cannot run scripts or navigate this page. */}
          <iframe title={`Email: ${message.subject}`} sandbox="" srcDoc={message.html} className="mt-2 h-[640px] w-full rounded-lg border border-cocoa-200 bg-white" />
        </section>
      ) : null}
      <section className="mt-4">
        <h2 className="font-semibold">Plain text</h2>
        <pre className="mt-2 whitespace-pre-wrap rounded-lg border border-cocoa-200 bg-white p-4 text-sm">{message.text}</pre>
      </section>
    </main>
  );
}
