import type { Metadata } from 'next';
import { JsonLdScript } from 'next-seo';
import { Breadcrumbs } from '@/components/catalogue/breadcrumbs';
import { FaqList } from '@/components/pages/faq-list';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { SearchIcon } from '@/components/ui/icons';
import { plainText } from '@/lib/domain/rich-text';
import { pageMetadata } from '@/lib/seo/metadata';
import { getFaq } from '@/lib/server/services/pages';

// /faq: the questions customers ask, grouped, with a search over the answers and FAQPage structured data. From the
// database (the back office edits it), cached under the 'content' tag.
export const revalidate = 3600; // policy: content

export const metadata: Metadata = pageMetadata({
  title: 'Frequently asked questions',
  description:
    'Answers about ordering, same-day and midnight delivery, eggless and photo cakes, refunds for damaged or late cakes, and sending gifts to Nepal from abroad.',
  path: '/faq',
});

const CRUMBS = [
  { name: 'Home', url: '/' },
  { name: 'FAQ', url: '/faq' },
];

export default async function FaqPage() {
  const groups = await getFaq();
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: groups.flatMap((g) =>
      g.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: plainText(item.sections) } })),
    ),
  };
  return (
    <Container className="py-6 sm:py-10">
      <BreadcrumbJsonLd items={CRUMBS} />
      <JsonLdScript data={jsonLd} id="faq-jsonld" scriptKey="faq-jsonld" />
      <Breadcrumbs items={CRUMBS} />
      <div className="mt-4 max-w-3xl">
        <h1 className="font-display text-3xl font-bold text-cocoa-900 sm:text-4xl">Frequently asked questions</h1>
        <p className="mt-3 text-lg leading-8 text-gray-800">
          Ordering, delivery, cakes, refunds and sending gifts from abroad: the questions our customer care hears most, answered.
        </p>
        {/* The search box's icon is drawn here: in FaqList it would bring the shop's icon set into this page's JavaScript. */}
        <FaqList
          groups={groups}
          searchIcon={<SearchIcon className="pointer-events-none absolute left-3.5 top-1/2 h-5 w-5 -translate-y-1/2 text-gray-600" />}
        />
        <div className="mt-10 rounded-3xl bg-cocoa-50 p-5 sm:p-6">
          <h2 className="font-display text-xl font-bold text-cocoa-900">Still have a question?</h2>
          <p className="mt-1 text-sm text-gray-800">Call, WhatsApp or Viber us, or send a message: we answer every day.</p>
          <ButtonLink href="/contact" className="mt-4">
            Contact us
          </ButtonLink>
        </div>
      </div>
    </Container>
  );
}
