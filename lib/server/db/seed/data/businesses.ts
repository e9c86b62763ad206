// Demo businesses of the Kathmandu valley, their vacancies, the applications to them and six influencers (issue 14).
// Owners, applicants and influencers are demo people (data/people.ts) by username; 'sita.demo' is the demo customer,
// who owns one bakery so anyone trying the demo can read applications and move them. Days are relative to the seed.

export type DemoBusiness = {
  slug: string;
  name: string;
  type: 'bakery' | 'florist' | 'hotel' | 'courier' | 'restaurant' | 'cafe';
  owner: string;
  pan: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  phone: string;
  colour: string;
  description: string;
  followers: number;
  verifiedDaysAgo: number;
};

export const DEMO_BUSINESSES: DemoBusiness[] = [
  {
    slug: 'patan-sweet-oven', name: 'Patan Sweet Oven', type: 'bakery', owner: 'sarita.thapamagar', pan: '301245876',
    address: 'Pulchowk Road, opposite the Engineering Campus gate', city: 'Lalitpur', latitude: 27.6795, longitude: 85.3188, phone: '01-5524410', colour: '#b5523b', followers: 412, verifiedDaysAgo: 240,
    description: 'An eggless bakery in Pulchowk since 2014: curd-set sponges, pineapple and mango cakes, and milk cakes for Teej and Tihar. We bake Upahar Ghar’s eggless range every morning and sell the rest over our own counter until 8 PM.',
  },
  {
    slug: 'jhamsikhel-flower-studio', name: 'Jhamsikhel Flower Studio', type: 'florist', owner: 'kiran_tamang', pan: '302118540',
    address: 'Jhamsikhel Marg, next to the Sanepa chowk pharmacy', city: 'Lalitpur', latitude: 27.6834, longitude: 85.3063, phone: '9851047730', colour: '#7a3b69', followers: 538, verifiedDaysAgo: 300,
    description: 'Roses, gerberas and orchids cut at Godawari farms at dawn and arranged by noon. Wedding mandaps, hospital bouquets and the marigold malas of Tihar; we make Upahar Ghar’s bouquets and deliver our own across Lalitpur.',
  },
  {
    slug: 'boudha-bakehouse', name: 'Boudha Bakehouse', type: 'bakery', owner: 'sujan.lama', pan: '304562219',
    address: 'Phulbari, the lane behind the stupa’s north gate', city: 'Kathmandu', latitude: 27.7222, longitude: 85.3617, phone: '01-4481502', colour: '#8c5a2b', followers: 265, verifiedDaysAgo: 180,
    description: 'Sourdough, cinnamon rolls and khapse by the basket for Lhosar, baked in a wood-fired oven a family from Mustang built in 1998. Monks, trekkers and the neighbourhood queue at 7 AM; the apple crumble is gone by ten.',
  },
  {
    slug: 'hotel-tara-thamel', name: 'Hotel Tara Thamel', type: 'hotel', owner: 'roshan.bajracharya', pan: '305871403',
    address: 'Chaksibari Marg, Thamel, two doors from the Kathmandu Guest House', city: 'Kathmandu', latitude: 27.7159, longitude: 85.3108, phone: '01-4701288', colour: '#1d4e89', followers: 189, verifiedDaysAgo: 400,
    description: 'A 34-room family hotel in the quiet end of Thamel with a rooftop view of Swayambhu. Trekkers leave their bags with us for Everest and Annapurna; we bake the birthday cakes for guests who celebrate on the way.',
  },
  {
    slug: 'valley-dash-couriers', name: 'Valley Dash Couriers', type: 'courier', owner: 'bishal_kc', pan: '306004512',
    address: 'Tinkune, above the Koteshwor petrol pump', city: 'Kathmandu', latitude: 27.6867, longitude: 85.3466, phone: '9802314455', colour: '#e76f51', followers: 97, verifiedDaysAgo: 120,
    description: 'Scooter couriers for same-day parcels inside the ring road and out to Bhaktapur, Kirtipur and Budhanilkantha. Cakes ride upright in insulated boxes; documents are signed for; every rider has a smartphone and a raincoat.',
  },
  {
    slug: 'thakali-bhanchha-jawalakhel', name: 'Thakali Bhanchha Jawalakhel', type: 'restaurant', owner: 'bimala.sherchan', pan: '303390127',
    address: 'Jawalakhel Chowk, first floor above the Ekantakuna bus stop', city: 'Lalitpur', latitude: 27.6728, longitude: 85.3131, phone: '01-5537721', colour: '#52796f', followers: 321, verifiedDaysAgo: 365,
    description: 'Thakali khana set the way it is served in Marpha: buckwheat dhindo, gundruk, timur-spiced achar and ghee from our own village. Lunch sets from 11 AM, private rooms for office parties, and we order our staff birthday cakes from Upahar Ghar.',
  },
  {
    slug: 'bhaktapur-phool-ghar', name: 'Bhaktapur Phool Ghar', type: 'florist', owner: 'aarati.joshi', pan: '307743318',
    address: 'Taumadhi Square, beside the Nyatapola steps', city: 'Bhaktapur', latitude: 27.6711, longitude: 85.4296, phone: '9841578802', colour: '#d1495b', followers: 143, verifiedDaysAgo: 90,
    description: 'A family flower stall grown into a shop: marigold and makhamali malas for Tihar, lotus for temple offerings and rose bouquets for Bhaktapur’s weddings. Run by the Joshi sisters, open from 6 AM for the morning puja crowd.',
  },
  {
    slug: 'sitas-cake-corner', name: 'Sita’s Cake Corner', type: 'bakery', owner: 'sita.demo', pan: '309915206',
    address: 'New Baneshwor, Shankhamul Road, ground floor of the yellow building', city: 'Kathmandu', latitude: 27.6893, longitude: 85.3344, phone: '9800000001', colour: '#c2185b', followers: 58, verifiedDaysAgo: 30,
    description: 'A small home bakery turned shop: photo cakes, cupcakes for school birthdays and eggless black forest to order. Two ovens, three bakers and a counter that opens at 9 AM; we are hiring as the wedding season starts.',
  },
];

export type DemoVacancy = {
  business: string;
  title: string;
  location: string;
  type: 'full-time' | 'part-time' | 'contract' | 'internship';
  salaryMinRupees?: number;
  salaryMaxRupees?: number;
  /** Days after the seed it closes (negative: closed already). */
  closesInDays: number;
  postedDaysAgo: number;
  status: 'open' | 'paused' | 'closed';
  description: string;
};

export const DEMO_VACANCIES: DemoVacancy[] = [
  { business: 'patan-sweet-oven', title: 'Eggless cake baker', location: 'Pulchowk, Lalitpur', type: 'full-time', salaryMinRupees: 28000, salaryMaxRupees: 36000, closesInDays: 21, postedDaysAgo: 9, status: 'open',
    description: 'Bake our eggless sponges, pound cakes and milk cakes from 5 AM to 1 PM, six days a week. You know how curd and condensed milk behave in a sponge, you keep a clean bench, and you can follow a recipe to the gram. Two years in a bakery kitchen needed; we teach the rest.' },
  { business: 'patan-sweet-oven', title: 'Counter sales assistant', location: 'Pulchowk, Lalitpur', type: 'part-time', salaryMinRupees: 15000, salaryMaxRupees: 18000, closesInDays: 14, postedDaysAgo: 5, status: 'open',
    description: 'Serve customers at our counter from 2 PM to 8 PM: take cake orders with the right name spelling, pack boxes neatly, and handle cash, eSewa and Khalti. Friendly Nepali and simple English; students welcome.' },
  { business: 'jhamsikhel-flower-studio', title: 'Florist for wedding season', location: 'Jhamsikhel, Lalitpur', type: 'contract', salaryMinRupees: 30000, salaryMaxRupees: 40000, closesInDays: 18, postedDaysAgo: 7, status: 'open',
    description: 'A four-month contract from Mangsir to Falgun: build mandap arches, car decorations and bridal bouquets with our team of five. You have arranged flowers professionally before and can work late on wedding days; transport after 9 PM is paid.' },
  { business: 'jhamsikhel-flower-studio', title: 'Delivery rider (flowers)', location: 'Lalitpur and Kathmandu', type: 'full-time', salaryMinRupees: 22000, salaryMaxRupees: 26000, closesInDays: 25, postedDaysAgo: 3, status: 'open',
    description: 'Deliver bouquets and baskets across the valley on the studio’s scooter, 9 AM to 6 PM. A valid two-wheeler licence, a smartphone and knowledge of Lalitpur’s galis are needed; fuel and a monthly phone top-up are paid.' },
  { business: 'boudha-bakehouse', title: 'Sourdough and bread baker', location: 'Boudha, Kathmandu', type: 'full-time', salaryMinRupees: 32000, salaryMaxRupees: 42000, closesInDays: 30, postedDaysAgo: 12, status: 'open',
    description: 'Look after our starters and bake 200 loaves a day in a wood-fired oven: sourdough, Tibetan bread and rye. Start at 4 AM, finish by noon. We want someone patient who has baked bread for a living and wants to learn the oven.' },
  { business: 'boudha-bakehouse', title: 'Barista and café helper', location: 'Boudha, Kathmandu', type: 'part-time', salaryMinRupees: 14000, salaryMaxRupees: 17000, closesInDays: -5, postedDaysAgo: 40, status: 'closed',
    description: 'Make espresso drinks and butter tea on weekend mornings and help at the bread counter. We trained our last barista from scratch; a smile and good timekeeping matter more than experience.' },
  { business: 'hotel-tara-thamel', title: 'Front desk associate', location: 'Thamel, Kathmandu', type: 'full-time', salaryMinRupees: 25000, salaryMaxRupees: 32000, closesInDays: 16, postedDaysAgo: 6, status: 'open',
    description: 'Check guests in and out, keep the trekkers’ luggage register, book airport pick-ups and answer the phone in good English. Rotating morning and evening shifts, meals on duty, and a share of the service charge.' },
  { business: 'hotel-tara-thamel', title: 'Pastry cook', location: 'Thamel, Kathmandu', type: 'full-time', salaryMinRupees: 30000, salaryMaxRupees: 38000, closesInDays: 28, postedDaysAgo: 10, status: 'open',
    description: 'Bake our breakfast croissants, banana bread and apple pie, and the birthday cakes guests order at the desk. You have worked in a hotel or café pastry section and can run it alone on your shift.' },
  { business: 'hotel-tara-thamel', title: 'Housekeeping supervisor', location: 'Thamel, Kathmandu', type: 'full-time', salaryMinRupees: 27000, salaryMaxRupees: 33000, closesInDays: 20, postedDaysAgo: 15, status: 'paused',
    description: 'Lead a team of six room attendants across 34 rooms: rosters, linen stock, room checks before arrival. Paused while we interview the first candidates; we reopen it if we do not find the right person.' },
  { business: 'valley-dash-couriers', title: 'Scooter courier', location: 'Kathmandu valley', type: 'full-time', salaryMinRupees: 24000, salaryMaxRupees: 30000, closesInDays: 12, postedDaysAgo: 4, status: 'open',
    description: 'Carry cakes, documents and parcels across the valley, 30 to 40 drops a day planned on our app. Your own scooter and licence; we pay fuel by the kilometre, insurance and a rain bonus in the monsoon.' },
  { business: 'valley-dash-couriers', title: 'Dispatch coordinator', location: 'Tinkune, Kathmandu', type: 'full-time', salaryMinRupees: 26000, salaryMaxRupees: 31000, closesInDays: 22, postedDaysAgo: 8, status: 'open',
    description: 'Plan the day’s routes for 14 riders, answer customers on the phone and WhatsApp, and solve the problems traffic and closed shutters create. You know the valley’s roads and stay calm at 5 PM on a Friday.' },
  { business: 'thakali-bhanchha-jawalakhel', title: 'Kitchen helper', location: 'Jawalakhel, Lalitpur', type: 'full-time', salaryMinRupees: 18000, salaryMaxRupees: 22000, closesInDays: 10, postedDaysAgo: 6, status: 'open',
    description: 'Prepare vegetables, grind timur and sesame for achar, wash up and keep the kitchen clean for a busy lunch service. Meals on duty, one day off a week, and room to learn Thakali cooking from our head cook.' },
  { business: 'thakali-bhanchha-jawalakhel', title: 'Restaurant server', location: 'Jawalakhel, Lalitpur', type: 'part-time', salaryMinRupees: 14000, salaryMaxRupees: 16000, closesInDays: 26, postedDaysAgo: 2, status: 'open',
    description: 'Serve lunch sets from 11 AM to 3 PM, refill dal and tarkari with a smile, and keep the private rooms ready for office parties. Ideal for a college student with mornings free.' },
  { business: 'bhaktapur-phool-ghar', title: 'Mala maker for Tihar', location: 'Taumadhi, Bhaktapur', type: 'contract', salaryMinRupees: 12000, salaryMaxRupees: 15000, closesInDays: 8, postedDaysAgo: 3, status: 'open',
    description: 'Three weeks of threading marigold and makhamali malas for Tihar, paid weekly. We work in the courtyard behind the shop from 7 AM; quick hands matter more than experience.' },
  { business: 'sitas-cake-corner', title: 'Cake decorator', location: 'New Baneshwor, Kathmandu', type: 'full-time', salaryMinRupees: 26000, salaryMaxRupees: 34000, closesInDays: 24, postedDaysAgo: 11, status: 'open',
    description: 'Decorate photo cakes, piped-rose cakes and number cakes for birthdays and weddings, 8 AM to 5 PM. Show us photos of cakes you have decorated; buttercream and fondant both matter. A week of paid trial before the contract.' },
];

export type DemoApplication = {
  vacancy: string; // '<business slug>/<title>'
  applicant: string;
  status: 'received' | 'shortlisted' | 'interview' | 'hired' | 'rejected';
  daysAgo: number;
  phone: string;
  expectedSalaryRupees?: number;
  coverNote: string;
};

export const DEMO_APPLICATIONS: DemoApplication[] = [
  { vacancy: 'sitas-cake-corner/Cake decorator', applicant: 'pema_sherpa', status: 'shortlisted', daysAgo: 8, phone: '9841203344', expectedSalaryRupees: 32000,
    coverNote: 'I decorate tiered and fondant cakes at a bakery now and want to work closer to home. My photos of sugar rhododendrons are in the CV.' },
  { vacancy: 'sitas-cake-corner/Cake decorator', applicant: 'priya_karki', status: 'received', daysAgo: 2, phone: '9860112233',
    coverNote: 'I have piped cupcakes for friends’ parties for three years and finished a two-month decorating course in Putalisadak. I would love a trial week.' },
  { vacancy: 'sitas-cake-corner/Cake decorator', applicant: 'nabin_shakya', status: 'rejected', daysAgo: 9, phone: '9851099887',
    coverNote: 'Photographer who has watched a thousand cakes being cut and now wants to make them. I learn fast.' },
  { vacancy: 'patan-sweet-oven/Eggless cake baker', applicant: 'anil_maharjan', status: 'interview', daysAgo: 7, phone: '9841556677', expectedSalaryRupees: 36000,
    coverNote: 'Eleven years at bakery ovens, the last three on eggless sponges. I live in Kirtipur and can be at Pulchowk by 5 AM.' },
  { vacancy: 'patan-sweet-oven/Counter sales assistant', applicant: 'kabita.pun', status: 'hired', daysAgo: 5, phone: '9803445566', expectedSalaryRupees: 16000,
    coverNote: 'I keep accounts in the mornings and want afternoon work near Lalitpur. I handle cash carefully and speak Nepali, Magar and English.' },
  { vacancy: 'jhamsikhel-flower-studio/Florist for wedding season', applicant: 'sabina_tuladhar', status: 'shortlisted', daysAgo: 6, phone: '9841778899',
    coverNote: 'Architect by day, but I have done mandap and stage flowers for six family weddings. Happy to show pictures.' },
  { vacancy: 'boudha-bakehouse/Sourdough and bread baker', applicant: 'sunita.shrestha', status: 'received', daysAgo: 4, phone: '9851234432',
    coverNote: 'I bake sourdough at home every weekend and keep a starter I have fed for four years. I want to do it for a living.' },
  { vacancy: 'hotel-tara-thamel/Front desk associate', applicant: 'bishal_kc', status: 'interview', daysAgo: 5, phone: '9802314455', expectedSalaryRupees: 30000,
    coverNote: 'Good English, shift work experience and a lot of patience with lost trekkers. Available from next month.' },
  { vacancy: 'hotel-tara-thamel/Pastry cook', applicant: 'anjana_gurung', status: 'rejected', daysAgo: 9, phone: '9849001122',
    coverNote: 'I bake banana bread for the whole ward every Friday. I know it is not a hotel kitchen, but I would like to learn.' },
  { vacancy: 'valley-dash-couriers/Scooter courier', applicant: 'sujan.lama', status: 'hired', daysAgo: 4, phone: '9813556677',
    coverNote: 'I ride my own scooter across the valley every day and know Boudha to Kalanki by heart. I can start on Sunday.' },
  { vacancy: 'valley-dash-couriers/Scooter courier', applicant: 'manoj_shahi', status: 'received', daysAgo: 1, phone: '9841667788',
    coverNote: 'Weekend riding to earn extra; I have a clean licence and a Honda Dio.' },
  { vacancy: 'thakali-bhanchha-jawalakhel/Kitchen helper', applicant: 'laxmi_dangol', status: 'shortlisted', daysAgo: 3, phone: '9808990011',
    coverNote: 'I have run a tea shop kitchen for fifteen years. I grind my own masala and I am never late.' },
  { vacancy: 'boudha-bakehouse/Barista and café helper', applicant: 'priya_karki', status: 'hired', daysAgo: 35, phone: '9860112233',
    coverNote: 'Weekend mornings suit my MBA classes, and I make a proper cappuccino.' },
];

export type DemoInfluencer = {
  username: string;
  instagram?: [string, number];
  tiktok?: [string, number];
  youtube?: [string, number];
  facebook?: [string, number];
  niche: string;
  city: string;
  pitch: string;
  approvedDaysAgo: number;
};

export const DEMO_INFLUENCERS: DemoInfluencer[] = [
  { username: 'nabin_shakya', instagram: ['nabin.frames', 84000], youtube: ['NabinShakyaWeddings', 21000], niche: 'weddings-and-events', city: 'Lalitpur', approvedDaysAgo: 160,
    pitch: 'I film weddings across the valley and post the cake cutting of every one. My followers ask where the cakes come from; I would rather send them to Upahar Ghar than guess.' },
  { username: 'priya_karki', instagram: ['priya.plans.parties', 46000], tiktok: ['priyakarki', 112000], niche: 'lifestyle', city: 'Lalitpur', approvedDaysAgo: 120,
    pitch: 'Surprise parties on a student budget are my whole channel. A midnight cake reveal each month, with the code in the caption and the real price in rupees.' },
  { username: 'bimala.sherchan', instagram: ['thakali.kitchen.bimala', 38000], facebook: ['ThakaliKitchenBimala', 65000], niche: 'food', city: 'Lalitpur', approvedDaysAgo: 200,
    pitch: 'I cook Thakali food on camera for Nepalis abroad who miss home. Many of them send cakes to their parents; I can show them how that works from Doha or Sydney.' },
  { username: 'sujan.lama', instagram: ['sujan.paints.boudha', 22000], youtube: ['SujanLamaThangka', 15000], niche: 'travel', city: 'Kathmandu', approvedDaysAgo: 75,
    pitch: 'Boudha, Lhosar and the valley’s festivals through a thangka painter’s eyes. Khapse and a chocolate cake on the same table is exactly my audience.' },
  { username: 'anjana_gurung', tiktok: ['twinmum.anjana', 58000], facebook: ['AnjanaTwinsMum', 27000], niche: 'family', city: 'Kathmandu', approvedDaysAgo: 40,
    pitch: 'Twins, two different birthday cakes every year and a nurse’s shift pattern: parents relate. I review kids’ cakes honestly, including what the twins left on the plate.' },
  { username: 'sabina_tuladhar', instagram: ['sabina.bakes.badly', 12500], niche: 'cakes-and-baking', city: 'Lalitpur', approvedDaysAgo: 20,
    pitch: 'My channel is home baking that goes wrong and how to rescue it. When a cake cannot be saved, I tell people where to order one that will not collapse.' },
];
