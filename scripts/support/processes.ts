import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { serverHeapFlags } from './server-heap';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
const nextBin = path.join(repoRoot, 'node_modules/next/dist/bin/next');
const serveScript = path.join(repoRoot, 'scripts/serve.ts');
const workerScript = path.join(repoRoot, 'scripts/worker.ts');

export type CommandResult = { code: number; output: string };

/**
 * Runs a command to completion. `echo` streams its output to ours as it comes (so long stages show progress);
 * the output is also collected for parsing and for error reports.
 */
export function runCommand(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; echo?: boolean; onChild?: (child: ChildProcess) => void } = {},
): Promise<CommandResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    options.onChild?.(child);
    let output = '';
    const collect = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
      output += chunk.toString();
      if (options.echo) stream.write(chunk);
    };
    child.stdout.on('data', collect(process.stdout));
    child.stderr.on('data', collect(process.stderr));
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 128 : 1), output }));
  });
}

/** Runs the Next CLI (`next build`, `next dev`) with node, no shell in between. */
export function nextCommand(args: string[]): [string, string[]] {
  return [process.execPath, [nextBin, ...args]];
}

/**
 * Starts a long-running web server on `port`: `next dev` in development, else our production server (scripts/serve.ts:
 * Next's request handler that sends cached pages as bytes encoded once). Its output is held back until it is ready
 * (its own banner would repeat what we print) and passed through afterwards, so runtime errors still show. If it dies
 * before it is ready, the held-back output explains why.
 */
export function startWebServer(mode: 'development' | 'production', port: number, env: NodeJS.ProcessEnv, options: { quiet?: boolean } = {}) {
  const [command, commandArgs] =
    mode === 'development'
      ? nextCommand(['dev', '-p', String(port)])
      : [process.execPath, [...serverHeapFlags(env), '--import', 'tsx', serveScript]]; // the heap capped: server-heap.ts
  const child = spawn(command, commandArgs, { cwd: repoRoot, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
  let ready = false;
  let held = '';
  const forward = (stream: NodeJS.WriteStream) => (chunk: Buffer) => {
    if (ready && !options.quiet) stream.write(chunk);
    else if (!ready) held += chunk.toString();
  };
  child.stdout.on('data', forward(process.stdout));
  child.stderr.on('data', forward(process.stderr));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return {
    child,
    exited,
    markReady: () => {
      ready = true;
    },
    heldOutput: () => held,
  };
}

/**
 * Starts the background jobs' worker (scripts/worker.ts, as `npm run worker` runs it: the react-server condition lets
 * it use the services). Its output goes straight to ours: it prints a line when running and little else.
 */
export function startJobWorker(env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', workerScript], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return { child, exited };
}

/** Waits until `url` answers any HTTP status (the server is up), or throws after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs: number, givenUp?: Promise<unknown>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let stopped = false;
  void givenUp?.then(() => {
    stopped = true;
  });
  while (Date.now() < deadline && !stopped) {
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      await response.arrayBuffer();
      return;
    } catch {
      await sleep(250);
    }
  }
  throw new Error(stopped ? `the server exited before answering ${url}` : `no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** Stops a child: SIGTERM, then SIGKILL if it has not exited after `graceMs`. */
export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
