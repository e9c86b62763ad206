import { bannerPath, mediaPath } from '@/lib/server/media/urls';
import type { BlogPostSeed } from '../editorial-types';
import { image } from './art';

// Posts of the "Flowers and plants" category.

export const FLOWERS_AND_PLANTS_POSTS: BlogPostSeed[] = [
  {
    slug: 'making-a-bouquet-last-a-week',
    title: 'Making a bouquet last a week: roses, lilies and gerberas',
    categorySlug: 'flowers-and-plants',
    authorUsername: 'kiran_tamang',
    publishedDaysAgo: 77,
    excerpt: 'A florist\'s routine for cut flowers in a Kathmandu home: the first cut, the right water, where to put the vase, and the rescue for drooping roses.',
    tags: ['flower-care', 'roses', 'lilies', 'gerberas'],
    cover: bannerPath('card', 'flowers', 'rose', 'A bouquet that lasts'),
    productSlugs: ['12-red-roses-bouquet', 'white-lily-elegance', 'mixed-gerbera-basket', 'orange-gerbera-posy'],
    body: `The roses in our Jhamsikhel studio were cut at farms in Godawari and Kakani the same morning, and most of them can last seven to ten days. Most of them don't, because of what happens in the first hour at home. Here is the routine I give every customer who asks, and the one I follow on my own table.

## The first hour

1. **Unwrap at once.** The paper and cellophane look pretty, but flowers in a wrap cannot drink properly. Keep the ribbon for the photo, then undo it.
2. **Cut the stems.** Take off 2–3 cm at a slant with a sharp knife or secateurs, not kitchen scissors, which crush the stem. If you can, cut under running water so no air gets into the stem.
3. **Strip the low leaves.** Any leaf that would sit under the water rots within two days and turns the water cloudy.
4. **Clean vase, cool water.** Wash the vase with soap first. Fill it two-thirds with cool water, and stir in the flower food sachet if your bouquet came with one.

## What water to use

Kathmandu water is a question of its own. Tanker water and some tap water carry sediment that blocks the stems. If your tap water is not clear, use jar water for the vase; it is worth the twenty rupees. No flower food? A teaspoon of sugar and three drops of lemon juice per litre does most of the job.

${image('A bouquet of twelve red roses', mediaPath('bouquet', { style: 'wrap', flower: 'rose', color: 'c1121f', wrap: 'f7e1b5', ribbon: 'e23e57', count: 12, seed: 903, view: 0 }))}

## Where to put the vase

- **Not in direct sun**, and not on top of the fridge or next to the gas heater in winter.
- **Not beside the fruit bowl.** Ripening bananas and apples give off a gas that makes flowers age faster.
- **Cool rooms help.** In winter, the flowers in an unheated Kathmandu flat last longer than the same flowers in a Terai summer. At night you can even move the vase to the coolest room.

## Every day or two

Top up the water daily; roses drink a lot on the first day. Every second day, change the water completely, rinse the vase, and take another centimetre off the stems.

## Flower by flower

- **Roses.** If a head droops on day two, the stem has an air block. Recut the stem under water and lay the whole rose in a basin of cool water for an hour. It usually stands again. Our [12 Red Roses Bouquet](/product/12-red-roses-bouquet) should give you a week with this care.
- **Lilies.** Pull off the orange pollen tips as each flower opens. The pollen stains clothes and tablecloths permanently and is poisonous to cats. Closed buds will open over the week, so a [White Lily Elegance](/product/white-lily-elegance) looks fuller on day four than on day one.
- **Gerberas.** Their stems are soft and rot in deep water. Use only 5 cm of water and change it daily. A [Mixed Gerbera Basket](/product/mixed-gerbera-basket) in floral foam just needs the foam kept wet: pour in a cup of water every morning.
- **Orchids** in pots are plants, not cut flowers: water them once a week and let them drain.

## When it is over

Roses that have opened fully can be hung upside down in a dry, dark place for two weeks to dry. Petals go into a bowl, a diary, or the puja room. Marigold and makhamali from Tihar can be composted for next year's balcony pots.

> People think flowers are a luxury because they die. Cared for, a रू 1,200 [Orange Gerbera Posy](/product/orange-gerbera-posy) costs less per day than the tea you drink while looking at it.

All our bouquets, baskets and boxes are in [Flowers](/category/flowers).`,
  },
  {
    slug: 'what-each-rose-colour-says',
    title: 'Red, yellow, white or peach: what each rose colour says',
    categorySlug: 'flowers-and-plants',
    authorUsername: 'kiran_tamang',
    publishedDaysAgo: 340,
    excerpt: 'Which rose colour for a wife, a mother, a teacher, a friend in hospital or a condolence visit, and the one colour to think twice about.',
    tags: ['roses', 'flower-meanings', 'gift-ideas'],
    cover: bannerPath('card', 'flowers', 'saffron', 'What rose colours say'),
    productSlugs: ['24-yellow-roses-basket', '12-white-roses-bouquet', '12-peach-roses-hat-box', '12-pink-roses-bouquet'],
    body: `At the studio we ask one question before any rose order: "Who is it for?" The colour says more than the number of stems, and a wrong colour can say something you did not mean. The meanings below come from the European flower language most of the world now uses, adjusted for what I have seen work in Nepali homes.

## Red: love, and only love

Red roses mean romantic love. For a wife, husband, fiancée or the person you hope will become one. On Valentine's Day and anniversaries, nothing else will do.

- **Do not send red roses to a colleague** or a friend's wife. It will be discussed.
- **For a big gesture**, numbers count: 12 for "be mine", 24 or 50 for a proposal or a silver anniversary. The [50 Red Roses Heart Box](/product/50-red-roses-heart-box) is our proposal bestseller.

## Pink: thanks, admiration, gentle affection

Pink is the safest rose. Light pink for gratitude and admiration, deep pink for thanks with warmth.

- Mothers on Aama ko Mukh Herne, teachers, a friend's graduation, a new mother.
- A [12 Pink Roses Bouquet](/product/12-pink-roses-bouquet) is what I would send anyone I respect and love in a non-romantic way.

## Yellow: friendship and cheer

Yellow means joy and friendship. It is right for a friend's birthday, a new job, a recovery.

- **Get well:** yellow roses brighten a hospital room, though check first: many hospital wards in Kathmandu do not allow flowers near patients after surgery. Send them home instead.
- In some old European traditions yellow meant jealousy. Almost nobody in Nepal thinks of it that way, but if your friend is the type to look it up, add a card.
- The [24 Yellow Roses Basket](/product/24-yellow-roses-basket) is the happiest thing in our studio.

${image('A basket of yellow roses', mediaPath('bouquet', { style: 'basket', flower: 'rose', color: 'ffd23f', wrap: 'f7e1b5', ribbon: 'f4a261', count: 24, seed: 919, view: 0 }))}

## White: think twice

In much of the world white roses mean purity and new beginnings, and they are popular at weddings. In Nepal, **white is also the colour of mourning**: a family in kiriya wears white for thirteen days.

- **Right for:** condolence visits, remembrance, a shraddha anniversary, a church wedding.
- **Think twice for:** an elder's birthday, Teej, Dashain, or any Hindu family celebration. A [12 White Roses Bouquet](/product/12-white-roses-bouquet) for a grandmother's eighty-fourth birthday may not land as you meant.
- Mixed with pink or peach, white reads as elegant rather than sombre.

## Peach and orange: gratitude and enthusiasm

Peach says "thank you" with warmth, orange says "congratulations" with energy. A [12 Peach Roses Hat Box](/product/12-peach-roses-hat-box) is my answer for a doctor, a landlord who fixed the water tank, a boss on their last day.

## Rainbow roses

These are white roses whose stems drink coloured water in split channels, so each petal takes a different colour. Fun for teenagers and children's birthdays. Not for condolences, not for serious romance.

## Nepal's own flowers

- **Sayapatri (marigold)** and **makhamali** belong to Tihar and puja, not to romance.
- **Gurans (rhododendron)**, our national flower, blooms in Chaitra and Baisakh. The [Gurans Spring Bouquet](/product/gurans-spring-bouquet) brings hill colours to the city for Nepali New Year.

## A quick guide

1. Wife, husband, partner: red.
2. Mother, teacher, mentor: pink.
3. Friend, colleague, recovery: yellow.
4. Thanks, congratulations: peach or orange.
5. Condolence: white.

> When in doubt, mixed pastels never offend. And a card with two honest sentences matters more than any colour.

Order any colour from [Flowers](/category/flowers); our post on [making a bouquet last a week](/blog/making-a-bouquet-last-a-week) keeps it fresh.`,
  },
  {
    slug: 'gift-plants-that-survive-kathmandu-flats',
    title: 'Gift plants that survive a Kathmandu flat, by a reformed plant killer',
    categorySlug: 'flowers-and-plants',
    authorUsername: 'sabina_tuladhar',
    publishedDaysAgo: 160,
    excerpt: 'Winter cold, monsoon damp, dust and owners who forget: a guest post on the gift plants that live anyway, and the little care they need.',
    tags: ['plants', 'plant-care', 'guest-post', 'gift-ideas'],
    cover: bannerPath('card', 'flowers', 'leaf', 'Plants that survive'),
    productSlugs: ['snake-plant-in-white-ceramic-pot', 'money-plant-in-hanging-pot', 'jade-plant-in-terracotta', 'peace-lily-in-blue-pot'],
    body: `I am an architect. I design buildings with planters on every floor, and until four years ago I had killed every plant anyone gave me: a bonsai, two orchids, a rosemary and, somehow, a cactus. Then a friend gave me a snake plant and a talk from the nursery people in Budhanilkantha. The snake plant has now survived four Kathmandu winters, one monsoon leak and a month when I was on a site in Hetauda. Here is what I learnt, for anyone giving a plant to someone like me.

## What makes Kathmandu flats hard

- **Winter cold.** Most flats have no heating. In Poush and Magh, night temperatures indoors drop to 6–8 °C near windows, and frost forms on balconies.
- **Monsoon damp.** From Asar to Bhadra, the air is so wet that soil does not dry for a week. Overwatering kills more plants in July than thirst does in May.
- **Dust.** Winter dust coats every leaf, and a leaf covered in dust cannot use the light it gets.
- **Dim rooms.** Buildings close together, windows facing the neighbour's wall.

## The survivors

1. **[Snake Plant in White Ceramic Pot](/product/snake-plant-in-white-ceramic-pot).** The best gift for a plant killer. Takes low light, stores water in its leaves, and wants a drink only every two to three weeks in summer and once a month in winter. Mine sits in a corner that gets one hour of sun.
2. **[Money Plant in Hanging Pot](/product/money-plant-in-hanging-pot).** Grows fast, trails beautifully, tells you when it is thirsty by drooping slightly. Water when the top two centimetres of soil are dry. Said to bring prosperity, which makes it a good gift for a new shop or office.
3. **[Jade Plant in Terracotta](/product/jade-plant-in-terracotta).** Loves sun, hates wet feet. Put it on the brightest windowsill and water it when the leaves start to look a little less plump. Terracotta breathes, which saves it in the monsoon.
4. **[Peace Lily in Blue Pot](/product/peace-lily-in-blue-pot).** The one that flowers in shade. It droops dramatically when thirsty and stands up an hour after watering, which is a good teacher. Keep it away from cats and dogs; its leaves are harmful if chewed.
5. **Succulents and cacti.** The [Succulent Trio](/product/succulent-trio) is tiny and cheerful, but needs the sunniest spot in the flat and almost no water in the monsoon.

${image('A snake plant in a white ceramic pot', mediaPath('plant', { plant: 'snake', pot: 'ffffff', flower: '52b788', seed: 935, view: 0 }))}

## The care calendar

- **Baisakh to Jestha (hot and dry):** water more often; move plants back from glass that gets afternoon sun.
- **Asar to Bhadra (monsoon):** water half as often as you think. Empty saucers after rain. Watch for small flies in the soil; let it dry out to get rid of them.
- **Ashwin to Kartik (festival season):** the easiest months. Repot if roots are coming out of the bottom.
- **Mangsir to Magh (cold):** water once a month or less. Move plants away from windows at night. Bring balcony jades inside when frost is forecast.
- **Falgun to Chaitra (dusty spring):** wipe every leaf with a damp cloth once a month.

## Giving a plant well

- **Match the plant to the person's light.** Ask, or look at the photo of their room on Facebook. A sun plant in a dark flat is a slow death sentence.
- **Write the care on the card.** "Water me on the first of every month" is the kindest message I have ever received.
- **Choose a pot with a drainage hole**, or ask that the plant stays in its nursery pot inside the ceramic one.

> The snake plant taught me that most plants are not killed by neglect. They are killed by too much love, mostly in the form of water.

More survivors are in [Plants](/category/plants).`,
  },
];
