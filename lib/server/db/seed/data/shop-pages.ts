import type { ShopPageSeed } from './editorial-types';

// The shop's own pages. {{tokens}} name promises kept in lib/domain/shop-policies.ts (claim windows, refund days,
// customer-care hours), filled in when the page is read, so the text never disagrees with the rule.

const ABOUT = `Upahar Ghar means "gift house", and that is what we have tried to be since 2012: the place people in Nepal and Nepalis abroad come to when a birthday, a Tihar, a wedding or a plain "I miss you" needs a cake, flowers or a gift on a doorstep the same day.

## How we started

We began as a two-oven bakery behind a shutter in New Baneshwor, baking black forest and pineapple cakes for offices nearby. Customers kept asking the same question: *can you take it to my mother in Lalitpur?* So we bought a scooter. Then people in Doha, Sydney and Texas started calling at odd hours to send cakes to Kathmandu, and the website followed. Today we bake in three kitchens in the Kathmandu valley, work with partner bakeries in Pokhara, Chitwan, Butwal, Dharan and Biratnagar, and deliver to more than seventy towns.

## What we make and sell

- **Cakes baked to order**: sponge, black forest, red velvet, photo cakes printed with edible ink, fondant theme cakes for children, and two- and three-tier cakes for weddings and *pasni*.
- **Eggless cakes** baked on separate trays, for families who keep a vegetarian kitchen.
- **Flowers** from growers in Godawari and Kakani, arranged on the morning of delivery.
- **Gifts and hampers**: chocolates, dry fruits for Dashain, *sel roti* and sweets for Tihar, soft toys, personalised mugs and frames, and products from independent sellers on our [Bazaar](/sell-at-ug).

## How we work

Every cake is baked for its order, never taken from a display fridge. Orders placed before {{sameDayCutoff}} Kathmandu time can usually go out the same day inside the valley; the product page tells you exactly how soon each cake can arrive. Our own riders carry cakes upright in insulated boxes, and the rider calls the receiver before arriving, so a surprise is not left with a neighbour.

Payment is by eSewa, Khalti, card or cash on delivery, in Nepali rupees. If something goes wrong we want to hear about it: our [refund policy](/refund-policy) explains what we replace or refund and how quickly.

## The people

About 120 people work at Upahar Ghar: bakers and decorators, florists, packers, riders, customer care in Nepali and English from {{careOpens}} to {{careCloses}} every day, and a small technology team in Baneshwor. Most of our decorators trained with us; several of our kitchen leads started as helpers. If you would like to join us, see our [open positions](/careers).

## Where to find us

Our main kitchen and pick-up counter is in New Baneshwor, Kathmandu, with counters in Pulchowk, Lalitpur and Suryamadhi, Bhaktapur, and partner kitchens in Pokhara and Chitwan. Phone numbers, WhatsApp and Viber are on our [contact page](/contact).`;

const TERMS = `These terms apply to every order placed on upaharghar.com, in our apps, or over the phone with our customer care. By placing an order you accept them. Upahar Ghar is operated by Upahar Ghar Pvt. Ltd., New Baneshwor, Kathmandu, registered with the Office of the Company Registrar of Nepal.

## Your account

You may shop as a guest or with an account. You are responsible for keeping your password private and for what is done with your account. Tell us at once if you think someone else has used it. We may suspend an account used for fraud, abusive messages to our riders or staff, or repeated fake orders.

## Prices and payment

- All prices are in Nepali rupees (रू) and include VAT where it applies. Delivery charges are shown in the cart before you pay.
- Prices are checked again on our server when you place the order; if a price changed while the product sat in your cart, you see the new price before paying.
- We accept eSewa, Khalti, cards and cash on delivery. An online order that is not paid is not baked; it stays unpaid in your account so you can pay or cancel it.

## Orders and delivery

An order is confirmed when you receive the order confirmation by email or SMS. Delivery dates and time slots are promises we plan for, but traffic, strikes (*bandh*), landslides or festivals can delay a rider; if that happens we call the receiver and you. Same-day delivery inside the Kathmandu valley is possible for many products ordered before {{sameDayCutoff}}; each product page says how soon it can arrive.

The receiver must be reachable on the phone number you give. If nobody answers and there is no safe place to leave a perishable item, the rider tries again once; after that the order counts as delivered and is not refundable.

## Cakes and personalised items

Cakes are baked to order and decorated by hand, so colours and decoration can differ slightly from the photo. Messages on cakes are written as you type them; please check spelling before ordering. For photo cakes you confirm that you have the right to use the photo, and we may refuse photos that are offensive or show nudity or violence.

## Cancellations, refunds and replacements

You may cancel an order for a full refund until {{freeCancelHours}} hours before its delivery slot starts. After that the kitchen has started and the order can no longer be cancelled. Problems with a delivered order are handled under our [refund policy](/refund-policy).

## Sellers on the Bazaar

Some products are sold by independent sellers. We check their products and handle payment and delivery, and our refund policy covers them as well.

## Reviews, comments and uploads

What you post (reviews, comments, photos) must be your own and must not be abusive, defamatory or illegal. We may remove it. You allow us to show it on our site and in our social media with your display name.

## Liability

We are responsible for delivering what you ordered, in good condition and on the agreed day. We are not responsible for allergic reactions when allergens were listed on the product page, or for delays caused by events outside our control. Nothing in these terms limits your rights under the Consumer Protection Act, 2075 of Nepal.

## Changes and disputes

We may update these terms; the version on this page when you ordered applies to that order. These terms are governed by the laws of Nepal and disputes go to the courts of Kathmandu. Questions: [contact us](/contact).`;

const PRIVACY = `This policy explains what personal information Upahar Ghar collects, why, who sees it and how you control it. We collect only what we need to bake, deliver and support your orders.

## What we collect

- **Account details**: your name, email, mobile number, username and, if you add them, your date of birth, gender and profile photo.
- **Order details**: what you ordered, the message on the cake, the photo you upload for a photo cake, the receiver's name, phone number and address, and the delivery date and time.
- **Payment details**: the method and the reference eSewa, Khalti or your bank returns. We never see or store your card number, PIN or wallet password.
- **Messages to us**: contact-form messages, support tickets, reviews and job or seller applications, with the files you attach (for example a CV).
- **Technical data**: your browser's cookies for your session, cart and currency; pages viewed and searches, to show recently viewed products and improve search.

## Why we use it

To take, bake and deliver orders; to call the receiver before arriving; to tell you about your order by email and SMS; to answer messages; to prevent fraud; and, only if you subscribe, to send our newsletter. We do not sell your information, and we do not use the receiver's phone number for anything but that delivery.

## Who sees it

- Our bakers see the order, the cake message and the photo; our riders see the receiver's name, phone number and address.
- Payment providers (eSewa, Khalti, banks) see what they need to take the payment.
- Our SMS and email providers carry the messages we send you.
- Independent sellers on our Bazaar see what is needed to prepare their products.
- Authorities, when Nepali law requires it.

## Files you upload

Photos for photo cakes are used to print your cake. CVs sent with job applications are **private**: only you and our hiring team can open them, never by a public link. We delete CVs of unsuccessful applicants one year after the position closes.

## How long we keep it

Order records are kept for seven years, as Nepal's tax rules require. Contact messages and support tickets are kept for two years. You can close your account at any time; we then remove your profile and keep only what the law requires.

## Your choices

You can see and correct your details in your profile, unsubscribe from the newsletter with the link in any newsletter, and ask us for a copy of your data or for its deletion through the [contact page](/contact). We answer within 30 days.

## Security

Passwords are stored only as strong one-way hashes, sessions use random tokens, and the site is served over HTTPS. If we ever learn of a breach that affects you, we will tell you by email.`;

const REFUND = `Cakes and flowers cannot be sent back: they are perishable and made for one person and one day. So our promise is different from a clothing shop's. If what arrived is not what you ordered, is damaged, or is late, **tell us within {{perishableClaimHours}} hours of delivery, with a photo**, and we replace it or refund you.

## What we refund or replace

- **Damaged on the way**: a cake that arrives squashed, tilted or with broken decoration, or flowers that arrive wilted.
- **Wrong item or wrong message**: a different flavour, size or design, or a message with a spelling mistake that you did not type.
- **Late delivery**: a cake that arrives after the time slot you chose, by more than an hour, or on the wrong day.
- **Quality**: a cake that is not fresh, tastes sour, or is undercooked.
- **Missing items**: add-ons (candles, a card, a balloon) or hamper items that were paid for but not delivered.
- **Payment taken twice**, or taken for an order that shows as unpaid.

## What we cannot refund

- A cake that was eaten except for one slice, unless the problem is its freshness or a foreign object.
- Small differences from the photo in colour or piping, which come from hand decoration.
- A delivery that failed because the receiver's phone was off, the address was wrong, or nobody accepted it.
- A change of mind after the kitchen has started: you can cancel for a full refund until {{freeCancelHours}} hours before the delivery slot starts.
- Personalised gifts (printed mugs, frames, engraved items) made as you asked.

## How to ask for a refund

1. Take a clear photo of the cake, flowers or gift as it arrived, with its box if possible. Without a photo we cannot check a damaged or wrong item.
2. Within {{perishableClaimHours}} hours of delivery, open the order in **My orders** and choose **Complain**, or write to us through the [contact page](/contact), with your order number.
3. Customer care answers within a few hours during {{careOpens}}–{{careCloses}}. If we can, we bake and send a replacement the same day; otherwise we refund.

## Non-perishable gifts

Sealed, unused gifts that are not personalised (soft toys, chocolates in their original packaging, perfume with its seal) can be returned within {{nonPerishableReturnDays}} days of delivery if they are damaged or not what you ordered.

## How you get your money back

Refunds go back the way you paid: to your eSewa or Khalti wallet, your card, or by bank transfer for cash on delivery, within {{refundProcessingDays}} working days of approval. You can also choose store credit, which we add to your account at once and which never expires. Delivery charges are refunded in full when the whole order is refunded.

## Orders sent from abroad

If you ordered from outside Nepal, we send you the photos the receiver shares with us and handle everything by email or WhatsApp, so you do not have to call. Card refunds may take longer to appear on a foreign statement, depending on your bank.`;

const SELL = `The Bazaar is where independent makers in Nepal sell through Upahar Ghar: home bakers, chocolatiers, florists, *dhaka* weavers, potters from Thimi, tea gardens from Ilam. You make the product; we bring the shoppers, take the payment, and deliver across the valley and to more than seventy towns.

## Why sell with us

- **Shoppers who are already buying gifts.** People come to Upahar Ghar for a birthday, an anniversary or a festival with money to spend. Your product appears beside the cake they are ordering, as an add-on or in the festival collections for Dashain, Tihar, Teej and Valentine's Day.
- **Nepalis abroad.** Around a third of our orders are paid from outside Nepal: Qatar, the UAE, Australia, the UK and the USA. They cannot walk into your shop; they can find you here.
- **No delivery to organise.** Our riders collect from you in the Kathmandu valley, and our partner couriers reach the rest of the country.
- **Payment you can count on.** Shoppers pay us by eSewa, Khalti, card or cash on delivery; we pay you every week into your bank account, with a statement of each order.
- **Your own shop page**, with your story, your products and the reviews buyers leave.

## What you can sell

Gifts people send to someone else: sweets and baked goods with a shelf life of at least three days, chocolates, flowers and plants, handicrafts, clothing and accessories, personalised gifts, tea and coffee, and gift hampers. We do not list alcohol, tobacco, medicines or anything that needs a licence you do not have.

## What it costs

Listing is free. We take a commission on each sale, between 12% and 20% depending on the category, which covers payment fees, delivery inside the valley and customer care. There is no monthly fee and no minimum number of orders.

## What we ask of sellers

- A registered business with a **PAN** (Permanent Account Number), and a bank account in the business's or owner's name.
- Photos and descriptions that match what you send, and prices in rupees that include VAT where it applies.
- Orders ready for pick-up at the agreed time; cakes and sweets packed to travel on a scooter.
- Answers to our customer care within a day when a buyer has a problem. Our [refund policy](/refund-policy) applies to your products too.

## How to start

1. Fill in the [seller application](/be-a-seller): your business name, owner, phone, email, PAN, location and what you sell.
2. Our seller team calls you within {{sellerReviewDays}} working days, and may visit your kitchen or workshop in the valley.
3. You send photos and prices of your first products; we help with descriptions and list them.
4. Your shop goes live, and your first orders arrive by SMS and email.`;

const CONTACT = `Customer care answers calls, WhatsApp and Viber every day from {{careOpens}} to {{careCloses}} Kathmandu time, public holidays included, in Nepali and English. Messages sent with the form below are answered within {{contactReplyHours}} hours, usually much sooner.

## Before you write

- **Where is my order?** Open it in [My orders](/profile/orders): it shows every step and the rider's number once it is out for delivery.
- **Something went wrong with a delivery?** Take a photo and tell us within {{perishableClaimHours}} hours; see our [refund policy](/refund-policy).
- **Ordering from abroad?** WhatsApp is usually the quickest way to reach us across time zones.
- **Corporate orders** (birthdays for a whole office, Dashain gifts for clients): write with the number of people and the dates; we send a quote the same day.

## Our counters

You can pick up orders or order at the counter at our kitchens in New Baneshwor, Pulchowk and Suryamadhi, from 8:00 am to 8:00 pm. The addresses are listed below, with the partner kitchens outside the valley.

## Who to ask for what

- **A problem with a delivered order**: customer care, by phone or the form below. Say the order number (it starts with UG) and attach a photo if something arrived damaged.
- **Selling your products on Upahar Ghar**: read [how selling works](/sell-at-ug) and [apply as a seller](/be-a-seller); the seller team calls you back.
- **Jobs**: see our [open positions](/careers) and apply there with your CV, so your application is not lost in an inbox.
- **Your personal data**: to get a copy of it or have it deleted, write to us with the subject "Privacy request"; see our [privacy policy](/privacy-policy).
- **Suppliers, press and partnerships**: use the form with a clear subject; the right person answers within {{contactReplyHours}} hours.`;

export const SHOP_PAGES: ShopPageSeed[] = [
  { key: 'about', slug: 'aboutus', title: 'About Upahar Ghar', summary: 'Since 2012 we have baked cakes to order in Kathmandu and delivered cakes, flowers and gifts across Nepal, for families at home and abroad.', body: ABOUT },
  { key: 'terms', slug: 'termsconditions', title: 'Terms and conditions', summary: 'The terms for ordering cakes, flowers and gifts from Upahar Ghar: prices, payment, delivery, cancellations, personalised items and your account.', body: TERMS },
  { key: 'privacy', slug: 'privacy-policy', title: 'Privacy policy', summary: 'What personal information Upahar Ghar collects to bake and deliver your orders, who sees it, how long we keep it and how you control it.', body: PRIVACY },
  { key: 'refund', slug: 'refund-policy', title: 'Refund and replacement policy', summary: 'Cakes and flowers are perishable and personal: report a damaged, wrong or late delivery within {{perishableClaimHours}} hours with a photo and we replace it or refund you.', body: REFUND },
  { key: 'sell', slug: 'sell-at-ug', title: 'Sell at Upahar Ghar', summary: 'Bakers, makers and florists: reach gift buyers across Nepal and abroad. We handle payment, delivery and customer care; listing is free.', body: SELL },
  { key: 'contact', slug: 'contact', title: 'Contact us', summary: 'Call, WhatsApp or Viber Upahar Ghar customer care every day from {{careOpens}} to {{careCloses}}, visit our counters, or send us a message.', body: CONTACT },
];
