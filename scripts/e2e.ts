import fs from 'node:fs';
import path from 'node:path';
import { startTestPostgres } from '@/tests/support/postgres-server';
import { buildApp, staleReason } from './support/build';
import { ensureChromium } from './support/chromium';
import { migrateAndSeed, recreateDatabase } from './support/database';
import { errorMessage, failAndExit, FriendlyError, handleSignals, onShutdown, shutdown } from './support/lifecycle';
import { freePort } from './support/ports';
import { repoRoot, runCommand, startNextServer, stopChild, waitForHttp } from './support/processes';

// `npm run test:e2e [-- <playwright args>]`: a fresh seeded database (ug_e2e), a production build in its own dist dir
// (.next-test, reused while the code is unchanged), `next start` on a free port, then Playwright against it.
// Everything started here is stopped at the end, on failure and on Ctrl-C.
// Database server: TEST_ADMIN_DATABASE_URL (given by `npm test`), else DATABASE_URL's server, else an embedded one.

const DIST_DIR = '.next-test';
export const E2E_RESULTS_FILE = process.env.E2E_RESULTS_FILE || path.join(repoRoot, 'test-results/e2e-results.json');

async function main(): Promise<number> {
  handleSignals();
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
  const { products } = await migrateAndSeed(databaseUrl);
  console.log(`e2e database ${database} ready: ${products} products`);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: DIST_DIR,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const reason = process.env.E2E_REBUILD === '1' ? 'E2E_REBUILD=1' : staleReason(DIST_DIR, env);
  if (reason) {
    console.log(`Building the app into ${DIST_DIR} (${reason})…`);
    console.log(`Built in ${await buildApp(DIST_DIR, env)} s`);
  } else {
    console.log(`Reusing the build in ${DIST_DIR} (code unchanged)`);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const next = startNextServer(['start', '-p', String(port)], env, { quiet: true });
  onShutdown('the e2e web server', () => stopChild(next.child));
  try {
    await waitForHttp(`${baseUrl}/robots.txt`, 60_000, next.exited);
  } catch (error) {
    process.stderr.write(next.heldOutput());
    throw new FriendlyError(`The e2e web server did not start: ${errorMessage(error)}`);
  }
  next.markReady();
  console.log(`e2e server at ${baseUrl}; running Playwright…`);

  fs.rmSync(E2E_RESULTS_FILE, { force: true });
  const playwright = await runCommand(
    process.execPath,
    [path.join(repoRoot, 'node_modules/@playwright/test/cli.js'), 'test', ...process.argv.slice(2)],
    { env: { ...process.env, E2E_BASE_URL: baseUrl, E2E_RESULTS_FILE }, echo: true, onChild: (child) => onShutdown('Playwright', () => stopChild(child, 5000)) },
  );
  return playwright.code;
}

main()
  .then((code) => shutdown(code))
  .catch(failAndExit);
