import type { Metadata } from 'next';
import Link from 'next/link';
import { ProductListFilters } from '@/components/admin/catalogue/product-list-filters';
import { VisibilityButton } from '@/components/admin/catalogue/visibility-button';
import { formatKathmanduDate } from '@/lib/domain/kathmandu-time';
import { formatNpr } from '@/lib/domain/money';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { ApiError } from '@/lib/server/http/errors';
import { listAdminProducts, loadCatalogueChoices } from '@/lib/server/services/catalogue-admin';
import { adminProductListSchema, type AdminProductListQuery } from '@/lib/validation/catalogue-admin';

// The catalogue (issue 25): every product, hidden ones too, in a dense table: search by name, SKU or slug, filters,
// sorts, keyset pages; each row links to its editor and photos, and hides or shows it in one click. Owners, managers
// and editors ('catalogue.manage').
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: 'Catalogue' };

type SearchParams = Record<string, string | string[] | undefined>;

const TYPE_LABELS = { cake: 'Cake', product: 'Gift', automobile: 'Automobile' } as const;

function hrefWith(query: AdminProductListQuery, after: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, after })) {
    if (value !== undefined && value !== '' && !(key === 'sort' && value === 'updated')) params.set(key, String(value));
  }
  return `/admin/catalogue?${params.toString()}`;
}

async function load(params: SearchParams) {
  const parsed = adminProductListSchema.safeParse(params);
  const query = parsed.success ? parsed.data : adminProductListSchema.parse({});
  const problem = parsed.success ? null : 'Some filters in the address were not understood, so they were left out.';
  try {
    return { query, page: await listAdminProducts(query), problem };
  } catch (error) {
    // A page link from before a change of sort, or edited by hand: the same view from its first page.
    if (!(error instanceof ApiError) || error.status !== 400) throw error;
    const first = { ...query, after: undefined };
    return { query: first, page: await listAdminProducts(first), problem: error.message };
  }
}

export default async function CataloguePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  await requireStaffPage('catalogue.manage', '/admin/catalogue');
  const [{ query, page, problem }, choices] = await Promise.all([load(params), loadCatalogueChoices()]);

  return (
    <div className="mx-auto max-w-[1900px] space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-xl font-bold">Catalogue</h1>
        <Link href="/admin/catalogue/products/new" className="rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
          New product
        </Link>
        <Link href="/admin/catalogue/import" className="text-sm font-semibold text-brand-800 underline">
          Import / export CSV
        </Link>
        <Link href="/admin/catalogue/accessories" className="text-sm font-semibold text-brand-800 underline">
          Add-ons (candles, cards…)
        </Link>
      </div>
      <ProductListFilters query={query} choices={choices} />
      {problem ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          {problem}
        </p>
      ) : null}
      {page.rows.length ? (
        <div className="overflow-x-auto rounded-md border border-gray-200 bg-white">
          <table className="min-w-full text-sm">
            <caption className="sr-only">Products{query.after ? ', a later page' : ''}</caption>
            <thead className="bg-gray-100 text-left text-xs uppercase tracking-wide text-gray-700">
              <tr>
                <th scope="col" className="px-2 py-2">Product</th>
                <th scope="col" className="px-2 py-2">SKU</th>
                <th scope="col" className="px-2 py-2">Type</th>
                <th scope="col" className="px-2 py-2">Category</th>
                <th scope="col" className="px-2 py-2">Store / brand</th>
                <th scope="col" className="px-2 py-2 text-right">Price</th>
                <th scope="col" className="px-2 py-2 text-right">Stock</th>
                <th scope="col" className="px-2 py-2">Flags</th>
                <th scope="col" className="px-2 py-2">Edited</th>
                <th scope="col" className="px-2 py-2">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-200">
              {page.rows.map((p) => (
                <tr key={p.id} className={p.isActive ? '' : 'bg-gray-50 text-gray-700'}>
                  <th scope="row" className="px-2 py-1 text-left font-medium">
                    <Link href={`/admin/catalogue/products/${p.id}`} className="hover:underline">
                      {p.name}
                    </Link>
                    {p.isActive ? null : <span className="ml-1 rounded bg-gray-200 px-1 text-xs font-semibold text-gray-800">Hidden</span>}
                  </th>
                  <td className="px-2 py-1 font-mono text-xs">{p.sku}</td>
                  <td className="px-2 py-1">{TYPE_LABELS[p.type]}</td>
                  <td className="px-2 py-1">{p.categoryName}</td>
                  <td className="px-2 py-1">
                    {p.storeName}
                    {p.brandName ? <span className="text-gray-700"> · {p.brandName}</span> : null}
                  </td>
                  <td className="px-2 py-1 text-right tabular-nums">
                    {p.salePrice !== null ? (
                      <>
                        <span className="font-semibold">{formatNpr(p.salePrice)}</span> <s className="text-xs text-gray-700">{formatNpr(p.price)}</s>
                      </>
                    ) : (
                      formatNpr(p.price)
                    )}
                  </td>
                  <td className={`px-2 py-1 text-right tabular-nums ${p.stock <= 0 ? 'font-semibold text-red-800' : ''}`}>{p.stock <= 0 ? 'Out' : p.stock}</td>
                  <td className="px-2 py-1 text-xs">{[p.isUrgent ? 'Urgent' : '', p.isReadyMade ? 'Ready-made' : ''].filter(Boolean).join(', ') || '—'}</td>
                  <td className="px-2 py-1 tabular-nums text-xs">{formatKathmanduDate(new Date(p.updatedAt), 'd MMM yyyy, h:mm a')}</td>
                  <td className="px-2 py-1">
                    <div className="flex items-center gap-2 whitespace-nowrap">
                      <Link href={`/admin/catalogue/products/${p.id}`} aria-label={`Edit ${p.name}`} className="text-xs font-semibold text-brand-800 underline">
                        Edit
                      </Link>
                      <Link href={`/admin/catalogue/products/${p.id}/photos`} aria-label={`Photos of ${p.name} (${p.imageCount})`} className="text-xs font-semibold text-brand-800 underline">
                        Photos
                      </Link>
                      <VisibilityButton id={p.id} name={p.name} isActive={p.isActive} version={p.version} />
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white px-3 py-6 text-center text-gray-700">No products match these filters.</p>
      )}
      <nav aria-label="Pages" className="flex gap-3 text-sm">
        {query.after ? (
          <Link href={hrefWith(query, '')} className="font-semibold text-brand-800 underline">
            First page
          </Link>
        ) : null}
        {page.next ? (
          <Link href={hrefWith(query, page.next)} className="font-semibold text-brand-800 underline">
            Next {query.perPage}
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
