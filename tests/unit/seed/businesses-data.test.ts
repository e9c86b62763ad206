import { DEMO_CUSTOMER } from '@/lib/server/db/seed/community';
import { DEMO_APPLICATIONS, DEMO_BUSINESSES, DEMO_INFLUENCERS, DEMO_VACANCIES } from '@/lib/server/db/seed/data/businesses';
import { DEMO_PEOPLE } from '@/lib/server/db/seed/data/people';
import { PIPELINE_STATUSES } from '@/lib/domain/vacancy-applications';
import { businessCreateSchema, influencerRegisterSchema, vacancyCreateSchema } from '@/lib/validation/businesses';

// The contract of issue 14's demo data: what the issue asks for (8 businesses of the right kinds, 15 vacancies,
// 6 influencers, applications in every state), every person and vacancy named exists, and every row would pass the
// same checks as a form sent by a person.

const people = new Set([...DEMO_PEOPLE.map((p) => p.username), DEMO_CUSTOMER.username]);

describe('demo businesses', () => {
  it('has 8 businesses: bakeries, florists, a hotel and a courier, each valid as a form would send it', () => {
    expect(DEMO_BUSINESSES).toHaveLength(8);
    const kinds = DEMO_BUSINESSES.map((b) => b.type);
    expect(kinds.filter((k) => k === 'bakery').length).toBeGreaterThanOrEqual(2);
    expect(kinds.filter((k) => k === 'florist').length).toBeGreaterThanOrEqual(2);
    expect(kinds).toContain('hotel');
    expect(kinds).toContain('courier');
    expect(new Set(DEMO_BUSINESSES.map((b) => b.pan)).size).toBe(8);
    expect(new Set(DEMO_BUSINESSES.map((b) => b.slug)).size).toBe(8);
    for (const b of DEMO_BUSINESSES) {
      expect(people.has(b.owner)).toBe(true);
      expect(businessCreateSchema.safeParse(b).success).toBe(true);
      // In the Kathmandu valley.
      expect(b.latitude).toBeGreaterThan(27.6);
      expect(b.latitude).toBeLessThan(27.8);
      expect(b.longitude).toBeGreaterThan(85.2);
      expect(b.longitude).toBeLessThan(85.45);
    }
  });

  it('has 15 vacancies for those businesses, open, paused and closed, valid as the vacancy form', () => {
    expect(DEMO_VACANCIES).toHaveLength(15);
    expect(new Set(DEMO_VACANCIES.map((v) => v.status))).toEqual(new Set(['open', 'paused', 'closed']));
    for (const v of DEMO_VACANCIES) {
      const business = DEMO_BUSINESSES.find((b) => b.slug === v.business);
      expect(business).toBeDefined();
      const parsed = vacancyCreateSchema.safeParse({ ...v, businessId: 1, type: v.type, salaryMin: v.salaryMinRupees, salaryMax: v.salaryMaxRupees, closesOn: '2030-01-01' });
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(v.closesInDays < 0).toBe(v.status === 'closed');
    }
  });

  it('has applications in every state, by real people, one per person and vacancy', () => {
    expect(new Set(DEMO_APPLICATIONS.map((a) => a.status))).toEqual(new Set(PIPELINE_STATUSES));
    const keys = new Set(DEMO_VACANCIES.map((v) => `${v.business}/${v.title}`));
    for (const a of DEMO_APPLICATIONS) {
      expect(keys.has(a.vacancy)).toBe(true);
      expect(people.has(a.applicant)).toBe(true);
      // Nobody applies to their own business.
      expect(DEMO_BUSINESSES.find((b) => a.vacancy.startsWith(`${b.slug}/`))!.owner).not.toBe(a.applicant);
    }
    expect(new Set(DEMO_APPLICATIONS.map((a) => `${a.vacancy}|${a.applicant}`)).size).toBe(DEMO_APPLICATIONS.length);
  });

  it('has 6 approved influencers, each valid as register-as-influencer', () => {
    expect(DEMO_INFLUENCERS).toHaveLength(6);
    for (const i of DEMO_INFLUENCERS) {
      expect(people.has(i.username)).toBe(true);
      const form = {
        instagramHandle: i.instagram?.[0], instagramFollowers: i.instagram?.[1], tiktokHandle: i.tiktok?.[0], tiktokFollowers: i.tiktok?.[1],
        youtubeHandle: i.youtube?.[0], youtubeFollowers: i.youtube?.[1], facebookHandle: i.facebook?.[0], facebookFollowers: i.facebook?.[1],
        niche: i.niche, city: i.city, pitch: i.pitch,
      };
      expect(influencerRegisterSchema.safeParse(form).error?.issues ?? []).toEqual([]);
    }
  });
});
