import { formatNpr, rupeesToPaisa } from '@/lib/domain/money';
import type * as s from '@/lib/server/db/schema';
import { avatarPath, bannerPath, categoryImagePath, mediaPath } from '@/lib/server/media/urls';
import { runningDates } from '../running-dates';
import { CATEGORIES } from './taxonomy';

// Layout and home content: offers, banners, testimonials, menus, campaign, footer data, settings, error page tiles.

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

const at = (iso: string) => new Date(iso);
/** An amount in the shop's own words: 'रू 1,000' (lib/domain/money), never 'Rs'. */
const npr = (rupees: number) => formatNpr(rupeesToPaisa(rupees));
const categoryId = (slug: string) => CATEGORIES.findIndex((c) => c.slug === slug) + 1;

export type ContentRows = {
  offers: Insert<typeof s.offers>[];
  banners: Insert<typeof s.banners>[];
  testimonials: Insert<typeof s.testimonials>[];
  menus: Insert<typeof s.menus>[];
  menuItems: Insert<typeof s.menuItems>[];
  campaigns: Insert<typeof s.campaigns>[];
  contactPhones: Insert<typeof s.contactPhones>[];
  shopLocations: Insert<typeof s.shopLocations>[];
  socialLinks: Insert<typeof s.socialLinks>[];
  navLinkGroups: Insert<typeof s.navLinkGroups>[];
  navLinks: Insert<typeof s.navLinks>[];
  siteSettings: Insert<typeof s.siteSettings>[];
  errorPageLinks: Insert<typeof s.errorPageLinks>[];
  homeCategorySections: Insert<typeof s.homeCategorySections>[];
};

const OFFERS: Array<[string, string, string, string, string, string | null, string]> = [
  ['Midnight Cake Delivery', 'Surprise them at 12 sharp, anywhere in the valley', 'cake', 'night', '/category/cakes', null, 'card'],
  ['10% off your first cake', 'Use code on checkout, valid on all cakes', 'sale', 'saffron', '/category/cakes', 'FIRSTCAKE10', 'card'],
  [`Roses from ${npr(1000)}`, 'Fresh from Godawari farms every morning', 'flowers', 'rose', '/category/flowers', null, 'card'],
  ['Dashain Hampers', `Save ${npr(500)} on hampers above ${npr(5000)}`, 'gift', 'saffron', '/category/dashain-specials', 'DASHAIN500', 'card'],
  ['Urgent cakes in 3 hours', 'Ready-made cakes that leave within the hour', 'truck', 'brand', '/products/urgent', null, 'card'],
  ['Free delivery in Kathmandu valley', `On orders above ${npr(2500)}`, 'truck', 'leaf', '/products', 'FREEVALLEY', 'card'],
];

// Offer, hero and strip art carries no words: the pages set the title and subtitle as real text beside or over it.
// Words drawn into a picture shrink with it (unreadable on a phone) and cannot use the page's fonts, so a drawn 'रू'
// is empty boxes wherever the device has no Devanagari font.
export function buildContent(): ContentRows {
  const offers = OFFERS.map(([title, subtitle, motif, palette, link, code], i) => ({
    id: i + 1, title, subtitle, image: bannerPath('card', motif, palette), link, code,
    ...runningDates(), position: i, isActive: true,
  }));
  const banner = (placement: string, size: 'hero' | 'strip', motif: string, palette: string, title: string, subtitle: string, link: string) => ({
    // 'bg' is the hero's 1600×600 art with its left side kept plain for the text laid over it.
    placement, image: bannerPath(size === 'hero' ? 'bg' : size, motif, palette), title, subtitle, link,
  });
  const banners = [
    banner('home-hero', 'hero', 'cake', 'brand', 'Cakes baked fresh, delivered today', 'Order by 4 PM for same-day delivery across Kathmandu valley', '/category/cakes'),
    banner('home-hero', 'hero', 'snow', 'night', 'Winter Cake Festival', 'Up to 20% off plum cakes, drip cakes and hampers', '/campaign/winter-cake-festival'),
    banner('home-hero', 'hero', 'flowers', 'rose', 'Say it with roses', `Bouquets from ${npr(1000)}, hand-tied every morning`, '/category/flowers'),
    banner('home-hero', 'hero', 'festival', 'saffron', 'Dashain and Tihar gifts', 'Tika thali, diyo sets, dry fruits and family hampers', '/category/festival-specials'),
    banner('home-strip', 'strip', 'truck', 'leaf', `Free delivery inside the valley above ${npr(2500)}`, 'Outside the valley in 2–4 days', '/products'),
    banner('home-strip', 'strip', 'heart', 'rose', 'Photo cakes: your memory, in cake', 'Upload a photo at checkout', '/category/photo-cakes'),
    { placement: 'mega-menu', image: bannerPath('tall', 'gift', 'saffron', 'Gift hampers', 'For every festival'), title: 'Gift hampers', subtitle: 'For every festival', link: '/category/hampers' },
  ].map((b, i) => ({ id: i + 1, ...b, position: i, isActive: true }));

  const testimonials = [
    ['Aarati Shrestha', 'Baneshwor, Kathmandu', 'Ordered a midnight cake for my husband’s birthday and it arrived at 11:55. The black forest was fresh and the rider was so polite.', 5],
    ['Bikash Gurung', 'Lakeside, Pokhara', 'Living in Pokhara I was worried about delivery to my parents in Lalitpur. Upahar Ghar handled everything and sent photos.', 5],
    ['Sabina Maharjan', 'Jawalakhel, Lalitpur', 'The eggless red velvet was better than any egg cake I have had. My whole family is vegetarian, so this matters to us.', 5],
    ['Roshan Thapa', 'Dubai (sending home to Chitwan)', 'From abroad I sent a Dashain hamper to my mother in Bharatpur. She called me crying happy tears. Thank you!', 5],
    ['Nisha Rai', 'Dharan', 'Beautiful roses for our anniversary, and the photo cake print was sharp. Delivery outside the valley took two days as promised.', 4],
    ['Prakash Adhikari', 'Koteshwor, Kathmandu', 'We order our office birthday cakes every month. Always on time, always fresh, and the invoice comes by email.', 5],
    ['Srijana Karki', 'Bhaktapur', 'The juju dhau and laddu box for Bhai Tika was exactly like the sweets from Bhaktapur Durbar Square.', 4],
    ['Tenzing Sherpa', 'Boudha, Kathmandu', 'The unicorn cake made my daughter’s fifth birthday. The fondant work was really detailed.', 5],
    ['Manisha Poudel', 'Butwal', 'Paid with eSewa in seconds and got WhatsApp updates until delivery. Very easy.', 5],
  ].map(([name, location, message, rating], i) => ({
    id: i + 1, name: String(name), location: String(location), message: String(message), rating: Number(rating), position: i,
    avatar: avatarPath(['e23e57', '2a9d8f', 'f4a261', '3d348b', 'c1121f', '4d7ea8', 'e85d04', '6a994e', '9b5de5'][i]!, String(name).split(' ').map((w) => w[0]).join('')),
  }));

  const menus = [
    { id: 1, key: 'about', title: 'About', bannerImage: bannerPath('menu', 'store', 'brand', 'Since 2012 in Kathmandu', 'Our story'), bannerUrl: '/aboutus', position: 0 },
    { id: 2, key: 'bazaar', title: 'Bazaar', bannerImage: bannerPath('menu', 'seller', 'leaf', 'Sell at Upahar Ghar', 'Reach shoppers across Nepal'), bannerUrl: '/sell-at-ug', position: 1 },
    { id: 3, key: 'fun', title: 'Fun', bannerImage: bannerPath('menu', 'wheel', 'saffron', 'Spin and win', 'Test your luck today'), bannerUrl: '/roulette/test-your-luck', position: 2 },
  ];
  const items: Array<[number, string, string]> = [
    [1, 'About Us', '/aboutus'], [1, 'Contact', '/contact'], [1, 'FAQ', '/faq'], [1, 'Terms & Conditions', '/termsconditions'], [1, 'Privacy Policy', '/privacy-policy'], [1, 'Refund Policy', '/refund-policy'],
    [2, 'Stores', '/store/upahar-ghar-bakery'], [2, 'Sell at UG', '/sell-at-ug'], [2, 'Be a Seller', '/be-a-seller'], [2, 'Donations', '/donations'], [2, 'Urgent Cakes', '/products/urgent'], [2, 'Find Cakes', '/find-cakes'],
    [3, 'Roulette', '/roulette/test-your-luck'], [3, 'Contests', '/contests'], [3, 'Quiz', '/quiz'], [3, 'Blogs', '/blogs'],
  ];
  const menuItems = items.map(([menuId, title, url], i) => ({ id: i + 1, menuId, title, url, position: items.slice(0, i).filter((x) => x[0] === menuId).length }));

  const campaigns = [
    { id: 1, slug: 'winter-cake-festival', name: 'Winter Cake Festival', icon: mediaPath('icon', { icon: 'snowcake' }), description: 'Plum cakes, warm drip cakes and winter hampers at festival prices, all season long.', ...runningDates(), isActive: true },
    { id: 2, slug: 'valentine-week-2025', name: 'Valentine Week 2025', icon: mediaPath('icon', { icon: 'gift' }), description: 'Roses, heart cakes and chocolates for the week of love.', startsAt: at('2025-02-07T00:00:00+05:45'), endsAt: at('2025-02-14T23:59:00+05:45'), isActive: true },
  ];

  const contactPhones = [
    { id: 1, type: 'mobile', value: '+977-9801234567', platform: 'viber', position: 0 },
    { id: 2, type: 'mobile', value: '+977-9851098765', platform: 'whatsapp', position: 1 },
    { id: 3, type: 'phone', value: '01-4781234', platform: null, position: 2 },
  ];
  const shopLocations = [
    ['New Baneshwor, Kathmandu', '27.6923', '85.3422'], ['Pulchowk, Lalitpur', '27.6782', '85.3160'], ['Suryamadhi, Bhaktapur', '27.6710', '85.4298'],
    ['Lakeside, Pokhara', '28.2669', '83.9685'], ['Bharatpur, Chitwan', '27.6768', '84.4359'],
  ].map(([location, latitude, longitude], i) => ({ id: i + 1, location: location!, latitude, longitude, position: i }));
  const socialLinks = [
    ['facebook', 'https://www.facebook.com/upahargharnepal'], ['twitter', 'https://twitter.com/upahargharnp'], ['linkedin', 'https://www.linkedin.com/company/upahar-ghar'],
    ['instagram', 'https://www.instagram.com/upahar.ghar'], ['youtube', 'https://www.youtube.com/@upahargharnepal'],
  ].map(([name, link], i) => ({ id: i + 1, name: name!, link: link!, position: i }));
  const navLinkGroups = ['Company', 'Customer Care', 'Shop'].map((title, i) => ({ id: i + 1, title, position: i }));
  const nav: Array<[number, string, string]> = [
    [1, 'About Us', '/aboutus'], [1, 'Careers', '/careers'], [1, 'Blog', '/blogs'], [1, 'Sell at UG', '/sell-at-ug'], [1, 'Donations', '/donations'],
    [2, 'Contact Us', '/contact'], [2, 'FAQ', '/faq'], [2, 'Terms & Conditions', '/termsconditions'], [2, 'Privacy Policy', '/privacy-policy'], [2, 'Refund Policy', '/refund-policy'],
    [3, 'Cakes', '/category/cakes'], [3, 'Flowers', '/category/flowers'], [3, 'Urgent Cakes', '/products/urgent'], [3, 'Find Cakes', '/find-cakes'], [3, 'All Categories', '/categories'],
  ];
  const navLinks = nav.map(([groupId, title, link], i) => ({ id: i + 1, groupId, title, link, position: nav.slice(0, i).filter((x) => x[0] === groupId).length }));

  const updatedAt = at('2026-01-01T00:00:00Z');
  const siteSettings = [
    { key: 'app-links', value: { appHeader: 'Get the Upahar Ghar app', appstore: 'https://apps.apple.com/np/app/upahar-ghar/id1600000000', playstore: 'https://play.google.com/store/apps/details?id=com.upaharghar.app' }, updatedAt },
    { key: 'newsletter', value: { placeholder: 'Your email address', buttonText: 'Subscribe' }, updatedAt },
    { key: 'error-page', value: { banner: { backgroundImage: bannerPath('bg', 'gift', 'saffron'), title: '404 Oops!', subtitle: 'The page you are looking for doesn’t exist' } }, updatedAt },
    { key: 'mega-menu', value: { bannerImage: bannerPath('tall', 'cake', 'brand', 'Fresh cakes daily', 'Same-day delivery'), bannerUrl: '/category/cakes' }, updatedAt },
  ];
  const errorPageLinks = [
    ['/category/cakes', 'cakes.svg', 'Cakes'], ['/category/flowers', 'flowers.svg', 'Flowers'], ['/products/urgent', 'birthday-cakes.svg', 'Urgent cakes'],
    ['/category/hampers', 'hampers.svg', 'Gifts'], ['/category/chocolates', 'chocolates.svg', 'Chocolates'],
  ].map(([url, file, title], i) => ({ id: i + 1, url: url!, image: categoryImagePath(file!), title: title!, position: i }));
  const homeCategorySections = [
    ['cakes', 'Cakes for every celebration'], ['flowers', 'Fresh flowers'], ['chocolates', 'Chocolates'], ['hampers', 'Gift hampers'],
    ['soft-toys', 'Soft toys'], ['personalised-gifts', 'Personalised gifts'],
  ].map(([slug, title], i) => ({ id: i + 1, categoryId: categoryId(slug!), title: title!, position: i }));

  return { offers, banners, testimonials, menus, menuItems, campaigns, contactPhones, shopLocations, socialLinks, navLinkGroups, navLinks, siteSettings, errorPageLinks, homeCategorySections };
}
