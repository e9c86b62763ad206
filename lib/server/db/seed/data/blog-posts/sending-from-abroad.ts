import { bannerPath, mediaPath } from '@/lib/server/media/urls';
import type { BlogPostSeed } from '../editorial-types';
import { cakePicture, image } from './art';

// Posts of the "Sending a cake home from abroad" category.

export const SENDING_FROM_ABROAD_POSTS: BlogPostSeed[] = [
  {
    slug: 'timing-a-cake-delivery-across-time-zones',
    title: 'Sydney, Doha, London, New York: timing a cake for Kathmandu\'s clock',
    categorySlug: 'sending-from-abroad',
    authorUsername: 'rekha_adhikari',
    publishedDaysAgo: 23,
    featured: true,
    excerpt: 'Every delivery date and slot is in Kathmandu time. A table of time differences, the date trap from America, and when to order a midnight cake.',
    tags: ['diaspora', 'time-zones', 'midnight-delivery', 'planning'],
    cover: bannerPath('card', 'truck', 'night', 'Timing across time zones'),
    productSlugs: ['chocolate-truffle-drip-cake', 'magic-candle-chocolate-surprise-cake', 'black-forest-cake-and-12-red-roses-combo'],
    body: `About a third of the messages our customer care team answers come from outside Nepal, and the most common mistake is not the address or the payment. It is the clock. Every date, slot and cut-off on Upahar Ghar is in **Kathmandu time (UTC+05:45)**, and Nepal has no daylight saving. Here is how to get it right from wherever you are.

## The table

How far ahead of or behind Kathmandu your city is. Where two figures appear, the first is for your summer time, the second for your winter time.

- **Sydney and Melbourne:** 4 h 15 min ahead (April to October), 5 h 15 min ahead (October to April).
- **Tokyo and Seoul:** 3 h 15 min ahead, all year.
- **Hong Kong, Kuala Lumpur, Singapore:** 2 h 15 min ahead.
- **Dubai and Abu Dhabi:** 1 h 45 min behind.
- **Doha, Riyadh, Kuwait:** 2 h 45 min behind.
- **London and Aldershot:** 4 h 45 min behind in British summer time, 5 h 45 min behind in winter.
- **New York and Toronto:** 9 h 45 min behind in summer, 10 h 45 min behind in winter.

The odd quarter hour catches everyone. Kathmandu is fifteen minutes off the usual half-hour zones, so "it's about five hours" is how birthdays get missed.

## The date trap from America and Europe

If you are in New York in winter and order at 9 PM on the 4th for "tomorrow morning", it is already 7:45 AM on the 5th in Kathmandu. The 5th is *today* there, and the morning slot may already be closed. From the Americas, **always pick the Kathmandu date**, and think of your evening as Nepal's next morning.

From Sydney and Tokyo it is the opposite: your morning is Nepal's night. Ordering at 10 AM in Sydney in January means 4:45 AM in Kathmandu, and the whole Kathmandu day is still open.

${image('A chocolate drip cake with candles', cakePicture('chocolate-truffle', { decor: 'drip', topper: 'candles', seed: 705 }))}

## Cut-offs in Kathmandu time

- **Cakes baked to order** need about four hours between the order and the start of the slot. Order by 11 AM Kathmandu time for a 3–6 PM delivery.
- **Ready-to-go cakes** need about three hours.
- **Flowers, chocolates and most gifts** ordered before 6 PM go out the same day.
- **Personalised gifts and photo items** need a day to print.
- **Tiered cakes** need 24 hours.
- **Outside the valley**, add two to four days depending on the city.

## The midnight slot, converted

Our midnight delivery in the valley arrives between 11 PM and 12 AM Kathmandu time. That is:

1. **Sydney:** 3:15–4:15 AM in winter, 4:15–5:15 AM in summer, the *next* day.
2. **Tokyo:** 2:15–3:15 AM the next day.
3. **Doha:** 8:15–9:15 PM the same day. The easiest city in the world for a midnight surprise.
4. **London:** 5:15–6:15 PM in winter, 6:15–7:15 PM in summer.
5. **New York:** 12:15–1:15 PM in winter, 1:15–2:15 PM in summer. Watch it from your lunch break.

For a midnight cake, order by 7 PM Kathmandu time at the latest, and days ahead around Valentine's Day or a big birthday weekend: the places are limited. The [Magic Candle Chocolate Surprise Cake](/product/magic-candle-chocolate-surprise-cake) arrives with its sparkler candle ready for the video call. The [Chocolate Truffle Drip Cake](/product/chocolate-truffle-drip-cake) and the [Black Forest Cake and 12 Red Roses Combo](/product/black-forest-cake-and-12-red-roses-combo) are the other two favourites of our customers abroad.

## Three habits of customers who never miss

- **Set your phone's world clock to Kathmandu.** It takes ten seconds and saves every birthday afterwards.
- **Give a local phone number** that will be answered: a sibling, a neighbour, the recipient. The rider calls before arriving, and cannot call your number in Sydney.
- **Pay online** with eSewa, Khalti or Fonepay when you order. Cash on delivery means the person you are surprising pays for their own surprise.

> If the slot you need is closed, message us on WhatsApp before choosing another day. Sometimes a rider is already in the area, and we will tell you honestly if we can make it.

The [FAQ](/faq) covers payments from abroad, and our post on [writing an address a rider can find](/blog/writing-an-address-a-rider-can-find) covers the other half of getting it right.`,
  },
  {
    slug: 'writing-an-address-a-rider-can-find',
    title: 'Landmarks, not street numbers: an address a rider can find',
    categorySlug: 'sending-from-abroad',
    authorUsername: 'dipendra_rai',
    publishedDaysAgo: 134,
    excerpt: 'Your parents moved since you left, and Kathmandu has no house numbers. How to write a delivery address our riders can find on the first try.',
    tags: ['diaspora', 'address', 'delivery', 'riders'],
    cover: bannerPath('card', 'truck', 'leaf', 'An address we can find'),
    productSlugs: ['classic-black-forest-cake', '12-red-roses-bouquet'],
    body: `I dispatch our riders at night, and I can tell you which orders will be late before the riders even leave New Baneshwor: the ones with an address like "Kathmandu, near the chowk". A [Classic Black Forest Cake](/product/classic-black-forest-cake) survives forty minutes of circling in an insulated bag; a [12 Red Roses Bouquet](/product/12-red-roses-bouquet) on the back of a scooter does not look its best after it. Most of these come from abroad, from people who left years ago and whose parents have since moved, or whose tole has grown three new roads. Here is how to write an address that gets the cake to the door on the first try.

## How Kathmandu addresses really work

Most houses in the valley have no street number a rider can use. Officially there are ward numbers and some metropolitan house numbers, but riders navigate by **area, tole and landmark**, in that order, and then by phone.

- **Area:** the name on the delivery list, such as Koteshwor, Jorpati or Bhaisepati. It sets the delivery charge.
- **Tole or street name:** "Mahadevsthan Marg", "Sallaghari", "Bishal Nagar".
- **Landmark:** something a stranger can see from a motorbike at night.
- **Phone number:** someone at the house who will pick up.

## Good landmarks and bad ones

Good landmarks are big, permanent and lit: a temple, a school, a bank branch, a petrol pump, a named hospital, a well-known hotel. Bad landmarks are what only the family knows.

1. **Bad:** "near the big tree". **Good:** "second gali after Kumari Bank, Chabahil, on the left".
2. **Bad:** "opposite Hari dai's shop". **Good:** "opposite Bhatbhateni supermarket's back gate".
3. **Bad:** "blue house". **Good:** "four-storey house with a blue gate, shutter shop on the ground floor".

${image('Our delivery banner for the valley', bannerPath('card', 'truck', 'leaf', 'Our riders', 'Kathmandu valley'))}

## Use the map pin

The checkout lets you drop a pin on the map. Ask someone at home to send you their location on WhatsApp or Viber, open it, and copy that point. A pin within fifty metres of the gate saves more time than any paragraph of directions. If your parents cannot send a location, a neighbour's child usually can.

## The phone number is the address

Our riders call the number on the order when they reach the landmark. Please:

- **Give a Nepali mobile number** (98… or 97…), not your own foreign number. Riders cannot call abroad.
- **Warn the person that a call will come**, unless it is a surprise. For surprises, give a sibling's or neighbour's number and tell *them*.
- **Write the recipient's name as they are known.** If everyone calls your mother "Kanchi Aama", write that too. A rider asking for "Mrs. Sharma" in a building of five Sharmas goes round in circles.

## Gates, dogs and fourth floors

- If the building has a gate that is locked at night, say so, and who has the key.
- If there is a dog in the compound, say so. I am serious. Our riders will still come, but they will call first.
- If the flat is on the fourth floor without a lift, tell us; we send the rider with both hands free for a tiered cake.

## When the address is outside the valley

Outside the valley, a courier hands the parcel over, often at their branch office, and calls the recipient to collect it or arranges the last kilometre. Write the nearest main road and a landmark as you would for a valley rider, and make sure the phone will be answered for two or three days. Our post on [sending gifts outside the valley](/blog/sending-gifts-outside-kathmandu-valley) has the rest.

> If you are unsure, put everything you know in the delivery note and add "call before coming". Too much detail never delayed a cake. Too little has delayed hundreds.

Questions about an order on its way? The numbers are on our [contact page](/contact).`,
  },
  {
    slug: 'dashain-away-from-home-sending-from-doha',
    title: 'Eight Dashains away from home: sending tika-day gifts from Doha',
    categorySlug: 'sending-from-abroad',
    authorUsername: 'ramesh.khadka',
    publishedDaysAgo: 395,
    excerpt: 'A guest post from a site supervisor in Qatar on sending Dashain gifts to parents in Hetauda: what to send, when, how to pay, and the video call.',
    tags: ['dashain', 'diaspora', 'gulf', 'guest-post', 'parents'],
    cover: bannerPath('card', 'festival', 'saffron', 'Dashain from Doha'),
    productSlugs: ['dashain-family-hamper', 'healthy-dry-fruit-tray-hamper', 'mixed-dry-fruit-tray', 'dashain-tika-thali-set'],
    body: `I have worked in Doha for nine years. In that time I have been home for Dashain once. The other eight years, I sent what I could and watched tika on a phone screen in a camp room, with six other men from Nepal doing the same thing on their own phones. This is what I have learnt about sending Dashain home to my parents in Hetauda, for anyone in the Gulf or Malaysia doing the same.

## Order early. Earlier than that.

Hetauda needs two days from Kathmandu in normal times. In Dashain week, the couriers are full and the roads are full, so I order **ten days before Bijaya Dashami**, around Ghatasthapana. The first year I ordered on Fulpati and the hamper arrived on Ekadashi, a day after tika. My mother said it did not matter. It mattered to me.

The shop's own [guide to planning Dashain](/blog/planning-dashain-orders-day-by-day) has the days for each city.

## What I send

I have tried most things. What my parents use:

1. **Dry fruits, not fresh fruit.** A [Healthy Dry Fruit Tray Hamper](/product/healthy-dry-fruit-tray-hamper) or a [Mixed Dry Fruit Tray](/product/mixed-dry-fruit-tray). My mother puts them out for the visitors who come for tika for five days. Fresh fruit does not survive a long courier journey in Ashwin heat.
2. **A [Dashain Family Hamper](/product/dashain-family-hamper)** when my brother's family is coming from Butwal, because the children need the juice and the kite more than my father needs cashews.
3. **A new [Dashain Tika Thali Set](/product/dashain-tika-thali-set)** once every few years, because my mother will never buy one for herself.
4. **No cake for Dashain.** Hetauda gets cakes, but my family eats meat and sweets for ten days and nobody has room. I send a cake for my father's birthday instead.

${image('A festive hamper for Dashain', mediaPath('hamper', { style: 'basket', ribbon: 'e85d04', theme: 'festive', seed: 737, view: 0 }))}

## Paying from Qatar

I pay with eSewa linked to my Nepali bank account, which I keep open for remittance anyway. Friends who do not have that ask a brother or sister at home to pay with Khalti or Fonepay and send them the money. Whatever you do, **do not choose cash on delivery** for a gift to parents. My father would pay it without a word and never tell me.

## The saait and the video call

The tika saait is announced in Kathmandu time. Doha is two hours and forty-five minutes behind. If the saait is at 10:10 AM in Nepal, that is 7:25 AM in Doha, before my shift starts, which is lucky. My friend in Kuala Lumpur has it at 12:25 PM in the middle of his work.

- Tell your supervisor the week before and ask for the hour.
- Charge the phone the night before. Data in the camp is slow at that time because everyone is calling home.
- Ask someone at home to hold the phone so your parents can put the tika on the younger ones while you watch, and then bless you through the screen. My mother holds rice and jamara up to the camera every year. It counts.

## For the first-timers

The first Dashain away is the worst. You will see the kites on Facebook and smell nothing. Send something your parents can touch, call at the saait, and if the money is tight, send less but send it on time. A small box that arrives before tika says more than a big one that arrives after.

> Ama, Buwa: this year too, the box comes before I do. One day I will come with it.

More gifts for the festival are in [Dashain Specials](/category/dashain-specials).`,
  },
  {
    slug: 'sending-gifts-outside-kathmandu-valley',
    title: 'Sending to Pokhara, Dharan or Nepalgunj: what changes outside the valley',
    categorySlug: 'sending-from-abroad',
    authorUsername: 'rekha_adhikari',
    publishedDaysAgo: 226,
    excerpt: 'Which cities get cakes, how many days each takes, what the delivery costs, and what to send where cakes cannot go yet.',
    tags: ['delivery', 'outside-valley', 'diaspora', 'planning'],
    cover: bannerPath('card', 'truck', 'sky', 'Beyond the valley'),
    productSlugs: ['healthy-dry-fruit-tray-hamper', 'sweets-and-namkeen-basket', 'premium-cashews-500-g', 'mixed-gerbera-basket'],
    body: `Many of our customers abroad send to parents who never lived in Kathmandu: a mother in Dharan, grandparents in Tansen, a brother posted in Surkhet. Delivery outside the valley works differently from our own riders in the valley, and knowing how saves disappointment. Here is what changes.

## Cakes: only where a partner bakery bakes them

We do not drive a fresh-cream cake from Kathmandu to Pokhara. Outside the valley, cakes are baked and delivered by partner bakeries in the city itself, like Lakeside Bake & Bloom in Pokhara and Chitwan Gift Gallery in Bharatpur. That means:

- **Cakes reach:** Banepa, Dhulikhel, Bharatpur, Hetauda, Pokhara, Butwal, Bhairahawa, Biratnagar, Itahari, Dharan, Birgunj, Janakpur, Nepalgunj and Dhangadhi.
- **Not yet:** Tansen, Tulsipur, Birendranagar and Mahendranagar. Send a hamper, dry fruits or flowers there instead; the checkout only shows what can be delivered to the place you choose.
- **The design may differ slightly.** A partner bakery follows our recipe and photo, but piping is done by different hands. Simple designs travel best.

## How long it takes

From the day of your order:

1. **Two days:** Banepa, Dhulikhel, Bharatpur, Hetauda, Pokhara.
2. **Three days:** Butwal, Bhairahawa, Tansen, Biratnagar, Itahari, Dharan, Birgunj, Janakpur.
3. **Four days:** Nepalgunj, Tulsipur, Birendranagar, Dhangadhi, Mahendranagar.

Add a day or two in Dashain and Tihar weeks, and during the monsoon when landslides close the Mugling road or the hill highways. Midnight and express delivery are valley-only.

${image('A gerbera basket ready to travel', mediaPath('bouquet', { style: 'basket', flower: 'gerbera', color: 'f4a261', wrap: 'f7e1b5', ribbon: 'e85d04', count: 12, seed: 751, view: 0 }))}

## What it costs

Delivery outside the valley costs between about रू 300 and रू 600 depending on the city: Banepa and Dhulikhel at the lower end, the far west at the upper. The free delivery offer applies inside the valley only. The exact figure appears at checkout as soon as you choose the city.

## What travels well

- **Dry fruits and nuts.** [Premium Cashews](/product/premium-cashews-500-g) or a [Healthy Dry Fruit Tray Hamper](/product/healthy-dry-fruit-tray-hamper) survive any road.
- **Sweets in tins and boxes.** The [Sweets and Namkeen Basket](/product/sweets-and-namkeen-basket) is a favourite in the Terai.
- **Flowers from the local florist.** Flowers outside the valley are arranged in the city by a partner florist, so they arrive fresh; a [Mixed Gerbera Basket](/product/mixed-gerbera-basket) lasts a week in Nepalgunj heat better than roses.
- **Not juju dhau.** Curd in clay pots does not travel, however much your Bhaktapur-born father misses it.

## The heat of the Terai

In Baisakh and Jestha, Nepalgunj, Birgunj and Dhangadhi reach 40 °C and more. A fresh-cream cake there must go straight into a fridge. Choose buttercream or ganache for summer birthdays in the Terai, and a morning slot. Our post on [storing a fresh-cream cake in summer](/blog/fresh-cream-cake-in-kathmandu-summer) has the details.

## Make the phone number count

Couriers call the recipient before the last kilometre, and some ask them to collect from a branch office if the house is hard to reach. Warn your family that a call will come, and give a number that will be answered for two or three days. If your parents do not pick up unknown numbers, give a neighbour's.

> If a delivery outside the valley is late or damaged, photograph it when it arrives and message us the same day. The [refund policy](/refund-policy) explains what we can do.

The full list of places and charges is in the [FAQ](/faq).`,
  },
];
