import { bannerPath, mediaPath } from '@/lib/server/media/urls';
import type { BlogPostSeed } from '../editorial-types';
import { image } from './art';

// Posts of the "Dashain, Tihar, Teej and other festivals" category.

export const FESTIVAL_POSTS: BlogPostSeed[] = [
  {
    slug: 'what-to-send-for-bhai-tika',
    title: 'What to send for Bhai Tika, whether you are there or not',
    categorySlug: 'festivals',
    authorUsername: 'sunita.shrestha',
    publishedDaysAgo: 388,
    excerpt: 'Gifts for brothers and sisters on the fifth day of Tihar: what goes on the thali, what brothers give back, and what travels well to another city.',
    tags: ['tihar', 'bhai-tika', 'gift-ideas', 'siblings'],
    cover: bannerPath('card', 'festival', 'saffron', 'Bhai Tika gifts'),
    productSlugs: ['tihar-sagun-hamper', 'bhai-tika-sagun-set', 'bhai-tika-dry-fruit-box', 'festive-chocolate-box-for-tihar-20-pcs'],
    body: `Bhai Tika is the day of Tihar that nobody in my family misses. My brother flies in from Biratnagar, my cousin brings her twins from Kirtipur, and my mother starts stringing makhamali malas two days ahead. Still, every year our phone fills with the same question: "What do I send if I can't be there?" Here is what goes on the thali, what brothers give back, and what travels.

## What the sister prepares

The ritual differs a little between families and communities, but most thalis hold:

- **Saptarangi tika**, the seven colours, and a bowl of oil that the sister drips in a line around her brother, so Yamaraj cannot cross it.
- **Makhamali (globe amaranth) malas.** Makhamali dries without wilting, which is exactly the point: the brother's life should last as long as the flower.
- **A walnut (okhar)** to crack at the threshold, and dubo grass.
- **Sel roti, sweets, fruit and dry fruits** as the sagun: the blessing food the brother eats after the tika.

The [Bhai Tika Sagun Set](/product/bhai-tika-sagun-set) puts the saptarangi tika, a makhamali mala, a walnut, dry fruits and a sweets box in one package, and it is what we suggest to sisters who live alone in a rented room and have no time to shop in Ason.

${image('A Tihar tika set with colours and a flower garland', mediaPath('festival', { item: 'tikaset', accent: 'e85d04', seed: 512, view: 0 }))}

## What brothers give back

Brothers traditionally give dakshina in an envelope and a gift. In our orders, the gifts that sisters actually keep using are:

1. A [Festive Chocolate Box for Tihar](/product/festive-chocolate-box-for-tihar-20-pcs), because the sweets on the thali are gone by evening.
2. A personalised photo frame with a childhood picture, from [Personalised Gifts](/category/personalised-gifts). Order it by Laxmi Puja; printing takes a day.
3. Flowers for a sister who has everything: a [bouquet](/category/flowers) arrives better on Bhai Tika morning than any gift wrapped the night before.

## If you cannot be there

Many sisters do tika over a video call at the saait and send the sagun ahead. What works:

- **Send the sagun the day before.** Bhai Tika morning is our busiest delivery window of the year; an order for the evening before lands calmly.
- **Choose things that keep.** The [Bhai Tika Dry Fruit Box](/product/bhai-tika-dry-fruit-box) lasts weeks; a fresh-cream cake on a day when the family has already eaten twelve kinds of sweets often does not get eaten.
- **The [Tihar Sagun Hamper](/product/tihar-sagun-hamper)** has sel roti mix, mithai, dry fruits and a marigold garland, so the sagun is on your brother's table while you watch him on the call.
- **For cities outside the valley**, order at least four days ahead. Couriers are full in Tihar week, and Dharan, Nepalgunj and Dhangadhi take three to four days at the best of times.

## Timing the saait

The auspicious time for Bhai Tika is announced in Kathmandu time by the Nepal Panchanga Nirnayak Samiti a few weeks before the festival. If you are abroad, convert it to your own time at once and set two alarms: one to call, one five minutes earlier to find the oil bowl. Our post on [timing a delivery across time zones](/blog/timing-a-cake-delivery-across-time-zones) has a table of the usual differences.

> For sisters without a brother, or brothers without a sister: many families do tika with cousins, neighbours or friends who have become siblings. The gifts are the same; the love counts the same.

All our Tihar gifts, from diyo to hampers, are in [Tihar Specials](/category/tihar-specials) and on the [Tihar occasion page](/occasion/tihar).`,
  },
  {
    slug: 'teej-dos-and-donts',
    title: 'Teej dos and don\'ts, from forty years of fasting',
    categorySlug: 'festivals',
    authorUsername: 'nirmala.pokharel',
    publishedDaysAgo: 455,
    excerpt: 'A guest post on gifting for Dar, the fast and Rishi Panchami: what to send a mother or sister, when to deliver it, and what never to plan on the day.',
    tags: ['teej', 'fasting', 'dar', 'gift-ideas', 'guest-post'],
    cover: bannerPath('card', 'heart', 'rose', 'Teej dos and don\'ts'),
    productSlugs: ['teej-celebration-basket', 'rasmalai-rose-garden-cake', 'assorted-mithai-box-1-kg', 'fresh-fruit-basket'],
    body: `I have kept the Haritalika Teej fast since I was seventeen, first in my maiti in Gorkha and for the last thirty-odd years in Kathmandu. My granddaughters now order half of our Teej things on their phones, and they asked me to write down what I keep telling them. So here it is, from an aama who has danced in Pashupati in the rain more times than she can count.

## The three days, briefly

- **Dar khane din**, the day before Teej: the big meal. Daughters and sisters are invited to the maiti to eat dar, sweets, fruit and, in many homes, meat and sel roti, to last them through the fast.
- **Teej** itself: a nirjala fast for most women, no water, no food, until the puja in the evening or the next morning. Red saris, green pote, dancing and singing.
- **Rishi Panchami**, two days later: the ritual bath and puja that close the festival.

## Do

1. **Send sweets and fruit for the dar, not for the fast.** Deliver the day before Teej, by the evening. A [Teej Celebration Basket](/product/teej-celebration-basket) or an [Assorted Mithai Box](/product/assorted-mithai-box-1-kg) sent to a married daughter's house is the gift from the maiti, and it is taken very seriously by the mothers-in-law, believe me.
2. **Think of the fruit for breaking the fast.** Many women break the fast with fruit and something light. A [Fresh Fruit Basket](/product/fresh-fruit-basket) that arrives on Teej afternoon is perfect timing.
3. **Send red.** Red roses, a red sari, red bangles. Green pote is welcome, but a married woman usually has plenty; ask first.
4. **Order eggless** if there will be cake after the puja. Many of us avoid eggs around Teej, and a cake like the [Rasmalai Rose Garden Cake](/product/rasmalai-rose-garden-cake) can be ordered eggless and feels festive without being heavy.
5. **Call the daughter-in-law too.** She is fasting for her husband's family; a box of sweets in her name from her own parents means a great deal.

${image('A Teej picture in red and green', mediaPath('occasion', { motif: 'teej', color: 'c1121f' }))}

## Don't

- **Don't deliver food on Teej morning** to a woman who is fasting, unless it is meant for after the puja. She cannot eat it, and she will have to watch the children eat it.
- **Don't plan a delivery near Pashupati on Teej day.** The roads around Gaushala and Pashupati are closed to traffic from early morning and full of women in red. Choose a morning slot the day before, or the evening after.
- **Don't send black or white clothes** as a Teej gift. Both are colours of mourning for many families.
- **Don't tease a fasting woman with food photos on Viber.** My grandson did this once. Once.
- **Don't forget the older women who no longer fast.** A widowed aunt who has stopped keeping the fast still enjoys the dar, the songs and a gift.

## About health

The nirjala fast is hard, harder at sixty-five than at seventeen. Women with diabetes, high blood pressure or pregnancy should talk to their doctor and their family, and many priests today say a fruit fast is fine. If your mother keeps it anyway, send the [sugar-free cakes](/category/sugarless-cakes) for after, not the syrupy mithai.

## What I would send my own daughter

A basket of fruit and sweets for the dar, delivered the afternoon before; a red bouquet for Teej evening; and a phone call after the puja, not before. Everything else on the [Teej occasion page](/occasion/teej) is a bonus.

> Teej is about women coming home to each other. The gift is the excuse for the visit; if you can go yourself, go.`,
  },
  {
    slug: 'planning-dashain-orders-day-by-day',
    title: 'Planning Dashain from Ghatasthapana to Kojagrat Purnima',
    categorySlug: 'festivals',
    authorUsername: 'rekha_adhikari',
    publishedDaysAgo: 402,
    excerpt: 'What to order for each stage of Dashain, when our delivery slots fill up, and how to reach family outside the valley before the roads empty.',
    tags: ['dashain', 'planning', 'hampers', 'delivery'],
    cover: bannerPath('card', 'festival', 'saffron', 'Planning Dashain'),
    productSlugs: ['dashain-family-hamper', 'dashain-tika-thali-set', 'changa-kite-bundle-with-lattai', 'dashain-dry-fruit-gift-box'],
    body: `Dashain is fifteen days long, and our customer care team feels every one of them. Kathmandu empties as people go home to their villages, the ones who stay host everyone who comes to them for tika, and the couriers outside the valley slow to a crawl. Here is how to plan your orders so the hamper is on the table before the first relative arrives.

## Ghatasthapana (day 1): start early

Jamara is sown on the first day. This is also the day to **order anything going outside the valley.** Pokhara and Bharatpur need two days at normal times, Butwal, Biratnagar and Janakpur three, Nepalgunj and Dhangadhi four, and during Dashain week every courier adds a day or two. If your parents live in Dharan, the time to send is now, not Fulpati.

- Dry fruits and hampers for distant family: the [Dashain Dry Fruit Gift Box](/product/dashain-dry-fruit-gift-box) keeps for weeks and survives any bus.
- Kites for the children who are already home from school: the [Changa Kite Bundle with Lattai](/product/changa-kite-bundle-with-lattai). The kite-flying weeks start well before tika.

## Fulpati to Navami (days 7–9): the valley rush

Fulpati, Maha Asthami and Maha Navami are busy in the valley kitchens and on the roads. Our riders keep working, but **morning slots on these days fill three or four days ahead.** If you want a hamper to arrive before tika, book it for Navami evening rather than Dashami morning.

${image('A Dashain tika thali with jamara', mediaPath('festival', { item: 'thali', accent: 'e85d04', seed: 528, view: 0 }))}

## Bijaya Dashami (day 10): tika

The day elders put tika and jamara on the forehead of the younger ones. What the house needs:

1. A tika thali for the elders: the [Dashain Tika Thali Set](/product/dashain-tika-thali-set) is a brass thali with abir, rice, jamara, dubo and a small diyo. Mix the tika with curd at home on the morning itself.
2. Food for the visitors who keep coming until dark. The [Dashain Family Hamper](/product/dashain-family-hamper) is built for that: dry fruits, sweets, juice and a kite for whichever child arrives first.
3. Dakshina envelopes and something small for the children: chocolates and kites are still the winners.

Deliveries on Dashami itself are possible in the valley, but your elders will be busy putting tika from the saait until evening. Deliver the day before whenever you can.

## Ekadashi to Kojagrat Purnima (days 11–15): the visits continue

Tika continues for five days as families visit further relatives. This is when we see the second wave of orders: people who went to five houses and need a gift for the sixth. Most gift hampers and sweets can still go out the same day if you order before 6 PM Kathmandu time.

## A checklist from our busiest week

- Order outside-valley gifts by Ghatasthapana.
- Book valley deliveries before Fulpati for anything you want before tika.
- Add a phone number that someone will answer; in Dashain the house is noisy and phones go unheard.
- Write the landmark, not just the tole: "red gate opposite the Ganesh temple" saves our rider twenty minutes.
- Keep the [FAQ](/faq) handy for delivery times, and our [contact page](/contact) for the WhatsApp number.

> Most of our customers who send Dashain gifts from the Gulf or Malaysia order ten days ahead. They have learnt what the rest of us keep forgetting: the festival starts on day one, not day ten.

Everything for the festival is in [Dashain Specials](/category/dashain-specials) and on the [Dashain occasion page](/occasion/dashain).`,
  },
  {
    slug: 'tihar-five-days-what-each-needs',
    title: 'Tihar\'s five days, and what each one needs',
    categorySlug: 'festivals',
    authorUsername: 'kiran_tamang',
    publishedDaysAgo: 380,
    excerpt: 'From Kag Tihar to Bhai Tika: the flowers, diyo, sweets and gifts for each day of the festival of lights, from a florist who strings malas all week.',
    tags: ['tihar', 'laxmi-puja', 'diyo', 'marigold', 'deusi-bhailo'],
    cover: bannerPath('card', 'festival', 'night', 'Five days of Tihar'),
    productSlugs: ['sayapatri-marigold-garland-5-malas', 'clay-diyo-set-of-12', 'laxmi-puja-diyo-and-flower-set', 'deusi-bhailo-party-pack'],
    body: `In Tihar week our flower studio in Jhamsikhel smells of marigold from morning to night. We string sayapatri and makhamali malas from the Monday before and finish, usually, at 2 AM before Bhai Tika. Here is what each day asks for, from someone who spends the week with orange fingers.

## Day 1: Kag Tihar

The crows, messengers of Yama, get the first offerings: rice and sweets on a leaf plate on the roof. Nothing to buy, but this is the day to **order your garlands** for the rest of the week, before the flower prices climb.

## Day 2: Kukur Tihar

Dogs get a tika, a marigold mala and a good meal. Street dogs in every tole wear garlands by noon.

- A [Sayapatri Marigold Garland (5 malas)](/product/sayapatri-marigold-garland-5-malas) is enough for the family dog, the neighbour's dog and the two at the chowk.
- Please do not put a tight mala on a dog's neck or leave it on overnight; it should slip off easily.

## Day 3: Gai Tihar and Laxmi Puja

The cow is worshipped in the morning; in the evening the house is cleaned, a path of red mud and footprints leads from the door to the puja room, and Laxmi, goddess of wealth, is welcomed with light.

1. **Diyo.** The [Clay Diyo Set of 12](/product/clay-diyo-set-of-12) covers the windows of a small flat; a house with a courtyard needs three or four sets.
2. **The puja flowers.** The [Laxmi Puja Diyo and Flower Set](/product/laxmi-puja-diyo-and-flower-set) brings a brass diyo, marigolds and incense in one box.
3. **Sweets for the puja and the Bhailo girls** who sing at your door that night.

${image('Clay diyo lamps for Tihar', mediaPath('festival', { item: 'diyo', accent: 'f4a261', seed: 544, view: 0 }))}

## Day 4: Govardhan Puja, Goru Tihar and Mha Puja

Oxen are honoured, and in Newar homes it is Mha Puja, the worship of one's own body and life, on the first day of the Nepal Sambat new year. Each family member sits before a mandala; the eldest woman gives them sagun. Deusi groups of boys and young men go from house to house singing until late.

- The [Deusi Bhailo Party Pack](/product/deusi-bhailo-party-pack) has garlands for the singers and sweets and treats to hand out when they finish.
- Keep small notes ready; Deusi groups collecting for a school or a club deserve more than the tenth rupee coin.

## Day 5: Bhai Tika

Sisters worship their brothers, put the seven-coloured tika and give them makhamali malas; brothers give gifts and blessings back. We wrote a whole post on [what to send for Bhai Tika](/blog/what-to-send-for-bhai-tika).

## Flower care for the week

- Sayapatri lasts three to four days once strung; buy malas for Laxmi Puja no earlier than the day before.
- Makhamali lasts for weeks, which is why it belongs to Bhai Tika. Order it fresh anyway; dry makhamali is papery and loses its colour.
- Keep malas in a cloth bag in the coolest room, sprinkled with water, not in a plastic bag where they sweat.

## A word on lanterns and firecrackers

Our [Tihar Sky Lantern Pack](/product/tihar-sky-lantern-pack) is three paper lanterns lit by LED tea lights, made to hang from a balcony or a window frame; we do not sell flame lanterns for release, which land on roofs and power lines every year. And think of the dogs you garlanded two days earlier before lighting crackers at midnight.

> Our studio closes at 8 PM on other days, but in Tihar week we take garland orders on WhatsApp until 11 PM Kathmandu time.

Everything for the week is in [Tihar Specials](/category/tihar-specials).`,
  },
  {
    slug: 'aama-ko-mukh-herne-and-buwa-ko-mukh-herne',
    title: 'Aama ko Mukh Herne and Buwa ko Mukh Herne: honouring parents',
    categorySlug: 'festivals',
    authorUsername: 'sunita.shrestha',
    publishedDaysAgo: 270,
    excerpt: 'The two new-moon days when Nepali children look at their parents\' faces: the customs, what to bring, and gifts that suit elders, near or far.',
    tags: ['mothers-day', 'fathers-day', 'parents', 'gift-ideas'],
    cover: bannerPath('card', 'heart', 'rose', 'Looking at Aama\'s face'),
    productSlugs: ['mothers-day-photo-frame', 'gold-photo-frame-for-parents', 'sugar-free-vanilla-cake', 'mothers-day-pampering-hamper'],
    body: `Nepal has its own mother's and father's days, and they are not in May and June. **Aama ko Mukh Herne** falls on the new moon of Baisakh, and **Buwa ko Mukh Herne** on the new moon of Bhadra. On both days, children, grown or not, go home to "look at the face" of their parents, touch their feet, offer sweets and receive a blessing. Here is what the days involve and what to bring.

## Aama ko Mukh Herne (Mata Tirtha Aunsi)

On Baisakh Aunsi, sons and daughters visit their mothers with sweets, fruit and a gift, often new clothes. Those whose mothers have passed away go to Mata Tirtha, west of Kathmandu near Thankot, to bathe in the pond and remember them; the place is crowded from early morning.

What mothers in our customers' families actually like:

- **Sweets they would not buy themselves.** Kaju barfi, rasbari, the good laddu. The [Assorted Mithai Box](/product/assorted-mithai-box-1-kg) is our best seller that week.
- **Something with the children in it.** The [Mothers Day Photo Frame](/product/mothers-day-photo-frame) with a photo from the last family gathering. Order it two days ahead: personalised gifts need a day to print.
- **Something for her alone.** The [Mothers Day Pampering Hamper](/product/mothers-day-pampering-hamper) with herbal tea, handmade soap, a scented candle and chocolates, because she has spent forty years looking after everyone else first.

${image('A picture for Aama ko Mukh Herne', mediaPath('occasion', { motif: 'mother', color: 'e9a6b5' }))}

## Buwa ko Mukh Herne (Gokarna Aunsi, Kushe Aunsi)

On Bhadra Aunsi, children honour their fathers the same way. Those who have lost their father go to Gokarneshwor, north-east of the valley, to perform shraddha. The day is also Kushe Aunsi, when kush grass is gathered for the year's rituals.

- **Fathers are harder to shop for**; every family says so. Our orders suggest they like food they can share: a [Gold Photo Frame for Parents](/product/gold-photo-frame-for-parents) with both parents in it, dry fruits, a good tea hamper.
- **Diabetic fathers** are common; half the fathers' day cakes we bake are sugar-free. The [Sugar-free Vanilla Cake](/product/sugar-free-vanilla-cake) is plain, light and easy to share. Our post on [eggless and sugar-free cakes](/blog/eggless-and-sugar-free-cakes-for-fasting-days) explains what sugar-free does and does not mean.

## If you cannot go home

Many of our customers send these gifts from Doha, Kuala Lumpur or Sydney. Some tips from the orders that went best:

1. **Deliver the day before**, in the evening. On the day itself, parents are often out visiting temples or relatives.
2. **Ask a sibling or neighbour to be there** when it arrives, with a phone, so you can see your mother's face, which is the whole point of the day.
3. **Write the message in your own words.** "Aama, timro mukh herna aaunna sakena, maaf garnu" says more than any printed card.
4. **Outside the valley, allow two to four days** depending on the city; see [sending to parents outside the valley](/blog/sending-gifts-outside-kathmandu-valley).

## What not to forget

- Mothers-in-law and fathers-in-law. In many homes, this counts double.
- The aunt or grandmother who raised you. The day is about whose face you grew up looking at.

> We write "Happy Mother's Day" on cakes when asked, but most families prefer something in Nepali. Our bakers can pipe "Aama, dherai maya" on any buttercream cake.

All the gifts suggested here are on the [Mother's Day](/occasion/mothers-day) and [Father's Day](/occasion/fathers-day) occasion pages.`,
  },
  {
    slug: 'three-lhosars-one-winter',
    title: 'Three Lhosars in one winter: Tamu, Sonam and Gyalpo',
    categorySlug: 'festivals',
    authorUsername: 'suman_gurung',
    publishedDaysAgo: 330,
    excerpt: 'A guest post from Pokhara on the Gurung, Tamang and Sherpa new years: dates, foods, what a gift means, and where a cake fits in.',
    tags: ['lhosar', 'gurung', 'tamang', 'sherpa', 'guest-post'],
    cover: bannerPath('card', 'festival', 'night', 'Three Lhosars'),
    productSlugs: ['grand-festive-hamper', 'chocolate-cake-and-teddy-bear-combo', 'dates-and-nuts-festive-tray'],
    body: `People in Kathmandu sometimes ask me, "Which Lhosar is yours?" as if there were only one. There are three main ones, celebrated by different communities at different times of the winter, and my homestay near Lakeside hosts guests for all of them. Here is a short guide from a Gurung grandfather, with a few words on gifts.

## Tamu Lhosar: the Gurung new year

Tamu Lhosar falls on Poush 15, around the end of December. Our calendar counts years in a cycle of twelve *lho*, each named after an animal, so you will hear elders name the animal of the new year as they give their blessings.

- **What happens:** families gather, elders give blessings, and in Pokhara and at Tundikhel in Kathmandu there are big gatherings with dances in traditional dress: the women in velvet blouses and gold jewellery, the men in *bhangra* and *kachhad*.
- **What we eat:** a lot. Sel roti, fried breads, meat dishes, and tea that never stops.
- **A good gift:** food for the whole house. A [Grand Festive Hamper](/product/grand-festive-hamper) sent to a Gurung family for Tamu Lhosar will be opened in front of twenty relatives.

## Sonam Lhosar: the Tamang new year

Sonam Lhosar falls on the first day of the bright half of Magh, usually in January or early February, and is celebrated by Tamang, Hyolmo and some other communities. In Boudha and Swayambhu the stupas fill with families; there are dances and *damphu* music, and homes make **khapse**, the twisted fried pastries, by the basket.

A friend from Boudha told me the best gift is one that fits beside the khapse on the table: dry fruits, a tray of dates and nuts, or sweets from a good shop. The [Dates and Nuts Festive Tray](/product/dates-and-nuts-festive-tray) is his choice.

${image('A festive winter banner for Lhosar', bannerPath('card', 'festival', 'night', 'Lhosar greetings'))}

## Gyalpo Lhosar: the Sherpa and Tibetan new year

Gyalpo Lhosar comes in Falgun, in February or March, following the Tibetan calendar, and is celebrated by Sherpa, Bhote and Tibetan communities. In Boudha the celebrations last days, prayer flags are changed, and visitors are welcomed with *khata* and butter tea.

Sherpa families abroad, in New York especially, send a lot of gifts home for Gyalpo Lhosar. Send them a few days early: the celebrations close many shops around Boudha, and the family is busy hosting.

## Where does cake fit in?

It is new. None of the three Lhosars traditionally has cake. But our grandchildren were born in Kathmandu and Aldershot and Hong Kong, and to them a celebration needs candles. In our house now, the elders get the blessings and the hamper, and the children get a [Chocolate Cake and Teddy Bear Combo](/product/chocolate-cake-and-teddy-bear-combo) with the year's animal drawn in icing. Nobody complains.

## Tips for sending a Lhosar gift

1. **Ask which Lhosar the family celebrates.** Sending Tamu Lhosar wishes to a Sherpa family in Falgun is a small mistake, but a mistake.
2. **Deliver before the day.** Homes are full and phones go unanswered during the celebrations.
3. **In Pokhara, order two days ahead.** Cakes for Pokhara are baked by the shop's partner bakery in Lakeside, and the courier takes time in winter fog.
4. **Write "Lhosar ko shubhakamana"** on the card. Everyone understands it, whichever Lhosar it is.

> Lhosar ko shubhakamana: a happy new year, whichever one you are celebrating.

More festive gifts are in [Festival Specials](/category/festival-specials) and [Gift Hampers](/category/hampers).`,
  },
];
