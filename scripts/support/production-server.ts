import { buildApp, staleReason } from './build';
import { errorMessage, FriendlyError, onShutdown } from './lifecycle';
import { freePort } from './ports';
import { startNextServer, stopChild, waitForHttp } from './processes';

/**
 * A production server for the e2e tests and the benchmarks: builds into `distDir` when the code changed since its last
 * build (or `forceBuild`), starts `next start` on a free port against `databaseUrl`, waits until it answers and registers
 * its shutdown. `label` names it in messages ("the e2e web server").
 */
export async function startProductionServer(options: {
  distDir: string;
  databaseUrl: string;
  label: string;
  forceBuild?: string;
}): Promise<{ baseUrl: string }> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    NEXT_DIST_DIR: options.distDir,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  };
  const reason = options.forceBuild ?? staleReason(options.distDir, env);
  if (reason) {
    console.log(`Building the app into ${options.distDir} (${reason})…`);
    console.log(`Built in ${await buildApp(options.distDir, env)} s`);
  } else {
    console.log(`Reusing the build in ${options.distDir} (code unchanged)`);
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const next = startNextServer(['start', '-p', String(port)], env, { quiet: true });
  onShutdown(options.label, () => stopChild(next.child));
  try {
    await waitForHttp(`${baseUrl}/robots.txt`, 60_000, next.exited);
  } catch (error) {
    process.stderr.write(next.heldOutput());
    throw new FriendlyError(`${options.label[0]?.toUpperCase()}${options.label.slice(1)} did not start: ${errorMessage(error)}`);
  }
  next.markReady();
  return { baseUrl };
}
