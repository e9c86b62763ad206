import type { JobPostingSeed } from './editorial-types';

// Open (and two closed) positions at Upahar Ghar. Dates are relative to the seeding day (seed/pages.ts), so a fresh
// seed always has six open postings and two closed ones. {{cvMaxMb}} is the CV rule from lib/domain/careers.ts.

const HOW_TO_APPLY = `## How to apply

Log in, press **Apply** on this page and attach your CV as a PDF or Word file (up to {{cvMaxMb}} MB). A short cover note helps: tell us why this job, and where you work now. We read every application and call shortlisted candidates for a trial day or an interview. You can follow your application under **My applications** in your profile.`;

const OFFER = `## What we offer

- A salary paid on time on the 1st of every month, with Dashain bonus (one month's salary) as Nepali law requires.
- Provident fund and citizen investment trust contributions, and accident insurance.
- A free meal on every shift and tea twice a day.
- Two days off a week on a rota, and paid leave for Dashain, Tihar and your own festivals.
- Training: most of our senior staff were promoted from within.`;

export const JOB_POSTINGS: JobPostingSeed[] = [
  {
    slug: 'senior-cake-baker-baneshwor',
    title: 'Senior cake baker',
    department: 'Kitchen',
    location: 'New Baneshwor, Kathmandu',
    employmentType: 'full-time',
    salaryMinRupees: 38000,
    salaryMaxRupees: 48000,
    openedDaysAgo: 12,
    closesInDays: 24,
    summary: 'Lead a shift in our main kitchen: sponges, creams and fillings for 300+ cakes a day, with two junior bakers under you.',
    body: `Our main kitchen in New Baneshwor bakes more than 300 cakes on a normal day and close to 1,000 before Tihar and Valentine's Day. We are looking for a senior baker to lead the morning shift (5:00 am to 1:00 pm).

## What you will do

- Bake sponges (vanilla, chocolate, red velvet, eggless) to our recipes and to the day's plan.
- Make whipped cream, ganache, buttercream and fruit fillings, and keep them at the right temperature.
- Lead two junior bakers: plan their work, check their sponges, teach them.
- Keep the kitchen to our hygiene rules: clean stations, labelled and dated stock, fridge temperature log.
- Tell the kitchen lead early when stock runs low or an oven misbehaves.

## What we are looking for

- At least three years in a bakery or hotel pastry kitchen, one of them leading others.
- You can bake consistent sponges in volume, and you know why a sponge sinks or cracks.
- Eggless baking experience is a plus.
- You can read Nepali and basic English (recipes and order sheets are in both).

${OFFER}

${HOW_TO_APPLY}`,
  },
  {
    slug: 'cake-decorator-fondant-pulchowk',
    title: 'Cake decorator (fondant and theme cakes)',
    department: 'Kitchen',
    location: 'Pulchowk, Lalitpur',
    employmentType: 'full-time',
    salaryMinRupees: 32000,
    salaryMaxRupees: 45000,
    openedDaysAgo: 8,
    closesInDays: 30,
    summary: 'Turn customers\' ideas into fondant cakes: cartoon characters for children, two-tier wedding cakes, photo and theme cakes.',
    body: `Children's birthday cakes with cartoon characters, football pitches and unicorns; two-tier cakes for weddings and *pasni*: our Pulchowk kitchen makes the shop's theme cakes, and the team needs another decorator.

## What you will do

- Cover and decorate fondant cakes from the customer's reference photo and our design sheets.
- Model figures and flowers in fondant and gum paste, and pipe messages in English and Devanagari.
- Stack and dowel tiered cakes so they survive the ride to a party palace.
- Photograph each finished cake for the order record.

## What we are looking for

- A portfolio (photos on your phone are fine) of fondant cakes you made yourself.
- Clean, steady piping; neat lettering in English and Nepali.
- Patience with detail, and calm on busy festival days.
- A baking or decoration course is welcome but not required: show us your work.

${OFFER}

${HOW_TO_APPLY}`,
  },
  {
    slug: 'delivery-rider-kathmandu-valley',
    title: 'Delivery rider',
    department: 'Delivery',
    location: 'Kathmandu valley (Baneshwor, Pulchowk or Suryamadhi)',
    employmentType: 'full-time',
    salaryMinRupees: 25000,
    salaryMaxRupees: 32000,
    openedDaysAgo: 5,
    closesInDays: 20,
    summary: 'Deliver cakes, flowers and gifts across the valley on your own scooter, with fuel allowance, phone credit and tips you keep.',
    body: `A cake that arrives tilted ruins a birthday. Our riders carry cakes upright in insulated boxes, call the receiver before arriving, and are often the only person from Upahar Ghar a customer ever meets. We need riders for all three valley kitchens.

## What you will do

- Collect orders from the kitchen at the start of each slot and plan your route with the dispatcher.
- Deliver on time, call the receiver before arriving, and hand the cake over with a smile.
- Mark each delivery in the rider app, and take a photo when the customer asks for one.
- Collect cash for cash-on-delivery orders and hand it over at the end of the shift.

## What we are looking for

- A valid motorcycle or scooter licence and your own scooter in good condition.
- You know the valley's roads, from Kalanki to Thimi and Budhanilkantha to Lubhu.
- A smartphone, and patience with traffic and with customers.
- Evening and midnight shifts on a rota (midnight deliveries pay extra).

## What we offer

- Fixed salary plus a fuel allowance per kilometre, monthly phone credit, and all tips.
- Accident insurance, a rain suit and a helmet with the shop's colours.
- Dashain bonus, and paid leave for festivals on a rota.

${HOW_TO_APPLY}`,
  },
  {
    slug: 'customer-care-executive-nepali-english',
    title: 'Customer care executive (Nepali and English)',
    department: 'Customer care',
    location: 'New Baneshwor, Kathmandu',
    employmentType: 'full-time',
    salaryMinRupees: 28000,
    salaryMaxRupees: 35000,
    openedDaysAgo: 10,
    closesInDays: 18,
    summary: 'Answer calls, WhatsApp, Viber and emails from customers in Nepal and abroad; solve problems with orders before they become complaints.',
    body: `Our customer care team answers about 800 calls and messages a day: people in Doha wanting a cake in Butwal tomorrow, a mother checking whether the cake is eggless, a customer whose delivery is late. We are hiring two executives for day shifts (7:00 am to 2:00 pm or 2:00 pm to 9:00 pm).

## What you will do

- Answer calls, WhatsApp, Viber and email in Nepali and English.
- Take orders over the phone, change delivery details, and follow late orders with the riders.
- Handle complaints fairly: look at the photo, decide on a replacement or refund under our policy, and follow it through.
- Write down what customers ask for, so the shop can improve.

## What we are looking for

- Clear spoken and written Nepali and English; Hindi or Newari is a plus.
- One year in customer service, a call centre or a hotel front desk.
- Comfortable with computers and typing quickly.
- Calm with upset customers, and honest when something is our fault.

${OFFER}

${HOW_TO_APPLY}`,
  },
  {
    slug: 'full-stack-developer-nextjs',
    title: 'Full-stack developer (Next.js, PostgreSQL)',
    department: 'Technology',
    location: 'New Baneshwor, Kathmandu (hybrid)',
    employmentType: 'full-time',
    salaryMinRupees: 90000,
    salaryMaxRupees: 150000,
    openedDaysAgo: 15,
    closesInDays: 35,
    summary: 'Build the shop people in Nepal and abroad order from: the storefront, checkout, eSewa and Khalti payments, delivery planning and the back office.',
    body: `Upahar Ghar's website and apps are built by a team of five in Baneshwor. The shop is one Next.js application with its own REST API and a PostgreSQL database; payments go through eSewa, Khalti and cards, and the kitchen and riders work from the same system.

## What you will do

- Build features end to end: a database migration, the service with its rules, the API, the page, and the tests.
- Keep the shop fast on a cheap Android phone on mobile data in Jumla, not only on office Wi-Fi.
- Work with customer care and the kitchen to fix what slows them down.
- Review your colleagues' code and have yours reviewed.

## What we are looking for

- Two or more years building web applications with TypeScript, React and a SQL database.
- You write tests as part of the work, and you can explain an index and a transaction.
- Care for accessibility and for people on slow connections.
- Next.js App Router, Drizzle, and payment integrations are a plus.

## What we offer

- A salary in the range shown, reviewed every year.
- Hybrid work: three days in the office, two from home.
- A laptop of your choice and a yearly learning budget.
- Provident fund, insurance, Dashain bonus, and free cake on your birthday (of course).

${HOW_TO_APPLY}`,
  },
  {
    slug: 'florist-part-time-pulchowk',
    title: 'Florist (part-time, mornings)',
    department: 'Flowers',
    location: 'Pulchowk, Lalitpur',
    employmentType: 'part-time',
    salaryMinRupees: 15000,
    salaryMaxRupees: 20000,
    openedDaysAgo: 3,
    closesInDays: 14,
    summary: 'Arrange the day\'s bouquets and baskets from Godawari and Kakani flowers, six mornings a week from 6:00 to 11:00 am.',
    body: `Our flowers come from growers in Godawari and Kakani every morning and are arranged on the day of delivery. We are looking for a florist for the morning shift at Pulchowk.

## What you will do

- Receive and condition the morning's roses, lilies, gerberas and carnations.
- Arrange bouquets, baskets and bridal flowers to our designs and to customers' requests.
- Keep the cold room clean and tell the manager which flowers are running low.

## What we are looking for

- Experience in a flower shop, or a floristry course and a few arrangements to show us.
- An eye for colour, and quick hands before the first delivery slot.

## What we offer

- A fixed monthly salary for six mornings a week, paid leave for festivals, and a free breakfast.

${HOW_TO_APPLY}`,
  },
  {
    slug: 'festival-packing-assistant-tihar',
    title: 'Festival packing assistant (Tihar season)',
    department: 'Operations',
    location: 'New Baneshwor, Kathmandu',
    employmentType: 'contract',
    salaryMinRupees: 18000,
    salaryMaxRupees: 22000,
    openedDaysAgo: 40,
    closesInDays: -6,
    summary: 'Pack Tihar sweet boxes, Bhai Tika hampers and Dashain dry-fruit baskets during the festival season (two-month contract).',
    body: `Before Dashain and Tihar we pack several thousand hampers and sweet boxes. This two-month contract covers the busiest weeks of the festival season.

## What you will do

- Pack hampers and sweet boxes to the day's list, check each against its order, and label it.
- Keep the packing room tidy and the stock counted.

## What we are looking for

- Careful, quick hands; no experience needed.
- Available for the whole season, including some early mornings.

${HOW_TO_APPLY}`,
  },
  {
    slug: 'pastry-chef-pokhara-lakeside',
    title: 'Pastry chef, Pokhara partner kitchen',
    department: 'Kitchen',
    location: 'Lakeside, Pokhara',
    employmentType: 'full-time',
    salaryMinRupees: 40000,
    salaryMaxRupees: 55000,
    openedDaysAgo: 45,
    closesInDays: -10,
    summary: 'Run the cakes and pastry of our partner kitchen in Lakeside, Pokhara, for local orders and gifts sent from abroad.',
    body: `Our partner kitchen in Lakeside bakes the cakes we deliver across Pokhara and as far as Syangja. It needed a pastry chef to run its kitchen day to day.

## What you would have done

- Plan and bake the day's cakes to our recipes, and train two helpers.
- Keep quality the same as in our Kathmandu kitchens, with photos of every cake.

## What we were looking for

- Five years of pastry experience, two of them leading a kitchen.

This position is now filled. Thank you to everyone who applied.`,
  },
];
