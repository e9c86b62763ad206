import type { Metadata } from 'next';
import { PlainImage as Image } from '@/components/ui/plain-image';
import { notFound } from 'next/navigation';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { listMetadata } from '@/components/catalogue/list-metadata';
import { ProductListView } from '@/components/catalogue/product-list-view';
import { isSvg } from '@/components/product/media';
import type { CatalogueFilters } from '@/lib/domain/filters';
import { occasionDescription } from '@/lib/seo/descriptions';
import { getOccasion, listOccasionProducts } from '@/lib/server/services/catalogue';
import { existingPage } from '../../_lib/list-page';
import { toServiceFilters } from '../../_lib/list-query';

export async function occasionMetadata(slug: string, filters: CatalogueFilters): Promise<Metadata> {
  const occasion = await getOccasion(slug);
  if (!occasion) return {};
  return listMetadata({
    title: `${occasion.name} cakes & gifts`,
    description: occasionDescription(occasion),
    basePath: occasion.url,
    filters,
  });
}

export async function OccasionView({ slug, filters }: { slug: string; filters: CatalogueFilters }) {
  const data = await listOccasionProducts(slug, toServiceFilters(filters));
  if (!data) notFound();
  existingPage(data);
  const { occasion } = data;
  const breadcrumb = [
    { name: 'Home', url: '/' },
    { name: occasion.name, url: occasion.url },
  ];
  return (
    <>
      <BreadcrumbJsonLd items={breadcrumb} />
      <ProductListView
        title={`${occasion.name} cakes & gifts`}
        eyebrow={occasion.whenText || undefined}
        intro={occasion.description ? <p>{occasion.description}</p> : null}
        media={
          <Image
            src={occasion.image}
            alt=""
            width={600}
            height={400}
            unoptimized={isSvg(occasion.image)}
            className="hidden h-36 w-auto rounded-2xl sm:block"
          />
        }
        breadcrumb={breadcrumb}
        basePath={occasion.url}
        filters={filters}
        list={data}
      />
    </>
  );
}
