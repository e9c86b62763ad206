import os from 'node:os';
import { redactError, redactFields, scrubText } from './redact';

// The shop's log: one line per event. In production (LOG_FORMAT=json, the default when NODE_ENV=production) each line
// is one JSON object on stdout — time, level, msg, instance, then the event's fields — which a log collector can parse
// and several instances' lines can be merged and searched by request id. LOG_FORMAT=pretty (the default elsewhere)
// writes for a person at a terminal through the console: the message first, then key=value pairs and the error, so
// tests that watch console.error (the endpoint fuzzer's unchecked-input line) see the message as its first argument.
// Every field passes through redact.ts first, in both formats. LOG_LEVEL (debug, info, warn, error; default info)
// drops what is below it: LOG_LEVEL=warn leaves out the per-request lines.
// No 'server-only' import: the front server loads it outside Next's bundler.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
export type LogFormat = 'json' | 'pretty';
export type LogFields = Record<string, unknown>;

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export type Logger = {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
};

export type LoggerOptions = {
  format?: LogFormat;
  level?: LogLevel;
  /** Where a finished JSON line goes (default: stdout). */
  writeLine?: (line: string) => void;
  /** What a pretty line is handed to (default: the console method of its level). */
  console?: Pick<Console, 'debug' | 'info' | 'warn' | 'error'>;
  now?: () => Date;
  instance?: string;
};

/** Which process wrote a line: INSTANCE_ID when the deployment names its instances, else host:pid. */
export function instanceId(env: Record<string, string | undefined> = process.env): string {
  const given = env.INSTANCE_ID?.trim();
  return given ? scrubText(given).slice(0, 100) : `${os.hostname()}:${process.pid}`;
}

export function logFormat(env: Record<string, string | undefined> = process.env): LogFormat {
  const given = env.LOG_FORMAT?.trim().toLowerCase();
  if (given === 'json' || given === 'pretty') return given;
  return env.NODE_ENV === 'production' ? 'json' : 'pretty';
}

export function logLevel(env: Record<string, string | undefined> = process.env): LogLevel {
  const given = env.LOG_LEVEL?.trim().toLowerCase();
  return given && given in LEVELS ? (given as LogLevel) : 'info';
}

function prettyValue(value: unknown): string {
  if (typeof value === 'string') return /[\s"=]/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/** A logger writing in `format` at `level` and above (both read from the environment unless given). */
export function createLogger(options: LoggerOptions = {}): Logger {
  const format = options.format ?? logFormat();
  const threshold = LEVELS[options.level ?? logLevel()];
  const writeLine = options.writeLine ?? ((line: string) => void process.stdout.write(`${line}\n`));
  const now = options.now ?? (() => new Date());
  const instance = options.instance ?? instanceId();

  const write = (level: LogLevel, msg: string, fields: LogFields = {}) => {
    if (LEVELS[level] < threshold) return;
    const { error, ...rest } = fields;
    const safe = redactFields(rest);
    const message = scrubText(msg);
    if (format === 'json') {
      const line: LogFields = { time: now().toISOString(), level, msg: message, instance, ...safe };
      if (error !== undefined) line.error = redactError(error);
      writeLine(JSON.stringify(line));
      return;
    }
    const pairs = Object.entries(safe).map(([key, value]) => `${key}=${prettyValue(value)}`).join(' ');
    const args: unknown[] = [message];
    if (pairs) args.push(pairs);
    if (error !== undefined) args.push(asError(redactError(error)));
    (options.console ?? console)[level](...args);
  };
  return {
    debug: (msg, fields) => write('debug', msg, fields),
    info: (msg, fields) => write('info', msg, fields),
    warn: (msg, fields) => write('warn', msg, fields),
    error: (msg, fields) => write('error', msg, fields),
  };
}

/** A scrubbed error as an Error again, so a console prints it (stack and causes) the way a person expects. */
function asError(logged: ReturnType<typeof redactError>): Error {
  const error = new Error(logged.message, logged.cause ? { cause: asError(logged.cause) } : undefined);
  error.name = logged.name;
  error.stack = logged.stack ?? `${logged.name}: ${logged.message}`;
  if (logged.code !== undefined) Object.assign(error, { code: logged.code });
  return error;
}

let shared: Logger | null = null;

/** The process's logger, configured from the environment on first use. */
export function logger(): Logger {
  shared ??= createLogger();
  return shared;
}
