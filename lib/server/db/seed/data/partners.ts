// Stores (sellers that fulfil orders) and brands. Coordinates are from the Nepal commerce reference.

export type StoreSeed = {
  slug: string;
  name: string;
  description: string;
  motif: 'cake' | 'flower' | 'choco' | 'gift' | 'sweets' | 'leaf' | 'scooter' | 'toy' | 'star';
  color: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  phone: string;
  openingHours: string;
};

export const STORES: StoreSeed[] = [
  { slug: 'upahar-ghar-bakery', name: 'Upahar Ghar Bakery', motif: 'cake', color: 'e23e57', address: 'Shankhamul Road, New Baneshwor', city: 'Kathmandu', latitude: 27.6923, longitude: 85.3422, phone: '01-4781234', openingHours: '6:30 AM – 10:00 PM', description: 'Our own kitchen in New Baneshwor: fresh cream cakes baked every morning and midnight delivery across the valley.' },
  { slug: 'thamel-cake-house', name: 'Thamel Cake House', motif: 'cake', color: 'b8752f', address: 'Chaksibari Marg, Thamel', city: 'Kathmandu', latitude: 27.7154, longitude: 85.3123, phone: '01-4701586', openingHours: '7:00 AM – 9:30 PM', description: 'A family bakery since 1998, known for black forest, fruit cakes and Christmas plum cake.' },
  { slug: 'patan-sweet-oven', name: 'Patan Sweet Oven', motif: 'cake', color: 'c9a227', address: 'Pulchowk Road, near Labim Mall', city: 'Lalitpur', latitude: 27.6782, longitude: 85.316, phone: '01-5527341', openingHours: '7:00 AM – 9:00 PM', description: 'Eggless and sugarless specialists with a separate eggless kitchen, plus elegant tiered wedding cakes.' },
  { slug: 'jhamsikhel-flower-studio', name: 'Jhamsikhel Flower Studio', motif: 'flower', color: 'd7263d', address: 'Jhamsikhel Road, Sanepa', city: 'Lalitpur', latitude: 27.6831, longitude: 85.3023, phone: '9851023456', openingHours: '8:00 AM – 8:00 PM', description: 'Florists arranging roses, lilies and orchids fresh from Godawari and Kakani farms every morning.' },
  { slug: 'bhaktapur-mithai-bhandar', name: 'Bhaktapur Mithai Bhandar', motif: 'sweets', color: 'e85d04', address: 'Suryamadhi, near Dattatreya Square', city: 'Bhaktapur', latitude: 27.671, longitude: 85.4298, phone: '01-6612845', openingHours: '6:00 AM – 8:30 PM', description: 'Three generations of Newari sweet makers: juju dhau, laddu, barfi and festival mithai.' },
  { slug: 'lakeside-bake-and-bloom', name: 'Lakeside Bake & Bloom', motif: 'flower', color: '2a9d8f', address: 'Baidam Road, Lakeside', city: 'Pokhara', latitude: 28.2669, longitude: 83.9685, phone: '061-463752', openingHours: '7:00 AM – 9:00 PM', description: 'Cakes and flowers for Pokhara, from Lakeside to Chipledhunga, with same-day delivery.' },
  { slug: 'chitwan-gift-gallery', name: 'Chitwan Gift Gallery', motif: 'gift', color: '6a994e', address: 'Pulchowk, Bharatpur-10', city: 'Bharatpur', latitude: 27.6768, longitude: 84.4359, phone: '056-527913', openingHours: '8:00 AM – 8:30 PM', description: 'Gift hampers, soft toys and cakes delivered across Bharatpur and Ratnanagar.' },
  { slug: 'chabahil-chocolate-room', name: 'Chabahil Chocolate Room', motif: 'choco', color: '5a3421', address: 'Chabahil Chowk, opposite Ganesh Temple', city: 'Kathmandu', latitude: 27.7169, longitude: 85.3478, phone: '9801234577', openingHours: '9:00 AM – 8:00 PM', description: 'Handmade truffles and pralines, and the valley’s widest range of chocolate gift boxes.' },
  { slug: 'koteshwor-gift-corner', name: 'Koteshwor Gift Corner', motif: 'gift', color: '3d348b', address: 'Koteshwor Mahadevsthan Marg', city: 'Kathmandu', latitude: 27.676, longitude: 85.3461, phone: '01-4602318', openingHours: '8:00 AM – 8:00 PM', description: 'Personalised mugs, frames and cushions printed in-house within four hours, plus teddies of every size.' },
  { slug: 'budhanilkantha-green-nursery', name: 'Budhanilkantha Green Nursery', motif: 'leaf', color: '2d6a4f', address: 'Narayanthan Road, Budhanilkantha', city: 'Kathmandu', latitude: 27.7657, longitude: 85.3659, phone: '9841567820', openingHours: '7:00 AM – 6:00 PM', description: 'Indoor plants raised in our own greenhouse, potted in ceramic and ready to gift.' },
  { slug: 'sajilo-e-motors', name: 'Sajilo E-Motors', motif: 'scooter', color: '4d7ea8', address: 'Kalanki Chowk, Ring Road', city: 'Kathmandu', latitude: 27.6941, longitude: 85.2809, phone: '01-4278650', openingHours: '10:00 AM – 6:00 PM', description: 'Electric scooters and e-bikes with showroom test rides, Bluebook and number plate support.' },
];

export type BrandSeed = { slug: string; name: string; motif: StoreSeed['motif']; color: string; description: string };

export const BRANDS: BrandSeed[] = [
  { slug: 'upahar-ghar-signature', name: 'Upahar Ghar Signature', motif: 'star', color: 'e23e57', description: 'Our own signature range, designed in-house.' },
  { slug: 'newa-bakes', name: 'Newa Bakes', motif: 'cake', color: 'b8752f', description: 'Classic Kathmandu cream cakes with a Newari heart.' },
  { slug: 'sugar-lotus-patisserie', name: 'Sugar Lotus Patisserie', motif: 'cake', color: 'e9a6b5', description: 'Fondant art, tiered cakes and fine patisserie.' },
  { slug: 'himalayan-cocoa', name: 'Himalayan Cocoa', motif: 'choco', color: '5a3421', description: 'Bean-to-bar chocolate made in Lalitpur.' },
  { slug: 'gurans-blooms', name: 'Gurans Blooms', motif: 'flower', color: 'd7263d', description: 'Named after our national flower: roses and seasonal bouquets.' },
  { slug: 'mithai-mahal', name: 'Mithai Mahal', motif: 'sweets', color: 'e85d04', description: 'Pure ghee sweets for festivals and every good news.' },
  { slug: 'annapurna-dry-fruits', name: 'Annapurna Dry Fruits', motif: 'gift', color: '9c6644', description: 'Hand-sorted nuts, dates and dried fruit.' },
  { slug: 'teddy-ghar', name: 'Teddy Ghar', motif: 'toy', color: 'a26b45', description: 'Soft toys with safety-tested fabric and stuffing.' },
  { slug: 'kathmandu-crafts', name: 'Kathmandu Crafts Co.', motif: 'gift', color: '3d348b', description: 'Personalised gifts printed and engraved in Kathmandu.' },
  { slug: 'hariyali-plants', name: 'Hariyali Plants', motif: 'leaf', color: '2d6a4f', description: 'Healthy indoor plants and handmade pots.' },
  { slug: 'sagun-sweets', name: 'Sagun Sweets', motif: 'sweets', color: 'c1121f', description: 'Sagun sets and Tihar sweets the traditional way.' },
  { slug: 'yeti-e-mobility', name: 'Yeti E-Mobility', motif: 'scooter', color: '4d7ea8', description: 'Electric two-wheelers built for Nepali hills.' },
];
