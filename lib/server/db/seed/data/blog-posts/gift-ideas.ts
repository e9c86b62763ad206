import { bannerPath, mediaPath } from '@/lib/server/media/urls';
import type { BlogPostSeed } from '../editorial-types';
import { cakePicture, image } from './art';

// Posts of the "Gift ideas by occasion and budget" category.

export const GIFT_IDEA_POSTS: BlogPostSeed[] = [
  {
    slug: 'gifts-under-1500-rupees',
    title: 'Fifteen gifts under रू 1,500 that don\'t look like budget gifts',
    categorySlug: 'gift-ideas',
    authorUsername: 'sunita.shrestha',
    publishedDaysAgo: 64,
    excerpt: 'Plants, Nepali chocolate, juju dhau, a 1 lb cake and more: gifts under रू 1,500 that feel considered, and how to make delivery fit the budget.',
    tags: ['budget', 'gift-ideas', 'under-1500'],
    cover: bannerPath('card', 'gift', 'leaf', 'Small budget, big smile'),
    productSlugs: ['succulent-trio', 'timur-pepper-chocolate-bar-trio', 'juju-dhau-family-pack-3-kataro', 'personalised-photo-mug'],
    body: `A good gift is not an expensive one; it is one that shows you thought about the person for more than a minute. Half our orders are under रू 1,500, and these are the ones that get the "how did you know?" phone call. Prices are our list prices as I write, before any sale.

## For the friend who has everything

1. **[Timur Pepper Chocolate Bar Trio](/product/timur-pepper-chocolate-bar-trio), रू 1,300.** Dark chocolate with Nepali timur that tingles on the tongue. It starts a conversation every time.
2. **[Ilam Tea Chocolate Bars (4)](/product/ilam-tea-chocolate-bars-4), रू 1,500.** For the tea person, made with leaves from Ilam.
3. **[Coffee Bean Chocolate Jar](/product/coffee-bean-chocolate-jar), रू 1,250.** Sits on a desk, gets shared, gets remembered.

## For the home

4. **[Succulent Trio](/product/succulent-trio), रू 1,100.** Three small succulents that forgive a month of neglect; our post on [plants that survive a Kathmandu flat](/blog/gift-plants-that-survive-kathmandu-flats) explains why.
5. **[Jade Plant in Terracotta](/product/jade-plant-in-terracotta), रू 850.** A jade by the door is said to bring good luck, and it lives for decades.
6. **[Desk Bamboo in Ceramic Vase](/product/desk-bamboo-in-ceramic-vase), रू 800.** For a new office or a new job.

${image('Three small succulents in pots', mediaPath('plant', { plant: 'succulent', pot: 'e9cdb4', flower: 'f7a6c1', seed: 611, view: 0 }))}

## Something to eat together

7. **[Juju Dhau Family Pack (3 kataro)](/product/juju-dhau-family-pack-3-kataro), रू 1,250.** The king of curds from Bhaktapur, in clay pots. Send it to a family, not a person.
8. **[Kaju Barfi (500 g)](/product/kaju-barfi-500-g), रू 1,100.** The mithai nobody refuses.
9. **[Classic Vanilla Cake](/product/classic-vanilla-cake), रू 900 for 1 lb.** A real birthday cake, baked fresh, with room in the budget for candles.
10. **[Box of 6 Vanilla Cupcakes](/product/box-of-6-vanilla-cupcakes), रू 800.** For a classroom or an office desk: no knife needed.

## Personal touches

11. **[Personalised Photo Mug](/product/personalised-photo-mug), रू 650.** Cheap to make, priceless if the photo is right. Allow a day for printing.
12. **[Engraved Name Keychain](/product/engraved-name-keychain), रू 500.** For a new scooter or a first flat.
13. **[Magic Colour-changing Photo Mug](/product/magic-colour-changing-photo-mug), रू 900.** The photo appears when the tea goes in.

## Flowers on a budget

14. **[6 Red Roses Bouquet](/product/6-red-roses-bouquet), रू 1,000.** Six fresh roses say as much as twenty-four if they arrive on the right day.
15. **[Orange Gerbera Posy](/product/orange-gerbera-posy), रू 1,200.** Cheerful, long-lasting, and not as loaded as roses for a colleague or a teacher.

## Making delivery fit the budget

- **Delivery inside the valley costs रू 100–250** depending on the area, so a रू 1,300 gift arrives at about रू 1,400–1,550. Check the figure at checkout before you choose.
- **Free delivery starts at रू 2,500 in the valley.** If two friends share one address, two small gifts in one order can cost less than one gift sent twice.
- **Standard slots cost nothing extra.** Express two-hour windows and midnight delivery add a premium; a morning slot works just as well for most surprises.
- **Add a handwritten card** from the cake's add-ons for a few rupees more; it turns any of these into a gift with a voice.

> A rule I learnt from my mother: spend on the thing they would never buy for themselves. Nobody buys themselves timur chocolate or a jade plant. Everybody buys themselves biscuits.

More ideas in [Personalised Gifts](/category/personalised-gifts), [Plants](/category/plants) and [Chocolates](/category/chocolates).`,
  },
  {
    slug: 'anniversary-gifts-year-by-year',
    title: 'Anniversary gifts from the first year to the twenty-fifth',
    categorySlug: 'gift-ideas',
    authorUsername: 'nabin_shakya',
    publishedDaysAgo: 188,
    excerpt: 'A wedding photographer\'s guide to anniversary gifts for each milestone: paper, wood, silver, and the cakes and flowers that suit each year.',
    tags: ['anniversary', 'couples', 'gift-ideas', 'guest-post'],
    cover: bannerPath('card', 'heart', 'brand', 'Anniversary gifts by year'),
    productSlugs: ['red-velvet-heart-cake', 'couple-name-heart-mug', 'engraved-wooden-photo-frame', '50-red-roses-heart-box'],
    body: `I photograph about forty weddings a year in Kathmandu, Patan and Bhaktapur, and many of those couples come back for anniversary shoots. Over the years I have heard which gifts they kept and which went to the back of the cupboard. The Western list of anniversary materials (paper, cotton, wood, silver) is a useful starting point, so here it is, adapted to Nepal and to the shop where I buy most of my own.

## Year 1: paper

The first year is about memories, not money.

- **A photo from the wedding day, framed.** Not the posed one; the candid one where she is laughing at the priest's joke.
- **A handwritten letter on lokta paper.** Add the Premium Handmade Lokta Card to any cake, and write more than "Happy anniversary".
- **A 1 lb [Red Velvet Heart Cake](/product/red-velvet-heart-cake).** The first anniversary cake is the one couples photograph most.

## Years 2 to 4: cotton, leather, linen

Everyday things, made personal. A [Couple Name Heart Mug](/product/couple-name-heart-mug) pair for the morning tea, or a [Love Heart Name Cushion](/product/love-heart-name-cushion) for the sofa that finally got bought in year two.

${image('A red velvet heart cake for an anniversary', cakePicture('red-velvet', { shape: 'heart', decor: 'plain', topper: 'hearts', seed: 627 }))}

## Year 5: wood

Five years is when most couples I know stop counting months and start counting school fees. An [Engraved Wooden Photo Frame](/product/engraved-wooden-photo-frame) with the date and both names is right for it. Choose a photo from the last year, not the wedding; five years of a life together deserve to be seen.

## Year 10: tin, or something that lasts

By ten years there are usually children, and the anniversary becomes a family party. A [Two-Tier Red Velvet Celebration Cake](/product/two-tier-red-velvet-celebration-cake) for the whole family, or a [3D Photo Moon Lamp](/product/3d-photo-moon-lamp) with a photo of the four of you.

## Year 15: crystal; year 20: china

These are the years of quiet gifts. Flowers arriving at the office without warning. A [White Orchid Serenity](/product/white-orchid-serenity) that will bloom for two months on the dining table. A dinner that someone else cooks.

## Year 25: silver

The silver anniversary is a big party in many Nepali families, often with the couple's own siblings and the now-grown children organising it.

1. **A cake that can carry a photo:** the [Square Chocolate Photo Memory Cake](/product/square-chocolate-photo-memory-cake) with the wedding photo from 25 years ago, scanned from the album.
2. **Silver itself,** from the family jeweller.
3. **Flowers in numbers:** the [50 Red Roses Heart Box](/product/50-red-roses-heart-box) makes an entrance.

## Year 50: gold

If you are lucky enough to plan a fiftieth, make it about the couple's own words. Record them telling the story of how they met. Cut a small, soft cake they can both eat, with less cream. Print the oldest photo you can find.

## What couples told me they did not keep

- Giant teddies after the first year (ask any spare room in Kathmandu).
- Anything with a misspelt name. Check the spelling in the order form twice, especially Devanagari names written in English.
- Gifts that arrived a day late. Order a day early and choose the slot; a midnight delivery inside the valley is worth it once.

> The best anniversary gift I ever saw was a grandfather in Bhaktapur handing his wife a single rose from their own pot. Everything on this list is there to help you get close to that.

Find more on the [Anniversary occasion page](/occasion/anniversary) and in [Anniversary Cakes](/category/anniversary-cakes).`,
  },
  {
    slug: 'office-birthdays-and-festival-gifts-for-teams',
    title: 'Office birthdays and Dashain gifts for staff: a plan for teams',
    categorySlug: 'gift-ideas',
    authorUsername: 'prakash.bhandari',
    publishedDaysAgo: 246,
    excerpt: 'How one admin officer runs birthdays for 62 colleagues on one cake a month, and plans Dashain and new year gifts without blowing the budget.',
    tags: ['office', 'corporate', 'birthday', 'dashain', 'guest-post'],
    cover: bannerPath('card', 'gift', 'sky', 'Gifts for the office'),
    productSlugs: ['rectangular-chocolate-party-cake', 'box-of-12-assorted-cupcakes', 'corporate-gift-hamper', 'office-snack-box'],
    body: `I am the admin officer of a company in New Baneshwor with 62 people on the payroll. When I started, birthdays were chaos: some people got a cake, some got nothing, and the ones who got nothing remembered it at appraisal time. Here is the system I have used for four years. Steal it.

## One cake a month, on the last Friday

Every month on the last Friday at 4 PM, we celebrate everyone born that month together. Five or six names, one cake, one photo.

- **The cake:** a [Rectangular Chocolate Party Cake](/product/rectangular-chocolate-party-cake). Sixty people with a tea break means office slices; we order 5 lb for the whole company, and a sheet cake cuts into neat squares without a fight. Our bakers' guide to [how many pounds for your guests](/blog/how-many-pounds-of-cake-for-your-guests) has the numbers.
- **The message:** "Happy Birthday" and the month, not the names. Five names do not fit in 40 characters and somebody is always left off.
- **Eggless, always.** Three of our colleagues are vegetarian and one is Jain. An eggless chocolate cake costs a little more and nobody ever notices.
- **A standing order.** I book the next month's cake on the day of the party, for the 3–6 PM slot.

${image('A rectangular chocolate party cake with sprinkles', cakePicture('chocolate', { shape: 'rect', decor: 'sprinkles', topper: 'stars', seed: 643 }))}

## For the small teams

Our branch in Pokhara has nine people. For them, a [Box of 12 Assorted Cupcakes](/product/box-of-12-assorted-cupcakes) works better than a cake: no knife, no plates, and the extra three go to the guard and the cleaning didi. Note that cakes for Pokhara need two days' notice from Kathmandu orders, so I book their cupcakes on Wednesday.

## Dashain gifts for staff

The Dashain bonus is the law; the gift is culture. We give every staff member something to take home for tika, and the budget is the question every year.

1. **For staff:** a box of sweets or dry fruits per person, around रू 1,000–1,500 each. The [Cashew and Raisin Duo](/product/cashew-and-raisin-duo) is sturdy enough to survive a bus to Syangja.
2. **For clients:** a [Corporate Gift Hamper](/product/corporate-gift-hamper) with dry fruits, chocolates, a diary and a pen. For our top ten clients only; the rest get a card and a call.
3. **For the office itself:** a [Sweets and Namkeen Basket](/product/sweets-and-namkeen-basket) on the reception desk the week before the holidays.

## New year, in two calendars

We celebrate both 1 January and Baisakh 1. In January, an [Office Snack Box](/product/office-snack-box) on each floor; on Nepali New Year, sel roti and a cake for lunch.

## Practical things I learnt the hard way

- **Order bulk gifts two weeks before Dashain.** The shop can do fifty hampers, but not fifty hampers in an afternoon during Fulpati week.
- **Deliver to the office, not homes,** unless you have every address right. We tried home delivery once and spent three days on phone calls.
- **Ask for one invoice** for the month's orders. The invoice comes by email; if accounts needs the company's PAN on it, tell customer care before delivery, not after.
- **Keep a spreadsheet of birthdays and dietary needs.** Update it when someone joins. Mine has a column for "does not like cake", which has saved me twice.
- **Take the photo.** The group photo on the office Facebook page is half the point.

> The eggless 5 lb cake costs us about रू 100 a head each month. It is the cheapest staff benefit we have and the one people mention first when they describe the company to friends.

For same-day office emergencies, the [Ready-to-Go Chocolate Cake](/product/ready-to-go-chocolate-cake-1-lb) leaves the kitchen within hours.`,
  },
  {
    slug: 'gifts-for-a-new-baby-nwaran-and-pasni',
    title: 'Gifts for a new baby, Nwaran and Pasni',
    categorySlug: 'gift-ideas',
    authorUsername: 'anjana_gurung',
    publishedDaysAgo: 172,
    excerpt: 'What to bring for a newborn, the naming ceremony and the rice-feeding, from a nurse and mother of twins: useful gifts, not just cute ones.',
    tags: ['new-baby', 'pasni', 'nwaran', 'gift-ideas', 'guest-post'],
    cover: bannerPath('card', 'gift', 'sky', 'Gifts for a new baby'),
    productSlugs: ['new-baby-welcome-hamper', 'baby-blue-teddy', 'star-night-name-lamp', 'fresh-fruit-basket'],
    body: `I work on a maternity ward in Gongabu and I have twins of my own, so I have been on both sides of the baby gift. Families in Nepal mark a baby's first months with rituals that differ between communities, but three moments are common: the birth itself, the naming (Nwaran), and the first rice (Pasni, or Annaprashan). Here is what to bring to each, and what new parents quietly wish you had brought instead.

## Right after the birth

The mother is tired, visitors are many, and the house smells of jwano soup and ghee. Think of the mother before the baby.

- **Food she can eat.** Many families follow a strict postpartum diet: ghee, jwano, meat broth, no cold or sour food. A [Fresh Fruit Basket](/product/fresh-fruit-basket) is fine for the rest of the family; ask before bringing sweets for the mother.
- **A gift for the older sibling.** The three-year-old who has just lost the spotlight will remember the person who brought *them* a [Baby Blue Teddy](/product/baby-blue-teddy).
- **Visit briefly, wash your hands, and do not kiss the baby.** A nurse had to say it.

## Nwaran: the naming

Nwaran usually happens on the eleventh day, when the birth impurity ends and the priest gives the baby a name, often based on the stars at the time of birth. Relatives come, the house is cleaned, and there is a meal.

1. **Clothes in the next size.** Everyone brings newborn clothes. By the time of Nwaran, the baby has already outgrown half of them. Bring 3–6 months.
2. **The [New Baby Welcome Hamper](/product/new-baby-welcome-hamper)**, with a soft toy, an organic cotton towel, a baby care set and a card for the parents, is the one my patients' families order most.
3. **Something with the new name.** A [Star Night Name Lamp](/product/star-night-name-lamp) for the baby's corner. Order it after the name is announced, not before; I have seen two lamps with the wrong name.

${image('A baby gift hamper in soft blue', mediaPath('hamper', { style: 'box', ribbon: '9ed8f5', theme: 'baby', seed: 659, view: 0 }))}

## Pasni: the first rice

Pasni is traditionally held at around six months for boys and five months for girls, when the baby is fed rice pudding for the first time by the eldest relative. Newar families call it Macha Janku. In many homes the baby is shown a tray of objects (a pen, a book, soil, jewellery, food) and what they grab is said to hint at their future. Guests bring gifts and put a tika on the baby.

- **Silver** is traditional: a small bowl, spoon or bangles.
- **Money in an envelope**, with an odd amount: रू 501 or रू 1,001 rather than 500.
- **A cake for the guests**, not the baby. A 4–5 lb eggless cake for a Pasni lunch of thirty people is what families order most; the priest and elders often prefer eggless at a ritual meal.

## What parents actually need

Ask any mother of twins: nappies, time and sleep. A gift of nappies is not glamorous, but it is the one she will thank you for at 3 AM. Pair it with something pretty from the shop so it still feels like a gift.

## What to avoid

- Strong perfumes, scented candles and flowers with heavy pollen in the baby's room.
- Toys with small parts for babies under three.
- Anything that needs assembling by a father who has not slept in a month.

> If you cannot visit, send the gift with a note to the mother, not just the baby. "You are doing well" is a message every new mother needs to read.

For the first birthday, the [Number 1 Birthday Cake](/product/number-1-birthday-cake) is waiting. More in [Soft Toys](/category/soft-toys) and [Gift Hampers](/category/hampers).`,
  },
];
