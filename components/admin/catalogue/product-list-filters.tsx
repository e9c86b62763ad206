import type { CatalogueChoices } from '@/lib/server/services/catalogue-admin';
import type { AdminProductListQuery } from '@/lib/validation/catalogue-admin';

// The product list's search and filters: a plain GET form (works before any JavaScript; Enter applies it; the result
// is a URL to share). The server checks every value (lib/validation/catalogue-admin.ts); a new filter starts again
// from the first page (no cursor is sent).

const field = 'min-h-10 rounded-md border border-gray-300 bg-white px-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600';
const label = 'flex flex-col gap-0.5 text-xs font-semibold text-gray-700';

function Select({ name, text, value, options, all = 'All' }: { name: string; text: string; value: string | number | undefined; options: [string | number, string][]; all?: string }) {
  return (
    <label className={label}>
      {text}
      <select name={name} defaultValue={value === undefined ? '' : String(value)} className={field}>
        <option value="">{all}</option>
        {options.map(([v, words]) => (
          <option key={v} value={String(v)}>
            {words}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ProductListFilters({ query, choices }: { query: AdminProductListQuery; choices: CatalogueChoices }) {
  return (
    <form method="get" action="/admin/catalogue" className="flex flex-wrap items-end gap-2" aria-label="Search and filter the products">
      <label className={`${label} min-w-56 flex-1 sm:max-w-xs`}>
        Search
        <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={80} placeholder="Name, SKU or slug" className={field} />
      </label>
      <Select name="type" text="Type" value={query.type} options={[['cake', 'Cakes'], ['product', 'Gifts & flowers'], ['automobile', 'Automobiles']]} />
      <Select name="categoryId" text="Category" value={query.categoryId} options={choices.categories.map((c) => [c.id, c.parentId ? `— ${c.name}` : c.name])} />
      <Select name="brandId" text="Brand" value={query.brandId} options={choices.brands.map((b) => [b.id, b.name])} />
      <Select name="storeId" text="Store" value={query.storeId} options={choices.stores.map((s) => [s.id, s.name])} />
      <Select name="visibility" text="In the shop" value={query.visibility} all="Shown or hidden" options={[['visible', 'Shown'], ['hidden', 'Hidden']]} />
      <Select name="stock" text="Stock" value={query.stock} all="Any" options={[['in', 'In stock'], ['out', 'Out of stock']]} />
      <Select name="urgent" text="Urgent" value={query.urgent} all="Any" options={[['yes', 'Urgent'], ['no', 'Not urgent']]} />
      <Select name="readyMade" text="Ready-made" value={query.readyMade} all="Any" options={[['yes', 'Ready-made'], ['no', 'Made to order']]} />
      <Select
        name="sort"
        text="Sort"
        value={query.sort}
        all="Last edited"
        options={[['name', 'Name A–Z'], ['price-asc', 'Price, low to high'], ['price-desc', 'Price, high to low'], ['stock', 'Stock, lowest first']]}
      />
      <input type="hidden" name="perPage" value={query.perPage} />
      <button type="submit" className="min-h-10 rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
        Apply
      </button>
    </form>
  );
}
