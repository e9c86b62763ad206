import type { Metadata } from 'next';
import { isDefaultFilters, type CatalogueFilters } from '@/lib/domain/filters';
import { pageMetadata } from '@/lib/seo/metadata';
import { listHref } from './list-href';

type ListMetadataInput = {
  title: string;
  description: string;
  basePath: string;
  filters: CatalogueFilters;
  image?: string | null;
};

/**
 * Metadata of a product list page. The clean list (and its plain page 2, 3…) is indexable with a self-canonical;
 * any filtered or re-sorted variant is noindex with its canonical pointing at the clean list, so crawlers spend
 * their time on one URL per list.
 */
export function listMetadata({ title, description, basePath, filters, image }: ListMetadataInput): Metadata {
  const filtered = !isDefaultFilters(filters);
  const page = filters.page;
  const path = filtered ? basePath : listHref(basePath, { page });
  return pageMetadata({
    title: page > 1 && !filtered ? `${title} – page ${page}` : title,
    description,
    path,
    ...(image !== undefined ? { image } : {}),
    noindex: filtered,
  });
}
