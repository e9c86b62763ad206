import net from 'node:net';

/** True when something already listens on `port` (on any address), so a server could not bind it. */
export async function isPortInUse(port: number): Promise<boolean> {
  const bindFails = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(true));
    // No host: binds the IPv6/IPv4 wildcard like `next start` does, so any listener on the port conflicts.
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(false)));
  });
  if (bindFails) return true;
  // A listener on 127.0.0.1 only may not block a wildcard bind on every system; a connection attempt settles it.
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });
}

export function parsePort(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new RangeError(`${name} must be a port number between 1 and 65535 (got "${value}")`);
  }
  return port;
}

export { freePort } from '@/lib/server/db/embedded';
