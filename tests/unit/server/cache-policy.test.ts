/** @jest-environment node */
import { jsonResponse } from '@/app/api/V2/_support/json-cache';
import { applyCachePolicy, cacheControl, cachePolicy, campaignWindow, revalidateUntil, type CachePolicy } from '@/lib/server/cache/policy';
import { browserCaching } from '@/lib/server/front/browser-cache-control';
import { ok } from '@/lib/server/http/respond';

const NOW = Date.UTC(2025, 9, 20, 6, 0, 0); // a fixed instant: nothing here depends on today's date
const policies = Object.entries(cachePolicy) as [string, CachePolicy][];
const directives = (value: string) => Object.fromEntries(value.split(',').map((d) => d.trim().split('=') as [string, string?]));

describe('the cache policies', () => {
  it.each(policies.filter(([, p]) => p.cacheControl))('%s is a header a cache can read', (_name, { cacheControl: value }) => {
    for (const part of value!.split(',')) expect(part.trim()).toMatch(/^[a-z-]+(=\d+)?$/);
    const d = directives(value!);
    // One answer is either for everyone or for one person, never both.
    expect('public' in d && 'private' in d).toBe(false);
    // Kept nowhere means no lifetime beside it (max-age=0, as Next writes on a 404 page, says the same).
    if ('no-store' in d) expect(Object.keys(d).filter((k) => /max-age|stale/.test(k) && d[k] !== '0')).toEqual([]);
  });

  it('never lets a shared cache keep an answer about one person', () => {
    expect(cacheControl('private')).toBe('private, no-store');
    expect(directives(cacheControl('privateFile'))).not.toHaveProperty('s-maxage');
  });

  it('keeps the header and footer 12 hours everywhere, and the delivery list an hour in the browser (SPEC §9)', () => {
    expect(directives(cacheControl('layout'))['max-age']).toBe(String(12 * 3600));
    expect(cachePolicy.layout.revalidate).toBe(12 * 3600);
    expect(directives(cacheControl('reference'))['max-age']).toBe('3600');
  });

  it('hands public JSON to the browser without its stale copy, and the whole of it to a CDN', () => {
    expect(browserCaching(cacheControl('catalogue'))).toEqual({ cacheControl: 'public, s-maxage=300', cdnCacheControl: cacheControl('catalogue') });
    // A policy with a browser max-age of its own is sent as written.
    expect(browserCaching(cacheControl('layout')).cdnCacheControl).toBeNull();
  });
});

describe('campaignWindow: a campaign answer ends at its next price change', () => {
  const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();

  it('is kept until the change, never served stale past it', () => {
    expect(campaignWindow(at(90), NOW).cacheControl).toBe('public, s-maxage=90, must-revalidate');
  });

  it('is kept 5 minutes at most', () => {
    expect(campaignWindow(at(3600), NOW).cacheControl).toBe('public, s-maxage=300, must-revalidate');
    expect(campaignWindow(null, NOW).cacheControl).toBe('public, s-maxage=300, must-revalidate');
  });

  it('is not kept at all in its last second or after', () => {
    expect(campaignWindow(at(0.5), NOW)).toEqual(cachePolicy.noStore);
    expect(campaignWindow(at(-10), NOW)).toEqual(cachePolicy.noStore);
  });
});

describe('revalidateUntil', () => {
  it('is the seconds to the edge, rounded up', () => {
    expect(revalidateUntil(NOW + 90_000, NOW)).toBe(90);
    expect(revalidateUntil(NOW + 90_001, NOW)).toBe(91);
  });

  it('is at least 1 (0 would make the page dynamic instead of ending it)', () => {
    expect(revalidateUntil(NOW, NOW)).toBe(1);
    expect(revalidateUntil(NOW - 5000, NOW)).toBe(1);
  });
});

describe('the response helpers take a policy', () => {
  it('ok sends the named policy and keeps the rest of its init', async () => {
    const response = ok({ a: 1 }, undefined, { status: 201, cache: 'contest', headers: { 'X-Extra': 'yes' } });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe(cachePolicy.contest.cacheControl);
    expect(response.headers.get('x-extra')).toBe('yes');
    expect(await response.json()).toEqual({ data: { a: 1 } });
  });

  it('ok takes a policy computed for the moment', () => {
    expect(ok({}, undefined, { cache: campaignWindow(null, NOW) }).headers.get('cache-control')).toBe('public, s-maxage=300, must-revalidate');
  });

  it('ok without a policy sends no Cache-Control', () => {
    expect(ok({}).headers.get('cache-control')).toBeNull();
  });

  it('jsonResponse and applyCachePolicy send the policy', () => {
    expect(jsonResponse('{}', 'catalogue').headers.get('cache-control')).toBe(cachePolicy.catalogue.cacheControl);
    expect(applyCachePolicy(new Response(null), 'private').headers.get('cache-control')).toBe('private, no-store');
  });
});
