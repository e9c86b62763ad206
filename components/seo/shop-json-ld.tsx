import { LocalBusinessJsonLd } from 'next-seo';
import { absoluteUrl } from '@/lib/seo/metadata';
import { logoUrl, SHOP_PROFILE } from '@/lib/seo/shop';
import { acceptedPayments } from '@/lib/server/payments/registry';

export type ShopJsonLdProps = {
  /** The first contact phone from the footer data, if the page has it. */
  telephone?: string;
  /** Social profile links from the footer data (facebook, instagram…). */
  sameAs?: string[];
};

/**
 * The shop as a Bakery (a LocalBusiness, so also an Organization for Google's knowledge panel): name, URL, logo,
 * telephone, Kathmandu address and social profiles. Render once, on the home page.
 */
export function ShopJsonLd({ telephone, sameAs }: ShopJsonLdProps = {}) {
  const socials = sameAs && sameAs.length > 0 ? sameAs : [...SHOP_PROFILE.sameAs];
  return (
    <LocalBusinessJsonLd
      scriptId="shop-jsonld"
      type={['Bakery', 'Store']}
      name={SHOP_PROFILE.name}
      description={SHOP_PROFILE.description}
      slogan={SHOP_PROFILE.slogan}
      url={absoluteUrl('/')}
      image={logoUrl()}
      telephone={telephone || SHOP_PROFILE.telephone}
      email={SHOP_PROFILE.email}
      address={{ ...SHOP_PROFILE.address }}
      geo={{ ...SHOP_PROFILE.geo }}
      areaServed={[...SHOP_PROFILE.areaServed]}
      sameAs={socials}
      priceRange={SHOP_PROFILE.priceRange}
      currenciesAccepted={SHOP_PROFILE.currenciesAccepted}
      // The methods checkout offers (PAYMENT_GATEWAYS), never a list typed here.
      paymentAccepted={acceptedPayments().join(', ')}
    />
  );
}
