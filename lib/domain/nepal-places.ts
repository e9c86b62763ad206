// The towns the shop delivers to (the delivery locations' cities) with their province and the postal code of their
// head post office (Nepal Post), for addresses in structured data: a store's LocalBusiness, a job posting's
// jobLocation. Neighbourhoods people write before the town ('New Baneshwor, Kathmandu', 'Thamel') are known too.
// A place outside this table keeps the town as written, without a region or postal code.

export type NepalPlace = {
  /** The town as an address names it: addressLocality. */
  locality: string;
  /** The province: addressRegion (as lib/seo/shop.ts writes the shop's own, 'Bagmati'). */
  region: string;
  postalCode: string;
};

const PLACES: readonly NepalPlace[] = [
  { locality: 'Kathmandu', region: 'Bagmati', postalCode: '44600' },
  { locality: 'Lalitpur', region: 'Bagmati', postalCode: '44700' },
  { locality: 'Bhaktapur', region: 'Bagmati', postalCode: '44800' },
  { locality: 'Kirtipur', region: 'Bagmati', postalCode: '44618' },
  { locality: 'Banepa', region: 'Bagmati', postalCode: '45210' },
  { locality: 'Dhulikhel', region: 'Bagmati', postalCode: '45200' },
  { locality: 'Bharatpur', region: 'Bagmati', postalCode: '44200' },
  { locality: 'Hetauda', region: 'Bagmati', postalCode: '44107' },
  { locality: 'Pokhara', region: 'Gandaki', postalCode: '33700' },
  { locality: 'Butwal', region: 'Lumbini', postalCode: '32907' },
  { locality: 'Bhairahawa', region: 'Lumbini', postalCode: '32900' },
  { locality: 'Tansen', region: 'Lumbini', postalCode: '32500' },
  { locality: 'Nepalgunj', region: 'Lumbini', postalCode: '21900' },
  { locality: 'Tulsipur', region: 'Lumbini', postalCode: '22412' },
  { locality: 'Biratnagar', region: 'Koshi', postalCode: '56613' },
  { locality: 'Itahari', region: 'Koshi', postalCode: '56705' },
  { locality: 'Dharan', region: 'Koshi', postalCode: '56700' },
  { locality: 'Birgunj', region: 'Madhesh', postalCode: '44300' },
  { locality: 'Janakpur', region: 'Madhesh', postalCode: '45600' },
  { locality: 'Birendranagar', region: 'Karnali', postalCode: '21700' },
  { locality: 'Dhangadhi', region: 'Sudurpashchim', postalCode: '10900' },
  { locality: 'Mahendranagar', region: 'Sudurpashchim', postalCode: '10400' },
];

/** Other names of a town, and neighbourhoods that name it on their own. */
const ALIASES: Record<string, string> = {
  ktm: 'Kathmandu',
  'kathmandu valley': 'Kathmandu',
  baneshwor: 'Kathmandu',
  'new baneshwor': 'Kathmandu',
  thamel: 'Kathmandu',
  boudha: 'Kathmandu',
  tinkune: 'Kathmandu',
  koteshwor: 'Kathmandu',
  chabahil: 'Kathmandu',
  budhanilkantha: 'Kathmandu',
  kalanki: 'Kathmandu',
  'new road': 'Kathmandu',
  patan: 'Lalitpur',
  jhamsikhel: 'Lalitpur',
  jawalakhel: 'Lalitpur',
  sanepa: 'Lalitpur',
  lagankhel: 'Lalitpur',
  suryamadhi: 'Bhaktapur',
  taumadhi: 'Bhaktapur',
  thimi: 'Bhaktapur',
  lakeside: 'Pokhara',
  chitwan: 'Bharatpur',
  siddharthanagar: 'Bhairahawa',
  surkhet: 'Birendranagar',
  janakpurdham: 'Janakpur',
};

const BY_NAME = new Map<string, NepalPlace>(PLACES.map((place) => [place.locality.toLowerCase(), place]));
for (const [alias, town] of Object.entries(ALIASES)) BY_NAME.set(alias, BY_NAME.get(town.toLowerCase())!);

/** The town a name stands for ('Lalitpur', 'Patan', 'lakeside' → Pokhara), or null when the table has none. */
export function nepalPlace(name: string): NepalPlace | null {
  return BY_NAME.get(name.trim().toLowerCase()) ?? null;
}

/** The names the table knows, longest first so 'new baneshwor' is found before 'baneshwor'. */
const NAMES = [...BY_NAME.keys()].sort((a, b) => b.length - a.length);

/**
 * The towns a free-text location names, in the order it names them, each once: 'New Baneshwor, Kathmandu (hybrid)'
 * → Kathmandu; 'Lalitpur and Kathmandu' → Lalitpur, Kathmandu; 'Kathmandu valley (Baneshwor, Pulchowk or
 * Suryamadhi)' → Kathmandu, Bhaktapur (Pulchowk is in Lalitpur and in Bharatpur: left to the others).
 */
export function placesIn(text: string): NepalPlace[] {
  const lower = ` ${text.toLowerCase().replace(/[^a-z]+/g, ' ')} `;
  const found: { at: number; place: NepalPlace }[] = [];
  const taken: [number, number][] = [];
  for (const name of NAMES) {
    let from = 0;
    for (let at = lower.indexOf(` ${name} `, from); at !== -1; at = lower.indexOf(` ${name} `, from)) {
      from = at + 1;
      const end = at + name.length + 1;
      if (taken.some(([a, b]) => at < b && end > a)) continue;
      taken.push([at, end]);
      found.push({ at, place: BY_NAME.get(name)! });
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.place)
    .filter((place) => !seen.has(place.locality) && seen.add(place.locality));
}
