// Where Upahar Ghar delivers: places from shared/reference/nepal-commerce.md ("Places"), grouped region → city → area.
// Charges are rupees here (the builder turns them into paisa): Rs 100–250 inside Kathmandu valley (more for the
// edges of the valley), Rs 300–600 and 2–4 days beyond it. Cities without a partner bakery receive no cakes.

export type AreaSeed = { slug: string; name: string; lat: number; lng: number; charge: number; aliases?: string[] };
export type CitySeed = {
  slug: string;
  name: string;
  lat: number;
  lng: number;
  aliases?: string[];
  /** Outside the valley the city itself is the place picked: these apply to it. */
  charge?: number;
  leadDays?: number;
  cakes?: boolean;
  automobiles?: boolean;
  areas?: AreaSeed[];
};
export type RegionSeed = { slug: string; name: string; lat: number; lng: number; inValley: boolean; cities: CitySeed[] };

export const VALLEY_FREE_DELIVERY_ABOVE_RUPEES = 2500;

export const DELIVERY_REGIONS: RegionSeed[] = [
  {
    slug: 'kathmandu-valley',
    name: 'Kathmandu Valley',
    lat: 27.7017,
    lng: 85.3206,
    inValley: true,
    cities: [
      {
        slug: 'kathmandu',
        name: 'Kathmandu',
        lat: 27.7017,
        lng: 85.3206,
        aliases: ['KTM'],
        areas: [
          { slug: 'new-baneshwor', name: 'New Baneshwor', lat: 27.6923, lng: 85.3422, charge: 100, aliases: ['Naya Baneshwor', 'Baneshwor', 'Baneshwar'] },
          { slug: 'koteshwor', name: 'Koteshwor', lat: 27.676, lng: 85.3461, charge: 120, aliases: ['Koteshwar'] },
          { slug: 'tinkune', name: 'Tinkune', lat: 27.6861, lng: 85.3488, charge: 100, aliases: ['Tin Kune', 'Subidhanagar'] },
          { slug: 'chabahil', name: 'Chabahil', lat: 27.7169, lng: 85.3478, charge: 120, aliases: ['Chabhil', 'Gaushala'] },
          { slug: 'jorpati', name: 'Jorpati', lat: 27.7276, lng: 85.379, charge: 180, aliases: ['Boudha', 'Boudhanath'] },
          { slug: 'budhanilkantha', name: 'Budhanilkantha', lat: 27.7657, lng: 85.3659, charge: 250, aliases: ['Budanilkantha', 'Narayanthan'] },
          { slug: 'gongabu', name: 'Gongabu', lat: 27.7494, lng: 85.3216, charge: 150, aliases: ['New Bus Park', 'Samakhusi'] },
          { slug: 'balaju', name: 'Balaju', lat: 27.7316, lng: 85.2957, charge: 150, aliases: ['Banasthali'] },
          { slug: 'kalanki', name: 'Kalanki', lat: 27.6941, lng: 85.2809, charge: 150, aliases: ['Kalankisthan'] },
          { slug: 'kalimati', name: 'Kalimati', lat: 27.7016, lng: 85.2887, charge: 120, aliases: ['Teku', 'Tahachal'] },
          { slug: 'thamel', name: 'Thamel', lat: 27.7154, lng: 85.3123, charge: 100, aliases: ['Lazimpat', 'Chhetrapati'] },
          { slug: 'new-road', name: 'New Road', lat: 27.7017, lng: 85.3206, charge: 100, aliases: ['Newroad', 'Basantapur', 'Kathmandu Durbar Square'] },
          { slug: 'kirtipur', name: 'Kirtipur', lat: 27.6645, lng: 85.2736, charge: 200, aliases: ['Naya Bazar', 'TU Kirtipur'] },
        ],
      },
      {
        slug: 'lalitpur',
        name: 'Lalitpur',
        lat: 27.6766,
        lng: 85.3142,
        aliases: ['Patan'],
        areas: [
          { slug: 'jhamsikhel', name: 'Jhamsikhel', lat: 27.6831, lng: 85.3023, charge: 120, aliases: ['Jhamel'] },
          { slug: 'sanepa', name: 'Sanepa', lat: 27.6846, lng: 85.3055, charge: 120 },
          { slug: 'jawalakhel', name: 'Jawalakhel', lat: 27.6748, lng: 85.3121, charge: 120, aliases: ['Jawlakhel'] },
          { slug: 'pulchowk', name: 'Pulchowk', lat: 27.6782, lng: 85.316, charge: 100, aliases: ['Pulchok'] },
          { slug: 'patan-durbar-square', name: 'Patan Durbar Square', lat: 27.6766, lng: 85.3142, charge: 120, aliases: ['Mangal Bazar', 'Patan'] },
          { slug: 'lagankhel', name: 'Lagankhel', lat: 27.6675, lng: 85.3211, charge: 150, aliases: ['Satdobato'] },
          { slug: 'imadol', name: 'Imadol', lat: 27.6568, lng: 85.3424, charge: 180, aliases: ['Imadole'] },
          { slug: 'bhaisepati', name: 'Bhaisepati', lat: 27.6514, lng: 85.299, charge: 200, aliases: ['Bhaisipati'] },
        ],
      },
      {
        slug: 'bhaktapur',
        name: 'Bhaktapur',
        lat: 27.671,
        lng: 85.4298,
        aliases: ['Khwopa'],
        areas: [
          { slug: 'madhyapur-thimi', name: 'Madhyapur Thimi', lat: 27.6786, lng: 85.3818, charge: 180, aliases: ['Thimi'] },
          { slug: 'bhaktapur-durbar-square', name: 'Bhaktapur Durbar Square', lat: 27.671, lng: 85.4298, charge: 200, aliases: ['Bhaktapur', 'Khwopa'] },
          { slug: 'suryabinayak', name: 'Suryabinayak', lat: 27.6493, lng: 85.4397, charge: 220, aliases: ['Surya Binayak'] },
          { slug: 'sanga', name: 'Sanga', lat: 27.6359, lng: 85.4836, charge: 250 },
        ],
      },
    ],
  },
  {
    slug: 'bagmati-outside-valley',
    name: 'Bagmati (outside the valley)',
    lat: 27.6768,
    lng: 84.4359,
    inValley: false,
    cities: [
      { slug: 'banepa', name: 'Banepa', lat: 27.6325, lng: 85.5219, charge: 300, leadDays: 2, cakes: true },
      { slug: 'dhulikhel', name: 'Dhulikhel', lat: 27.6221, lng: 85.5428, charge: 300, leadDays: 2, cakes: true },
      { slug: 'bharatpur', name: 'Bharatpur', lat: 27.6768, lng: 84.4359, charge: 350, leadDays: 2, cakes: true, automobiles: true, aliases: ['Chitwan', 'Narayangarh'] },
      { slug: 'hetauda', name: 'Hetauda', lat: 27.4284, lng: 85.0322, charge: 350, leadDays: 2, cakes: true, aliases: ['Makwanpur'] },
    ],
  },
  {
    slug: 'gandaki',
    name: 'Gandaki',
    lat: 28.2669,
    lng: 83.9685,
    inValley: false,
    cities: [{ slug: 'pokhara', name: 'Pokhara', lat: 28.2669, lng: 83.9685, charge: 400, leadDays: 2, cakes: true, automobiles: true, aliases: ['Lakeside', 'Kaski'] }],
  },
  {
    slug: 'lumbini',
    name: 'Lumbini',
    lat: 27.7006,
    lng: 83.4484,
    inValley: false,
    cities: [
      { slug: 'butwal', name: 'Butwal', lat: 27.7006, lng: 83.4484, charge: 450, leadDays: 3, cakes: true, automobiles: true },
      { slug: 'bhairahawa', name: 'Bhairahawa', lat: 27.5, lng: 83.45, charge: 450, leadDays: 3, cakes: true, aliases: ['Siddharthanagar'] },
      { slug: 'tansen', name: 'Tansen', lat: 27.8673, lng: 83.5467, charge: 500, leadDays: 3, aliases: ['Palpa'] },
      { slug: 'nepalgunj', name: 'Nepalgunj', lat: 28.05, lng: 81.6167, charge: 550, leadDays: 4, cakes: true, aliases: ['Nepalganj'] },
      { slug: 'tulsipur', name: 'Tulsipur', lat: 28.131, lng: 82.2973, charge: 550, leadDays: 4, aliases: ['Dang'] },
    ],
  },
  {
    slug: 'koshi',
    name: 'Koshi',
    lat: 26.4551,
    lng: 87.2701,
    inValley: false,
    cities: [
      { slug: 'biratnagar', name: 'Biratnagar', lat: 26.4551, lng: 87.2701, charge: 500, leadDays: 3, cakes: true, automobiles: true },
      { slug: 'itahari', name: 'Itahari', lat: 26.6637, lng: 87.274, charge: 500, leadDays: 3, cakes: true },
      { slug: 'dharan', name: 'Dharan', lat: 26.8144, lng: 87.2797, charge: 500, leadDays: 3, cakes: true },
    ],
  },
  {
    slug: 'madhesh',
    name: 'Madhesh',
    lat: 26.7288,
    lng: 85.9263,
    inValley: false,
    cities: [
      { slug: 'birgunj', name: 'Birgunj', lat: 27.0171, lng: 84.8808, charge: 450, leadDays: 3, cakes: true, aliases: ['Birganj'] },
      { slug: 'janakpur', name: 'Janakpur', lat: 26.7288, lng: 85.9263, charge: 450, leadDays: 3, cakes: true, aliases: ['Janakpurdham'] },
    ],
  },
  {
    slug: 'karnali',
    name: 'Karnali',
    lat: 28.6019,
    lng: 81.6339,
    inValley: false,
    cities: [{ slug: 'birendranagar', name: 'Birendranagar', lat: 28.6019, lng: 81.6339, charge: 600, leadDays: 4, aliases: ['Surkhet'] }],
  },
  {
    slug: 'sudurpashchim',
    name: 'Sudurpashchim',
    lat: 28.7014,
    lng: 80.5898,
    inValley: false,
    cities: [
      { slug: 'dhangadhi', name: 'Dhangadhi', lat: 28.7014, lng: 80.5898, charge: 600, leadDays: 4, cakes: true, aliases: ['Kailali'] },
      { slug: 'mahendranagar', name: 'Mahendranagar', lat: 28.964, lng: 80.1772, charge: 600, leadDays: 4, aliases: ['Bhimdatta', 'Kanchanpur'] },
    ],
  },
];

/** Minutes after Kathmandu midnight. */
const at = (hour: number, minute = 0) => hour * 60 + minute;

export const DELIVERY_METHODS = [
  {
    code: 'standard',
    name: 'Standard delivery',
    description: 'Our riders in the valley, a trusted courier beyond it, in the window you choose.',
    premiumRupees: 0,
    valleyOnly: false,
    slots: [
      { label: '9 AM – 12 PM', start: at(9), end: at(12), capacity: 40 },
      { label: '12 PM – 3 PM', start: at(12), end: at(15), capacity: 40 },
      { label: '3 PM – 6 PM', start: at(15), end: at(18), capacity: 40 },
      { label: '6 PM – 9 PM', start: at(18), end: at(21), capacity: 30 },
    ],
  },
  {
    code: 'express',
    name: 'Express delivery',
    description: 'A two-hour window inside Kathmandu valley.',
    premiumRupees: 150,
    valleyOnly: true,
    slots: [
      { label: '8 AM – 10 AM', start: at(8), end: at(10), capacity: 8 },
      { label: '10 AM – 12 PM', start: at(10), end: at(12), capacity: 8 },
      { label: '12 PM – 2 PM', start: at(12), end: at(14), capacity: 8 },
      { label: '2 PM – 4 PM', start: at(14), end: at(16), capacity: 8 },
      { label: '4 PM – 6 PM', start: at(16), end: at(18), capacity: 8 },
      { label: '6 PM – 8 PM', start: at(18), end: at(20), capacity: 8 },
    ],
  },
  {
    code: 'midnight',
    name: 'Midnight delivery',
    description: 'Between 11 PM and midnight of the chosen date, to surprise them as the day turns.',
    premiumRupees: 500,
    valleyOnly: true,
    slots: [{ label: '11 PM – 12 AM (midnight)', start: at(23), end: at(24), capacity: 20 }],
  },
] as const;
