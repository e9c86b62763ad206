import type { FooterPhone } from '@/lib/server/services/content/types';
import { PhoneIcon, ViberIcon, WhatsAppIcon } from '@/components/ui/icons';

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
                className="foot-phone"
                {...(phone.platform === 'whatsapp' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Icon className="h-4 w-4 shrink-0 text-saffron-400" />
                {label ? <b>{label}:</b> : null}
                <span>{phone.value}</span>
              </a>
            </li>
          );
        })}
      </ul>
      {locations.length ? (
        // The pin before each location is drawn by `.foot-places li::before` (globals.css): one icon in the
        // stylesheet instead of an inline SVG per location on every page.
        <ul className="foot-places" aria-label="Our locations">
          {locations.map((l) => (
            <li key={l.location}>{l.location}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
