import 'server-only';
import { eq } from 'drizzle-orm';
import { applicationStatusLabel } from '@/lib/domain/careers';
import { SITE_NAME } from '@/lib/seo/metadata';
import { getDb } from '@/lib/server/db/client';
import { businesses, jobApplications, jobPostings, users } from '@/lib/server/db/schema';
import { renderEmail } from '@/lib/server/mail/templates/layout';
import type { NoticeTemplate } from '@/lib/server/services/notifications/types';
import { absoluteLink } from '@/lib/server/site-origin';

// What an applicant is told when a business moves their application (subject "<application id>:<status>").

const NEXT_STEP: Record<string, string> = {
  shortlisted: 'You are on the shortlist. The business will call you on the number you gave to arrange the next step.',
  interview: 'You are invited to an interview. The business will call you with the day, time and place.',
  hired: 'Congratulations: you got the job. The business will contact you about your start date.',
  rejected: 'The business chose other candidates this time. Thank you for applying; other vacancies are open on our careers page.',
  received: 'Your application is back with the business for another look.',
};

const vacancyApplicationStatus: NoticeTemplate = async (subjectId) => {
  const [idText, status = ''] = subjectId.split(':');
  const [row] = await getDb()
    .select({ title: jobPostings.title, business: businesses.name, name: users.name })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.postingId))
    .innerJoin(businesses, eq(businesses.id, jobPostings.businessId))
    .innerJoin(users, eq(users.id, jobApplications.userId))
    .where(eq(jobApplications.id, Number(idText)));
  if (!row) return null;
  const label = applicationStatusLabel(status);
  const url = absoluteLink('/profile/applications');
  const paragraphs = [`Your application for ${row.title} at ${row.business} is now: ${label}.`, NEXT_STEP[status] ?? ''].filter(Boolean);
  const { html, text } = renderEmail({
    preheader: paragraphs[0]!,
    heading: `${row.business}: ${label}`,
    greeting: `Namaste ${row.name ?? 'there'},`,
    paragraphs,
    button: { label: 'My applications', url },
    footnotes: [`You get this message because you applied for a vacancy through ${SITE_NAME}.`],
  });
  return {
    email: { subject: `${label}: ${row.title} at ${row.business} — ${SITE_NAME}`, html, text, links: [url] },
    sms: `${SITE_NAME}: your application for ${row.title.slice(0, 40)} at ${row.business.slice(0, 30)} is now ${label.toLowerCase()}. See My applications.`,
  };
};

export const BUSINESS_NOTICE_TEMPLATES: Record<string, NoticeTemplate> = {
  'vacancy.application.status': vacancyApplicationStatus,
};
