import { buildApp, staleReason } from '@/scripts/support/build';
import { ensureDatabaseExists, migrateAndSeed, startEmbedded, stopEmbedded, withDatabase } from '@/scripts/support/database';
import { errorMessage, FriendlyError, onShutdown } from '@/scripts/support/lifecycle';
import { freePort } from '@/scripts/support/ports';
import { startNextServer, stopChild, waitForHttp } from '@/scripts/support/processes';

// The production server the benchmarks measure: its own build (.next-bench) and database (embedded in .data/bench-pg
// unless DATABASE_URL is given), on a free port. Cleanups are registered with the script lifecycle.

const DIST_DIR = '.next-bench';

export async function startBenchServer(): Promise<{ baseUrl: string }> {
  let databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    await ensureDatabaseExists(databaseUrl, 'DATABASE_URL');
  } else {
    const server = await startEmbedded('.data/bench-pg', await freePort());
    onShutdown('the bench database', () => stopEmbedded(server));
    databaseUrl = withDatabase(server.url('postgres'), 'upahar_ghar');
    await ensureDatabaseExists(databaseUrl, 'the embedded bench server');
  }
  const { products } = await migrateAndSeed(databaseUrl);
  console.log(`Bench database ready: ${products} products`);

  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl, NEXT_DIST_DIR: DIST_DIR, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' };
  const reason = staleReason(DIST_DIR, env);
  if (reason) {
    console.log(`Building into ${DIST_DIR} (${reason})…`);
    console.log(`Built in ${await buildApp(DIST_DIR, env)} s`);
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const next = startNextServer(['start', '-p', String(port)], env, { quiet: true });
  onShutdown('the bench web server', () => stopChild(next.child));
  try {
    await waitForHttp(`${baseUrl}/robots.txt`, 60_000, next.exited);
  } catch (error) {
    process.stderr.write(next.heldOutput());
    throw new FriendlyError(`The bench web server did not start: ${errorMessage(error)}`);
  }
  next.markReady();
  return { baseUrl };
}

/** A product page to measure: the first cake of the cakes category, found through the API. */
export async function sampleProductPath(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/V2/category/cakes?perPage=1`);
  const body = (await response.json()) as { data?: { products?: { url: string }[] } };
  const url = body.data?.products?.[0]?.url;
  if (!url) throw new FriendlyError('No product found in /api/V2/category/cakes to benchmark');
  return url;
}
