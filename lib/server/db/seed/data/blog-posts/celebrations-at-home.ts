import { bannerPath } from '@/lib/server/media/urls';
import type { BlogPostSeed } from '../editorial-types';
import { cakePicture, image } from './art';

// Posts of the "Celebrations at home" category.

export const CELEBRATIONS_AT_HOME_POSTS: BlogPostSeed[] = [
  {
    slug: 'a-childs-birthday-at-home-for-fifteen-kids',
    title: 'A child\'s birthday at home for fifteen kids: plan, budget and cake',
    categorySlug: 'celebrations-at-home',
    authorUsername: 'aarati.joshi',
    publishedDaysAgo: 89,
    excerpt: 'A teacher\'s plan for a two-hour party in a small flat: the timetable, the games, the food, a real budget in rupees, and how much cake.',
    tags: ['kids', 'birthday', 'party-planning', 'budget', 'guest-post'],
    cover: bannerPath('card', 'cake', 'rose', 'A party for fifteen kids'),
    productSlugs: ['unicorn-rainbow-vanilla-cake', 'unicorn-cupcakes-6', 'kids-chocolate-lollipops-8', 'rainbow-unicorn-plush'],
    body: `I teach Grade 4 in Bhaktapur, which means I spend every school day with thirty nine-year-olds and have strong opinions about children's parties. Last month my niece turned seven, my sister panicked, and I planned her party for fifteen children in a three-room flat in Suryabinayak. Here is the plan, with the real budget, for any parent who is panicking now.

## The golden rules

- **Two hours, not four.** From 3 to 5 PM on a Saturday. Children are fine for two hours; at three hours someone cries; at four it is everyone.
- **Invite parents to drop off,** or to sit in a separate room with tea. Fifteen children and fifteen parents in one flat is a crowd, not a party.
- **One adult for every five children.** I had my sister, my brother-in-law and me.

## The timetable

1. **3:00–3:20 PM: arrival and drawing.** A long sheet of paper on the floor and crayons. Everyone draws the birthday girl. It keeps early arrivals busy and gives you a souvenir.
2. **3:20–4:00 PM: games.** Musical chairs (with cushions on the floor, not chairs, in a small flat), passing the parcel with a sweet in every layer, and "statue" to the birthday girl's favourite songs.
3. **4:00–4:30 PM: food.** Simple and clean to eat. See below.
4. **4:30–4:45 PM: cake.** Candles, song, photos. Cut the cake in the kitchen, not at the table with fifteen hands.
5. **4:45–5:00 PM: return gifts and goodbye.** Parents arrive, children leave happy. Done.

${image('A unicorn cake for a child\'s birthday', cakePicture('vanilla', { decor: 'kids', topper: 'unicorn', seed: 1003 }))}

## The food

Children eat little at parties; they are too excited. Plan for small portions and no mess.

- Chicken or veg sandwiches cut in four, a plate of fried chowmein in paper cups, popcorn, cut fruit, and juice boxes.
- Avoid anything with bones, nuts (ask about allergies when you invite) or chilli. Yes, even for Nepali children.

## The cake

For fifteen children and a few adults, **2 lb is enough**. Children eat party slices, and half of them lick the icing and leave the sponge. My niece wanted the [Unicorn Rainbow Vanilla Cake](/product/unicorn-rainbow-vanilla-cake), which starts at 2 lb, so that settled it. Order it eggless if any family might mind; at a children's party, ask, because you will not know every family.

Fondant unicorns need the cake baked to order, so book two days ahead and pick a 12–3 PM slot, so the cake is in the fridge well before the party. The [Unicorn Cupcakes (6)](/product/unicorn-cupcakes-6) are a good extra for the adults' room.

## Return gifts

Small, the same for everyone, and not sticky. Mine were a [Kids Chocolate Lollipops](/product/kids-chocolate-lollipops-8) pack split into paper bags with a pencil and a sticker sheet. The birthday girl's own present from her aunt was a [Rainbow Unicorn Plush](/product/rainbow-unicorn-plush), which she has not put down since.

## The real budget

What we spent, for fifteen children and eight adults:

- Cake, 2 lb unicorn, eggless: about रू 3,300 with delivery
- Food and juice: रू 3,500
- Lollipops, pencils, stickers, paper bags: रू 1,500
- Balloons, streamers, paper plates and cups: रू 800
- The big sheet of paper and crayons: रू 300

**Total: about रू 9,400**, or roughly रू 400 a head, for a party the children still talk about in my classroom.

## What I would change

- Start the cake ten minutes earlier: two children had to leave before the song.
- Put the balloons up the night before. Blowing up thirty balloons at 2 PM was not a good idea.
- Take one photo with everyone in it before the games. After the games, nobody stands still.

> Children remember the games and the cake. They never remember the decorations. Spend accordingly.

More ideas in [Kids Cakes](/category/kids-cakes) and on the [Birthday occasion page](/occasion/birthday).`,
  },
  {
    slug: 'planning-a-midnight-birthday-surprise',
    title: 'Planning a midnight birthday surprise without waking the building',
    categorySlug: 'celebrations-at-home',
    authorUsername: 'priya_karki',
    publishedDaysAgo: 31,
    excerpt: 'A guest post from the friend who plans every surprise: the accomplice, the timing, the candles and the neighbours, step by step.',
    tags: ['midnight-delivery', 'surprise', 'birthday', 'guest-post'],
    cover: bannerPath('card', 'heart', 'night', 'The midnight surprise'),
    productSlugs: ['chocolate-drip-cake', 'magic-candle-chocolate-surprise-cake', 'vanilla-cake-and-teddy-bear-combo'],
    body: `In my friend group I am the one who plans the surprises. In two years I have organised nine midnight birthdays in flats and hostels from Imadol to Kirtipur, and eight of them worked. The ninth is why this post has a section on guards. Here is my method.

## Step 1: choose the accomplice

Every midnight surprise needs someone inside: a flatmate, a sibling, a parent, a hostel roommate. Their job:

- Keep the birthday person at home and awake, or at least asleep in a predictable room.
- Answer the rider's call quietly and bring the cake up.
- Light the candles and switch off the lights.

Give the shop the accomplice's number, not the birthday person's. I once forgot, and the rider called the birthday girl herself at 11:20 PM asking where her flat was. She was very surprised. Not in the way I planned.

## Step 2: order early and write everything down

Midnight delivery inside the valley arrives between 11 PM and midnight, and places go quickly on Fridays, Saturdays and around Valentine's Day. I order at least two days ahead. In the delivery note I write:

1. The accomplice's name and "call, do not ring the bell".
2. The gate: "small door on the left of the big gate, open until 11:30".
3. The floor and the dog situation.
4. "Please come as close to midnight as possible", if it matters.

## Step 3: choose a cake that photographs at night

Photos at midnight are lit by candles and phone torches. Dark cakes disappear; cakes with shine and height look great. My favourites:

- **[Chocolate Drip Cake](/product/chocolate-drip-cake):** the ganache drip catches candlelight.
- **[Magic Candle Chocolate Surprise Cake](/product/magic-candle-chocolate-surprise-cake):** the lotus sparkler opens and plays the song, so nobody has to start singing first.
- **[Vanilla Cake and Teddy Bear Combo](/product/vanilla-cake-and-teddy-bear-combo)** for a girlfriend, because a teddy in the doorway is half the surprise.

${image('A chocolate drip cake with a magic candle', cakePicture('chocolate', { decor: 'drip', topper: 'magic', seed: 1019 }))}

## Step 4: the guard and the neighbours

My failed surprise: a hostel in Kirtipur whose guard would not let the rider in after 11 PM, and whose warden was asleep. Now I always:

- Tell the guard or the house owner the day before, with a slice promised. It works every time.
- Keep the singing short. Our building in Imadol has a baby on the floor below; one verse of the song, then inside.
- No party poppers after midnight in a flat. The confetti is fun; the neighbour's complaint to the house owner is not.

## Step 5: the candle moment

- Lights off, door open a crack, phones on video, *then* light the candles. Magic candles take a few seconds to start.
- Keep the cake on its box lid while carrying it; a cake board alone bends.
- Someone must hold a knife and a plate. Cutting a cake with a house key is a memory, but not a good one.

## Step 6: the morning after

Put the leftover cake in the fridge before going to bed. A fresh-cream cake left on a table overnight in summer is not breakfast.

## A rough budget

For a midnight surprise for a close friend, our group usually spends around रू 2,500–3,500 on a 1.5–2 lb cake, plus delivery and the midnight premium, split four or five ways. Candles, knife and a card come from the add-ons.

> The best surprise I planned was not the fanciest. It was a 1 lb black forest at midnight for a friend who had just moved to Kathmandu from Dhangadhi and thought nobody in the city knew her birthday.

If the birthday person's family is abroad, send them our [guide to time zones](/blog/timing-a-cake-delivery-across-time-zones) so they can join the video call at the right hour.`,
  },
  {
    slug: 'cakes-for-bratabandha-ihi-and-chhewar',
    title: 'Cakes and sweets for Bratabandha, Ihi and Chhewar',
    categorySlug: 'celebrations-at-home',
    authorUsername: 'sunita.shrestha',
    publishedDaysAgo: 470,
    excerpt: 'Family rites of passage bring big lunches and receptions. What families order for them: sizes, eggless choices, and when cake belongs.',
    tags: ['family-functions', 'bratabandha', 'ihi', 'chhewar', 'party-planning'],
    cover: bannerPath('card', 'gift', 'saffron', 'Family functions'),
    productSlugs: ['two-tier-vanilla-celebration-cake', 'rectangular-pineapple-party-cake', 'assorted-mithai-box-1-kg', 'eggless-vanilla-cake'],
    body: `Birthdays are small next to the family functions of Nepali childhood. A Bratabandha, an Ihi or a Chhewar can bring two hundred relatives to a party palace, and the family that hosts it is planning for months. More and more of these families ask us for a cake for the evening. Here is what the rites are, where a cake fits, and what to order.

## The rites, briefly

- **Bratabandha** is the sacred-thread initiation of boys in Bahun and Chhetri families, usually between the ages of about seven and thirteen. The boy's head is shaved, he receives the janai from the priest, and for a symbolic moment he sets off as a renunciant before his maternal uncle brings him home. Basanta Panchami is a favourite day, and many families hold it together with cousins.
- **Ihi** (Bel Bibaha) is the Newar girls' ritual marriage to the bel fruit, a symbol of the god Suvarna Kumar, done before puberty. Often many girls of a neighbourhood go through it together at the same temple courtyard.
- **Chhewar** is the first ceremonial haircut of boys in several communities, including Gurung, Magar, Tamang, Thakali and Newar families, with the maternal uncle playing the central part.

The ritual itself belongs to the priest, the family and the elders. **The cake belongs to the reception afterwards**: the evening meal, the photos, the cousins.

## Vegetarian, and usually eggless

The day of a Bratabandha is often strictly vegetarian for the family, and many guests keep it that way at the reception too. Order every cake for these functions **eggless**; no one will ask, and no aunt will leave without a slice. Our [Eggless Vanilla Cake](/product/eggless-vanilla-cake) and any celebration cake ordered with the eggless option are baked in the separate eggless kitchen.

${image('A two-tier vanilla celebration cake', cakePicture('vanilla', { tiers: 2, topper: 'flowers', seed: 1035 }))}

## How much for a crowd

At a function, cake is one sweet among many: there will be laddu, jeri, swari or rasbari on the plates. Plan thin slices.

1. **Up to 60 guests:** a 4–5 lb cake is plenty.
2. **100–150 guests:** a two-tier cake of about 6 lb for the cutting, plus a [Rectangular Pineapple Party Cake](/product/rectangular-pineapple-party-cake) of 4–5 lb kept in the kitchen for serving.
3. **200 guests and more:** a [Two-Tier Vanilla Celebration Cake](/product/two-tier-vanilla-celebration-cake) of 8 lb for the photos, and two sheet cakes for serving. Not everyone will take cake; the mithai goes faster.

Our post on [how many pounds of cake for your guests](/blog/how-many-pounds-of-cake-for-your-guests) has the full table.

## The design

- **Keep it simple and bright.** Yellow, saffron and white look right beside marigold decorations. Avoid black and, for a Bratabandha, all-white designs.
- **The message:** the child's name and the occasion: "Shubha Bratabandha, Aayush" or "Ihi ko Subhakamana, Riya". Check the spelling with the parents.
- **Not on the ritual day itself** if the family is fasting until the rites end. Ask the parents which evening the reception is.

## Timing and delivery

- Tiered cakes need 24 hours' notice, and in the Magh and Falgun function season the decorators are booked early. Order at least a week ahead.
- Deliver to the party palace, not the house, for the 3–6 PM slot, and give the number of the person in charge of the venue's kitchen, who will keep the cake cool until it is cut.
- Add an [Assorted Mithai Box](/product/assorted-mithai-box-1-kg) for the priest and the elders, who often prefer sweets to cake.

> At my nephew's Bratabandha the cake was cut at 8 PM, after a day when he had been a renunciant, a student and finally, with cream on his newly shaved head, a nine-year-old again.

For smaller family celebrations, browse [Tiered & Wedding Cakes](/category/tiered-wedding-cakes) and [Sweets & Mithai](/category/sweets-mithai).`,
  },
];
