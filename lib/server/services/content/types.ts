// Shapes the content API answers and the layout components render. Pure types (no runtime code, no server-only
// import) so client components can `import type` them. Field names follow SPEC §3 ("Footer data", "Menu item",
// "Category", "Error page", "Home") exactly, because the client reads them by those names.

import type { BrandView, ProductCard, StoreSummary } from '@/lib/domain/catalogue-types';

export type Banner = { image: string; url: string };

/** SPEC §3 Category fields (id, slug, name, imageFileName), with one level of children for the mega-menu. */
export type CategoryMenuItem = {
  id: number;
  slug: string;
  name: string;
  imageFileName: string;
  children: { id: number; slug: string; name: string; imageFileName: string }[];
};

/** SPEC §3 Menu item: title, url, banner image and url. */
export type Menu = { title: string; items: { title: string; url: string }[]; banner: Banner | null };

export type HeaderCampaign = { slug: string; name: string; icon: string };

export type HeaderData = {
  categories: { items: CategoryMenuItem[]; banner: Banner | null };
  campaign: HeaderCampaign | null;
  topMenu: { about: Menu; bazaar: Menu; fun: Menu };
};

export type FooterPhone = { type: string; value: string; platform: 'viber' | 'whatsapp' | null };

export type FooterData = {
  phones: FooterPhone[];
  locations: { location: string }[];
  appstore: string;
  playstore: string;
  appHeader: string;
  socialMedia: { name: string; link: string }[];
  navLinks: { title: string; items: { title: string; link: string }[] }[];
  newsletter: { placeholder: string; buttonText: string };
};

export type HeaderFooter = { header: HeaderData; footer: FooterData };

export type Offer = {
  id: number;
  title: string;
  subtitle: string;
  image: string;
  link: string;
  code: string | null;
};

export type HomeBanner = { id: number; image: string; title: string; subtitle: string; link: string };

export type Testimonial = {
  id: number;
  name: string;
  location: string;
  avatar: string;
  message: string;
  rating: number;
};

export type LoadedCategory = {
  category: { id: number; slug: string; name: string; imageFileName: string; title: string };
  products: ProductCard[];
};

export type HomeData = {
  offers: Offer[];
  banners: HomeBanner[];
  stores: StoreSummary[];
  trending: ProductCard[];
  testimonials: Testimonial[];
  recommended: ProductCard[];
  brands: BrandView[];
  loadedCategories: LoadedCategory[];
  meta: { title: string; description: string };
};

/** SPEC §3 Error page: banner (backgroundImage, title, subtitle), links (url, image, title). */
export type ErrorPageData = {
  banner: { backgroundImage: string; title: string; subtitle: string } | null;
  links: { url: string; image: string; title: string }[];
};
