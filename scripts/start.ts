import { buildApp, staleReason } from './support/build';
import { ensureDatabaseExists, migrateAndSeed, startEmbedded, stopEmbedded, withDatabase } from './support/database';
import { errorMessage, failAndExit, FriendlyError, handleSignals, isShuttingDown, onShutdown, shutdown } from './support/lifecycle';
import { isPortInUse, parsePort } from './support/ports';
import { startJobWorker, startWebServer, stopChild, waitForHttp } from './support/processes';
import { demoStaffLines } from '@/lib/server/db/seed/staff';

// `npm start`: database up (embedded unless DATABASE_URL), migrations, demo seed when empty, a production build when
// missing or stale, then our production server (scripts/serve.ts). `npm start -- --dev` (or `npm run dev`) runs
// `next dev` instead of build+start.
// Once the web server answers, the background jobs' worker starts beside it (scripts/worker.ts; JOBS_WORKER=0 leaves it
// out, for a machine whose jobs run elsewhere). Ctrl-C / SIGTERM stops the worker first (its running job finishes),
// then Next, then the database.

const EMBEDDED_DIR = '.data/pg';
const EMBEDDED_DATABASE = 'upahar_ghar';
const DIST_DIR = process.env.NEXT_DIST_DIR || '.next';
/** The worker waits up to 30 s for its running job (JOBS_STOP_TIMEOUT_MS); a little more before it is killed. */
const WORKER_STOP_GRACE_MS = (Number(process.env.JOBS_STOP_TIMEOUT_MS) || 30_000) + 5_000;

async function main(): Promise<void> {
  const dev = process.argv.includes('--dev');
  handleSignals(() => console.log('\nStopping Upahar Ghar…'));

  let port: number;
  let pgPort: number;
  try {
    port = parsePort(process.env.PORT, 3000, 'PORT');
    pgPort = parsePort(process.env.PGPORT, 54329, 'PGPORT');
  } catch (error) {
    throw new FriendlyError(errorMessage(error));
  }
  // Checked before the (slow) database and build steps, so a second copy fails fast.
  if (await isPortInUse(port)) {
    throw new FriendlyError(`Port ${port} is already in use: stop the other server or run PORT=${port + 1} npm start`);
  }

  let databaseUrl = process.env.DATABASE_URL;
  // With the embedded database this is the demo shop on one machine: mail without MAIL_URL lands in the outbox,
  // which /dev/outbox then lists so a person can click the confirmation and reset links. A real deployment sets
  // DATABASE_URL and never gets that page unless it asks for it.
  const demoMode = !databaseUrl;
  if (databaseUrl) {
    await ensureDatabaseExists(databaseUrl, 'DATABASE_URL');
    const { host, pathname } = new URL(databaseUrl);
    console.log(`Database ready (DATABASE_URL, ${host}${pathname})`);
  } else {
    const server = await startEmbedded(EMBEDDED_DIR, pgPort);
    onShutdown('the database', () => stopEmbedded(server));
    databaseUrl = withDatabase(server.url('postgres'), EMBEDDED_DATABASE);
    await ensureDatabaseExists(databaseUrl, `the embedded server (${EMBEDDED_DIR})`);
    console.log(`Database ready (embedded, ${EMBEDDED_DIR}, port ${pgPort})`);
  }

  const prepared = await migrateAndSeed(databaseUrl, { demoStaff: demoMode }).catch((error: unknown) => {
    throw new FriendlyError(`Preparing the database failed: ${errorMessage(error)}`);
  });
  console.log(prepared.seeded ? `Seeded demo data: ${prepared.products} products` : `Catalogue: ${prepared.products} products`);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: DIST_DIR,
    NODE_ENV: dev ? 'development' : 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    // Without SITE_URL the shop is at http://localhost:<PORT> for canonical URLs and mailed links, and links handed
    // back to a shopper follow the loopback host they use (lib/server/site-origin.ts). The build reads PORT too.
    PORT: String(port),
    ...(demoMode && !process.env.MAIL_URL && !process.env.OUTBOX_PAGE ? { OUTBOX_PAGE: '1' } : {}),
    // The demo shop cannot reach eSewa or Khalti: their local simulators (/sim/…) stand in, as in development.
    ...(demoMode && !process.env.PAYMENT_SIMULATOR ? { PAYMENT_SIMULATOR: '1' } : {}),
    // The demo shop has no back office: what people publish and register (quizzes, businesses, influencers) is
    // approved as it arrives.
    ...(demoMode && !process.env.DEMO_MODE ? { DEMO_MODE: '1' } : {}),
  };
  if (demoMode && env.OUTBOX_PAGE === '1') console.log(`Demo mail outbox: http://localhost:${port}/dev/outbox`);
  if (demoMode) console.log(demoStaffLines(port).join('\n'));
  if (!dev) {
    const reason = staleReason(DIST_DIR, env);
    if (reason) {
      console.log(`Building… (${reason}; this takes a minute or two)`);
      const seconds = await buildApp(DIST_DIR, env);
      console.log(`Built in ${seconds} s`);
    }
  }

  // The port may have been taken while we were building.
  if (await isPortInUse(port)) {
    throw new FriendlyError(`Port ${port} is already in use: stop the other server or run PORT=${port + 1} npm start`);
  }
  const next = startWebServer(dev ? 'development' : 'production', port, env);
  onShutdown('the web server', () => stopChild(next.child));
  try {
    await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, 120_000, next.exited);
  } catch (error) {
    process.stderr.write(next.heldOutput());
    throw new FriendlyError(`The web server did not start: ${errorMessage(error)}`);
  }
  next.markReady();
  if (process.env.JOBS_WORKER !== '0') {
    // After the web server: the payment job asks the gateways' simulators, which the web server serves in the demo.
    const worker = startJobWorker(env);
    onShutdown('the jobs worker', () => stopChild(worker.child, WORKER_STOP_GRACE_MS));
    void worker.exited.then((code) => {
      // The shop still serves without it; say so loudly rather than take the web server down with it.
      if (!isShuttingDown()) console.error(`The jobs worker stopped (exit code ${code}): background jobs wait until the next start (or run npm run worker).`);
    });
  }
  console.log(`Upahar Ghar is running at http://localhost:${port}${dev ? ' (development mode)' : ''} — press Ctrl-C to stop`);

  const code = await next.exited;
  if (isShuttingDown()) return;
  console.error(`The web server stopped (exit code ${code}).`);
  await shutdown(code === 0 ? 0 : 1);
}

main().catch(failAndExit);
