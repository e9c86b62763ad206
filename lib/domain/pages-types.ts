import type { RichDocument } from '@/lib/domain/rich-text';

// What the shop's pages and careers calls answer (SPEC §3 Page: about, privacyPolicy, refundPolicy,
// termsAndConditions, faqs, contactUs, career, careerDetail, sellAtUGPage). Plain types, shared by server and client.

export type ShopPage = {
  slug: string;
  title: string;
  summary: string;
  /** The page's text as the shop's rich-text subset, tokens filled in. */
  body: string;
  /** The same text parsed into blocks (headings, paragraphs, lists…): a client renders these, never HTML. */
  sections: RichDocument;
  updatedAt: string;
};

export type FaqItem = { id: number; question: string; answer: string; sections: RichDocument };
export type FaqGroup = { slug: string; title: string; items: FaqItem[] };

export type ContactInfo = {
  page: ShopPage;
  phones: Array<{ type: string; value: string; platform: 'viber' | 'whatsapp' | null }>;
  locations: Array<{ location: string }>;
  hours: { opens: string; closes: string; timeZone: string };
};

export type CareerCard = {
  id: number;
  slug: string;
  title: string;
  department: string;
  location: string;
  employmentType: string;
  employmentTypeLabel: string;
  summary: string;
  /** Paisa a month. */
  salaryMin: number | null;
  salaryMax: number | null;
  opensAt: string;
  closesAt: string;
  isOpen: boolean;
  /** The business that posted it (issue 14), or null for the shop's own posting. */
  business: { name: string; slug: string; url: string } | null;
};

export type CareerDetail = CareerCard & {
  body: string;
  sections: RichDocument;
  /** The caller's application for this posting, when logged in and applied. */
  application: { id: number; status: string; statusLabel: string; createdAt: string } | null;
  /** The viewer owns the business that posted it: they read its applications instead of applying. */
  ownedByViewer: boolean;
};

export type ApplicationItem = {
  id: number;
  status: string;
  statusLabel: string;
  createdAt: string;
  phone: string;
  coverNote: string;
  /** Paisa a month. */
  expectedSalary: number | null;
  career: { id: number; title: string; department: string; location: string; closesAt: string; isOpen: boolean };
  /** The business hiring (issue 14), or null for the shop's own posting. */
  business: { name: string; slug: string; url: string } | null;
  /** When the status last changed. */
  updatedAt: string;
  cv: { id: string; url: string; contentType: string; fileName: string };
};
