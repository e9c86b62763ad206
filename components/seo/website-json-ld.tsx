import { JsonLdScript } from 'next-seo';
import { absoluteUrl, SITE_NAME } from '@/lib/seo/metadata';
import { logoUrl, SHOP_PROFILE } from '@/lib/seo/shop';

/**
 * WebSite structured data with a SearchAction (the sitelinks search box) pointing at /search?q=….
 * next-seo 7 has no WebSite component, so this uses its JsonLdScript (which escapes '</script>' safely).
 * Render once, on the home page.
 */
export function WebSiteJsonLd() {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    alternateName: SHOP_PROFILE.alternateName,
    url: absoluteUrl('/'),
    inLanguage: 'en-NP',
    publisher: { '@type': 'Organization', name: SITE_NAME, logo: logoUrl() },
    potentialAction: {
      '@type': 'SearchAction',
      target: { '@type': 'EntryPoint', urlTemplate: `${absoluteUrl('/search')}?q={search_term_string}` },
      'query-input': 'required name=search_term_string',
    },
  };
  return <JsonLdScript data={data} id="website-jsonld" scriptKey="website-jsonld" />;
}
