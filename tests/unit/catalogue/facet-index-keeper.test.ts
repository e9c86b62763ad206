/** @jest-environment node */
import { sql } from 'drizzle-orm';
import { createIndexKeeper, type ScopeIndex } from '@/lib/server/services/catalogue/facet-index';

// The keeper decides which copy of a scope's facet columns answers a filter box: a stale copy may answer only while
// its replacement is being built, and memory stays bounded.

type Build = { version: number; resolve: (rows: number) => void; reject: (error: Error) => void };

function fakeBuilds() {
  const builds: Build[] = [];
  const build = () =>
    new Promise<ScopeIndex>((resolve, reject) => {
      const version = builds.length + 1;
      builds.push({
        version,
        resolve: (rows) => resolve({ rows, version } as unknown as ScopeIndex),
        reject,
      });
    });
  return { builds, build };
}

const versionOf = async (index: Promise<ScopeIndex>) => ((await index) as unknown as { version: number }).version;
const settle = () => new Promise((resolve) => setImmediate(resolve));
const scope = sql`true`;
/** The keeper's clock: before every stamp here, so the stamps alone say how fresh columns are. */
const clock = () => 0;

describe('the facet column keeper', () => {
  it('builds a scope once for concurrent and later requests with the same stamp', async () => {
    const { builds, build } = fakeBuilds();
    const keeper = createIndexKeeper(build, undefined, clock);
    const first = keeper('cakes', scope, 1);
    const second = keeper('cakes', scope, 1);
    builds[0]!.resolve(10);
    expect(await versionOf(first)).toBe(1);
    expect(await versionOf(second)).toBe(1);
    expect(await versionOf(keeper('cakes', scope, 1))).toBe(1);
    expect(builds).toHaveLength(1);
  });

  it("answers a stamp older than its columns from them (another bundle's copy of the box), without a rebuild", async () => {
    const { builds, build } = fakeBuilds();
    let time = 100;
    const keeper = createIndexKeeper(build, undefined, () => time);
    const first = keeper('cakes', scope, 50); // built at 100: fresh as of 100
    builds[0]!.resolve(10);
    await first;
    await settle();
    expect(await versionOf(keeper('cakes', scope, 80))).toBe(1);
    expect(await versionOf(keeper('cakes', scope, 100))).toBe(1);
    expect(builds).toHaveLength(1);
    time = 200;
    expect(await versionOf(keeper('cakes', scope, 150))).toBe(1); // newer: rebuilt, the old columns answer meanwhile
    expect(builds).toHaveLength(2);
  });

  it('answers from the old columns while the new stamp builds, then from the new ones', async () => {
    const { builds, build } = fakeBuilds();
    const keeper = createIndexKeeper(build, undefined, clock);
    const first = keeper('cakes', scope, 1);
    builds[0]!.resolve(10);
    await first;
    await settle();
    expect(await versionOf(keeper('cakes', scope, 2))).toBe(1); // stale while rebuilding
    expect(await versionOf(keeper('cakes', scope, 2))).toBe(1);
    expect(builds).toHaveLength(2); // one rebuild, not one per request
    builds[1]!.resolve(12);
    await settle();
    expect(await versionOf(keeper('cakes', scope, 2))).toBe(2);
    expect(builds).toHaveLength(2);
  });

  it('keeps the old columns when a rebuild fails, and tries again on the next request', async () => {
    const { builds, build } = fakeBuilds();
    const keeper = createIndexKeeper(build, undefined, clock);
    const first = keeper('cakes', scope, 1);
    builds[0]!.resolve(10);
    await first;
    await settle();
    expect(await versionOf(keeper('cakes', scope, 2))).toBe(1);
    builds[1]!.reject(new Error('connection lost'));
    await settle();
    expect(await versionOf(keeper('cakes', scope, 2))).toBe(1);
    expect(builds).toHaveLength(3);
    builds[2]!.resolve(10);
    await settle();
    expect(await versionOf(keeper('cakes', scope, 2))).toBe(3);
  });

  it('does not keep a first build that failed', async () => {
    const { builds, build } = fakeBuilds();
    const keeper = createIndexKeeper(build, undefined, clock);
    const first = keeper('cakes', scope, 1);
    builds[0]!.reject(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    const again = keeper('cakes', scope, 1);
    builds[1]!.resolve(10);
    expect(await versionOf(again)).toBe(2);
  });

  it('drops the least recently used scopes past its row budget', async () => {
    const { builds, build } = fakeBuilds();
    const keeper = createIndexKeeper(build, 25, clock);
    for (const [i, key] of ['cakes', 'flowers', 'gifts'].entries()) {
      const index = keeper(key, scope, 1);
      builds[i]!.resolve(10);
      await index;
      await settle();
      if (key === 'flowers') await keeper('cakes', scope, 1); // cakes used again: flowers is now the oldest
    }
    expect(builds).toHaveLength(3);
    keeper('cakes', scope, 1);
    keeper('gifts', scope, 1);
    expect(builds).toHaveLength(3); // still kept
    keeper('flowers', scope, 1);
    expect(builds).toHaveLength(4); // dropped, built again
  });

  it('hands out only columns already built, never starting or waiting for a build (a deep page has SQL to fall back on)', async () => {
    const { builds, build } = fakeBuilds();
    const keeper = createIndexKeeper(build, undefined, clock);
    expect(keeper.held('cakes', scope, 1)).toBeNull();
    expect(builds).toHaveLength(0);
    const first = keeper('cakes', scope, 1);
    expect(keeper.held('cakes', scope, 1)).toBeNull(); // building, not built
    builds[0]!.resolve(10);
    await first;
    await settle();
    expect((keeper.held('cakes', scope, 1) as unknown as { version: number }).version).toBe(1);
    // A newer stamp: the old columns answer while the new ones build, as for a filter box.
    expect((keeper.held('cakes', scope, 2) as unknown as { version: number }).version).toBe(1);
    expect(builds).toHaveLength(2);
    builds[1]!.resolve(11);
    await settle();
    expect((keeper.held('cakes', scope, 2) as unknown as { version: number }).version).toBe(2);
  });
});
