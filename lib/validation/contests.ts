import { z } from 'zod';
import {
  CONTEST_RULES_MAX,
  CONTEST_TITLE_MAX,
  CONTESTANT_PAGE_MAX,
  CONTESTANT_SORTS,
  ENTRY_STORY_MAX,
  ENTRY_TITLE_MAX,
  MAX_ENTRIES_PER_PERSON,
  CONTEST_VOUCHER_MAX,
  MAX_PRIZES,
  MAX_PROMOTIONS,
  MAX_WINNERS,
  RESERVED_CONTEST_SLUGS,
  VOTE_RULES,
} from '@/lib/domain/contests';
import { idWithMessage, labelledId } from './ids';
import { first, pageParam } from './query-values';
import { text } from './text';
import { uploadIdSchema } from './upload';

// Contests: what the public API (contests, contest/{slug}, contest/detail/{id}, contest/vote, contest/{slug}/enter)
// and the dashboard API (dashboard/v1/contests…) accept.

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const contestSlugSchema = text({ error: 'Give the contest’s address' })
  .trim()
  .toLowerCase()
  .min(3, 'An address has at least 3 characters')
  .max(80, 'An address has at most 80 characters')
  .regex(SLUG, 'Use lowercase letters, digits and single hyphens')
  .refine((s) => !(RESERVED_CONTEST_SLUGS as readonly string[]).includes(s), 'That address is reserved. Try another.');

export const contestantsQuerySchema = z.object({
  page: pageParam(CONTESTANT_PAGE_MAX),
  sort: z.preprocess((v) => first(v) || undefined, z.enum(CONTESTANT_SORTS, { error: `Sort must be one of: ${CONTESTANT_SORTS.join(', ')}` }).default('votes')),
});

export const voteSchema = z.object({ entryId: idWithMessage('Choose an entry to vote for') });

export const entrySchema = z.object({
  title: text({ error: 'Give your entry a title' }).trim().min(3, 'A title has at least 3 characters').max(ENTRY_TITLE_MAX, `A title has at most ${ENTRY_TITLE_MAX} characters`),
  story: text({ error: 'Tell the story of your entry' }).trim().max(ENTRY_STORY_MAX, `A story has at most ${ENTRY_STORY_MAX} characters`).default(''),
  photoUploadId: uploadIdSchema.nullish(),
});

const line = (label: string, max: number) => text({ error: `${label} is missing` }).trim().min(1, `${label} is missing`).max(max, `${label} has at most ${max} characters`);

const paisa = (label: string) => z.coerce.number({ error: `${label} must be an amount in paisa` }).int(`${label} is a whole number of paisa`).min(0).max(CONTEST_VOUCHER_MAX, `${label} is at most ${CONTEST_VOUCHER_MAX} paisa`);
/** A place's shop voucher (optional; amounts in paisa): 'flat' value off, or 'percent' value % off up to maxDiscount. */
const voucherSchema = z
  .object({
    kind: z.enum(['flat', 'percent'], { error: 'A voucher is flat or percent' }),
    value: paisa('The voucher value').refine((v) => v > 0, 'The voucher value is more than 0'),
    minSubtotal: paisa('The minimum order').default(0),
    maxDiscount: paisa('The largest discount').nullish().transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'A percentage is at most 100' });
    if (v.kind === 'percent' && v.maxDiscount === null) ctx.addIssue({ code: 'custom', path: ['maxDiscount'], message: 'A percent voucher needs its largest discount' });
  });
const prizeSchema = z.object({ place: line('The place', 30), title: line('The prize', 80), description: text().trim().max(300).default(''), voucher: voucherSchema.nullish().transform((v) => v ?? null) });
const promotionSchema = z.object({
  title: line('The offer', 80),
  description: text().trim().max(300).default(''),
  code: text().trim().max(30).regex(/^[A-Za-z0-9-]*$/, 'A code has letters, digits and hyphens').nullish().transform((v) => v || null),
  href: text().trim().max(200).regex(/^\/(?!\/)[^\s]*$/, 'A link is a path on this shop, like /offers').nullish().transform((v) => v || null),
});

const instant = (label: string) => z.coerce.date({ error: `${label} must be a date and time` }).refine((d) => d.getFullYear() >= 2000 && d.getFullYear() <= 2100, `${label} is out of range`);

const contestFields = {
  title: line('The title', CONTEST_TITLE_MAX),
  summary: line('The summary', 200),
  rules: line('The rules', CONTEST_RULES_MAX),
  prizes: z.array(prizeSchema).max(MAX_PRIZES, `At most ${MAX_PRIZES} prizes`).default([]),
  promotions: z.array(promotionSchema).max(MAX_PROMOTIONS, `At most ${MAX_PROMOTIONS} offers`).default([]),
  bannerUploadId: uploadIdSchema.nullish(),
  entryKind: z.enum(['photo', 'text'], { error: 'Entries are photo or text' }).default('photo'),
  entryApproval: z.boolean({ error: 'Say whether entries wait for your approval' }).default(false),
  voteRule: z.enum(VOTE_RULES, { error: `The vote rule is one of: ${VOTE_RULES.join(', ')}` }).default('daily'),
  maxEntriesPerPerson: z.coerce.number().int().min(1).max(MAX_ENTRIES_PER_PERSON, `At most ${MAX_ENTRIES_PER_PERSON} entries per person`).default(1),
  entriesOpenAt: instant('Entries open'),
  votingOpensAt: instant('Voting opens'),
  votingClosesAt: instant('Voting closes'),
  winnersDueAt: instant('Winners are announced'),
};

type Dates = { entriesOpenAt: Date; votingOpensAt: Date; votingClosesAt: Date; winnersDueAt: Date };

const ordered = <T extends Dates>(d: T, ctx: z.RefinementCtx) => {
  if (d.votingOpensAt <= d.entriesOpenAt) ctx.addIssue({ code: 'custom', path: ['votingOpensAt'], message: 'Voting opens after entries open' });
  if (d.votingClosesAt <= d.votingOpensAt) ctx.addIssue({ code: 'custom', path: ['votingClosesAt'], message: 'Voting closes after it opens' });
  if (d.winnersDueAt < d.votingClosesAt) ctx.addIssue({ code: 'custom', path: ['winnersDueAt'], message: 'Winners come after voting closes' });
};

export const contestCreateSchema = z.object({ slug: contestSlugSchema, ...contestFields }).superRefine(ordered);
/** An edit sends the whole form again (the page loads it first). */
export const contestUpdateSchema = contestCreateSchema;

export const contestIdParam = labelledId('Contest');
export const entryIdParam = labelledId('Entry');

export const moderateSchema = z.object({ action: z.enum(['approve', 'reject'], { error: 'Approve or reject' }) });

export const winnersSchema = z.object({
  entryIds: z
    .array(idWithMessage('Choose an entry'))
    .min(1, 'Choose at least one winner')
    .max(MAX_WINNERS, `At most ${MAX_WINNERS} winners`)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each entry once'),
});

export const ownEntriesQuerySchema = z.object({
  status: z.preprocess((v) => first(v) || undefined, z.enum(['pending', 'approved', 'rejected'], { error: 'Status is pending, approved or rejected' }).default('pending')),
  page: pageParam(CONTESTANT_PAGE_MAX),
});

export const flagsQuerySchema = z.object({
  status: z.preprocess((v) => first(v) || undefined, z.enum(['open', 'invalidated', 'dismissed'], { error: 'Status is open, invalidated or dismissed' }).default('open')),
  page: pageParam(100),
});

export const flagReviewSchema = z.object({ action: z.enum(['invalidate', 'dismiss'], { error: 'Invalidate or dismiss' }) });
