import type { Metadata } from 'next';
import { phoneHref } from '@/components/layout/footer-contact';
import { ContactForm } from '@/components/pages/contact-form';
import { ShopPageView } from '@/components/pages/shop-page-view';
import { PhoneIcon, ViberIcon, WhatsAppIcon } from '@/components/ui/icons';
import { pageMetadata } from '@/lib/seo/metadata';
import { getContactInfo } from '@/lib/server/services/pages';
import { shopPageOr404 } from '../_lib/shop-page';

// /contact: how to reach customer care (phones with Viber and WhatsApp, counters, hours) from the database and the
// footer data, and the message form (contact-us).
export const revalidate = 3600; // policy: content

export async function generateMetadata(): Promise<Metadata> {
  const page = await shopPageOr404('contact');
  return pageMetadata({ title: page.title, description: page.summary, path: '/contact' });
}

const PLATFORM = { viber: { label: 'Viber', Icon: ViberIcon }, whatsapp: { label: 'WhatsApp', Icon: WhatsAppIcon } } as const;

export default async function ContactPage() {
  await shopPageOr404('contact');
  const { page, phones, locations, hours } = await getContactInfo();
  const aside = (
    <div className="flex flex-col gap-6 rounded-3xl border border-cocoa-100 bg-cocoa-50 p-5 lg:sticky lg:top-28">
      <section aria-labelledby="contact-phones">
        <h2 id="contact-phones" className="font-display text-xl font-bold text-cocoa-900">
          Call or message us
        </h2>
        <p className="mt-1 text-sm text-gray-700">
          Every day, {hours.opens} – {hours.closes} (Nepal time)
        </p>
        <ul className="mt-3 flex flex-col gap-2">
          {phones.map((phone) => {
            const platform = phone.platform ? PLATFORM[phone.platform] : null;
            const Icon = platform?.Icon ?? PhoneIcon;
            return (
              <li key={`${phone.platform ?? phone.type}-${phone.value}`}>
                <a
                  href={phoneHref(phone)}
                  className="flex min-h-11 items-center gap-3 rounded-xl bg-white px-3 py-2 text-cocoa-900 hover:text-brand-700"
                  {...(phone.platform === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <Icon className="h-5 w-5 shrink-0 text-brand-600" />
                  <span className="text-sm">
                    <span className="block font-semibold">{platform ? platform.label : phone.type === 'phone' ? 'Landline' : 'Mobile'}</span>
                    {phone.value}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="contact-places">
        <h2 id="contact-places" className="font-display text-xl font-bold text-cocoa-900">
          Our kitchens and counters
        </h2>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm text-gray-800">
          {locations.map((l) => (
            <li key={l.location}>{l.location}</li>
          ))}
        </ul>
      </section>
    </div>
  );
  return (
    <ShopPageView page={page} path="/contact" aside={aside}>
      <section className="mt-10 max-w-3xl rounded-3xl border border-cocoa-100 bg-white p-5 shadow-sm sm:p-8">
        <ContactForm />
      </section>
    </ShopPageView>
  );
}
