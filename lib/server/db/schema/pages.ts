import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { uploads, users } from './accounts';
import { belongsTo, createdAt, instant, updatedAt } from './columns';

// The shop's own pages (about, terms, privacy, refund, sell-at-ug, contact), the FAQ, what people send the shop
// (contact messages, seller applications) and careers. Page and FAQ text is the shop's rich-text subset
// (lib/domain/rich-text.ts), rendered by React: the back office edits it, nothing in it can inject markup.

export const shopPages = pgTable(
  'shop_pages',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** One or two sentences: the lead under the title and the meta description. */
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('shop_pages_slug_uq').on(t.slug)],
);

export const faqGroups = pgTable(
  'faq_groups',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('faq_groups_slug_uq').on(t.slug)],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    groupId: belongsTo('group_id', () => faqGroups.id),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index('faqs_group_position_idx').on(t.groupId, t.position)],
);

/**
 * contact-us: kept for the customer-care queue, acknowledged by mail or SMS. 'new' → 'answered' (staff replied by mail,
 * contact_replies) → 'handled' (nothing more to do; also straight from 'new', for a message that needs no answer).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** 'new' | 'answered' | 'handled' */
    status: text('status').notNull().default('new'),
    handledAt: instant('handled_at'),
    handledBy: integer('handled_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contact_messages_status_created_idx').on(t.status, t.createdAt, t.id),
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    check('contact_messages_reachable_ck', sql`${t.email} IS NOT NULL OR ${t.phone} IS NOT NULL`),
    check('contact_messages_status_ck', sql`${t.status} in ('new', 'answered', 'handled')`),
  ],
);

/** Customer care's answers to a contact message, each sent by mail (or SMS when only a phone was given). */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serial('id').primaryKey(),
    messageId: belongsTo('message_id', () => contactMessages.id),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name the customer read under the answer, kept if the account goes. */
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.id)],
);

/** /be-a-seller: one application per PAN (Nepal's Permanent Account Number identifies the business). */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    businessName: text('business_name').notNull(),
    ownerName: text('owner_name').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    pan: text('pan').notNull(),
    location: text('location').notNull(),
    categories: text('categories').array().notNull(),
    /** 'pending' | 'approved' | 'rejected' (the back office's seller queue, issue 25). */
    status: text('status').notNull().default('pending'),
    /** What the applicant is told with the decision (required when rejected). */
    reviewNote: text('review_note').notNull().default(''),
    reviewedAt: instant('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('seller_applications_pan_uq').on(t.pan),
    index('seller_applications_status_created_idx').on(t.status, t.createdAt, t.id),
    index('seller_applications_created_idx').on(t.createdAt, t.id),
    check('seller_applications_status_ck', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

export const jobPostings = pgTable(
  'job_postings',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    department: text('department').notNull(),
    location: text('location').notNull(),
    /** 'full-time' | 'part-time' | 'contract' | 'internship' */
    employmentType: text('employment_type').notNull(),
    /** Paisa per month. */
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    opensAt: instant('opens_at').notNull(),
    /** Applications are taken until this instant; after it the posting says it is closed. */
    closesAt: instant('closes_at').notNull(),
    /** A business's vacancy (issue 14, migration 0012); null for the shop's own postings. */
    businessId: integer('business_id'),
    /** 'open' | 'paused' | 'closed': only open postings are listed and take applications. */
    status: text('status').notNull().default('open'),
    /** Kept by the job_applications_count_trg trigger (migration 0012). */
    applicationCount: integer('application_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_postings_slug_uq').on(t.slug),
    index('job_postings_closes_idx').on(t.closesAt, t.id),
    index('job_postings_open_closes_idx').on(t.closesAt, t.id).where(sql`${t.status} = 'open'`),
    index('job_postings_business_created_idx').on(t.businessId, t.createdAt.desc(), t.id.desc()).where(sql`${t.businessId} IS NOT NULL`),
    check('job_postings_type_ck', sql`${t.employmentType} in ('full-time', 'part-time', 'contract', 'internship')`),
  ],
);

/** career/apply: one per person per posting (the unique index decides, so a double click cannot make two). */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: serial('id').primaryKey(),
    postingId: belongsTo('posting_id', () => jobPostings.id),
    userId: belongsTo('user_id', () => users.id),
    /** A private 'cv' upload: served only to its owner and staff. */
    cvUploadId: uuid('cv_upload_id')
      .notNull()
      .references(() => uploads.id, { onDelete: 'restrict' }),
    phone: text('phone').notNull(),
    coverNote: text('cover_note').notNull().default(''),
    /** Paisa per month. */
    expectedSalary: integer('expected_salary'),
    status: text('status').notNull().default('received'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('job_applications_posting_user_uq').on(t.postingId, t.userId),
    index('job_applications_user_created_idx').on(t.userId, t.createdAt, t.id),
    index('job_applications_cv_idx').on(t.cvUploadId),
    index('job_applications_posting_created_idx').on(t.postingId, t.createdAt.desc(), t.id.desc()),
    check('job_applications_status_ck', sql`${t.status} in ('received', 'reviewing', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'withdrawn')`),
  ],
);
