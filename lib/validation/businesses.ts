import { z } from 'zod';
import { BUSINESS_TYPES, INFLUENCER_MIN_FOLLOWERS, INFLUENCER_NICHES, NEPAL_BOUNDS } from '@/lib/domain/businesses';
import { EMPLOYMENT_TYPES } from '@/lib/domain/careers';
import { formatNpr, rupeesToPaisa } from '@/lib/domain/money';
import { PIPELINE_STATUSES, VACANCY_STATUSES } from '@/lib/domain/vacancy-applications';
import { idWithMessage } from './ids';
import { blankToUndefined, pageParam } from './query-values';
import { text } from './text';
import { uploadIdSchema } from './upload';

// Issue 14's business half: register-as-influencer and the influencer list (V2), businesses, vacancies and the
// applications to them (dashboard/v1). Shared by the routes and the forms.

export const BUSINESS_MESSAGES = {
  name: 'Enter the business name (2 to 80 characters).',
  type: 'Choose what kind of business it is.',
  pan: 'Enter the 9-digit PAN from the business’s registration certificate.',
  address: 'Enter the street address (5 to 160 characters).',
  city: 'Enter the city or town.',
  latitude: `Put the pin in Nepal: latitude between ${NEPAL_BOUNDS.minLat} and ${NEPAL_BOUNDS.maxLat}.`,
  longitude: `Put the pin in Nepal: longitude between ${NEPAL_BOUNDS.minLng} and ${NEPAL_BOUNDS.maxLng}.`,
  phone: 'Enter a Nepali mobile (98XXXXXXXX) or landline (01-5XXXXXX) number.',
  description: 'Describe the business in 20 to 2,000 characters.',
  logo: 'Upload the logo again: we could not find it.',
} as const;

/** A vacancy's monthly salary, in whole rupees. */
const SALARY_MAX_RUPEES = 10_00_000;

export const VACANCY_MESSAGES = {
  businessId: 'Choose one of your verified businesses.',
  title: 'Enter the job title (3 to 100 characters).',
  description: 'Describe the job in 30 to 5,000 characters: the work, the hours, who you are looking for.',
  location: 'Enter where the work is (2 to 80 characters).',
  type: 'Choose full-time, part-time, contract or internship.',
  salary: `Enter the monthly salary in whole rupees, up to ${formatNpr(rupeesToPaisa(SALARY_MAX_RUPEES))}, or leave it empty.`,
  salaryOrder: 'The lowest salary cannot be more than the highest.',
  closesOn: 'Choose a closing date from tomorrow up to 6 months ahead.',
  status: 'Choose open, paused or closed.',
} as const;

export const INFLUENCER_MESSAGES = {
  handle: 'Enter the handle as it appears on the app, like @sita.bakes (letters, numbers, dots and underscores).',
  followers: 'Enter the number of followers as a whole number.',
  noAccount: 'Add at least one social account with its handle.',
  tooFew: `You need at least ${INFLUENCER_MIN_FOLLOWERS.toLocaleString('en-IN')} followers across your accounts to apply.`,
  niche: 'Choose what you mostly post about.',
  city: 'Enter the city you post from.',
  pitch: 'Tell us in 30 to 600 characters how you would promote Upahar Ghar.',
} as const;

const trimmed = (message: string, min: number, max: number) => text({ error: message }).trim().min(min, { error: message }).max(max, { error: message });
const optionalText = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

/** Mobile (98…) or landline with its area code (01-5…, 061-…), as businesses print them. */
const BUSINESS_PHONE = /^(?:\+?977[- ]?)?(?:9\d{9}|0\d{1,2}-?\d{6,7})$/;

export const businessCreateSchema = z.object({
  name: trimmed(BUSINESS_MESSAGES.name, 2, 80),
  type: z.enum(BUSINESS_TYPES, { error: BUSINESS_MESSAGES.type }),
  pan: text({ error: BUSINESS_MESSAGES.pan }).trim().regex(/^\d{9}$/, { error: BUSINESS_MESSAGES.pan }),
  address: trimmed(BUSINESS_MESSAGES.address, 5, 160),
  city: trimmed(BUSINESS_MESSAGES.city, 2, 60),
  latitude: z.coerce.number({ error: BUSINESS_MESSAGES.latitude }).min(NEPAL_BOUNDS.minLat, { error: BUSINESS_MESSAGES.latitude }).max(NEPAL_BOUNDS.maxLat, { error: BUSINESS_MESSAGES.latitude }),
  longitude: z.coerce.number({ error: BUSINESS_MESSAGES.longitude }).min(NEPAL_BOUNDS.minLng, { error: BUSINESS_MESSAGES.longitude }).max(NEPAL_BOUNDS.maxLng, { error: BUSINESS_MESSAGES.longitude }),
  phone: text({ error: BUSINESS_MESSAGES.phone }).trim().regex(BUSINESS_PHONE, { error: BUSINESS_MESSAGES.phone }),
  logoUploadId: optionalText(uploadIdSchema),
  description: trimmed(BUSINESS_MESSAGES.description, 20, 2000),
});
export type BusinessCreateInput = z.output<typeof businessCreateSchema>;

/** PUT businesses/{id}: everything but the PAN, which is what staff verified (a new PAN is a new business). */
export const businessUpdateSchema = businessCreateSchema.omit({ pan: true });
export type BusinessUpdateInput = z.output<typeof businessUpdateSchema>;

const rupees = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: VACANCY_MESSAGES.salary }).int({ error: VACANCY_MESSAGES.salary }).min(0, { error: VACANCY_MESSAGES.salary }).max(SALARY_MAX_RUPEES, { error: VACANCY_MESSAGES.salary }).optional(),
);

const vacancyFields = z.object({
  businessId: idWithMessage(VACANCY_MESSAGES.businessId),
  title: trimmed(VACANCY_MESSAGES.title, 3, 100),
  description: trimmed(VACANCY_MESSAGES.description, 30, 5000),
  location: trimmed(VACANCY_MESSAGES.location, 2, 80),
  type: z.enum(EMPLOYMENT_TYPES, { error: VACANCY_MESSAGES.type }),
  /** Whole rupees a month, as owners say it; stored as paisa. */
  salaryMin: rupees,
  salaryMax: rupees,
  /** A Kathmandu calendar day (yyyy-mm-dd); applications close at its end. */
  closesOn: text({ error: VACANCY_MESSAGES.closesOn }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: VACANCY_MESSAGES.closesOn }),
});

const salaryInOrder = (v: { salaryMin?: number | undefined; salaryMax?: number | undefined }) => v.salaryMin === undefined || v.salaryMax === undefined || v.salaryMin <= v.salaryMax;
const salaryOrderIssue = () => ({ error: VACANCY_MESSAGES.salaryOrder, path: ['salaryMax'] });

export const vacancyCreateSchema = vacancyFields.refine(salaryInOrder, salaryOrderIssue());
export type VacancyCreateInput = z.output<typeof vacancyCreateSchema>;

/** PUT vacancies/{id}: the same fields as a new vacancy, for the business it already belongs to. */
export const vacancyUpdateSchema = vacancyFields.omit({ businessId: true }).refine(salaryInOrder, salaryOrderIssue());
export type VacancyUpdateInput = z.output<typeof vacancyUpdateSchema>;

export const vacancyStatusSchema = z.object({ status: z.enum(VACANCY_STATUSES, { error: VACANCY_MESSAGES.status }) });

export const applicationStatusSchema = z.object({
  status: z.enum(PIPELINE_STATUSES, { error: 'Choose received, shortlisted, interview, hired or rejected.' }),
});

export const dashboardIdSchema = z.object({ id: idWithMessage('Not found') });

export const vacancyApplicationsQuerySchema = z.object({ page: pageParam(500) });
export const dashboardPageQuerySchema = z.object({ page: pageParam(500) });

export const reviewSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose approve or reject.' }),
  note: optionalText(text().trim().max(500, { error: 'Keep the note under 500 characters.' })),
});

const handle = optionalText(
  text({ error: INFLUENCER_MESSAGES.handle })
    .trim()
    .transform((h) => h.replace(/^@/, ''))
    .pipe(text().regex(/^[A-Za-z0-9._]{2,40}$/, { error: INFLUENCER_MESSAGES.handle })),
);
const followers = z.preprocess(
  blankToUndefined,
  z.coerce.number({ error: INFLUENCER_MESSAGES.followers }).int({ error: INFLUENCER_MESSAGES.followers }).min(0, { error: INFLUENCER_MESSAGES.followers }).max(500_000_000, { error: INFLUENCER_MESSAGES.followers }).default(0),
);

export const influencerRegisterSchema = z
  .object({
    instagramHandle: handle,
    instagramFollowers: followers,
    tiktokHandle: handle,
    tiktokFollowers: followers,
    youtubeHandle: handle,
    youtubeFollowers: followers,
    facebookHandle: handle,
    facebookFollowers: followers,
    niche: z.enum(INFLUENCER_NICHES, { error: INFLUENCER_MESSAGES.niche }),
    city: trimmed(INFLUENCER_MESSAGES.city, 2, 60),
    pitch: trimmed(INFLUENCER_MESSAGES.pitch, 30, 600),
  })
  .superRefine((v, ctx) => {
    const accounts = [v.instagramHandle, v.tiktokHandle, v.youtubeHandle, v.facebookHandle].filter(Boolean);
    if (accounts.length === 0) ctx.addIssue({ code: 'custom', message: INFLUENCER_MESSAGES.noAccount, path: ['instagramHandle'] });
    // Followers only count on an account that is named (a number with no handle cannot be checked).
    const total =
      (v.instagramHandle ? v.instagramFollowers : 0) + (v.tiktokHandle ? v.tiktokFollowers : 0) + (v.youtubeHandle ? v.youtubeFollowers : 0) + (v.facebookHandle ? v.facebookFollowers : 0);
    if (accounts.length > 0 && total < INFLUENCER_MIN_FOLLOWERS) ctx.addIssue({ code: 'custom', message: INFLUENCER_MESSAGES.tooFew, path: ['instagramFollowers'] });
  });
export type InfluencerRegisterInput = z.output<typeof influencerRegisterSchema>;

export const influencerListQuerySchema = z.object({
  niche: optionalText(z.enum(INFLUENCER_NICHES, { error: INFLUENCER_MESSAGES.niche })),
  city: optionalText(text().trim().max(60, { error: 'City must be at most 60 characters' })),
  sort: z.preprocess(blankToUndefined, z.enum(['followers', 'newest'], { error: 'Sort by followers or newest.' }).default('followers')),
  page: pageParam(200),
});

export const influencerIdSchema = z.object({ id: idWithMessage('Influencer not found') });
