import type { Metadata } from 'next';
import { CategoryTiles } from '@/components/catalogue/category-tiles';
import { OrderFeedbackPrompt } from '@/components/content/order-feedback-prompt';
import { PreviouslyViewed } from '@/components/content/previously-viewed';
import { ProductStrip } from '@/components/product/product-strip';
import { ShopJsonLd } from '@/components/seo/shop-json-ld';
import { WebSiteJsonLd } from '@/components/seo/website-json-ld';
import { BelowFold } from '@/components/ui/below-fold';
import { Container } from '@/components/ui/container';
import { pageMetadata } from '@/lib/seo/metadata';
import { getCategoryTree, listUrgent } from '@/lib/server/services/catalogue';
import { getHomeData } from '@/lib/server/services/content/home';
import { SectionTitle } from '@/components/ui/section-title';
import { BrandsRow, HeroBanners, OffersRow, StoresRow, TestimonialsRow } from './home-sections';

// The home page (SPEC §3 Home): banners, offers, categories, trending, urgent cakes, category rows, stores, brands,
// testimonials, recommended; previouslyViewed and orderFeedback come from the browser (this browser's history, the
// logged-in customer's last delivered order). Static and revalidated hourly; the data functions are cached under their tags.
export const revalidate = 3600; // policy: catalogue

export async function generateMetadata(): Promise<Metadata> {
  const { meta } = await getHomeData();
  return pageMetadata({ title: meta.title, description: meta.description, path: '/' });
}

function uniqueById<T extends { id: number }>(items: T[]): T[] {
  const seen = new Set<number>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

export default async function HomePage() {
  const [home, tree, urgent] = await Promise.all([getHomeData(), getCategoryTree(), listUrgent(1, 4)]);
  return (
    <Container>
      <ShopJsonLd />
      <WebSiteJsonLd />
      <h1 className="sr-only">Upahar Ghar: cakes, flowers and gifts delivered across Nepal</h1>
      <HeroBanners banners={home.banners} />
      {/* The customer's own: fetched in the browser, so this page stays one cached page for everyone. */}
      <OrderFeedbackPrompt />
      <OffersRow offers={home.offers} />
      <section aria-labelledby="home-categories" className="py-6">
        <SectionTitle id="home-categories" href="/categories" linkText="All categories">
          Shop by category
        </SectionTitle>
        <CategoryTiles categories={tree.slice(0, 12)} />
      </section>
      <PreviouslyViewed />
      {/* Below a phone's first screen (banners, offers, categories): rendered as they come near (BelowFold). */}
      <BelowFold>
        <ProductStrip title="Trending now" products={home.trending} viewAllHref="/products" id="home-trending" limit={4} />
      </BelowFold>
      <BelowFold>
        <ProductStrip
          title="Urgent cakes"
          subtitle="Delivered within hours in Kathmandu valley"
          products={uniqueById([...urgent.readyMadeCakes, ...urgent.products])}
          viewAllHref="/products/urgent"
          id="home-urgent"
          limit={4}
        />
      </BelowFold>
      {home.loadedCategories.map(({ category, products }) => (
        <BelowFold key={category.id}>
          <ProductStrip
            title={category.title || category.name}
            products={products}
            viewAllHref={`/category/${category.slug}`}
            id={`home-cat-${category.slug}`}
            limit={4}
          />
        </BelowFold>
      ))}
      <BelowFold>
        <StoresRow stores={home.stores} />
      </BelowFold>
      <BelowFold>
        <BrandsRow brands={home.brands} />
      </BelowFold>
      <BelowFold>
        <TestimonialsRow testimonials={home.testimonials} />
      </BelowFold>
      <BelowFold>
        <ProductStrip title="Recommended for you" products={home.recommended} id="home-recommended" limit={4} />
      </BelowFold>
    </Container>
  );
}
