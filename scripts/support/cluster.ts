import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ensureDebianPackage } from './debian-package';
import { errorMessage, FriendlyError, onShutdown } from './lifecycle';
import { freePort } from './ports';
import { copyBuild } from './production-server';
import { repoRoot, runCommand, sleep, startJobWorker, startWebServer, stopChild, waitForHttp } from './processes';

// Several instances of the shop on one machine (issue 27): N production servers of one build, each from its own copy
// of it, sharing one PostgreSQL and one Redis, behind nginx from Debian's packages configured by the committed
// deploy/nginx/upahar-ghar.conf.template. Used by `npm run cluster`, the cluster tests (tests/cluster) and the
// cluster bench. Nothing here is specific to one machine but the addresses: README "Several instances" says how the
// same pieces run on several.

export const NGINX_PATH = '/usr/sbin/nginx';
const TEMPLATE = path.join(repoRoot, 'deploy/nginx/upahar-ghar.conf.template');
/**
 * How long nginx leaves an instance alone after a refused or failed connection. While every instance is so marked,
 * nginx answers 502 at once ("no live upstreams"), so a rolling restart waits this long after an instance is back
 * before stopping the next one (it took 297 502s of 982 requests without the wait).
 */
const FAIL_TIMEOUT_S = 2;

export type ClusterInstance = {
  name: string;
  port: number;
  baseUrl: string;
  /** Whether its process is running. */
  running: () => boolean;
  /** SIGTERM and wait: the server drains its requests and exits. */
  stop: () => Promise<void>;
  /** SIGKILL: the machine died; nothing is drained. */
  kill: () => Promise<void>;
  /** Starts it again on the same port (after stop or kill) and waits until it answers. */
  start: () => Promise<void>;
};

export type Cluster = {
  /** The balancer's address: what shoppers use. */
  baseUrl: string;
  instances: ClusterInstance[];
  redisUrl: string;
  outboxDir: string;
  /**
   * Each instance in turn: drained and stopped (SIGTERM), started again, answering before the next one stops. The
   * balancer needs no reload: a stopped instance refuses connections, and nginx sends those requests to another
   * (nothing was sent, so even a POST is safe to send on); requests already on their way finish during the drain.
   * (Reloading nginx to mark the instance down first was tried: the reload closes idle client connections, and a
   * client that reuses one at that moment sees it dropped: 5 of 1,158 requests.)
   */
  rollingRestart: () => Promise<void>;
  stop: () => Promise<void>;
};

/** The nginx configuration for `upstreams` ("127.0.0.1:3001"), listening on `listen`, writing under `prefix`. */
export function nginxConfig(options: { listen: string; upstreams: { address: string }[]; prefix: string }): string {
  const upstreams = options.upstreams.map((u) => `    server ${u.address} max_fails=1 fail_timeout=${FAIL_TIMEOUT_S}s;`).join('\n');
  return fs
    .readFileSync(TEMPLATE, 'utf8')
    .replaceAll('{{PREFIX}}', options.prefix)
    .replaceAll('{{LISTEN}}', options.listen)
    .replaceAll('{{UPSTREAMS}}', upstreams);
}

function redisPing(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 6379) });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.on('error', () => done(false));
    socket.on('connect', () => socket.write('PING\r\n'));
    socket.on('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/**
 * The Redis the instances share: REDIS_URL when given; otherwise a private redis-server on a free port when the
 * program is installed (nothing kept on disk: a cache), otherwise the local one on 6379.
 */
async function sharedRedis(label: string): Promise<{ url: string; stop: () => Promise<void> }> {
  if (process.env.REDIS_URL) {
    if (!(await redisPing(process.env.REDIS_URL))) throw new FriendlyError(`REDIS_URL (${process.env.REDIS_URL}) does not answer PING`);
    return { url: process.env.REDIS_URL, stop: async () => {} };
  }
  const which = await runCommand('sh', ['-c', 'command -v redis-server']);
  if (which.code === 0) {
    const port = await freePort();
    const child = spawn(which.output.trim(), ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--maxmemory', '256mb', '--maxmemory-policy', 'allkeys-lru'], { stdio: 'ignore' });
    const url = `redis://127.0.0.1:${port}`;
    for (let tries = 0; tries < 50 && !(await redisPing(url)); tries++) await sleep(100);
    if (!(await redisPing(url))) throw new FriendlyError(`redis-server for ${label} did not start on port ${port}`);
    return { url, stop: () => stopChild(child, 2000) };
  }
  const local = 'redis://127.0.0.1:6379';
  if (await redisPing(local)) return { url: local, stop: async () => {} };
  throw new FriendlyError('The cluster needs Redis: set REDIS_URL, or install redis-server (Debian package redis-server)');
}

/**
 * Starts `count` instances of the build in `distDir` (built already: see ensureBuild) against `databaseUrl`, Redis
 * and nginx in front. `env`: more runtime environment for every instance (not the build).
 */
export async function startCluster(options: {
  distDir: string;
  databaseUrl: string;
  label: string;
  count?: number;
  port?: number;
  env?: Record<string, string>;
}): Promise<Cluster> {
  const count = options.count ?? 2;
  const workDir = path.join(repoRoot, '.data', `cluster-${path.basename(options.distDir)}`);
  const outboxDir = path.join(workDir, 'outbox');
  fs.rmSync(workDir, { recursive: true, force: true });
  fs.mkdirSync(outboxDir, { recursive: true });

  const redis = await sharedRedis(options.label);
  const forgetRedis = onShutdown(`${options.label}: Redis`, redis.stop);

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: options.databaseUrl,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    REDIS_URL: redis.url,
    // The balancer is the trusted front: its X-Forwarded-* headers are believed, a client's are not.
    TRUSTED_PROXIES: '127.0.0.1',
    OUTBOX_PAGE: '1',
    OUTBOX_DIR: outboxDir,
    MAIL_URL: '',
    PAYMENT_SIMULATOR: '1',
    ...options.env,
  };
  delete env.SITE_URL;

  const instances: ClusterInstance[] = [];
  const stops: (() => Promise<void>)[] = [];
  for (let index = 0; index < count; index++) {
    const name = `instance-${String.fromCharCode(97 + index)}`;
    const runDir = `${options.distDir}-${name}`;
    copyBuild(options.distDir, runDir);
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    let child: ChildProcess | null = null;
    let exited: Promise<number> = Promise.resolve(0);
    const start = async () => {
      const server = startWebServer('production', port, { ...env, NEXT_DIST_DIR: runDir, INSTANCE_ID: name }, { quiet: true });
      child = server.child;
      exited = server.exited;
      try {
        await waitForHttp(`${baseUrl}/api/health`, 60_000, server.exited);
      } catch (error) {
        process.stderr.write(server.heldOutput());
        throw new FriendlyError(`${options.label}: ${name} did not start: ${errorMessage(error)}`);
      }
      server.markReady();
    };
    const instance: ClusterInstance = {
      name,
      port,
      baseUrl,
      running: () => child !== null && child.exitCode === null && child.signalCode === null,
      stop: async () => {
        if (child) await stopChild(child, 30_000);
        await exited;
      },
      kill: async () => {
        child?.kill('SIGKILL');
        await exited;
      },
      start,
    };
    await start();
    instances.push(instance);
    stops.push(async () => {
      if (instance.running()) await instance.stop();
    });
  }

  // One jobs worker for the cluster (pg-boss would share the jobs among several; one is enough here).
  const worker = startJobWorker(env);
  stops.push(() => stopChild(worker.child, 35_000));

  await ensureDebianPackage(NGINX_PATH, 'nginx');
  const listenPort = options.port ?? (await freePort());
  const prefix = path.join(workDir, 'nginx');
  fs.mkdirSync(prefix, { recursive: true });
  const confFile = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(confFile, nginxConfig({ listen: `127.0.0.1:${listenPort}`, prefix, upstreams: instances.map((i) => ({ address: `127.0.0.1:${i.port}` })) }));
  const nginx = spawn(NGINX_PATH, ['-p', prefix, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let nginxErrors = '';
  nginx.stderr.on('data', (chunk: Buffer) => (nginxErrors += chunk.toString()));
  const nginxExited = new Promise<number>((resolve) => nginx.on('exit', (code) => resolve(code ?? 1)));
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  try {
    await waitForHttp(`${baseUrl}/api/health`, 20_000, nginxExited);
  } catch (error) {
    throw new FriendlyError(`${options.label}: nginx did not start: ${errorMessage(error)}\n${nginxErrors}`);
  }

  const stop = async () => {
    forgetNginx();
    forgetInstances();
    forgetRedis();
    await stopChild(nginx, 5000);
    await Promise.all(stops.map((s) => s()));
    await redis.stop();
  };
  const forgetNginx = onShutdown(`${options.label}: nginx`, () => stopChild(nginx, 5000));
  const forgetInstances = onShutdown(`${options.label}: instances`, async () => {
    await Promise.all(stops.map((s) => s()));
  });

  return {
    baseUrl,
    instances,
    redisUrl: redis.url,
    outboxDir,
    rollingRestart: async () => {
      for (const instance of instances) {
        await instance.stop();
        await instance.start();
        await sleep(FAIL_TIMEOUT_S * 1000 + 1000);
      }
    },
    stop,
  };
}
