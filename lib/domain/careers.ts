// Careers rules shared by the server, the pages and the apply form: what a CV may be, when a posting takes
// applications, and the words for types and statuses. Pure: no database, no clock of its own (callers pass `now`).

/** A CV is a PDF or a Word (.docx) file of at most this size. */
export const CV_MAX_MB = 5;
export const CV_MAX_BYTES = CV_MAX_MB * 1024 * 1024;
export const CV_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvContentType = (typeof CV_TYPES)[keyof typeof CV_TYPES];

export const CV_MESSAGES = {
  missing: 'Attach your CV.',
  type: 'Attach your CV as a PDF or Word (.docx) file.',
  tooBig: `Your CV is larger than ${CV_MAX_MB} MB. Please attach a smaller file.`,
} as const;

export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

const TYPE_LABELS: Record<EmploymentType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

/** schema.org JobPosting employmentType values. */
const TYPE_SCHEMA: Record<EmploymentType, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

export function employmentTypeLabel(type: string): string {
  return TYPE_LABELS[type as EmploymentType] ?? type;
}

export function employmentTypeSchema(type: string): string {
  return TYPE_SCHEMA[type as EmploymentType] ?? 'OTHER';
}

/** The shop's own steps, and a business vacancy's (shortlisted, hired: lib/domain/vacancy-applications.ts). */
export const APPLICATION_STATUSES = ['received', 'reviewing', 'shortlisted', 'interview', 'offered', 'hired', 'rejected', 'withdrawn'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** What the applicant reads for each status. */
const STATUS_LABELS: Record<ApplicationStatus, string> = {
  received: 'Received',
  reviewing: 'Being reviewed',
  shortlisted: 'Shortlisted',
  interview: 'Invited to interview',
  offered: 'Offer made',
  hired: 'Hired',
  rejected: 'Not selected',
  withdrawn: 'Withdrawn',
};

export function applicationStatusLabel(status: string): string {
  return STATUS_LABELS[status as ApplicationStatus] ?? status;
}

/** A posting takes applications from when it opens until (not including) the instant it closes. */
export function isPostingOpen(posting: { opensAt: string | Date; closesAt: string | Date; status?: string }, now: number = Date.now()): boolean {
  // A business's vacancy may also be paused or closed by its owner (status); the shop's own postings stay 'open'.
  if (posting.status !== undefined && posting.status !== 'open') return false;
  return new Date(posting.opensAt).getTime() <= now && now < new Date(posting.closesAt).getTime();
}

/** The largest expected monthly salary an applicant may state, in rupees (keeps paisa inside a 32-bit column). */
export const EXPECTED_SALARY_MAX_RUPEES = 10_00_000;

/** What a file really is, from its first bytes: '%PDF-' for a PDF; a zip holding word/document.xml for a .docx. */
export function sniffCv(bytes: Uint8Array): CvContentType | null {
  if (bytes.length >= 5 && String.fromCharCode(...bytes.subarray(0, 5)) === '%PDF-') return CV_TYPES.pdf;
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04) {
    return zipHasEntry(bytes, 'word/document.xml') ? CV_TYPES.docx : null;
  }
  return null;
}

/**
 * Whether a zip archive names `entry` in its central directory (found from the end-of-central-directory record,
 * which is how unzip tools read an archive: local headers can lie or be padded). Reads names only, inflates nothing.
 */
export function zipHasEntry(bytes: Uint8Array, entry: string): boolean {
  // `entry` is ASCII (zip names of Office parts are), so its bytes are its char codes.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // End of central directory: signature 0x06054b50, at most 22 + 65,535 (comment) bytes from the end.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= lowest; i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;
  const entries = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  for (let n = 0; n < entries; n += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return false;
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    if (offset + 46 + nameLength > bytes.length) return false;
    if (nameLength === entry.length && [...entry].every((char, i) => bytes[offset + 46 + i] === char.charCodeAt(0))) return true;
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}

/** A posting's monthly salary range in rupees for display, or null: ('रू 38,000 – रू 48,000 a month' built by the caller). */
export function salaryRange(min: number | null, max: number | null): { min: number; max: number } | null {
  if (min === null && max === null) return null;
  return { min: min ?? max ?? 0, max: max ?? min ?? 0 };
}
