import { bannerPath } from '@/lib/server/media/urls';
import type { BlogPostSeed } from '../editorial-types';
import { cakePicture, image } from './art';

// Posts of the "Behind the ovens" category: how the shop's kitchens and riders work.

export const BEHIND_THE_OVENS_POSTS: BlogPostSeed[] = [
  {
    slug: 'how-our-bakers-level-and-stack-a-two-tier-cake',
    title: 'How our bakers level, fill and stack a two-tier cake',
    categorySlug: 'behind-the-ovens',
    authorUsername: 'pema_sherpa',
    publishedDaysAgo: 58,
    featured: true,
    excerpt: 'From a domed sponge to a straight two-tier cake that survives the ride to a party palace: levelling, torting, dowels and the spirit level.',
    tags: ['tiered-cakes', 'technique', 'wedding', 'kitchen'],
    cover: bannerPath('card', 'cake', 'cocoa', 'Stacking two tiers'),
    productSlugs: ['two-tier-butterscotch-celebration-cake', 'two-tier-vanilla-celebration-cake', 'three-tier-ivory-rose-wedding-cake'],
    body: `A two-tier cake looks simple in the photo: one round on top of another. In the kitchen it is the order that takes the longest and worries us most, because a tier that leans two millimetres at noon has slid a centimetre by the time it reaches a party palace in Kalanki. This is why our tiered cakes need 24 hours' notice, and what happens in those hours.

## The day before: bake and rest

We bake the sponges the afternoon before. A typical 5 lb two-tier is a 9-inch bottom and a 6-inch top, each baked as two sponges. They cool on racks, are wrapped in cling film, and rest in the fridge overnight. Cold sponge is firm, it cuts cleanly and it does not tear when we fill it. Cutting a warm sponge is the most common reason home-made tiers lean.

## Levelling

Every sponge rises into a dome. We take the dome off with a cake leveller, a wire on a U-shaped frame set to the exact height, while the sponge turns on a turntable. A long serrated knife works at home if you keep it parallel to the table and turn the cake, not the knife.

Then we **torte**: each sponge is split into two layers of equal thickness, so a 4-inch tier has four thin layers of sponge and three of filling. Thin layers take the syrup evenly and slice neatly.

${image('A two-tier butterscotch cake with piped rosettes', cakePicture('butterscotch', { tiers: 2, topper: 'flowers', seed: 803 }))}

## Filling without bulging

1. **Syrup.** Each layer gets a brush of flavoured syrup: butterscotch for butterscotch, plain vanilla for white forest. Not too much, or the tier goes soft under the weight above it.
2. **A dam.** Around the edge of each layer we pipe a ring of stiffer buttercream. The softer filling, cream and fruit or praline, goes inside the ring and cannot squeeze out.
3. **Press and check.** After the last layer we press gently with a flat board and check with a small spirit level. Yes, the same one a mason uses. If the bubble is off, we lift and adjust the filling.

## Crumb coat and final coat

A thin first coat of icing traps the crumbs. The tier goes into the fridge for thirty minutes, then gets its final coat, smoothed with a steel scraper held still while the turntable spins. A cold tier under a final coat is the difference between sharp edges and wavy ones.

## Dowels: the hidden skeleton

The top tier sits on its own cake board of the same size. It must not rest on the sponge below, or it will sink. So:

- We push **four or five food-safe dowels** into the bottom tier, in a circle about 2.5 cm inside where the top board will sit.
- We mark each at the surface, pull it out, cut it to exactly that height, and put it back. All dowels must be the same length, or the top tier tilts.
- The top tier, on its board, goes onto the dowels. For delivery, one long sharpened dowel runs down through the centre of both tiers and both boards, so nothing slides on a bumpy road.

## Delivery

Two-tier cakes travel stacked, in a tall box, on the floor of the van on a rubber mat, never on a seat. A three-tier like the [Three-Tier Ivory Rose Wedding Cake](/product/three-tier-ivory-rose-wedding-cake) travels in separate boxes and is stacked at the venue by the decorator, who carries a spirit level, a palette knife and spare flowers.

## At the party

- Put the cake on a table that does not wobble, away from the stage lights.
- To cut, lift the top tier off on its board first and cut it separately. Then pull the dowels from the bottom tier before slicing it. Every year someone bites a dowel.
- A 5 lb two-tier gives about 35–40 party slices cut in rings.

> The spirit level is the most important tool in my box, and the cheapest. It cost रू 250 in Ason and has saved perhaps three hundred weddings.

See all our tiered designs, from the [Two-Tier Vanilla Celebration Cake](/product/two-tier-vanilla-celebration-cake) to the [Two-Tier Butterscotch Celebration Cake](/product/two-tier-butterscotch-celebration-cake), in [Tiered & Wedding Cakes](/category/tiered-wedding-cakes).`,
  },
  {
    slug: 'a-night-with-the-midnight-delivery-team',
    title: '10 PM to 1 AM: a night with the midnight delivery team',
    categorySlug: 'behind-the-ovens',
    authorUsername: 'dipendra_rai',
    publishedDaysAgo: 112,
    excerpt: 'What happens between the last cake leaving our kitchen and the first candle blown out at 11:59: routes, dogs, locked gates and the accomplice.',
    tags: ['midnight-delivery', 'riders', 'behind-the-scenes'],
    cover: bannerPath('card', 'truck', 'night', 'A night on the road'),
    productSlugs: ['magic-candle-strawberry-surprise-cake', 'black-forest-cake-and-12-red-roses-combo', 'honey-teddy-with-balloon'],
    body: `On an ordinary night, our midnight team delivers between ten and twenty surprises across the valley. On 13 February every midnight place is taken days ahead, and I do not sleep. Here is what a night looks like from the dispatch desk in New Baneshwor, and what you can do to help us make your surprise work.

## 9:30 PM: the board

By 9:30 every midnight order is on the whiteboard, grouped by route. The valley divides roughly into four runs: east (Koteshwor, Thimi, Bhaktapur), south (Lalitpur, Imadol, Bhaisepati), west (Kalimati, Kalanki, Kirtipur) and north (Chabahil, Jorpati, Budhanilkantha). A rider takes four or five orders on one run, so the first house on a route might get its cake at 11:05 and the last at 11:55. Both are inside the 11 PM to midnight window.

If your surprise must be at exactly midnight, tell us in the note and we will put you last on the route. We cannot promise the minute, but we can try.

## 10 PM: loading

Cakes come out of the cold room in insulated bags with ice packs under the base, never on top. Flowers travel upright in a crate. Balloons, when ordered, are inflated at the desk and tied to the rider's box, which makes the east route look like a parade through Tinkune.

Every rider checks three things before leaving: the name on the cake matches the order, the candles and knife are in the box, and the phone number on the order has been answered. We call every midnight customer's "accomplice" at about 10 PM to confirm someone will open the gate.

${image('A strawberry drip cake with a sparkler candle', cakePicture('strawberry', { decor: 'drip', topper: 'magic', seed: 819 }))}

## 10:30 PM to midnight: on the road

The valley at night is another city. Ring Road is quiet, but the galis are dark, the dogs are awake, and many compounds lock their gates at ten.

- **Gates:** the accomplice is everything. Our rider calls them from the corner, not the gate, so the birthday person does not hear the phone ring outside.
- **Dogs:** our riders carry biscuits. I am not joking. Most compound dogs in Jorpati know our jackets.
- **Fourth floors:** we climb. A cake carried up five flights in the dark is why riders ask you to turn on the stair light.
- **Fog:** in Poush and Magh, the fog near the Bagmati can make the Thapathali bridge invisible. Riders slow down, and so can your surprise by ten minutes.

## The candle moment

Riders do not light the candles; the accomplice does, inside, away from the wind. Our [Magic Candle Strawberry Surprise Cake](/product/magic-candle-strawberry-surprise-cake) comes with the lotus sparkler already in place, which makes this easy. Add the heart foil balloons from the cake's add-ons, or a [Honey Teddy with Balloon](/product/honey-teddy-with-balloon), if you want the door to open on something bigger.

## 1 AM: back at base

Riders return, we check every order is marked delivered, and we read the messages. Most are photos: a grandmother in Balaju holding a [Black Forest Cake and 12 Red Roses Combo](/product/black-forest-cake-and-12-red-roses-combo) from her grandson in Tokyo; a boyfriend who fell asleep before the cake arrived. Occasionally a complaint, which we answer in the morning.

## How you can help

1. Give us an accomplice with a phone that is on and not on silent.
2. Tell us about the gate, the dog and the floor.
3. Order early on big nights; midnight places are limited and go first around Valentine's Day.
4. Do not ask the rider to sing. They will, and it will not help.

> Midnight delivery is valley-only and arrives between 11 PM and 12 AM Kathmandu time. If you are abroad, our [time zone guide](/blog/timing-a-cake-delivery-across-time-zones) converts it for your city.`,
  },
  {
    slug: 'inside-our-eggless-kitchen',
    title: 'Inside the eggless kitchen at Pulchowk',
    categorySlug: 'behind-the-ovens',
    authorUsername: 'sarita.thapamagar',
    publishedDaysAgo: 283,
    excerpt: 'Why eggless cakes get their own kitchen, what replaces the egg, and why an eggless sponge bakes lower and slower than a classic one.',
    tags: ['eggless', 'kitchen', 'vegetarian', 'technique'],
    cover: bannerPath('card', 'cake', 'leaf', 'The eggless kitchen'),
    productSlugs: ['eggless-black-forest-cake', 'eggless-mango-cake', 'eggless-red-velvet-cake'],
    body: `The eggless kitchen at Patan Sweet Oven in Pulchowk is a room of about four metres by six, with two ovens, one big planetary mixer, and a rule painted on the door: no eggs past this point. Every eggless cake Upahar Ghar sells in the valley is baked here. People ask why we bother with a separate room, and how a cake can rise without eggs. Here are both answers.

## Why a separate room

For many of our customers, eggless is not a taste preference. It is religion, a vow, or a family rule that has held for generations. A cake baked with eggless batter in a bowl that held egg batter an hour ago is not eggless to them, and they would be right.

So:

- **Separate equipment.** Mixers, tins, spatulas, piping bags and even the cooling racks stay in this room. Ours have green handles, so nothing wanders in from the main kitchen by mistake.
- **Separate ingredients.** The flour, sugar and cream are bought for this room and stored here.
- **Separate staff in the morning.** The first bakes of the day are done by two bakers who have not yet been to the main kitchen.

## What replaces the egg

An egg does three jobs in a sponge: it traps air, it binds, and it adds richness. We replace each job.

1. **Air:** curd and a little baking soda react and make bubbles. A touch of vinegar helps in the chocolate sponge.
2. **Binding:** condensed milk and a little extra flour hold the crumb together.
3. **Richness:** a spoon of oil and the condensed milk's fat.

The result is a slightly denser, very moist sponge. Customers who eat eggs often prefer it; our [Eggless Mango Cake](/product/eggless-mango-cake) and [Eggless Red Velvet Cake](/product/eggless-red-velvet-cake) are ordered by plenty of people who have no reason to avoid egg.

${image('An eggless mango cake with fresh cream', cakePicture('mango', { topper: 'cherries', seed: 835, view: 1 }))}

## Lower and slower

An egg sponge bakes at about 175 °C. Eggless batter burns at the edges before the centre sets at that temperature, so we bake at 160 °C for ten to fifteen minutes longer. We test with a bamboo skewer: clean from the centre means done. Eggless sponge is fragile while warm, so it cools ten minutes in the tin before we turn it out.

## The black forest question

Everyone asks whether the [Eggless Black Forest Cake](/product/eggless-black-forest-cake) is "the same". Honestly: the sponge is a little moister and the chocolate taste a little deeper, because condensed milk brings caramel notes. Under cream, cherries and chocolate shavings, most people cannot tell. At our staff blind tasting last year, eleven of fifteen bakers guessed wrong.

## What eggless does not mean

- **Not vegan.** Our cream and the condensed milk are dairy.
- **Not sugar-free.** For that, see the [sugar-free cakes](/category/sugarless-cakes), which are also baked in this room.
- **Not nut-free.** We use pistachio and almond on some designs. Tell us about allergies in the order note.

## A day in the room

We start at 5:30 AM with the day's orders, ready-baked sponges from the evening before get their cream from 8 AM, and the last bake goes in at about 4 PM for the evening slots. On Teej and during Navaratri, the room runs until midnight: those are the weeks when half the valley wants eggless.

> If you want to bake eggless at home: replace each egg with 60 g of curd and a quarter teaspoon of baking soda, and lower the oven by fifteen degrees. Be patient with the skewer.

Everything we bake here is in [Eggless Cakes](/category/eggless-cakes), and our post on [eggless and sugar-free cakes for fasting days](/blog/eggless-and-sugar-free-cakes-for-fasting-days) helps you choose.`,
  },
  {
    slug: 'why-kathmandu-still-loves-black-forest',
    title: 'Why Kathmandu still orders black forest more than anything else',
    categorySlug: 'behind-the-ovens',
    authorUsername: 'anil_maharjan',
    publishedDaysAgo: 505,
    excerpt: 'The valley\'s favourite cake, from a head baker who has made thousands: what goes into ours, why it works in Nepal, and how to keep it at its best.',
    tags: ['black-forest', 'kitchen', 'flavours', 'history'],
    cover: bannerPath('card', 'cake', 'cocoa', 'Why black forest?'),
    productSlugs: ['classic-black-forest-cake', 'ready-to-go-black-forest-cake-1-lb', 'black-forest-heart-cake', 'classic-white-forest-cake'],
    body: `Every year someone in our kitchen predicts that this is the year red velvet or chocolate truffle will overtake black forest. Every year they lose. In our New Baneshwor kitchen black forest is still the cake we bake most, in every size from the [Ready-to-Go 1 lb](/product/ready-to-go-black-forest-cake-1-lb) to tiered wedding cakes. I have been baking it for more than twenty years. Here is what goes into ours, and why I think the valley will not let it go.

## What it is

The cake comes from Germany, where it is made with cherries and cherry brandy from the Black Forest region. The Kathmandu version, like most of South Asia's, has no alcohol: chocolate sponge soaked in cherry syrup, layered with whipped cream and cherries, the sides covered in chocolate shavings, rosettes and cherries on top. Ask anyone over forty in the valley about their first birthday cake and it was very likely this one, from a bakery near New Road or in their own neighbourhood.

## How we make ours

1. **The sponge:** a light chocolate sponge, not a dense one. Heavy sponge plus cream is too much for a Nepali stomach after a full meal of rice, meat and sel roti.
2. **The soak:** syrup from the cherries, warm, brushed on each of three layers. This is where most bakeries save money, and where you taste the difference.
3. **The cream:** fresh whipped dairy cream, sweetened lightly. We whip it to firm peaks in a chilled bowl, even in winter.
4. **The cherries:** imported sweet cherries in syrup, halved, between the layers. Fresh cherries are rare and expensive in Nepal, and they go soft in cream within a day anyway.
5. **The shavings:** dark chocolate pulled with a vegetable peeler from a block that has sat at room temperature for ten minutes. Cold chocolate shatters into dust; warm chocolate curls.

${image('A black forest cake with chocolate shavings and cherries', cakePicture('black-forest', { topper: 'cherries', seed: 851, view: 2 }))}

## Why it works here

- **It is not too sweet.** Whipped cream and dark chocolate balance each other. Elders who refuse buttercream take a second slice of black forest.
- **Everyone agrees on it.** At a family party of thirty, with children and grandparents and a vegetarian aunt, black forest offends nobody. Order it eggless and it suits even the aunt; our [Eggless Black Forest Cake](/product/eggless-black-forest-cake) is the eggless bestseller.
- **It is affordable.** A [Classic Black Forest Cake](/product/classic-black-forest-cake) is रू 1,000 for a pound, among the lowest prices in the shop, because the ingredients are simple and the decoration is quick.
- **It looks like a celebration.** White cream, dark shavings, red cherries: it photographs well even on an old phone.

## Its cousins

- **White forest:** vanilla sponge, white chocolate shavings. Lighter, popular for anniversaries. The [Classic White Forest Cake](/product/classic-white-forest-cake) is one of our bestsellers.
- **Black forest heart:** the same cake in a heart tin for Valentine's Day and anniversaries; see the [Black Forest Heart Cake](/product/black-forest-heart-cake).
- **Black forest with roses:** the combo with twelve red roses, for when the cake is an apology.

## Keeping it at its best

Black forest is a fresh-cream cake, so it lives in the fridge and is best on the day. Take it out twenty minutes before cutting so the sponge softens. Cut with a knife dipped in hot water and wiped, and the layers stay clean. Our post on [storing a fresh-cream cake in summer](/blog/fresh-cream-cake-in-kathmandu-summer) has more.

> My daughter asked for a unicorn cake for her tenth birthday. I made it. Then I made a black forest for the adults, and it was finished first.

Find every flavour we bake in [Birthday Cakes](/category/birthday-cakes).`,
  },
];
