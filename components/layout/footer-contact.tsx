import type { FooterPhone } from '@/lib/server/services/content/types';
import { MapPinIcon, PhoneIcon, ViberIcon, WhatsAppIcon } from '@/components/ui/icons';

/** Where a phone entry links: Viber and WhatsApp open the chat apps, anything else dials (SPEC §3 Footer data). */
export function phoneHref(phone: FooterPhone): string {
  const digits = phone.value.replace(/[^\d+]/g, '');
  if (phone.platform === 'viber') return `viber://chat?number=${encodeURIComponent(digits)}`;
  if (phone.platform === 'whatsapp') return `https://wa.me/${digits.replace(/\D/g, '')}`;
  return `tel:${digits}`;
}

const platformLabel = { viber: 'Viber', whatsapp: 'WhatsApp' } as const;

export function FooterContact({ phones, locations }: { phones: FooterPhone[]; locations: { location: string }[] }) {
  return (
    <div className="space-y-4">
      <ul className="space-y-2" aria-label="Phone numbers">
        {phones.map((phone) => {
          const label = phone.platform ? platformLabel[phone.platform] : null;
          const Icon = phone.platform === 'viber' ? ViberIcon : phone.platform === 'whatsapp' ? WhatsAppIcon : PhoneIcon;
          return (
            <li key={`${phone.platform ?? phone.type}-${phone.value}`}>
              <a
                href={phoneHref(phone)}
                className="inline-flex min-h-6 flex-wrap items-center gap-x-2 text-sm text-cocoa-100 hover:text-white"
                {...(phone.platform === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Icon className="h-4 w-4 shrink-0 text-saffron-400" />
                {label ? <span className="font-semibold text-white">{label}:</span> : null}
                <span className="whitespace-nowrap">{phone.value}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {locations.length ? (
        <ul className="space-y-1.5" aria-label="Our locations">
          {locations.map((l) => (
            <li key={l.location} className="flex items-start gap-2 text-sm text-cocoa-100">
              <MapPinIcon className="mt-0.5 h-4 w-4 shrink-0 text-saffron-400" />
              {l.location}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
