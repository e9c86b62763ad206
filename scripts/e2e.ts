import fs from 'node:fs';
import path from 'node:path';
import { startTestPostgres } from '@/tests/support/postgres-server';
import { ensureChromium } from './support/chromium';
import { migrateAndSeed, recreateDatabase } from './support/database';
import { errorMessage, failAndExit, FriendlyError, handleSignals, onShutdown, shutdown } from './support/lifecycle';
import { repoRoot, runCommand, stopChild } from './support/processes';
import { startProductionServer } from './support/production-server';

// `npm run test:e2e [-- <playwright args>]`: a fresh seeded database (ug_e2e), a production build in its own dist dir
// (.next-test, reused while the code is unchanged), the production server (scripts/serve.ts) on a free port from a
// fresh copy of that build (.next-test-run), then Playwright against it.
// Everything started here is stopped at the end, on failure and on Ctrl-C.
// Database server: TEST_ADMIN_DATABASE_URL (given by `npm test`), else DATABASE_URL's server, else an embedded one.

const DIST_DIR = '.next-test';
const E2E_TRUSTED_PROXY = '127.0.0.2';
export const E2E_RESULTS_FILE = process.env.E2E_RESULTS_FILE || path.join(repoRoot, 'test-results/e2e-results.json');

// Two e2e runs in one checkout would rebuild the same dist dir and recreate the same database under each other: the
// second waits for the first (a lock file beside the dist dir, removed at shutdown; a stale one from a killed run
// is taken over when its process is gone).
async function acquireRunLock(): Promise<void> {
  const lockFile = path.join(repoRoot, `${DIST_DIR}.lock`);
  for (let waitedMs = 0; ; waitedMs += 2000) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      onShutdown('the e2e run lock', async () => fs.rmSync(lockFile, { force: true }));
      return;
    } catch {
      let holder = 0;
      try {
        holder = Number(fs.readFileSync(lockFile, 'utf8').trim());
      } catch {
        continue; // released between our two calls: try again at once
      }
      let alive = false;
      try {
        process.kill(holder, 0);
        alive = true;
      } catch {
        alive = false;
      }
      if (!alive) {
        fs.rmSync(lockFile, { force: true });
        continue;
      }
      if (waitedMs === 0) console.log(`Another e2e run (pid ${holder}) is using ${DIST_DIR}; waiting for it…`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
}

async function main(): Promise<number> {
  handleSignals();
  await acquireRunLock();
  await ensureChromium();

  let adminUrl = process.env.TEST_ADMIN_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) {
    const server = await startTestPostgres().catch((error: unknown) => {
      throw new FriendlyError(`Could not start the embedded PostgreSQL for the tests (${errorMessage(error)})`);
    });
    onShutdown('the test database', server.stop);
    adminUrl = server.adminUrl;
  }
  const database = process.env.E2E_DATABASE || 'ug_e2e';
  const databaseUrl = await recreateDatabase(adminUrl, database).catch((error: unknown) => {
    throw new FriendlyError(`Cannot connect to the database server for the e2e tests (${errorMessage(error)})`);
  });
  const { products } = await migrateAndSeed(databaseUrl, { demoStaff: true }); // the back office's specs log in as them
  console.log(`e2e database ${database} ready: ${products} products`);

  const { baseUrl, outboxDir } = await startProductionServer({
    distDir: DIST_DIR,
    databaseUrl,
    label: 'the e2e web server',
    forceBuild: process.env.E2E_REBUILD === '1' ? 'E2E_REBUILD=1' : undefined,
    // A loopback address stands for a reverse proxy in front of the shop (tests/e2e/security.spec.ts connects from it);
    // the browser, on 127.0.0.1, is a direct client whose forwarded headers are not believed. Like the demo shop, it
    // approves what people publish and register (quizzes, businesses, influencers) as it arrives: no staff to ask.
    env: { TRUSTED_PROXIES: E2E_TRUSTED_PROXY, DEMO_MODE: '1' },
  });
  console.log(`e2e server at ${baseUrl}; running Playwright…`);

  fs.rmSync(E2E_RESULTS_FILE, { force: true });
  const playwright = await runCommand(
    process.execPath,
    [path.join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
    { env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_RESULTS_FILE, E2E_OUTBOX_DIR: outboxDir, E2E_TRUSTED_PROXY, E2E_DATABASE_URL: databaseUrl }, echo: true, onChild: (child) => onShutdown('Playwright', () => stopChild(child, 5000)) },
  );
  return playwright.code;
}

main()
  .then((code) => shutdown(code))
  .catch(failAndExit);
