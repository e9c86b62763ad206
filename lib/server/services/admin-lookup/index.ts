import 'server-only';
import type { LookupItem, LookupKind } from '@/lib/domain/admin-lookup';
import type { AdminLookupQuery } from '@/lib/validation/admin-lookup';
import { categoryById, searchCategories } from './categories';
import { placeById, searchPlaces } from './places';
import { productById, searchProducts } from './products';

// The back office's pickers' one look-up (GET admin/lookup): a search by what the owner typed, or the name of an id a
// saved form holds. Read-only; at most LOOKUP_LIMIT items.

const FINDERS: Record<LookupKind, { search: (q: string) => Promise<LookupItem[]>; byId: (id: number) => Promise<LookupItem[]> }> = {
  product: { search: searchProducts, byId: productById },
  category: { search: searchCategories, byId: categoryById },
  place: { search: searchPlaces, byId: placeById },
};

export function adminLookup(query: AdminLookupQuery): Promise<LookupItem[]> {
  const finder = FINDERS[query.kind];
  return query.id !== undefined ? finder.byId(query.id) : finder.search(query.q ?? '');
}
