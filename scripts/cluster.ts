import { ensureDatabaseExists, migrateAndSeed, startEmbedded, stopEmbedded, withDatabase } from './support/database';
import { startCluster } from './support/cluster';
import { errorMessage, failAndExit, FriendlyError, handleSignals, onShutdown } from './support/lifecycle';
import { isPortInUse, parsePort } from './support/ports';
import { ensureBuild } from './support/production-server';
import { demoStaffLines } from '@/lib/server/db/seed/staff';

// `npm run cluster`: the shop as several instances on this machine (issue 27, README "Several instances"): the
// database (embedded unless DATABASE_URL), migrations and the demo seed, a production build when missing or stale,
// then CLUSTER_INSTANCES (default 2) production servers sharing Redis (REDIS_URL, or a private redis-server) behind
// nginx on PORT (default 3000). Ctrl-C stops everything.

async function main(): Promise<void> {
  handleSignals(() => console.log('\nStopping the cluster…'));
  let port: number;
  let count: number;
  try {
    port = parsePort(process.env.PORT, 3000, 'PORT');
    count = parsePort(process.env.CLUSTER_INSTANCES, 2, 'CLUSTER_INSTANCES');
  } catch (error) {
    throw new FriendlyError(errorMessage(error));
  }
  if (await isPortInUse(port)) throw new FriendlyError(`Port ${port} is already in use: stop the other server or run PORT=${port + 1} npm run cluster`);

  let databaseUrl = process.env.DATABASE_URL;
  const demoMode = !databaseUrl;
  if (databaseUrl) {
    await ensureDatabaseExists(databaseUrl, 'DATABASE_URL');
  } else {
    const server = await startEmbedded('.data/pg', parsePort(process.env.PGPORT, 54329, 'PGPORT'));
    onShutdown('the database', () => stopEmbedded(server));
    databaseUrl = withDatabase(server.url('postgres'), 'upahar_ghar');
    await ensureDatabaseExists(databaseUrl, 'the embedded server (.data/pg)');
  }
  const prepared = await migrateAndSeed(databaseUrl, { demoStaff: demoMode });
  console.log(`Database ready: ${prepared.products} products`);
  await ensureBuild(process.env.NEXT_DIST_DIR || '.next', databaseUrl);

  const cluster = await startCluster({
    distDir: process.env.NEXT_DIST_DIR || '.next',
    databaseUrl,
    label: 'the cluster',
    count,
    port,
    env: demoMode ? { DEMO_MODE: '1' } : {},
  });
  for (const instance of cluster.instances) console.log(`  ${instance.name}: ${instance.baseUrl}`);
  console.log(`  Redis: ${cluster.redisUrl}`);
  if (demoMode) console.log(demoStaffLines(port).join('\n'));
  console.log(`Upahar Ghar is running as ${count} instances behind nginx at http://localhost:${port} — press Ctrl-C to stop`);
  await new Promise(() => {});
}

main().catch(failAndExit);
