import type { Metadata } from 'next';
import Link from 'next/link';
import { SetupEditor } from '@/components/admin/setup/setup-editor';
import { isSetupKind, SETUP_KIND_LABELS, SETUP_KINDS, type SetupKind } from '@/lib/domain/shop-setup';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { SETUP } from '@/lib/server/services/shop-setup';
import { rowIdOrNull } from '@/lib/validation/ids';
import { rowViews, SETUP_VIEWS } from '@/components/admin/setup/setup-views';

// The shop's setup (issue 25): one tab per kind (the catalogue's structure, delivery, discounts), each a dense list
// with a form that adds or edits, and hide/show where the kind has it. Writes go through admin/setup/{kind} (the same
// services, checks and audit as the API). A slot's daily capacity is /admin/slots, linked from the slots tab.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Shop setup' };

type SearchParams = { tab?: string; after?: string; q?: string };

const NOTES: Partial<Record<SetupKind, string>> = {
  categories: 'Two levels: a top-level category and its sub-categories. A hidden category leaves the menus, the category list and its own page; its products stay everywhere else.',
  places: 'Charges are typed in rupees. A hidden place disappears from checkout at once; customers’ saved addresses there ask for another place.',
  methods: 'Checkout knows three methods: edit their name, premium and order, or hide one. The daily order cut-off is the shop’s schedule rule, not set here.',
  slots: 'Windows are Kathmandu time. A new slot takes no orders until its capacity is set on the capacity screen.',
  coupons: 'How a code applies to a cart (window, minimum, cap, limits) is checked by the cart itself on every visit. Personal prize codes in customers’ wallets are not listed here.',
  vouchers: 'A voucher is single-use. Once a customer claims it, its amount cannot change.',
};

export default async function SetupPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaffPage('catalogue.manage', '/admin/setup');
  const params = await searchParams;
  const kind: SetupKind = params.tab && isSetupKind(params.tab) ? params.tab : 'categories';
  const after = rowIdOrNull(params.after ?? '') ?? undefined;
  const q = params.q?.trim().slice(0, 40) || undefined;

  const [page, categories, places, methods] = await Promise.all([
    SETUP[kind].service.list({ after, q }),
    kind === 'categories' ? SETUP.categories.service.list({}) : Promise.resolve({ rows: [], next: null }),
    kind === 'places' ? SETUP.places.service.list({}) : Promise.resolve({ rows: [], next: null }),
    kind === 'slots' ? SETUP.methods.service.list({}) : Promise.resolve({ rows: [], next: null }),
  ]);
  const options = { categories: categories.rows, places: places.rows, methods: methods.rows };
  const view = SETUP_VIEWS[kind];
  const paged = kind === 'coupons' || kind === 'vouchers';
  const blank = kind === 'slots' && methods.rows[0] ? { ...view.blank, methodId: String(methods.rows[0].id) } : view.blank;

  return (
    <div className="mx-auto max-w-[1700px] space-y-3">
      <h1 className="text-xl font-bold">Shop setup</h1>
      <nav aria-label="Setup lists">
        <ul className="flex flex-wrap gap-1 border-b border-gray-200 pb-2">
          {SETUP_KINDS.map((tab) => (
            <li key={tab}>
              <Link
                href={`/admin/setup?tab=${tab}`}
                aria-current={tab === kind ? 'page' : undefined}
                className={`block rounded-md px-2.5 py-1 text-sm font-medium ${tab === kind ? 'bg-brand-700 text-white' : 'text-gray-800 hover:bg-gray-100'}`}
              >
                {SETUP_KIND_LABELS[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section aria-labelledby="setup-kind-title" className="space-y-2">
        <h2 id="setup-kind-title" className="text-lg font-semibold">
          {SETUP_KIND_LABELS[kind]}
        </h2>
        {NOTES[kind] ? <p className="max-w-4xl text-sm text-gray-700">{NOTES[kind]}</p> : null}
        {kind === 'slots' ? (
          <p className="text-sm">
            <Link href="/admin/slots" className="font-medium text-brand-800 underline">
              Set each slot’s daily capacity
            </Link>{' '}
            (owners and managers).
          </p>
        ) : null}
        {paged ? (
          <form method="get" className="flex items-end gap-2" role="search" aria-label={`Find ${SETUP_KIND_LABELS[kind].toLowerCase()}`}>
            <input type="hidden" name="tab" value={kind} />
            <div>
              <label htmlFor="setup-q" className="block text-sm font-medium">
                Code starts with
              </label>
              <input id="setup-q" name="q" defaultValue={q ?? ''} maxLength={40} className="mt-1 rounded-md border border-gray-400 px-2 py-1 text-sm" />
            </div>
            <button type="submit" className="rounded-md border border-gray-400 bg-white px-3 py-1 text-sm font-medium hover:bg-gray-100">
              Find
            </button>
          </form>
        ) : null}
        <SetupEditor
          key={kind}
          kind={kind}
          title={SETUP_KIND_LABELS[kind]}
          columns={view.columns}
          rows={rowViews(kind, page.rows, options)}
          fields={view.fields(options)}
          blank={blank}
          canCreate={!view.noCreate}
        />
        {paged && (after || page.next) ? (
          <nav aria-label="Pages" className="flex gap-3 text-sm">
            {after ? (
              <Link href={`/admin/setup?tab=${kind}${q ? `&q=${encodeURIComponent(q)}` : ''}`} className="text-brand-800 underline">
                Newest
              </Link>
            ) : null}
            {page.next ? (
              <Link href={`/admin/setup?tab=${kind}&after=${page.next}${q ? `&q=${encodeURIComponent(q)}` : ''}`} className="text-brand-800 underline">
                Older
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
