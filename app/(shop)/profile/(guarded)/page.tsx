import Link from 'next/link';
import { AccountSecurity } from '@/components/account/account-security';
import { accountMetadata } from '@/components/account/account-metadata';
import { Avatar } from '@/components/account/avatar';
import { VerifiedBadge } from '@/components/account/verified-badge';
import { VerifyContactButton } from '@/components/account/verify-contact-button';
import { OrderList } from '@/components/orders/order-list';
import { ButtonLink } from '@/components/ui/button-link';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { followedBusinessVacancies } from '@/lib/server/services/businesses/followed-vacancies';
import { recentOrders } from '@/lib/server/services/orders';
import { requireMember } from '../_lib/member';

export const metadata = accountMetadata('My account', 'Your Upahar Ghar account: details, orders, addresses and wishlist.', '/profile');

/** How many of the latest orders the account home shows ("View all orders" has the rest). */
const RECENT_ORDERS = 3;

const card = 'rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm sm:p-6';
const cardTitle = 'mb-4 font-display text-lg font-bold text-cocoa-900';

const memberSince = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'Asia/Kathmandu' }).format(new Date(iso));

function ContactRow({ label, value, verified, kind }: { label: string; value: string | null; verified: boolean; kind: 'email' | 'phone' }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b border-cocoa-100 py-3 last:border-b-0">
      <dl className="min-w-0">
        <dt className="text-xs font-semibold uppercase tracking-wide text-gray-700">{label}</dt>
        <dd className="mt-0.5 flex flex-wrap items-center gap-2 text-cocoa-900">
          {value ? (
            <>
              <span className="break-all">{value}</span>
              <VerifiedBadge verified={verified} />
            </>
          ) : (
            <span className="text-gray-700">Not added yet</span>
          )}
        </dd>
      </dl>
      {value && !verified ? <VerifyContactButton kind={kind} value={value} /> : null}
      {!value ? (
        <Link href="/profile/edit" prefetch={false} className="text-sm font-semibold text-brand-700 hover:underline">
          Add {kind === 'phone' ? 'a number' : 'an email'}
        </Link>
      ) : null}
    </div>
  );
}

const SHORTCUTS = [
  { href: '/profile/address', title: 'Delivery addresses', text: 'Save where your cakes and gifts should go.' },
  { href: '/profile/wishlist', title: 'Wishlist', text: 'The cakes and gifts you saved for later.' },
  { href: '/profile/edit', title: 'Edit profile', text: 'Name, photo, birthday, email and phone.' },
  { href: '/profile/changepassword', title: 'Change password', text: 'Keep your account safe.' },
] as const;

/** The account home (SPEC §2 /profile): who you are, how to reach you, orders, shortcuts and sessions. */
export default async function ProfilePage() {
  const member = await requireMember('/profile');
  const [orders, vacancies] = await Promise.all([recentOrders(member.id, RECENT_ORDERS), followedBusinessVacancies(member.id)]);
  return (
    <div className="flex flex-col gap-6">
      <header className="flex items-center gap-4">
        <Avatar name={member.name} src={member.avatar} size={72} />
        <div className="min-w-0">
          <h1 className="font-display text-2xl font-bold text-cocoa-900 sm:text-3xl">Namaste, {member.name.split(' ')[0]}!</h1>
          <p className="text-sm text-gray-700">
            @{member.username} · member since {memberSince(member.createdAt)}
          </p>
        </div>
      </header>

      <section aria-labelledby="contact-title" className={card}>
        <h2 id="contact-title" className={cardTitle}>
          Your details
        </h2>
        <div className="border-b border-cocoa-100 pb-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-700">Name</p>
          <p className="mt-0.5 text-cocoa-900">{member.name}</p>
        </div>
        <ContactRow label="Email" value={member.email} verified={member.emailVerified} kind="email" />
        <ContactRow label="Mobile" value={member.phone} verified={member.phoneVerified} kind="phone" />
      </section>

      <section aria-labelledby="orders-title" className={card}>
        <h2 id="orders-title" className={cardTitle}>
          Recent orders
        </h2>
        {orders.length > 0 ? (
          <OrderList orders={orders} />
        ) : (
          <p className="text-cocoa-800">You have not ordered yet. Your orders will appear here.</p>
        )}
        <div className="mt-4 flex flex-wrap gap-3">
          {orders.length > 0 ? (
            <ButtonLink href="/profile/orders" variant="secondary" size="sm">
              View all orders
            </ButtonLink>
          ) : null}
          <ButtonLink href="/" size="sm" variant={orders.length > 0 ? 'ghost' : 'primary'}>
            {orders.length > 0 ? 'Continue shopping' : 'Start shopping'}
          </ButtonLink>
        </div>
      </section>

      <section aria-labelledby="followed-title" className={card} data-testid="followed-vacancies">
        <h2 id="followed-title" className={cardTitle}>
          From businesses you follow
        </h2>
        {vacancies.length > 0 ? (
          <ul className="divide-y divide-cocoa-100">
            {vacancies.map((v) => (
              <li key={v.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
                <Link href={v.url} prefetch={false} className="font-semibold text-cocoa-900 underline decoration-cocoa-200 underline-offset-2 hover:text-brand-700">
                  {v.title}
                </Link>
                <p className="text-sm text-gray-700">
                  <Link href={v.business.url} prefetch={false} className="font-semibold text-brand-700 hover:underline">
                    {v.business.name}
                  </Link>{' '}
                  · {v.location} · apply by {formatKathmanduDate(v.closesAt, 'd MMMM yyyy')}
                </p>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-cocoa-800">
            Follow a bakery, florist or hotel on its page and its new vacancies appear here.{' '}
            <Link href="/careers" prefetch={false} className="font-semibold text-brand-700 hover:underline">
              See who is hiring
            </Link>
          </p>
        )}
      </section>

      <ul className="grid gap-4 sm:grid-cols-2">
        {SHORTCUTS.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              prefetch={false}
              className="flex h-full flex-col rounded-2xl border border-cocoa-100 bg-white p-5 shadow-sm transition-shadow hover:border-brand-200 hover:shadow-md"
            >
              <span className="font-semibold text-cocoa-900">{item.title}</span>
              <span className="mt-1 text-sm text-gray-700">{item.text}</span>
            </Link>
          </li>
        ))}
      </ul>

      <section aria-labelledby="security-title" className={card}>
        <h2 id="security-title" className={cardTitle}>
          Devices and sessions
        </h2>
        <p className="mb-4 text-sm text-cocoa-800">
          Lost a phone or used a shared computer? Log out everywhere else; you stay logged in here.
        </p>
        <AccountSecurity />
      </section>
    </div>
  );
}
