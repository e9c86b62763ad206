import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ProductPhotosManager } from '@/components/admin/catalogue/product-photos-manager';
import { productUrl, type ProductType } from '@/lib/domain/catalogue-types';
import { requireStaffPage } from '@/lib/server/auth/back-office';
import { ApiError } from '@/lib/server/http/errors';
import { listProductPhotos } from '@/lib/server/services/product-photos/manage';
import { rowIdOrNull } from '@/lib/validation/ids';

// A product's photos (issue 25): the same service as GET admin/catalogue/products/{id}/photos. Uploads are processed
// into the sizes and formats the shop uses; the first photo is the product's card picture and share image. A product
// with no photos keeps its generated picture. The product form (/admin/catalogue/products/{id}) links here.
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const id = rowIdOrNull((await params).id);
  return { title: id ? `Photos of product #${id}` : 'Product photos' };
}

export default async function ProductPhotosPage({ params }: Params) {
  const raw = (await params).id;
  await requireStaffPage('catalogue.manage', `/admin/catalogue/products/${encodeURIComponent(raw)}/photos`);
  const id = rowIdOrNull(raw);
  if (id === null) notFound();
  const view = await listProductPhotos(id).catch((error: unknown) => {
    if (error instanceof ApiError && error.status === 404) notFound();
    throw error;
  });
  const { product } = view;

  return (
    <div className="mx-auto max-w-[1200px] space-y-4">
      <nav aria-label="Breadcrumb" className="text-sm text-gray-700">
        <Link href="/admin/catalogue" className="underline">
          Catalogue
        </Link>{' '}
        /{' '}
        <Link href={`/admin/catalogue/products/${product.id}`} className="underline">
          {product.name}
        </Link>{' '}
        / Photos
      </nav>
      <div>
        <h1 className="text-xl font-bold">Photos of {product.name}</h1>
        <p className="text-sm text-gray-700">
          Each photo is made into AVIF, WebP and JPEG at the sizes the shop shows, turned upright, with its camera data removed. Changes show on{' '}
          <Link href={productUrl(product.type as ProductType, product.slug)} className="font-medium text-brand-700 underline">
            the product’s page
          </Link>{' '}
          at once.
        </p>
      </div>
      <ProductPhotosManager productId={product.id} initial={view.photos} max={view.max} />
    </div>
  );
}
