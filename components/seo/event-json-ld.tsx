import { absoluteUrl, SITE_NAME } from '@/lib/seo/metadata';
import { logoUrl } from '@/lib/seo/shop';

type Props = {
  name: string;
  description: string;
  path: string;
  image: string;
  startDate: string;
  endDate: string;
  organizer: string | null;
  /** 'EventScheduled' until it ends; nothing else applies to a contest. */
};

/** Event structured data for a contest (Google's event rich results): an online event from entries to winners. */
export function EventJsonLd({ name, description, path, image, startDate, endDate, organizer }: Props) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name,
    description,
    url: absoluteUrl(path),
    image: [absoluteUrl(image)],
    startDate,
    endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: absoluteUrl(path) },
    isAccessibleForFree: true,
    organizer: organizer ? { '@type': 'Person', name: organizer } : { '@type': 'Organization', name: SITE_NAME, url: absoluteUrl('/'), logo: logoUrl() },
  };
  // '<' escaped so no text in a title can close the script element.
  return <script type="application/ld+json" id="event-jsonld" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
