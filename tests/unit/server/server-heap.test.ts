/** @jest-environment node */
import { DEFAULT_SERVER_HEAP_MB, serverHeapFlags } from '@/scripts/support/server-heap';

// Issue 30: the production server runs with its heap capped, so its memory can be bounded (README "Cache bounds").

describe('the production server’s heap cap', () => {
  it('is 384 MB unless UG_SERVER_HEAP_MB says otherwise', () => {
    expect(DEFAULT_SERVER_HEAP_MB).toBe(384);
    expect(serverHeapFlags({})).toEqual(['--max-old-space-size=384']);
    expect(serverHeapFlags({ UG_SERVER_HEAP_MB: '512' })).toEqual(['--max-old-space-size=512']);
  });

  it('leaves a cap already in NODE_OPTIONS alone (a command-line flag would override it)', () => {
    expect(serverHeapFlags({ NODE_OPTIONS: '--enable-source-maps --max-old-space-size=1024' })).toEqual([]);
    expect(serverHeapFlags({ NODE_OPTIONS: '--enable-source-maps' })).toEqual(['--max-old-space-size=384']);
  });

  it('refuses a value that is not a sensible size, rather than run uncapped or too small to serve', () => {
    expect(() => serverHeapFlags({ UG_SERVER_HEAP_MB: 'lots' })).toThrow(/UG_SERVER_HEAP_MB/);
    expect(() => serverHeapFlags({ UG_SERVER_HEAP_MB: '64' })).toThrow(/at least 128/);
  });
});
