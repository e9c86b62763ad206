import { BreadcrumbJsonLd as NextSeoBreadcrumbJsonLd } from 'next-seo';
import { absoluteUrl } from '@/lib/seo/metadata';

export type BreadcrumbItem = {
  name: string;
  /** Site-relative path ('/category/cakes') or absolute URL. Accepts catalogue Crumb objects via `url`. */
  path?: string;
  url?: string;
};

/**
 * BreadcrumbList structured data (Google shows the trail instead of the raw URL). Pass the trail root first, e.g.
 * product.breadcrumb from the catalogue. The last item may omit its link (it is the current page).
 */
export function BreadcrumbJsonLd({ items }: { items: BreadcrumbItem[] }) {
  if (items.length === 0) return null;
  const list = items.map((item, index) => {
    const link = item.path ?? item.url;
    const isLast = index === items.length - 1;
    return link || !isLast ? { name: item.name, item: absoluteUrl(link ?? '/') } : { name: item.name };
  });
  return <NextSeoBreadcrumbJsonLd items={list} scriptId="breadcrumb-jsonld" />;
}
