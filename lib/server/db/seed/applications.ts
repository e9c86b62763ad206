import * as s from '@/lib/server/db/schema';
import type { SeedExecutor } from './insert';

// What people sent the shop, for the back office's queues on a fresh start (issue 25): seller applications waiting
// and decided, and contact messages new, answered and handled. Deterministic text; times are hours before the seed
// runs, so the waiting ones are the oldest at the top of their queue. No staff exist here (demo staff are added after
// the seed, in demo mode only), so decided rows name no reviewer and the answered message's answer is signed by the
// shop's care desk.

const HOUR_MS = 60 * 60 * 1000;

const SELLERS = [
  { businessName: 'Thimi Pottery Collective', ownerName: 'Sushila Prajapati', phone: '9841110021', email: 'thimi.pottery@example.com', pan: '610000021', location: 'Thimi, Bhaktapur', categories: ['handicrafts', 'home-decor'], status: 'pending', hours: 50 },
  { businessName: 'Ilam Tea Gardens Direct', ownerName: 'Dawa Lepcha', phone: '9842220022', email: 'ilam.tea@example.com', pan: '610000022', location: 'Ilam', categories: ['hampers'], status: 'pending', hours: 26 },
  { businessName: 'Patan Dhaka Weaves', ownerName: 'Laxmi Shakya', phone: '9843330023', email: 'dhaka.weaves@example.com', pan: '610000023', location: 'Patan, Lalitpur', categories: ['clothing', 'personalised-gifts'], status: 'approved', hours: 120, note: 'Welcome aboard: we will call you about the first twenty scarves.' },
  { businessName: 'Quick Gadgets Wholesale', ownerName: 'Rohit Agrawal', phone: '9844440024', email: 'quick.gadgets@example.com', pan: '610000024', location: 'Birgunj', categories: ['electronics'], status: 'rejected', hours: 150, note: 'We only list gifts, cakes and flowers; phone accessories are not on our list.' },
] as const;

const CONTACTS = [
  { name: 'Anita Gurung', email: 'anita.gurung@example.com', phone: null, subject: 'Office order of 30 cupcakes', message: 'Can you deliver 30 assorted cupcakes to our office in Jhamsikhel next Friday at 2 pm, with the company logo on each? Please send a quote.', status: 'new', hours: 30 },
  { name: 'Prem Bahadur Thapa', email: null, phone: '9851012345', subject: 'Eggless cake for my mother', message: 'My mother does not eat eggs. Are all your cakes available eggless, and does it cost more?', status: 'new', hours: 8 },
  { name: 'Kabita Rai', email: 'kabita.rai@example.com', phone: null, subject: 'Delivery to Dharan', message: 'Do you deliver birthday cakes to Dharan? The birthday is on the 14th.', status: 'answered', hours: 72, answer: 'Namaste Kabita ji, yes: we deliver to Dharan through our partner bakery there, two days after the order. Order by the 12th for the 14th.' },
  { name: 'Suman Shrestha', email: 'suman.shrestha@example.com', phone: null, subject: 'Thank you!', message: 'The cake for our anniversary was perfect, thank you to the rider who came in the rain.', status: 'handled', hours: 96 },
] as const;

export async function seedApplications(db: SeedExecutor, now = new Date()): Promise<Record<string, number>> {
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
  await db.insert(s.sellerApplications).values(
    SELLERS.map(({ hours, ...seller }) => ({
      businessName: seller.businessName,
      ownerName: seller.ownerName,
      phone: seller.phone,
      email: seller.email,
      pan: seller.pan,
      location: seller.location,
      categories: [...seller.categories],
      status: seller.status,
      reviewNote: 'note' in seller ? seller.note : '',
      reviewedAt: seller.status === 'pending' ? null : ago(hours - 20),
      createdAt: ago(hours),
      updatedAt: ago(seller.status === 'pending' ? hours : hours - 20),
    })),
  );
  const messages = await db
    .insert(s.contactMessages)
    .values(
      CONTACTS.map((c) => ({
        name: c.name,
        email: c.email,
        phone: c.phone,
        subject: c.subject,
        message: c.message,
        status: c.status,
        handledAt: c.status === 'handled' ? ago(c.hours - 2) : null,
        createdAt: ago(c.hours),
        updatedAt: ago(c.status === 'new' ? c.hours : c.hours - 2),
      })),
    )
    .returning({ id: s.contactMessages.id, subject: s.contactMessages.subject });
  const replies = CONTACTS.flatMap((c) => {
    const message = 'answer' in c ? messages.find((m) => m.subject === c.subject) : undefined;
    return message && 'answer' in c ? [{ messageId: message.id, staffName: 'Upahar Ghar customer care', body: c.answer, createdAt: ago(c.hours - 3) }] : [];
  });
  if (replies.length) await db.insert(s.contactReplies).values(replies);
  return { seller_applications: SELLERS.length, contact_messages: CONTACTS.length, contact_replies: replies.length };
}
