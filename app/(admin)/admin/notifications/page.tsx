import type { Metadata } from 'next';
import Link from 'next/link';
import { SendAgainButton } from '@/components/admin/notifications/send-again-button';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { listDeadLetters, MAX_ATTEMPTS } from '@/lib/server/services/notifications';
import { deadLetterListSchema } from '@/lib/validation/dead-letters';

// Failed messages (issue 27): the notifications' dead-letter list. A mail or SMS that failed all its attempts is not
// tried again by itself; here staff see why (the last error) and send it again once the cause is fixed. Newest first,
// a keyset "older" link. 'notifications.resend' (owner, manager, support).
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Failed messages' };

type SearchParams = Record<string, string | string[] | undefined>;

const CHANNELS: Record<string, string> = { email: 'Email', sms: 'SMS' };

export default async function FailedMessagesPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const raw = await searchParams;
  await requireStaffPage('notifications.resend', '/admin/notifications');
  const parsed = deadLetterListSchema.safeParse(raw);
  const page = await listDeadLetters(parsed.success ? parsed.data : {});

  return (
    <div className="mx-auto max-w-[1500px] space-y-3">
      <div>
        <h1 className="text-xl font-bold">Failed messages</h1>
        <p className="text-sm text-gray-700">
          Mails and texts to customers that failed all {MAX_ATTEMPTS} attempts. They are not tried again by themselves: fix the cause (the mail server, a wrong
          address), then send them again.
        </p>
      </div>
      {page.deadLetters.length ? (
        <section aria-labelledby="failed-heading" className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
          <h2 id="failed-heading" className="sr-only">
            Messages that failed
          </h2>
          <table className="w-full text-left text-sm">
            <thead className="bg-gray-50 text-gray-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-semibold">Failed at</th>
                <th scope="col" className="px-3 py-2 font-semibold">Message</th>
                <th scope="col" className="px-3 py-2 font-semibold">To</th>
                <th scope="col" className="px-3 py-2 font-semibold">Last error</th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  <span className="sr-only">Action</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {page.deadLetters.map((letter) => (
                <tr key={letter.id}>
                  <td className="whitespace-nowrap px-3 py-2 tabular-nums text-gray-800">{formatKathmanduDate(new Date(letter.failedAt), 'd MMM yyyy, HH:mm')}</td>
                  <td className="px-3 py-2">
                    <span className="font-semibold">{letter.event}</span> <span className="text-gray-700">({CHANNELS[letter.channel] ?? letter.channel}, {letter.attempts} attempts)</span>
                  </td>
                  <td className="break-all px-3 py-2">{letter.recipient}</td>
                  <td className="max-w-md break-words px-3 py-2 text-gray-800">{letter.lastError ?? '—'}</td>
                  <td className="px-3 py-2 text-right">
                    <SendAgainButton id={letter.id} what={`${letter.event} to ${letter.recipient}`} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : (
        <p className="rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">No failed messages: everything the shop had to say went out.</p>
      )}
      {page.next !== null ? (
        <p className="text-sm">
          <Link href={`/admin/notifications?after=${page.next}`} className="text-brand-700 underline">
            Older failed messages →
          </Link>
        </p>
      ) : null}
    </div>
  );
}
