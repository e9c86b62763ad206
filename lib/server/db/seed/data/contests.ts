import type { ContestPrize, ContestPromotion } from '@/lib/server/db/schema';

// The demo contests: one in each stage relative to the seed day (see seed/contests.ts for the dates), written as the
// shop would run them. Entries are drawn (cakes and rangoli by /media), their titles and stories built from the
// phrases below so each reads like a person wrote it.

export type DemoContest = {
  slug: string;
  title: string;
  summary: string;
  rules: string;
  prizes: ContestPrize[];
  promotions: ContestPromotion[];
  banner: { motif: 'cake' | 'festival' | 'trophy' | 'flowers'; palette: 'saffron' | 'brand' | 'cocoa' | 'leaf' | 'night' | 'rose' | 'sky'; subtitle: string };
  /** Who runs it: null for the shop, or a username (the demo customer runs one, so /profile/contests has something). */
  owner: string | null;
  entryKind: 'photo' | 'text';
  entryApproval: boolean;
  voteRule: 'daily' | 'once';
  maxEntriesPerPerson: number;
  /** Days from the seed day: when entries open, voting opens, voting closes, winners are due (negative: past). */
  days: [number, number, number, number];
  announced: boolean;
  entries: number;
  /** What the entries show: decorated cakes, rangoli, or both. */
  art: 'cakes' | 'rangoli' | 'mixed';
};

const SHOP_RULES = (extra: string) =>
  `${extra}

- One photo per entry, taken by you, of something you made yourself. No downloaded pictures, no shop-bought cakes.
- Write a title and a few lines about what you made and for whom.
- Voting is open to Upahar Ghar customers with a verified mobile number, for any entry but your own. Votes from fake or bought accounts are removed, and entries that gain them can be disqualified.
- The jury (our head baker, our cake decorator and one guest) picks the winners from the ten entries with the most votes, judging skill, creativity and the story.
- Winners are announced on this page and told by SMS. Prizes are delivered inside Kathmandu valley, or as a voucher elsewhere in Nepal.`;

export const DEMO_CONTESTS: DemoContest[] = [
  {
    slug: 'tihar-rangoli-cake-2026',
    title: 'Best Tihar Rangoli Cake',
    summary: 'Bake or decorate a cake with a rangoli pattern for Laxmi Puja, or draw the rangoli at your door, and let Nepal vote for the brightest.',
    rules: SHOP_RULES('Show us your Tihar: a cake decorated like a rangoli, or the rangoli you drew at your door for Laxmi Puja. Marigold, makhamali, diyo and colour powder all welcome.'),
    prizes: [
      { place: '1st', title: 'रू 15,000 Upahar Ghar voucher', description: 'Plus your design baked as a 2 lb cake for your family.' },
      { place: '2nd', title: 'रू 7,500 voucher', description: 'Spend it on cakes, flowers or hampers.' },
      { place: '3rd', title: 'Tihar sweets hamper', description: 'Laddu, barfi, kaju katli and dry fruits for the whole family.' },
    ],
    promotions: [
      { title: '10% off Tihar cakes for every participant', description: 'Enter or vote, then use the code at checkout until Bhai Tika.', code: 'RANGOLI10', href: '/occasion/tihar' },
      { title: 'Free diyo set with Tihar hampers', description: 'A set of six clay diyo with any festival hamper.', code: null, href: '/category/festival-specials' },
    ],
    banner: { motif: 'festival', palette: 'saffron', subtitle: 'Vote daily for your favourite' },
    owner: null,
    entryKind: 'photo',
    entryApproval: false,
    voteRule: 'daily',
    maxEntriesPerPerson: 2,
    days: [-12, -2, 5, 8],
    announced: false,
    entries: 52,
    art: 'mixed',
  },
  {
    slug: 'dashain-family-cake-photo',
    title: 'Dashain Family Cake Photo',
    summary: 'The cake your family cut when everyone came home for Dashain: send the photo and the story before voting opens.',
    rules: SHOP_RULES('A photo of the cake your family shared this Dashain, homemade or decorated by you, with a few lines about who was there.'),
    prizes: [
      { place: '1st', title: 'Family cake every month for a year', description: 'A 2 lb cake of your choice delivered once a month, twelve times.' },
      { place: '2nd', title: 'रू 5,000 voucher', description: 'For cakes, flowers or gifts.' },
      { place: '3rd', title: 'Cupcake box of 12', description: 'Assorted flavours, delivered in the valley.' },
    ],
    promotions: [{ title: 'Free delivery on your next cake', description: 'Everyone who enters gets free standard delivery on one order this month.', code: 'DASHAINHOME', href: '/category/cakes' }],
    banner: { motif: 'cake', palette: 'brand', subtitle: 'Entries open now' },
    owner: null,
    entryKind: 'photo',
    entryApproval: false,
    voteRule: 'daily',
    maxEntriesPerPerson: 1,
    days: [-3, 6, 13, 16],
    announced: false,
    entries: 8,
    art: 'cakes',
  },
  {
    slug: 'newari-sweets-kitchen-story',
    title: 'My Newari Sweets Kitchen',
    summary: 'Yomari, lakhamari, juju dhau: share the sweet your family makes and the story behind it. Voting is over; the winners are being chosen.',
    rules: `A friendly contest run by Sita for the Newari food lovers in our community.

- One entry per person: a photo of the sweet and the story of who taught you.
- Entries are approved by me before they appear, so keep it kind and about food.
- One vote per entry for the whole contest, and not for your own entry.`,
    prizes: [
      { place: '1st', title: 'A yomari-making afternoon in Patan', description: 'Hosted by a Newa kitchen in Mangal Bazaar, for two.' },
      { place: '2nd', title: 'Juju dhau for the family', description: 'Two kataaro of Bhaktapur curd, delivered.' },
    ],
    promotions: [],
    banner: { motif: 'trophy', palette: 'cocoa', subtitle: 'Winners coming soon' },
    owner: 'sita.demo',
    entryKind: 'photo',
    entryApproval: true,
    voteRule: 'once',
    maxEntriesPerPerson: 1,
    days: [-20, -10, -1, 3],
    announced: false,
    entries: 10,
    art: 'cakes',
  },
  {
    slug: 'teej-red-cake-challenge',
    title: 'Teej Red Cake Challenge',
    summary: 'Red velvet, rose petals and mehendi patterns in icing: the Teej cakes our customers decorated, and the three the jury loved most.',
    rules: SHOP_RULES('Decorate a cake in Teej red and green: red velvet, rose petals, mehendi patterns, pote beads in sugar.'),
    prizes: [
      // The vouchers land in the winners' prize wallets (valid PRIZE_VALID_DAYS from the announcement).
      {
        place: '1st',
        title: 'रू 10,000 voucher and a cake-decorating class',
        description: 'A Saturday class with our decorator Pema in New Baneshwor.',
        voucher: { kind: 'flat', value: 10_000_00, minSubtotal: 0 },
      },
      { place: '2nd', title: 'रू 5,000 voucher', description: 'For anything in the shop.', voucher: { kind: 'flat', value: 5_000_00, minSubtotal: 0 } },
      { place: '3rd', title: 'Red rose bouquet and a 1 lb cake', description: 'Delivered the same day in the valley.' },
    ],
    promotions: [],
    banner: { motif: 'flowers', palette: 'rose', subtitle: 'Winners announced' },
    owner: null,
    entryKind: 'photo',
    entryApproval: false,
    voteRule: 'daily',
    maxEntriesPerPerson: 1,
    // Announced 10 days ago, so its winners' vouchers are still in date.
    days: [-40, -25, -15, -10],
    announced: true,
    entries: 10,
    art: 'cakes',
  },
  {
    slug: 'christmas-cupcake-decorating',
    title: 'Christmas Cupcake Decorating',
    summary: 'Snowmen, stars and pine trees on a box of six cupcakes. Entries open soon: start practising your piping.',
    rules: SHOP_RULES('Decorate six cupcakes on a winter or Christmas theme. Photograph all six together.'),
    prizes: [
      { place: '1st', title: 'रू 8,000 voucher', description: 'And your box featured on our home page for a week.' },
      { place: '2nd', title: 'Plum cake and hot chocolate hamper', description: 'Delivered before Christmas Eve.' },
    ],
    promotions: [{ title: 'Piping bag set at 20% off', description: 'For participants, on cake accessories until the contest ends.', code: 'PIPING20', href: '/cart' }],
    banner: { motif: 'cake', palette: 'night', subtitle: 'Entries open soon' },
    owner: null,
    entryKind: 'photo',
    entryApproval: false,
    voteRule: 'daily',
    maxEntriesPerPerson: 1,
    days: [10, 20, 27, 30],
    announced: false,
    entries: 0,
    art: 'cakes',
  },
];

/** Phrases entry titles are made of: [what, detail]. */
export const RANGOLI_TITLES = [
  'Marigold mandala', 'Laxmi footprints', 'Peacock rangoli', 'Diyo circle', 'Lotus in saffron', 'Kolam of rice flour',
  'Swastik and stars', 'Makhamali border', 'Sun of Kartik', 'Eight-petal lotus', 'Tihar lights', 'Crow, dog and cow',
  'Rainbow doorstep', 'Golden sel roti ring',
];
export const CAKE_TITLES = [
  'Rangoli buttercream', 'Mandala on chocolate', 'Saffron rosette wheel', 'Marigold drip cake', 'Diyo-topped black forest',
  'Peacock feather fondant', 'Lotus red velvet', 'Two-tier Laxmi Puja cake', 'Butterscotch kolam', 'Pistachio petals',
  'Kaju katli mosaic', 'Glitter rangoli cupcakes', 'White forest with marigolds', 'Sel roti crown cake',
];
export const TITLE_ENDINGS = ['for Aama', 'from our courtyard', 'in Patan', 'at Bhai Tika', 'by my daughter and me', 'for Laxmi Puja night', 'on our doorstep', 'from Pokhara', 'with leftover colours', 'my first try'];

export const STORY_OPENINGS = [
  'We started at four in the afternoon and finished just as the diyo were lit.',
  'My grandmother drew the outline with rice flour; I filled in the colours.',
  'I practised the petals on a plate for three evenings before touching the cake.',
  'The marigolds came from Kalimati at six in the morning, still wet.',
  'My brother was home from Doha for the first Tihar in four years, so it had to be special.',
  'This is my first time piping anything more than “Happy Birthday”.',
  'The pattern is copied from the window carving of our house in Bhaktapur.',
  'Our whole lane joined in: the children did the dots, the aunties did the borders.',
];
export const STORY_ENDINGS = [
  'The cake was gone before Bhai Tika, which I take as a good review.',
  'The crows and the dog got their share too.',
  'Aama says it is the best one yet; she says that every year.',
  'If we win, the prize cake goes to the neighbours who lent us their colours.',
  'Next year I want to try it in three tiers.',
  'The photo does not show the smell of the ghee and cardamom, sadly.',
];

export const FAMILY_TITLES = ['Everyone home at last', 'Tika, jamara and chocolate', 'Cousins from Butwal', 'Hajurba turns 84 on Dashami', 'Our first Dashain in the new house', 'Black forest for twenty-two', 'The kite cake', 'Mango cake for Phulpati', 'Three generations, one cake', 'Red velvet after tika'];
export const NEWARI_TITLES = ['Hajurama’s chaku yomari', 'Lakhamari for the wedding', 'Juju dhau cake', 'Khuwa yomari, my way', 'Gudpak from Kirtipur', 'Mari for Mha Puja', 'Lal mohan tower', 'Bara and barfi plate', 'Yomari Punhi at home', 'Sweet haku choila? No, a cake!', 'Kwati and kheer'];
export const TEEJ_TITLES = ['Mehendi in buttercream', 'Pote bead border', 'Red velvet and roses', 'Green bangles cake', 'Dar khane din cake', 'Rose petal drip', 'Sindoor red ruffles', 'Haritalika heart', 'Sisters’ Teej cake', 'Mother’s fasting-day treat'];
