import { NextRequest } from 'next/server';
import { POST as uploadCvRoute } from '@/app/api/V2/career/upload/route';
import { POST as applyRoute } from '@/app/api/V2/career/apply/route';
import { POST as createBusinessRoute } from '@/app/api/dashboard/v1/businesses/route';
import { POST as createVacancyRoute } from '@/app/api/dashboard/v1/vacancies/route';
import { addDaysToKey } from '@/lib/domain/delivery/schedule';
import { kathmanduDateKey } from '@/lib/domain/kathmandu-time';
import { callRoute } from '../support/call-route';
import { newSignedInUser } from '../support/users';
import { pdfCv } from '../pages/cv-files';

// People, businesses, vacancies and applications for the issue-14 business tests, made through the real routes.

export const ORIGIN = 'http://localhost:3000';
/** Any route handler, whatever its params (the context is only passed through). */
type Handler = (request: NextRequest, context: never) => Promise<Response>;

export type Member = { id: number; token: string; headers: Record<string, string> };

let ip = 0;
/** Each call from its own address, so the per-address upload limit never decides a test. */
export const freshIp = () => `10.77.${Math.floor((ip += 1) / 250)}.${(ip % 250) + 1}`;

export async function member(name = 'Asha Rai', extra: Record<string, unknown> = {}): Promise<Member> {
  const { id, token } = await newSignedInUser('biz', name, { emailConfirmedAt: new Date(), phone: null, ...extra });
  return { id, token, headers: { authorization: `Bearer ${token}` } };
}

export function call(handler: Handler, url: string, who: Member | null, options: { method?: string; body?: unknown; params?: Record<string, string> } = {}) {
  return callRoute(handler as never, {
    url,
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    body: options.body,
    params: options.params,
    headers: { 'x-forwarded-for': freshIp(), ...(who?.headers ?? {}) },
  });
}

let pan = 400000000;
export const freshPan = () => String((pan += 1));

export const businessBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kirtipur Cake House',
  type: 'bakery',
  pan: freshPan(),
  address: 'Naya Bazaar, opposite the Tribhuvan University gate',
  city: 'Kirtipur',
  latitude: 27.6787,
  longitude: 85.2775,
  phone: '9841000111',
  description: 'A neighbourhood bakery baking birthday cakes, milk bread and cookies for Kirtipur since 2019.',
  ...overrides,
});

/** A verified business of `owner` (created in demo mode, which verifies at once). */
export async function verifiedBusiness(owner: Member, overrides: Record<string, unknown> = {}): Promise<{ id: number; slug: string; name: string }> {
  const before = process.env.DEMO_MODE;
  process.env.DEMO_MODE = '1';
  try {
    const res = await call(createBusinessRoute, '/api/dashboard/v1/businesses', owner, { body: businessBody(overrides) });
    if (res.status !== 201) throw new Error(`business: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data.business;
  } finally {
    if (before === undefined) delete process.env.DEMO_MODE;
    else process.env.DEMO_MODE = before;
  }
}

export const inDays = (days: number) => addDaysToKey(kathmanduDateKey(new Date()), days);

export const vacancyBody = (businessId: number, overrides: Record<string, unknown> = {}) => ({
  businessId,
  title: 'Cake decorator',
  description: 'Decorate birthday and wedding cakes with buttercream and fondant, six days a week from 8 AM.',
  location: 'Kirtipur',
  type: 'full-time',
  salaryMin: 25000,
  salaryMax: 32000,
  closesOn: inDays(20),
  ...overrides,
});

export async function openVacancy(owner: Member, businessId: number, overrides: Record<string, unknown> = {}): Promise<{ id: number; title: string }> {
  const res = await call(createVacancyRoute, '/api/dashboard/v1/vacancies', owner, { body: vacancyBody(businessId, overrides) });
  if (res.status !== 201) throw new Error(`vacancy: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.vacancy;
}

export async function uploadCv(who: Member): Promise<string> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(pdfCv())], 'cv.pdf', { type: 'application/pdf' }));
  const request = new NextRequest(new URL('/api/V2/career/upload', ORIGIN), { method: 'POST', body: form, headers: { origin: ORIGIN, 'x-forwarded-for': freshIp(), ...who.headers } });
  const response = await uploadCvRoute(request, { params: Promise.resolve({}) });
  const body = JSON.parse(await response.text());
  if (response.status !== 201) throw new Error(`cv: ${response.status} ${JSON.stringify(body)}`);
  return body.data.id;
}

export async function applyTo(applicant: Member, careerId: number, cvUploadId?: string) {
  const cv = cvUploadId ?? (await uploadCv(applicant));
  return call(applyRoute, '/api/V2/career/apply', applicant, { body: { careerId, cvUploadId: cv, phone: '9841234567', coverNote: 'I would like this job.' } });
}
