// The contact form's limits without zod: the form (components/pages/contact-form.tsx) shows them on the page's first
// visit, and importing them from ./pages.ts brought zod (about 60 KiB gzip) with them. ./pages.ts builds its schema
// from these.
export const CONTACT_LIMITS = { nameMax: 80, subjectMin: 3, subjectMax: 120, messageMin: 10, messageMax: 3000 } as const;
