// What the dashboard and the public pages are given for businesses, vacancies and applications (JSON-safe).

export type BusinessSummary = {
  id: number;
  slug: string;
  name: string;
  type: string;
  typeLabel: string;
  city: string;
  logoUrl: string | null;
  status: string;
  statusLabel: string;
  followerCount: number;
  url: string;
};

export type OwnBusiness = BusinessSummary & {
  pan: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  description: string;
  reviewNote: string;
  createdAt: string;
  canPost: boolean;
};

export type VacancyView = {
  id: number;
  title: string;
  description: string;
  location: string;
  type: string;
  typeLabel: string;
  salaryMin: number | null;
  salaryMax: number | null;
  closesAt: string;
  status: string;
  statusLabel: string;
  /** Listed on /careers and taking applications now (open and not past its closing date). */
  isOpen: boolean;
  nextStatuses: string[];
  applicationCount: number;
  createdAt: string;
  business: { id: number; slug: string; name: string };
};

export type VacancyApplicationView = {
  id: number;
  status: string;
  statusLabel: string;
  nextStatuses: Array<{ status: string; label: string }>;
  createdAt: string;
  updatedAt: string;
  applicant: { name: string; username: string };
  phone: string;
  coverNote: string;
  expectedSalary: number | null;
  cv: { url: string; fileName: string };
  vacancy: { id: number; title: string };
};
