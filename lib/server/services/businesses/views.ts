import 'server-only';
import { BUSINESS_STATUS_LABELS, businessTypeLabel } from '@/lib/domain/businesses';
import { employmentTypeLabel } from '@/lib/domain/careers';
import { VACANCY_LABELS, vacancyNextStatuses, type VacancyStatus } from '@/lib/domain/vacancy-applications';
import type { businesses, jobPostings } from '@/lib/server/db/schema';
import { uploadUrl } from '@/lib/validation/upload';
import type { BusinessSummary, OwnBusiness, VacancyView } from './types';

type BusinessRow = typeof businesses.$inferSelect;
type PostingRow = typeof jobPostings.$inferSelect;

export const businessUrl = (slug: string) => `/business/${slug}`;
/** A business without a logo (null) shows its initials instead (components/businesses/business-logo.tsx). */
export const businessLogoUrl = (row: Pick<BusinessRow, 'logoUploadId'>) => (row.logoUploadId ? uploadUrl(row.logoUploadId) : null);

export function toBusinessSummary(row: BusinessRow): BusinessSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    type: row.type,
    typeLabel: businessTypeLabel(row.type),
    city: row.city,
    logoUrl: businessLogoUrl(row),
    status: row.status,
    statusLabel: BUSINESS_STATUS_LABELS[row.status] ?? row.status,
    followerCount: row.followerCount,
    url: businessUrl(row.slug),
  };
}

export function toOwnBusiness(row: BusinessRow): OwnBusiness {
  return {
    ...toBusinessSummary(row),
    pan: row.pan,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    description: row.description,
    reviewNote: row.reviewNote,
    createdAt: row.createdAt.toISOString(),
    canPost: row.status === 'verified',
  };
}

export function toVacancy(row: PostingRow, business: Pick<BusinessRow, 'id' | 'slug' | 'name'>, applicationCount: number, now: number): VacancyView {
  return {
    id: row.id,
    title: row.title,
    description: row.body,
    location: row.location,
    type: row.employmentType,
    typeLabel: employmentTypeLabel(row.employmentType),
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    closesAt: row.closesAt.toISOString(),
    status: row.status,
    statusLabel: VACANCY_LABELS[row.status as VacancyStatus] ?? row.status,
    isOpen: row.status === 'open' && row.opensAt.getTime() <= now && now < row.closesAt.getTime(),
    nextStatuses: [...vacancyNextStatuses(row.status)],
    applicationCount,
    createdAt: row.createdAt.toISOString(),
    business: { id: business.id, slug: business.slug, name: business.name },
  };
}
