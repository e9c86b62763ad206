import { bannerPath } from '@/lib/server/media/urls';
import type { BlogPostSeed } from '../editorial-types';
import { cakePicture, image } from './art';

// Posts of the "Choosing and storing cakes" category.

export const CHOOSING_AND_STORING_POSTS: BlogPostSeed[] = [
  {
    slug: 'how-many-pounds-of-cake-for-your-guests',
    title: 'How many pounds of cake for 10, 20 or 50 guests?',
    categorySlug: 'choosing-and-storing-cakes',
    authorUsername: 'anil_maharjan',
    publishedDaysAgo: 41,
    featured: true,
    excerpt: 'A baker\'s table for sizing cakes: pounds per guest, when to pick a sheet cake or two tiers, and how to cut so everyone gets a slice.',
    tags: ['cake-size', 'party-planning', 'birthday', 'wedding'],
    cover: bannerPath('card', 'cake', 'saffron', 'How many pounds?'),
    productSlugs: ['classic-black-forest-cake', 'rectangular-chocolate-party-cake', 'two-tier-chocolate-celebration-cake', 'three-tier-ivory-rose-wedding-cake'],
    body: `The question we hear most on the phone is not about flavour. It is "how many pounds?" Order too little and the aunties at the back get crumbs; order too much and half a black forest sits in the fridge until Tuesday. Here is the rule of thumb our kitchen in New Baneshwor uses, with the numbers behind it.

## Start with the slice, not the cake

A one-pound cake weighs a little under half a kilo once it is filled and iced. How many people it feeds depends on what else is on the table:

- **Dessert slice** (the cake is the sweet after dinner): about 80–100 g a person, so **1 lb serves 4 to 6**. This is the figure on our product pages.
- **Party slice** (there is a meal, sel roti, laddu and fruit as well): about 50–60 g, so **1 lb serves 8**.
- **Office slice** (cake at 4 PM with tea, people go back to their desks): a neat 5 cm square, so **1 lb serves 8 to 10**.

Decide which kind of party you are throwing, then use the table.

## The table

1. **6–8 people at home, cake as dessert:** 1.5 to 2 lb.
2. **10–12 people:** 2 lb with a meal, 3 lb if the cake is the only sweet.
3. **20 guests:** 3 lb for a dinner party, 4 lb for a birthday where the cake is the star. Twenty party slices are about 1.2 kg, so 3 lb gives you a small margin for second helpings.
4. **30–35 guests:** 5 lb in one round, or a 4 lb cake plus a box of cupcakes for the children.
5. **50 guests:** 6 to 8 lb. At this size a [Rectangular Chocolate Party Cake](/product/rectangular-chocolate-party-cake) cuts into even squares, and nobody argues about who got the edge.
6. **80–100 guests (a reception, a Bratabandha lunch):** a two or three tier cake of 10 to 12 lb for the cutting, and a plain sheet cake in the kitchen for serving.

${image('A round two-pound black forest cake with cherries on top', cakePicture('black-forest', { topper: 'cherries', seed: 401, view: 2 }))}

## What the sizes look like

A regular cake from us is 4 inches tall. Roughly, 1 lb is a 6-inch round, 2 lb an 8-inch, 3 lb a 9-inch and 4 lb a 10-inch. Above 4 lb, a single round gets wide and hard to carry through a narrow gali; that is where two tiers start to make sense. Our [Two-Tier Chocolate Celebration Cake](/product/two-tier-chocolate-celebration-cake) starts at 4 lb, and three-tier cakes such as the [Three-Tier Ivory Rose Wedding Cake](/product/three-tier-ivory-rose-wedding-cake) at 8 lb.

## What it costs

Each pound after the first adds roughly 80 to 90 per cent of the one-pound price. A [Classic Black Forest Cake](/product/classic-black-forest-cake) is रू 1,000 for 1 lb, so 3 lb comes to about रू 2,700, enough for twenty guests at well under रू 150 a head. Eggless adds रू 100–200 a pound, and tiers and fondant cost more because they take a decorator most of a morning. Browse sizes and prices in [Birthday Cakes](/category/birthday-cakes) and [Tiered & Wedding Cakes](/category/tiered-wedding-cakes).

## Three mistakes we see every week

- **Ordering by the photo.** A 1 lb cake in a close-up photo looks like a party cake. Check the pound figure, not the picture.
- **Forgetting the neighbours.** In most Nepali homes a plate goes to the didi who helped in the kitchen, the guard and the family upstairs. Add half a pound for them.
- **One flavour for everyone.** If grandparents avoid egg, order the whole cake eggless rather than a separate small one; nobody notices the difference in a black forest.

> Cut a round cake in rings, not wedges: a circle 5 cm in from the edge, slice that ring, then the next one. A 3 lb cake gives 24 tidy pieces instead of 12 big ones.

## When in doubt

Call or message us with the number of guests and what else you are serving, and we will tell you honestly. We would rather sell you a smaller cake that is finished than a bigger one that is wasted. The [FAQ](/faq) also lists how far ahead to order each size.`,
  },
  {
    slug: 'fresh-cream-cake-in-kathmandu-summer',
    title: 'Keeping a fresh-cream cake happy in a Kathmandu summer',
    categorySlug: 'choosing-and-storing-cakes',
    authorUsername: 'sunita.shrestha',
    publishedDaysAgo: 96,
    excerpt: 'Whipped cream melts at 30 °C. How to store a cake from delivery to the last slice: in the fridge, without one, and through a power cut.',
    tags: ['storage', 'fresh-cream', 'summer', 'monsoon'],
    cover: bannerPath('card', 'cake', 'sky', 'Cake in the heat'),
    productSlugs: ['classic-white-forest-cake', 'classic-mango-cake', 'chocolate-truffle-drip-cake'],
    body: `From Jestha to Bhadra, the kitchen in our New Baneshwor shop runs at 32 °C by noon even with the fans on. Whipped cream, the Kathmandu favourite on cakes like the [Classic White Forest Cake](/product/classic-white-forest-cake), starts to soften at about 25 °C and slides at 30 °C. Your cake leaves us chilled at 4 °C in an insulated bag; what happens after the rider hands it over is up to you. Here is how to keep it standing.

## The first ten minutes matter most

- **Open the box on a flat surface and look.** If a rosette has shifted, tell us with a photo while the rider is still there or within the hour; see the [refund policy](/refund-policy).
- **Into the fridge straight away**, box and all, on the lowest shelf. The box stops the cake picking up the smell of last night's achar.
- **Take it out 20–30 minutes before cutting**, not two hours before. Cold sponge tastes dull, but cream that has sat out for an hour in Jestha is already weeping.

## Making room in a small fridge

Most Kathmandu fridges are 180-litre single doors with a full vegetable drawer. Before the delivery slot, take out one shelf and move the milk to the door. A 2 lb cake box is about 25 cm square and 15 cm tall; a 3 lb box needs 30 cm. If it truly will not fit, order a 1.5 lb cake now and a second one for the next day, rather than leaving a big cake out.

${image('A white forest cake with fresh cream rosettes', cakePicture('white-forest', { topper: 'cherries', seed: 417 }))}

## No fridge, or a power cut

Load-shedding is mostly history, but inverters still trip and many rooms in Kirtipur and Gongabu have no fridge at all. What works:

1. **The coolest corner of the house**, usually the ground floor on the north side, away from the gas stove and any west-facing window.
2. **A basin of cold water under the box.** Stand the box on a steel plate set in a basin of cold water with a wet cotton cloth draped over the sides, not touching the cake. Change the water every two hours. This buys four to five hours in April and about three in Asar.
3. **Never in the car.** A parked car in Tinkune in May reaches 45 °C inside in twenty minutes. Collect the cake last, after the shopping.
4. **Do not put ice directly on the box.** Melting ice makes the base soggy and the cardboard gives way.

## Choose the cake for the weather

If the party is outdoors, on a rooftop or in a Terai city in summer, pick a cake that copes with heat:

- **Buttercream and ganache** hold their shape to about 32 °C. The [Chocolate Truffle Drip Cake](/product/chocolate-truffle-drip-cake) survives a rooftop afternoon far better than any whipped-cream design.
- **Fondant** seals the cake but sweats when it comes out of a cold fridge into humid monsoon air; let it sit in its box for ten minutes before opening.
- **Fruit cakes** such as the [Classic Mango Cake](/product/classic-mango-cake) are a summer favourite, but cut mango keeps for a day, not three.

## How long it keeps

In the fridge, a fresh-cream cake is at its best on the day of delivery and good for 48 hours. Cover cut faces with cling film so the sponge does not dry out. Cakes with fresh fruit: 24 hours. Buttercream and ganache: three days. Out of the fridge in summer: eat it within four hours, and throw away anything that smells sour, however sad that feels.

> If you are ordering for someone who lives alone, a 1 lb cake and a box of [cupcakes](/category/cupcakes) is kinder than a 3 lb cake they cannot finish in two days.`,
  },
  {
    slug: 'eggless-and-sugar-free-cakes-for-fasting-days',
    title: 'Eggless and sugar-free: cakes for fasting days and diabetic parents',
    categorySlug: 'choosing-and-storing-cakes',
    authorUsername: 'sarita.thapamagar',
    publishedDaysAgo: 150,
    excerpt: 'Which of our cakes suit vegetarian homes, the days eggs stay out of the kitchen, and parents watching their sugar, and what they really contain.',
    tags: ['eggless', 'sugar-free', 'vegetarian', 'diabetes', 'fasting'],
    cover: bannerPath('card', 'cake', 'leaf', 'Eggless and sugar-free'),
    productSlugs: ['eggless-rasmalai-cake', 'eggless-chocolate-cake', 'sugar-free-black-forest-cake', 'sugar-free-fresh-fruit-cake'],
    body: `Many families in Nepal keep eggs out of the kitchen on certain days: through the month of Shrawan, during Navaratri, on Saturdays in some households, for the thirteen days after a death, or simply always. Others have a parent with diabetes who has not cut a birthday cake in years. I run the eggless kitchen at Patan Sweet Oven in Pulchowk, where our eggless cakes are baked, and these are the questions I answer most.

## What "eggless" means at Upahar Ghar

- **Baked in a separate kitchen** with its own mixers, tins and piping bags, not on the same table right after an egg batch.
- **Egg is replaced** by curd, condensed milk and a little extra raising agent. The sponge is slightly denser and very moist, which is why our [Eggless Rasmalai Cake](/product/eggless-rasmalai-cake) is a bestseller even with customers who eat eggs.
- **The cream is the same** fresh dairy whipped cream. Eggless is vegetarian, not vegan.
- **Gelatin-free.** We set the fillings with agar, so the cake suits homes that avoid gelatin as well.

Almost every cake in the shop can be ordered eggless for रू 100–200 extra a pound, and the [Eggless Cakes](/category/eggless-cakes) category holds the ones designed that way from the start.

${image('An eggless rasmalai cake with pistachio on top', cakePicture('rasmalai', { topper: 'flowers', seed: 433, view: 2 }))}

## Is a cake fasting food?

Honestly, usually not. On a nirjala fast such as Teej, nothing is eaten until the puja is done, and on Ekadashi many people avoid grains, which includes the flour in any sponge. What an eggless cake does is let the whole family eat together once the fast is broken, or on the days eggs are avoided. If your household follows a strict phalahar, the [fresh fruit baskets](/category/hampers) and [mithai](/category/sweets-mithai) are the better gift.

## Sugar-free cakes for diabetic parents

Our [Sugarless Cakes](/category/sugarless-cakes) are sweetened with stevia and sucralose instead of sugar. Please read this part carefully:

1. **Sugar-free is not carbohydrate-free.** The sponge still contains flour, and the cream contains milk sugar. A 100 g slice has roughly half the carbohydrate of our classic cake, not none.
2. **Keep the slice small** and eat it after a meal rather than on an empty stomach.
3. **Fruit counts.** The [Sugar-free Fresh Fruit Cake](/product/sugar-free-fresh-fruit-cake) is topped with kiwi and grapes, whose natural sugar is still sugar.
4. **Ask their doctor** if blood sugar has been difficult lately. We bake cakes; we do not give medical advice.

The [Sugar-free Black Forest Cake](/product/sugar-free-black-forest-cake) is the one our customers' fathers like best, and all sugar-free cakes are eggless as well.

## Ordering tips

- Write "eggless" or "sugar-free" only through the options on the product page, not in the cake message, or it ends up piped on top. It has happened.
- Eggless and sugar-free cakes need the same four hours as any cake baked to order; the ready-to-go cakes are made with egg.
- For a mixed party, one eggless cake for everyone beats two cakes. The [Eggless Chocolate Cake](/product/eggless-chocolate-cake) and black forest hide the difference best.

> Tell us in the order note if someone has a nut allergy. Pistachio goes on the rasmalai cake and we keep nuts out of the allergy orders, but our kitchen does handle nuts every day.`,
  },
  {
    slug: 'whipped-cream-buttercream-fondant-or-ganache',
    title: 'Whipped cream, buttercream, fondant or ganache: which icing when',
    categorySlug: 'choosing-and-storing-cakes',
    authorUsername: 'pema_sherpa',
    publishedDaysAgo: 212,
    excerpt: 'The five icings in our kitchen compared by taste, heat, travel and price, so you pick the right one for a rooftop, a road trip or Aama.',
    tags: ['icing', 'fondant', 'buttercream', 'ganache', 'cake-design'],
    cover: bannerPath('card', 'cake', 'rose', 'Which icing?'),
    productSlugs: ['vanilla-rose-garden-cake', 'unicorn-rainbow-vanilla-cake', 'chocolate-drip-cake', 'rustic-red-velvet-naked-cake'],
    body: `Every cake design in our shop comes with a default icing, and many let you switch. I decorate cakes all day, and I can tell you that the icing decides more about the party than the flavour does: whether the cake survives the taxi to Bhaktapur, whether the children eat the outside or scrape it off, and whether it looks the same at 8 PM as it did at noon. Here are the five we use.

## Whipped cream

Light, cold, not too sweet: the classic Kathmandu birthday cake. It is what most of our grandparents think a cake is.

- **Best for:** home parties, elders, anyone who finds sweets heavy.
- **Weak point:** heat. It softens above 25 °C and needs a fridge within an hour.
- **Travel:** short rides only, box flat on a lap, never on a scooter footrest.

## Buttercream

Butter and icing sugar whipped smooth. Richer and sweeter, and it holds a piped shape beautifully, which is why the flowers on the [Vanilla Rose Garden Cake](/product/vanilla-rose-garden-cake) are buttercream.

- **Best for:** piped flowers, ruffles, writing, outdoor parties in spring and autumn.
- **Weak point:** sweetness. Ask for "less cream" on the product page if your family prefers light cakes.
- **Travel:** good. It firms up in the fridge and stays put.

${image('A vanilla cake covered in piped buttercream flowers', cakePicture('vanilla', { decor: 'floral', topper: 'flowers', seed: 449 }))}

## Fondant

A rolled sugar paste laid over buttercream. It gives the smooth finish and the sculpted shapes: the unicorn horn on the [Unicorn Rainbow Vanilla Cake](/product/unicorn-rainbow-vanilla-cake), the crowns, the wedding tiers.

- **Best for:** themed kids' cakes, wedding tiers, any design that must look exactly like the picture.
- **Weak point:** taste. Many people peel it off. It also sweats in humid monsoon air when it comes out of a cold fridge.
- **Price:** about रू 300 a pound more, because a decorator spends hours on it.

## Chocolate ganache

Chocolate melted into hot cream, poured while warm. It sets glossy and firm, and it is what makes the drip on a [Chocolate Drip Cake](/product/chocolate-drip-cake).

- **Best for:** chocolate lovers, rooftop parties, long rides. It holds up to about 32 °C.
- **Weak point:** it is rich. A 2 lb ganache cake feeds more people than a 2 lb cream cake because slices are smaller.

## Naked (semi-frosted)

A thin scrape of cream that shows the sponge layers, finished with fresh flowers or berries, like the [Rustic Red Velvet Naked Cake](/product/rustic-red-velvet-naked-cake).

- **Best for:** anniversaries, small weddings, people who love sponge more than icing.
- **Weak point:** the exposed sponge dries out. Eat it the same day.

## A quick chooser

1. **Party in a flat in winter, elders present:** whipped cream.
2. **Rooftop in Baisakh, or a drive to Dhulikhel:** ganache or buttercream.
3. **The child wants a unicorn that looks like the photo:** fondant, and a plain sponge inside.
4. **Small dinner for two:** naked cake, 1 lb.

> A tip from the decorating table: if the cake has a long message, choose buttercream or ganache. Chocolate writing on whipped cream smudges the moment the box lid touches it.

If you are unsure, ask us on WhatsApp with a photo of the design you like, and tell us where the party is. We will suggest the icing that will still look right when the candles are lit.`,
  },
  {
    slug: 'choosing-a-photo-for-a-photo-cake',
    title: 'Photo cakes: choosing a picture that prints well on cream',
    categorySlug: 'choosing-and-storing-cakes',
    authorUsername: 'rekha_adhikari',
    publishedDaysAgo: 318,
    excerpt: 'Which photos print sharply on a cake in edible ink, how to crop them on a phone, and how long a message fits around the picture.',
    tags: ['photo-cake', 'personalised', 'birthday', 'anniversary'],
    cover: bannerPath('card', 'heart', 'brand', 'Photo cakes that print well'),
    productSlugs: ['chocolate-photo-print-cake', 'vanilla-heart-photo-cake', 'square-chocolate-photo-memory-cake'],
    body: `Photo cakes are the orders that make people cry in the good way, and the orders most likely to disappoint when the picture is wrong. I check every photo that comes in with a photo-cake order before it goes to the printer, and I send back about one in five. Here is what I look for, so yours goes straight through.

## How the printing works

We print your photo on a thin sheet of sugar paper with edible ink, then lay it on the cake and frame it with piped cream. The sheet takes on the colour of what it sits on, so the print is always a little softer than your phone screen. Bright, sharp, well-lit photos survive that; dark or blurry ones turn into a brown smudge.

${image('A round cake with a printed photo on top, framed with cream', cakePicture('vanilla', { decor: 'photo', seed: 461 }))}

## Choosing the photo

- **Daylight, faces in the light.** A photo taken by a window at 10 AM beats any photo from a dim restaurant at night.
- **One to four faces.** On a 1 lb round cake the printed area is about 15 cm across. Eight cousins at a wedding become eight tiny heads. For group photos choose the [Square Chocolate Photo Memory Cake](/product/square-chocolate-photo-memory-cake), which starts at 2 lb and has room for a wider picture.
- **The original, not a screenshot.** Forward the photo itself. A screenshot of a Facebook post has lost most of its detail and carries the phone's clock at the top.
- **At least 1,000 pixels on the short side.** Most phone photos from the last five years are fine; photos saved from Viber or Messenger are often compressed.
- **Old photos are welcome.** For a parents' anniversary we often get a scan of a 1990s studio photo from New Road. Scan it flat, in daylight, without the plastic sleeve, and we will clean it up a little.

## Cropping on your phone

Crop to a square for round cakes and to a heart-friendly centre for the [Vanilla Heart Photo Cake](/product/vanilla-heart-photo-cake): the edges of a heart lose about a fifth of the picture. Keep faces in the middle third, and leave space at the top of heads. Do not add text, stickers or filters to the photo itself; we pipe the message separately in chocolate, and it looks far better than printed text.

## The message

Photo cakes allow a message of up to 30 characters, against 40 on our other cakes, because the picture takes the room. Some that fit:

1. "Happy 25th, Aama and Buwa" (25 characters)
2. "Janmadin ko subhakamana!" (24)
3. "Happy Birthday Didi" (19)

Longer messages go on a [greeting card](/category/personalised-gifts) instead. Write names in English letters; we can pipe Devanagari on buttercream cakes if you ask on WhatsApp, but not on a photo cake's cream border.

## Timing and what can go wrong

Photo cakes are baked to order and need the photo before we start, so order at least a day ahead, or by noon for an evening delivery. If the photo is not good enough, I will message you within working hours (7 AM to 11 PM Kathmandu time) and suggest another. If we cannot reach you, we print the best we can rather than miss the date.

> Please do not send a photo of someone who has passed away for a celebration cake without telling us. We handle remembrance cakes with more care: plainer borders, white flowers, no "Happy" unless you ask for it.

The [Chocolate Photo Print Cake](/product/chocolate-photo-print-cake) is our most ordered one, and all of them are in [Photo Cakes](/category/photo-cakes).`,
  },
];
