import { minimalPdf } from '@/lib/domain/minimal-pdf';
import { CV_TYPES } from '@/lib/domain/careers';
import * as s from '@/lib/server/db/schema';
import { DEMO_CUSTOMER, DEMO_CUSTOMER_ID } from './community';
import { JOB_POSTINGS } from './data/careers';
import { FAQ_GROUPS, FAQS } from './data/faq';
import { SHOP_PAGES } from './data/shop-pages';
import { insertAll, type SeedExecutor, syncSequence } from './insert';
import { endOfKathmanduDayFromSeed } from './running-dates';

// The shop's own pages, the FAQ and the careers postings (issue 12). Postings open and close relative to the seeding
// day, so a fresh seed always has six open postings and two closed ones. The demo customer has applied for one
// (closed) position, so /profile/applications shows something on a fresh start.

/** Where the demo customer's application goes: a closed posting, so the e2e journey can still apply to open ones. */
export const DEMO_APPLICATION_POSTING = 'pastry-chef-pokhara-lakeside';

export function buildPages(now = Date.now()) {
  const shopPages = SHOP_PAGES.map((page, i) => ({ id: i + 1, slug: page.slug, title: page.title, summary: page.summary, body: page.body, updatedAt: new Date(endOfKathmanduDayFromSeed(-30, now)) }));
  const faqGroups = FAQ_GROUPS.map((group, i) => ({ id: i + 1, slug: group.slug, title: group.title, position: i }));
  const groupId = (title: string) => {
    const index = FAQ_GROUPS.findIndex((g) => g.title === title);
    if (index < 0) throw new Error(`FAQ group "${title}" is not listed`);
    return index + 1;
  };
  const faqs = FAQS.map((faq, i) => ({
    id: i + 1,
    groupId: groupId(faq.group),
    question: faq.question,
    answer: faq.answer,
    position: FAQS.slice(0, i).filter((other) => other.group === faq.group).length,
  }));
  const jobPostings = JOB_POSTINGS.map((job, i) => ({
    id: i + 1,
    slug: job.slug,
    title: job.title,
    department: job.department,
    location: job.location,
    employmentType: job.employmentType,
    salaryMin: job.salaryMinRupees === undefined ? null : job.salaryMinRupees * 100,
    salaryMax: job.salaryMaxRupees === undefined ? null : job.salaryMaxRupees * 100,
    summary: job.summary,
    body: job.body,
    opensAt: new Date(endOfKathmanduDayFromSeed(-job.openedDaysAgo - 1, now).getTime() + 1000),
    closesAt: endOfKathmanduDayFromSeed(job.closesInDays, now),
  }));
  return { shopPages, faqGroups, faqs, jobPostings };
}

export async function seedPages(db: SeedExecutor, now = Date.now()): Promise<Record<string, number>> {
  const { shopPages, faqGroups, faqs, jobPostings } = buildPages(now);
  await insertAll(db, s.shopPages, shopPages);
  await syncSequence(db, s.shopPages);
  await insertAll(db, s.faqGroups, faqGroups);
  await syncSequence(db, s.faqGroups);
  await insertAll(db, s.faqs, faqs);
  await syncSequence(db, s.faqs);
  await insertAll(db, s.jobPostings, jobPostings);
  await syncSequence(db, s.jobPostings);

  const posting = jobPostings.find((job) => job.slug === DEMO_APPLICATION_POSTING);
  if (!posting) throw new Error(`seed: no posting ${DEMO_APPLICATION_POSTING}`);
  const cv = minimalPdf([`${DEMO_CUSTOMER.name} - Curriculum vitae`, 'Pastry cook, 4 years, Thamel and Lakeside bakeries', `Phone: ${DEMO_CUSTOMER.phone}`]);
  const [upload] = await db
    .insert(s.uploads)
    .values({ userId: DEMO_CUSTOMER_ID, kind: 'cv', contentType: CV_TYPES.pdf, bytes: Buffer.from(cv), createdAt: posting.opensAt })
    .returning({ id: s.uploads.id });
  if (!upload) throw new Error('seed: the demo CV was not stored');
  await db.insert(s.jobApplications).values({
    postingId: posting.id,
    userId: DEMO_CUSTOMER_ID,
    cvUploadId: upload.id,
    phone: DEMO_CUSTOMER.phone,
    coverNote: 'I have baked at two Lakeside cafés for four years and would love to run the kitchen for Upahar Ghar in Pokhara.',
    expectedSalary: 50000 * 100,
    status: 'reviewing',
    createdAt: new Date(posting.opensAt.getTime() + 3 * 24 * 60 * 60 * 1000),
  });
  return { shop_pages: shopPages.length, faq_groups: faqGroups.length, faqs: faqs.length, job_postings: jobPostings.length, job_applications: 1 };
}
