import type { Rng } from '@/lib/server/media/random';
import type { Family } from './types';

// Review texts: Nepali names and cities, opinions that fit the product family and the star rating.

const FIRST = ['Aarati', 'Bikash', 'Sujan', 'Pratiksha', 'Roshan', 'Sabina', 'Anish', 'Nisha', 'Kiran', 'Manisha', 'Prakash', 'Srijana', 'Dipesh', 'Rojina', 'Sandeep', 'Asmita', 'Rabin', 'Sushma', 'Nabin', 'Puja', 'Suman', 'Bishal', 'Samjhana', 'Ramesh', 'Sita', 'Hari', 'Gita', 'Ashok', 'Binita', 'Rajesh', 'Anjali', 'Sagar', 'Pooja', 'Ujjwal', 'Shreya', 'Kushal', 'Alina', 'Niraj', 'Pramila', 'Tenzing'];
const LAST = ['Shrestha', 'Maharjan', 'Thapa', 'Gurung', 'Tamang', 'Rai', 'Limbu', 'Sharma', 'Adhikari', 'Karki', 'Bhandari', 'Pradhan', 'Joshi', 'Shakya', 'Bajracharya', 'Magar', 'KC', 'Poudel', 'Koirala', 'Dahal', 'Basnet', 'Khadka', 'Tuladhar', 'Manandhar', 'Sherpa'];
export const CITIES = ['Kathmandu', 'Kathmandu', 'Kathmandu', 'Lalitpur', 'Lalitpur', 'Bhaktapur', 'Pokhara', 'Bharatpur', 'Butwal', 'Biratnagar', 'Dharan', 'Hetauda', 'Birgunj', 'Kirtipur', 'Banepa', 'Dhulikhel', 'Itahari'];

const WHO = ['my mother', 'my sister', 'my wife', 'my husband', 'my best friend', 'my son', 'my daughter', 'our office team', 'my father', 'my brother', 'my girlfriend', 'my grandparents'];

const GOOD: Record<string, string[]> = {
  cake: ['The sponge was soft and the cream not too sweet.', 'It looked exactly like the picture and tasted even better.', 'Everyone at the party asked where we ordered it from.', 'Fresh, moist and the message was piped neatly.', 'Delivered right at midnight, still perfectly chilled.'],
  flowers: ['The roses were fresh and lasted more than a week.', 'Beautifully wrapped, bigger than I expected.', 'They sent a photo before delivery, which was a lovely touch.', 'The fragrance filled the whole room.'],
  chocolates: ['The truffles melt in the mouth.', 'The box looks premium, perfect as a gift.', 'Loved the timur pepper one, something different.', 'Arrived in perfect shape with an ice pack.'],
  hampers: ['Everything was neatly packed and good quality.', 'Great value for the number of items.', 'The basket itself is reusable, my mother loved it.', 'Perfect for our Dashain visits.'],
  toys: ['So soft, my daughter sleeps with it every night.', 'Good stitching and bigger than it looks online.', 'A cute gift, arrived with a ribbon.'],
  personalised: ['The photo print is sharp and the colours are bright.', 'They sent a preview on WhatsApp before printing.', 'Ready the same day, impressive.'],
  plants: ['Healthy plant, well potted, came with care instructions.', 'Still growing beautifully after a month.', 'Looks great on my office desk.'],
  sweets: ['Tastes just like the sweets from the old shop in Bhaktapur.', 'Fresh and made with real ghee, you can tell.', 'The juju dhau was thick and creamy.'],
  dryfruits: ['Big, crunchy nuts and nothing stale.', 'Lovely presentation for Dashain guests.', 'Good quality for the price.'],
  festival: ['Everything needed for tika was in the set.', 'The kites flew well, the kids had a great time.', 'Beautiful diyo, nicely finished.'],
  combo: ['Cake and flowers arrived together, made the surprise easy.', 'Cheaper than ordering them separately.', 'Both the cake and the roses were fresh.'],
  automobile: ['Smooth ride and the range is as promised.', 'The showroom helped with Bluebook paperwork.', 'Charging at home is simple.'],
};

const MIXED = ['Good overall, but delivery was about an hour late.', 'Nice, though slightly smaller than I expected.', 'Quality was fine but the packaging could be better.', 'Decent, but a bit pricey for what you get.'];
const BAD = ['Delivery was very late and the receiver was not informed.', 'Not what the picture showed; customer care did offer a refund.', 'The item arrived damaged, though they replaced it the next day.'];

const TITLES = { 5: ['Loved it', 'Perfect gift', 'Highly recommended', 'Will order again', 'Excellent'], 4: ['Very good', 'Nice gift', 'Happy with it', 'Good quality'], 3: ['Okay', 'Average', 'Could be better'], 2: ['Disappointed', 'Not as expected'], 1: ['Poor experience', 'Not happy'] } as const;

export type ReviewDraft = { authorName: string; authorCity: string; rating: number; title: string; body: string; createdAt: Date };

function rating(rng: Rng): 1 | 2 | 3 | 4 | 5 {
  const x = rng.next();
  return x < 0.5 ? 5 : x < 0.82 ? 4 : x < 0.93 ? 3 : x < 0.97 ? 2 : 1;
}

const START = Date.UTC(2025, 0, 1);
const SPAN = Date.UTC(2026, 5, 30) - START;

export function buildReviews(family: Family, rng: Rng): ReviewDraft[] {
  const count = rng.chance(0.12) ? 0 : rng.int(1, 8);
  const texts = GOOD[family === 'cupcake' ? 'cake' : family] ?? GOOD.cake!;
  return Array.from({ length: count }, () => {
    const stars = rating(rng);
    const who = rng.pick(WHO);
    const body =
      stars >= 4
        ? `Ordered for ${who}. ${rng.sample(texts, stars === 5 ? 2 : 1).join(' ')}${stars === 4 ? ` ${rng.pick(['Delivery was on time.', 'Only wish it came a little earlier in the day.', 'Would be five stars with a better box.'])}` : ''}`
        : stars === 3
          ? `Bought for ${who}. ${rng.pick(MIXED)}`
          : rng.pick(BAD);
    const createdAt = new Date(START + Math.floor(rng.next() * SPAN));
    createdAt.setUTCSeconds(0, 0);
    return {
      authorName: `${rng.pick(FIRST)} ${rng.pick(LAST)}`,
      authorCity: rng.pick(CITIES),
      rating: stars,
      title: rng.pick(TITLES[stars]),
      body,
      createdAt,
    };
  });
}
