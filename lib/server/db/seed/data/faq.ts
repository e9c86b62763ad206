import type { FaqSeed } from './editorial-types';

// The FAQ, grouped as the page shows it. Answers use the shop's rich-text subset and {{tokens}} for promises kept in
// lib/domain/shop-policies.ts.

export const FAQ_GROUPS: Array<{ slug: string; title: string }> = [
  { slug: 'ordering', title: 'Ordering and payment' },
  { slug: 'delivery', title: 'Delivery' },
  { slug: 'cakes', title: 'Cakes and personalisation' },
  { slug: 'refunds', title: 'Cancellations, refunds and problems' },
  { slug: 'abroad', title: 'Sending from abroad' },
  { slug: 'account', title: 'Your account' },
];

const TITLE_BY_SLUG = Object.fromEntries(FAQ_GROUPS.map((g) => [g.slug, g.title]));
const q = (group: string, question: string, answer: string): FaqSeed => ({ group: TITLE_BY_SLUG[group] ?? group, question, answer });

export const FAQS: FaqSeed[] = [
  q('ordering', 'How do I place an order?', 'Choose a cake or gift, pick its options (size, flavour, message), then choose the delivery location and date in the cart. At checkout you add the receiver\'s name, phone number and address, choose a time slot and pay. You receive a confirmation by email and SMS straight away.'),
  q('ordering', 'Which payment methods do you accept?', 'eSewa, Khalti, Visa and Mastercard cards (including cards issued abroad), and cash on delivery inside the Kathmandu valley. Prices are in Nepali rupees; if you shop from abroad you can see them in your currency, but the card is charged in rupees.'),
  q('ordering', 'Do I need an account to order?', 'No. You can order as a guest. With an account you can follow your orders, save receivers\' addresses, keep a wishlist and reorder in a few taps.'),
  q('ordering', 'Can I order for an office or an event?', 'Yes. For 10 cakes or more, or gift hampers for clients, write to us through the [contact page](/contact) with the quantity and date. We send a quote with a company invoice (PAN/VAT) the same day.'),
  q('ordering', 'Is VAT included in the price?', 'Yes. The price on the product page includes VAT where it applies. The delivery charge is shown in the cart before you pay, and your invoice arrives by email.'),
  q('delivery', 'Do you deliver the same day?', 'Inside the Kathmandu valley, many cakes and flowers can be delivered the same day if you order before {{sameDayCutoff}} Kathmandu time. Each product page shows the earliest delivery time for that product; tiered and fondant cakes need more notice. See [urgent cakes](/products/urgent) for cakes that can leave within hours.'),
  q('delivery', 'Where do you deliver?', 'Across the Kathmandu valley with our own riders, and to more than seventy towns through partner kitchens and couriers, including Pokhara, Chitwan, Butwal, Dharan, Biratnagar, Hetauda and Nepalgunj. Enter the receiver\'s location in the cart to see whether it can be delivered and what it costs.'),
  q('delivery', 'Can you deliver at midnight?', 'Yes, in much of Kathmandu and Lalitpur we offer a midnight slot (11:30 pm to 12:00 am) for birthday surprises. It appears among the time slots when it is available for the address.'),
  q('delivery', 'Will the rider call the receiver?', 'Yes. The rider calls the receiver shortly before arriving, so the surprise is not spoiled and nobody waits at the gate. If you want the surprise kept secret, add a note such as "call my brother Ramesh instead" with his number.'),
  q('delivery', 'What if the receiver is not at home?', 'The rider calls the receiver and you. If nobody answers, we try to leave the order with a family member or guard, or come back once later that day. A perishable order that cannot be delivered because the phone is off or the address is wrong cannot be refunded, so please double-check both.'),
  q('cakes', 'Do you make eggless cakes?', 'Yes. Most of our cakes can be ordered eggless: choose "Eggless" among the options. Eggless cakes are baked on separate trays with separate utensils.'),
  q('cakes', 'How does a photo cake work?', 'Choose a photo cake, upload your photo on the product page (JPEG, PNG or WebP), and we print it on edible sugar paper with food-grade ink. A clear, bright photo of faces works best; the printed photo looks slightly softer than on your screen.'),
  q('cakes', 'What can I write on the cake?', 'The product page says how many characters fit on the cake you chose; larger cakes take longer messages. We write exactly what you type, in English or Nepali (Devanagari), so please check the spelling. Common messages: "Happy Birthday Aama", "शुभ जन्मदिन", "Happy Anniversary".'),
  q('cakes', 'How should I store the cake?', 'Keep cream cakes in the fridge and eat them within two days; take the cake out 20 to 30 minutes before cutting for the best taste. Fondant cakes should be kept in a cool room, not the fridge, so the fondant does not sweat.'),
  q('cakes', 'How many people does a cake serve?', 'A 1 lb cake serves 6 to 8 people, 2 lb serves 12 to 15, and 5 lb around 40. For weddings and *pasni* our two- and three-tier cakes serve 60 to 150 guests.'),
  q('refunds', 'Can I cancel my order?', 'Yes, for a full refund, until {{freeCancelHours}} hours before the delivery slot starts: open the order in My orders and choose Cancel. After that the kitchen has started baking and the order can no longer be cancelled.'),
  q('refunds', 'The cake arrived damaged. What do I do?', 'Take a photo of the cake as it arrived and tell us within {{perishableClaimHours}} hours of delivery, from the order in My orders or through the [contact page](/contact). We send a replacement or refund you. The details are in our [refund policy](/refund-policy).'),
  q('refunds', 'How long does a refund take?', 'Once approved, refunds reach your eSewa or Khalti wallet, card or bank account within {{refundProcessingDays}} working days. Store credit, if you choose it, is added to your account at once.'),
  q('refunds', 'My payment was taken but the order says unpaid.', 'This happens when the payment app did not return to our site. Do not pay again: open the order, and if it still shows unpaid after 15 minutes, send us the eSewa or Khalti transaction ID through the [contact page](/contact). We confirm the order or refund the payment.'),
  q('abroad', 'Can I order from outside Nepal?', 'Yes, about a third of our orders come from abroad. Pay by card or with a Nepali eSewa or Khalti account; the receiver pays nothing. You receive every update by email, and we can send you a photo of the delivery.'),
  q('abroad', 'Which time zone are delivery times in?', 'All dates and time slots are in Nepal time (UTC+5:45). The checkout shows them in Nepal time even when you order from Sydney or Doha, so the cake arrives at the hour you meant.'),
  q('abroad', 'Can I send a gift for Dashain or Tihar?', 'Yes. Our festival collections open a few weeks before each festival: Dashain hampers with dry fruits, Tihar sweets and *sel roti*, Bhai Tika gift boxes and Teej hampers. Order early, as festival days fill up.'),
  q('account', 'I forgot my password.', 'Choose "Forgot password" on the [login page](/login) and enter your email. We send a link to set a new password; it works once and expires soon after, so use it straight away.'),
  q('account', 'How do I change my phone number or email?', 'Open [Edit profile](/profile/edit). We send a code to the new number or address to confirm it is yours.'),
  q('account', 'How do I apply for a job at Upahar Ghar?', 'See our [open positions](/careers), log in and apply on the posting with your CV (PDF or Word). You can follow your application under My applications in your profile.'),
];
