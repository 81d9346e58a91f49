import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';
import pretty from 'pino-pretty';

/** What every log line a request causes carries: set once per request, read by every line logged inside it. */
export interface LogContext {
  readonly requestId?: string;
  readonly correlationId?: string;
  readonly causationId?: string;
}

const context = new AsyncLocalStorage<LogContext>();

/** Runs `work` with `fields` on every line it (and whatever it awaits) logs. */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  return context.run({ ...context.getStore(), ...fields }, work);
}

export const logContext = (): LogContext => context.getStore() ?? {};

/**
 * Never written: session cookies, passwords, tokens and keys, and a problem's hidden cases (its
 * test data is the answer key). Paths are pino's (fast-redact): a field at the top or one level down.
 */
export const redactedPaths = [
  'cookie',
  'cookies',
  'password',
  'newPassword',
  'token',
  'accessToken',
  'apiKey',
  'authorization',
  'hiddenTestCases',
  '*.cookie',
  '*.cookies',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.accessToken',
  '*.apiKey',
  '*.authorization',
  '*.hiddenTestCases',
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

export interface LoggerOptions {
  /** The process's name on every line (`api`, `judge-worker`, `projections`, `media`, `front`). */
  readonly name: string;
  /** Default LOG_LEVEL, else `info`. */
  readonly level?: string;
  /** Where lines go; default stdout, pretty when it is a terminal. */
  readonly destination?: DestinationStream;
}

/** The process's logger: JSON lines (pretty on a terminal), LOG_LEVEL, the request's ids on each line, secrets redacted. */
export function createLogger(options: LoggerOptions): Logger {
  const destination =
    options.destination ??
    (process.stdout.isTTY ? pretty({ sync: true, colorize: true, translateTime: 'SYS:HH:MM:ss.l' }) : pino.destination({ sync: true }));
  return pino(
    {
      name: options.name,
      level: options.level ?? process.env['LOG_LEVEL'] ?? 'info',
      redact: { paths: redactedPaths, censor: '[redacted]' },
      mixin: () => ({ ...logContext() }),
      base: { pid: process.pid },
    },
    destination,
  );
}

/**
 * The `(message, error?)` function the platform's parts are given, writing through `logger`. Its level
 * follows what the line is: with an error (an Error or any other value) it is an `error` line, the
 * error's message and stack in `err` and any other value in `detail`; a line that starts with `!!!`
 * (the platform's mark for "an operator must look": a parked submission, a judge that stopped) is a
 * `warn` line; any other line tells what happened, at `info`.
 */
export function logFunction(logger: Logger): (message: string, error?: unknown) => void {
  return (message, error) => {
    if (error instanceof Error) logger.error({ err: error }, message);
    else if (error !== undefined && error !== '') logger.error({ detail: error }, message);
    else if (message.startsWith('!!!')) logger.warn(message.replace(/^!!!\s*/, ''));
    else logger.info(message);
  };
}

export type { Logger };
