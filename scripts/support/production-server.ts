import fs from 'node:fs';
import path from 'node:path';
import { buildApp, staleReason } from './build';
import { errorMessage, FriendlyError, onShutdown } from './lifecycle';
import { freePort } from './ports';
import { repoRoot, startWebServer, stopChild, waitForHttp } from './processes';

/**
 * Builds the app into `distDir` against `databaseUrl` unless a build of the current code is there (or `forceBuild`
 * says why it must be rebuilt); returns the environment a server of that build runs with.
 */
export async function ensureBuild(distDir: string, databaseUrl: string, forceBuild?: string): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    NEXT_DIST_DIR: distDir,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  // The callers (e2e, bench) seed a fresh database every run, but Next's data cache lives in the build folder: a build
  // or a server would still read the previous database's rows from it (an old seed's settings) until each expired.
  fs.rmSync(path.join(repoRoot, distDir, 'cache', 'fetch-cache'), { recursive: true, force: true });
  const reason = forceBuild ?? staleReason(distDir, env);
  if (reason) {
    console.log(`Building the app into ${distDir} (${reason})…`);
    console.log(`Built in ${await buildApp(distDir, env)} s`);
  } else {
    console.log(`Reusing the build in ${distDir} (code unchanged)`);
  }
  return env;
}

/**
 * A copy of a build for one server run (startProductionServer makes one for every server). A server writes into its
 * build folder what it renders at run time (ISR pages under server/route-cache, revalidated prerendered pages over the
 * built ones) and its data cache (cache/), and serves them again on its next start. The e2e tests and the benches seed
 * a fresh database every run, so a server on the build itself served the previous run's pages: a contest entry page of
 * the last run, with a photo that no longer exists, for the entry that got the same id this time. Each server starts
 * from a copy of the build as built (about 100 MB, 1–3 s).
 */
export function copyBuild(from: string, to: string): void {
  const source = path.join(repoRoot, from);
  const target = path.join(repoRoot, to);
  const runtimeOutput = [path.join(source, 'cache'), path.join(source, 'server', 'route-cache')];
  fs.rmSync(target, { recursive: true, force: true });
  fs.cpSync(source, target, { recursive: true, filter: (file) => !runtimeOutput.some((dir) => file === dir || file.startsWith(dir + path.sep)) });
}

/**
 * A production server for the e2e tests and the benchmarks: builds into `distDir` when the code changed since its last
 * build (or `forceBuild`), starts the production server (scripts/serve.ts) on a free port against `databaseUrl` from a
 * fresh copy of that build (`runDir`, default `<distDir>-run`; see copyBuild), waits until it answers and registers its
 * shutdown. `label` names it in messages ("the e2e web server").
 * Mail and SMS go to `outboxDir` (`<runDir>-outbox`, emptied on every start, listed at /dev/outbox): tests read the
 * confirmation links, reset links and codes from there. Runtime env only, so the build is reused.
 */
export async function startProductionServer(options: {
  distDir: string;
  databaseUrl: string;
  label: string;
  forceBuild?: string;
  /** Where this server runs from: a copy of the build made for it (two servers of one build need two). */
  runDir?: string;
  /** More runtime environment for the server (not the build). */
  env?: Record<string, string>;
}): Promise<{ baseUrl: string; outboxDir: string; stop: () => Promise<void> }> {
  const runDir = options.runDir ?? `${options.distDir}-run`;
  const outboxDir = path.join(repoRoot, `${runDir}-outbox`);
  fs.rmSync(outboxDir, { recursive: true, force: true });
  fs.mkdirSync(outboxDir, { recursive: true });
  const built = await ensureBuild(options.distDir, options.databaseUrl, options.forceBuild);
  copyBuild(options.distDir, runDir);
  const env: NodeJS.ProcessEnv = { ...built, NEXT_DIST_DIR: runDir };

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Never real mail from a test server, whatever the caller's environment says.
  // Payments go through the local gateway simulators (a production build answers /sim/** only with
  // PAYMENT_SIMULATOR=1). No SITE_URL, as in the demo (`npm start`): the shop's address is http://localhost:<port>,
  // and links handed back to a shopper (the gateways' pages and return URLs, their order's mail) follow the loopback
  // host they use, so the same server is shopped and paid on as 127.0.0.1 and as localhost
  // (tests/e2e/payment-hosts.spec.ts).
  const runtimeEnv: NodeJS.ProcessEnv = {
    ...env,
    OUTBOX_PAGE: '1',
    OUTBOX_DIR: outboxDir,
    MAIL_URL: '',
    PAYMENT_SIMULATOR: '1',
    ...options.env,
  };
  if (!options.env?.SITE_URL) delete runtimeEnv.SITE_URL;
  delete runtimeEnv.PAYMENT_SIMULATOR_URL;
  for (const name of ['ESEWA_FORM_URL', 'ESEWA_STATUS_URL', 'KHALTI_BASE_URL']) delete runtimeEnv[name];
  delete runtimeEnv.SPARROW_SMS_TOKEN;
  const next = startWebServer('production', port, runtimeEnv, { quiet: true });
  const forget = onShutdown(options.label, () => stopChild(next.child));
  try {
    await waitForHttp(`${baseUrl}/robots.txt`, 60_000, next.exited);
  } catch (error) {
    process.stderr.write(next.heldOutput());
    throw new FriendlyError(`${options.label[0]?.toUpperCase()}${options.label.slice(1)} did not start: ${errorMessage(error)}`);
  }
  next.markReady();
  // stop: for a caller that restarts its server (the scale bench times first visits after a restart).
  const stop = async () => {
    forget();
    await stopChild(next.child);
  };
  return { baseUrl, outboxDir, stop };
}
