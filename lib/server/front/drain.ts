import type { Server, ServerResponse } from 'node:http';

// Graceful shutdown of a web server (the front server calls it on SIGTERM; a rolling restart or a scale-down sends
// that). The order matters to a load balancer in front:
// 1. Readiness answers 503 at once (isDraining: GET /api/ready reads it), so a balancer that polls it stops sending.
// 2. The listening socket closes: a new connection is refused and a balancer retries it on another instance.
// 3. Requests already in flight run to the end. Responses not yet started, and any request that still arrives on an
//    open keep-alive connection, carry `Connection: close`, so each client learns to reconnect (elsewhere) and the
//    connection ends with its answer; idle keep-alive connections are closed now, and each busy one as it goes idle.
// 4. When the last connection is gone, or after the drain deadline (SHUTDOWN_DRAIN_MS, default 25 s: inside the 30 s
//    an orchestrator usually waits before SIGKILL), whatever is left is cut, and the caller closes its pools and exits.
// No 'server-only' import: the front server loads it outside Next's bundler; the readiness route imports isDraining.

const DRAINING = Symbol.for('upahar-ghar.draining');

export const DEFAULT_DRAIN_MS = 25_000;

/** Whether this process has begun to shut down (read by the readiness check, in the same process). */
export function isDraining(): boolean {
  return (globalThis as Record<symbol, unknown>)[DRAINING] === true;
}

function markDraining(value: boolean): void {
  (globalThis as Record<symbol, unknown>)[DRAINING] = value;
}

/** SHUTDOWN_DRAIN_MS, or the default when unset or not a non-negative number. */
export function drainMs(env: Record<string, string | undefined> = process.env): number {
  const value = Number(env.SHUTDOWN_DRAIN_MS);
  return env.SHUTDOWN_DRAIN_MS?.trim() && Number.isFinite(value) && value >= 0 ? value : DEFAULT_DRAIN_MS;
}

export type DrainResult = {
  /** True when the deadline came first and open connections were cut. */
  timedOut: boolean;
  /** Requests that were still running when the drain began. */
  inFlightAtStart: number;
};

export type Drainer = {
  /** Begins the drain (once; later calls return the same promise), resolving when no connection is left. */
  drain(): Promise<DrainResult>;
  readonly draining: boolean;
  /** Requests running now. */
  readonly inFlight: number;
};

/**
 * Watches `server`'s requests so it can be drained. Install before the server handles its first request: it counts
 * every response and, once draining, marks each not yet started with `Connection: close`.
 */
export function drainable(server: Server, options: { deadlineMs?: number } = {}): Drainer {
  const active = new Set<ServerResponse>();
  let draining = false;
  let result: Promise<DrainResult> | null = null;
  markDraining(false);

  const closeWhenIdle = () => setImmediate(() => server.closeIdleConnections());
  // Before the app's own request listener, so the header is set before anything of the answer is written.
  server.prependListener('request', (_req, res: ServerResponse) => {
    active.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      active.delete(res);
      // The connection this answer went out on is idle now, unless its client sent another request already.
      if (draining) closeWhenIdle();
    });
  });

  const drain = (): Promise<DrainResult> => {
    result ??= new Promise<DrainResult>((resolve) => {
      draining = true;
      markDraining(true);
      const inFlightAtStart = active.size;
      for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
      const deadline = setTimeout(() => {
        server.closeAllConnections();
        resolve({ timedOut: true, inFlightAtStart });
      }, options.deadlineMs ?? drainMs());
      deadline.unref();
      // close() stops listening at once and calls back when every connection has ended.
      server.close(() => {
        clearTimeout(deadline);
        resolve({ timedOut: false, inFlightAtStart });
      });
      server.closeIdleConnections();
    });
    return result;
  };

  return {
    drain,
    get draining() {
      return draining;
    },
    get inFlight() {
      return active.size;
    },
  };
}
