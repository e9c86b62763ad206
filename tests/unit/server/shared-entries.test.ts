import { decodeEntry, encodeEntry, MAX_TTL_SECONDS, ttlSeconds } from '@/lib/server/cache/shared-entries.mjs';

// Next's cache entries in Redis (issue 27): what one instance renders, another serves. An entry must come back as
// Next wrote it, Buffers and the segments' Map included, or the other instance would send a broken page.

describe('an entry written to Redis', () => {
  it('comes back with its page HTML, its RSC payload and its segments as Next made them', () => {
    const entry = {
      lastModified: 1_795_000_000_000,
      cacheControl: { revalidate: 300, expire: undefined },
      value: {
        kind: 'APP_PAGE',
        html: '<!DOCTYPE html><h1>Chocolate truffle cake — रू 1,250</h1>',
        rscData: Buffer.from('0:["$","h1",null,{"children":"Chocolate"}]\n'),
        segmentData: new Map([['/_tree', Buffer.from([0, 1, 2, 255])]]),
        headers: { 'x-next-cache-tags': 'catalogue,_N_T_/product/x' },
        status: 200,
      },
    };
    const back = decodeEntry(encodeEntry(entry)) as typeof entry;
    expect(back.value.html).toBe(entry.value.html);
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    expect(back.value.rscData.equals(entry.value.rscData)).toBe(true);
    expect(back.value.segmentData).toBeInstanceOf(Map);
    expect(back.value.segmentData.get('/_tree')!.equals(Buffer.from([0, 1, 2, 255]))).toBe(true);
    expect(back.value.headers).toEqual(entry.value.headers);
    expect(back.lastModified).toBe(entry.lastModified);
  });

  it('is kept past its revalidate (to be served stale while it renders again), at least a minute, at most a week', () => {
    expect(ttlSeconds({ revalidate: 300 })).toBe(1200);
    expect(ttlSeconds({ revalidate: 300, expire: 3600 })).toBe(3600);
    expect(ttlSeconds({ revalidate: 1 })).toBe(60);
    expect(ttlSeconds(undefined, 3600)).toBe(14_400);
    expect(ttlSeconds({ revalidate: false })).toBe(MAX_TTL_SECONDS);
    expect(ttlSeconds(undefined)).toBe(MAX_TTL_SECONDS);
  });
});
