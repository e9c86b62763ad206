import { eq } from 'drizzle-orm';
import { GET as aboutUs } from '@/app/api/V2/about-us/route';
import { GET as faq } from '@/app/api/V2/faq/route';
import { GET as privacyPolicy } from '@/app/api/V2/privacy-policy/route';
import { GET as refundPolicy } from '@/app/api/V2/refund-policy/route';
import { GET as termsConditions } from '@/app/api/V2/terms-conditions/route';
import { GET as contactInfo } from '@/app/api/V2/contact-us/route';
import { GET as sellAtUg } from '@/app/api/V2/sell-at-ug/route';
import { plainText, wordCount } from '@/lib/domain/rich-text';
import { FREE_CANCEL_HOURS, PERISHABLE_CLAIM_HOURS } from '@/lib/domain/shop-policies';
import { shopPages } from '@/lib/server/db/schema';
import { callRoute } from '../support/call-route';
import { useTestDatabase } from '../support/database';

// The shop's own pages (about, terms, privacy, refund, sell-at-ug, contact) and the FAQ, read from the database.

const { db } = useTestDatabase();

const PAGES = [
  ['about-us', aboutUs, 'aboutus'],
  ['privacy-policy', privacyPolicy, 'privacy-policy'],
  ['refund-policy', refundPolicy, 'refund-policy'],
  ['terms-conditions', termsConditions, 'termsconditions'],
  ['sell-at-ug', sellAtUg, 'sell-at-ug'],
] as const;

describe.each(PAGES)('GET %s', (path, handler, slug) => {
  it('answers the page with its text as blocks, long enough to answer its question', async () => {
    const res = await callRoute(handler, { url: `/api/V2/${path}` });
    expect(res.status).toBe(200);
    const { page } = res.body.data;
    expect(page).toMatchObject({ slug, title: expect.any(String), summary: expect.any(String), body: expect.any(String) });
    expect(page.sections.some((b: { type: string }) => b.type === 'heading')).toBe(true);
    expect(wordCount(plainText(page.sections))).toBeGreaterThan(300);
    expect(page.body).not.toMatch(/\{\{|\}\}/); // every rule token filled in
    expect(Date.parse(page.updatedAt)).not.toBeNaN();
  });
});

describe('the refund policy', () => {
  it('states the claim window and the cancellation window from the rules module, with a photo', async () => {
    const { body } = await callRoute(refundPolicy, { url: '/api/V2/refund-policy' });
    const text = body.data.page.body as string;
    expect(text).toContain(`within ${PERISHABLE_CLAIM_HOURS} hours of delivery, with a photo`);
    expect(text).toContain(`until ${FREE_CANCEL_HOURS} hours before`);
  });
});

describe('a page the back office removed', () => {
  it('is a 404 in the envelope, not a 500', async () => {
    await db().delete(shopPages).where(eq(shopPages.slug, 'privacy-policy'));
    const res = await callRoute(privacyPolicy, { url: '/api/V2/privacy-policy' });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found' });
  });
});

describe('GET faq', () => {
  it('answers the groups in order, each with its questions and parsed answers', async () => {
    const res = await callRoute(faq, { url: '/api/V2/faq' });
    expect(res.status).toBe(200);
    const groups = res.body.data.faqs;
    expect(groups.length).toBeGreaterThanOrEqual(5);
    expect(groups[0]).toMatchObject({ slug: 'ordering', title: 'Ordering and payment' });
    for (const group of groups) {
      expect(group.items.length).toBeGreaterThan(0);
      for (const item of group.items) {
        expect(item.question).toMatch(/\S/);
        expect(item.sections.length).toBeGreaterThan(0);
        expect(item.answer).not.toMatch(/\{\{/);
      }
    }
  });

  it('searches questions and answers, case ignored', async () => {
    const res = await callRoute(faq, { url: '/api/V2/faq?q=Eggless%20TRAYS' });
    expect(res.status).toBe(200);
    const items = res.body.data.faqs.flatMap((g: { items: { question: string }[] }) => g.items);
    expect(items.map((i: { question: string }) => i.question)).toEqual(['Do you make eggless cakes?']);
    const none = await callRoute(faq, { url: '/api/V2/faq?q=helicopter' });
    expect(none.body.data.faqs).toEqual([]);
  });

  it('finds the refund questions for "refund money back" (any word), the best match first', async () => {
    const res = await callRoute(faq, { url: '/api/V2/faq?q=refund%20money%20back' });
    expect(res.status).toBe(200);
    const groups: { slug: string; items: { question: string }[] }[] = res.body.data.faqs;
    expect(groups[0]!.slug).toBe('refunds');
    expect(groups[0]!.items[0]!.question).toBe('How long does a refund take?');
    expect(groups[0]!.items.map((i) => i.question)).toEqual(expect.arrayContaining(['Can I cancel my order?', 'The cake arrived damaged. What do I do?']));
  });

  it('refuses a search longer than 100 characters with a 400', async () => {
    const res = await callRoute(faq, { url: `/api/V2/faq?q=${'a'.repeat(101)}` });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.q).toMatch(/100/);
  });
});

describe('GET contact-us', () => {
  it('answers the page, the phones with Viber and WhatsApp, the counters and the hours', async () => {
    const res = await callRoute(contactInfo, { url: '/api/V2/contact-us' });
    expect(res.status).toBe(200);
    const { contactUs } = res.body.data;
    expect(contactUs.page.slug).toBe('contact');
    expect(contactUs.phones.map((p: { platform: string | null }) => p.platform)).toEqual(expect.arrayContaining(['viber', 'whatsapp']));
    expect(contactUs.locations.length).toBeGreaterThan(0);
    expect(contactUs.hours).toMatchObject({ timeZone: 'Asia/Kathmandu', opens: expect.any(String), closes: expect.any(String) });
  });
});

// The back office's edits of these pages (draft, preview, publish) and what they change here:
// tests/api/admin/content-pages.test.ts.
