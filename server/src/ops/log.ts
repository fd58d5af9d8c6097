// The process's structured log: JSON lines through pino, the logger Fastify itself uses (loggerInstance), so HTTP
// requests, socket calls and the server's own messages share one format: level, time, msg, and for a request or a
// call its id, what it was, how long it took and how it ended. Payloads are never logged (a call logs its channel
// and type, a request its method and path without the query string); the redact list below is the second line
// of defence for a field that carries a secret if someone logs an object by mistake.
import pino, { type DestinationStream, type Logger } from 'pino';
import { logLevelOf } from './settings';

/** Field names that carry a secret: passwords, tokens, one-time codes, card data, file content. */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'token',
  'access_token',
  'accessToken',
  'refreshToken',
  'refresh_token',
  'smscode',
  'smsCode',
  'sms_code',
  'secret',
  'authorization',
  'cookie',
  'card',
  'cardNumber',
  'card_number',
  'cvv',
  'cvc',
  'pan',
  'file',
  'body',
];

/** Each secret field at the top level and up to two levels down, plus the request headers that carry credentials. */
export const REDACT_PATHS = [
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
  ...SECRET_FIELDS.map((field) => `*.*.${field}`),
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-metrics-token"]',
];

/** A request as logged: method, path (no query string: signed links and OAuth codes travel there), client address. */
function requestSerializer(request: { method?: string; url?: string; socket?: { remoteAddress?: string }; ip?: string }) {
  return {
    method: request.method,
    path: (request.url ?? '').split('?', 1)[0],
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
  };
}

let timeMs = Number.NaN;
let timeField = '';
/** pino's isoTime (`,"time":"<ISO 8601>"`), the text made once per millisecond rather than once per line. */
function isoTime(): string {
  const now = Date.now();
  if (now !== timeMs) {
    timeMs = now;
    timeField = `,"time":"${new Date(now).toISOString()}"`;
  }
  return timeField;
}

/**
 * stdout as pino writes it by default (sonic-boom: asynchronous, flushed at exit), but gathering lines as bytes and
 * writing them together: by default every line measured the bytes of all text still waiting (up to 16 KiB), and with
 * writes finishing quickly nearly every line was a write of its own, handed to libuv's thread pool; at a line per
 * socket call the two cost more than the rest of the log together (issue 38). Lines now go out once 4 KiB are waiting
 * and at least every 100 ms (at exit, at once). The bytes written are the same. The destination, and its 100 ms timer,
 * is made at the first line: a logger that writes nothing (silent, as under jest) leaves no timer behind, which held
 * every test file's whole environment in a jest worker's memory until the worker ended.
 */
function stdoutDestination(): DestinationStream & { flush(cb?: (error?: Error) => void): void; flushSync(): void } {
  let stdout: ReturnType<typeof pino.destination> | undefined;
  const opened = () => (stdout ??= pino.destination({ dest: process.stdout.fd || 1, contentMode: 'buffer', minLength: 4096, periodicFlush: 100 }));
  return {
    write: (line: string) => void opened().write(Buffer.from(line) as unknown as string),
    flush: (cb) => (stdout ? stdout.flush(cb) : cb?.()),
    flushSync: () => stdout?.flushSync(),
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
    level,
    base: { pid: process.pid },
    timestamp: isoTime,
    formatters: { level: (label: string) => ({ level: label }) },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: { req: requestSerializer, err: pino.stdSerializers.err, error: pino.stdSerializers.err },
  };
  return pino(options, destination ?? stdoutDestination());
}

let current: Logger = createLogger(logLevelOf(process.env));
let currentOwnFields: Logger | undefined;

/** The process's logger (LOG_LEVEL; silent under jest unless set). */
export function log(): Logger {
  return current;
}

/**
 * The process's logger for a line whose every field the server writes itself (a socket call's line: ids, names,
 * an outcome, a duration; never a payload, an error or a request): the same line to the same place, without the
 * redaction walk. Walking the redact list's wildcard paths costs about 25 times the rest of a line (some 80 µs
 * against 3 µs here), which at one line per call was a third of the event layer's throughput (issue 38).
 */
export function ownFieldsLog(): Logger {
  currentOwnFields ??= current.child({}, { redact: [] });
  return currentOwnFields;
}

/**
 * Which socket calls leave a line (server/src/ops/calls.ts, README "Logs"). Every call is counted in /metrics; every
 * call that is not a read (saves, sign-ins, session checks, sends: the protocol's declared limit kind), every Err or
 * failure and every slow call leaves its line; of the successful reads, which are most of the traffic and the same
 * few lines over and over, a sample does.
 */
export interface CallLogSettings {
  /** LOG_READ_SAMPLE: the share of successful reads that leave a line, from 0 (none) to 1 (every one); default 0.01. */
  readSample: number;
  /** LOG_SLOW_CALL_MS: a call that took at least this long leaves its line whatever it is; default 500. */
  slowMs: number;
}

export const DEFAULT_CALL_LOG: CallLogSettings = { readSample: 0.01, slowMs: 500 };

/** LOG_READ_SAMPLE and LOG_SLOW_CALL_MS, checked (a wrong value stops the start-up as a wrong LOG_LEVEL does). */
export function callLogSettingsOf(env: NodeJS.ProcessEnv): CallLogSettings {
  const sample = env.LOG_READ_SAMPLE?.trim();
  const slow = env.LOG_SLOW_CALL_MS?.trim();
  const readSample = sample ? Number(sample) : DEFAULT_CALL_LOG.readSample;
  const slowMs = slow ? Number(slow) : DEFAULT_CALL_LOG.slowMs;
  if (!(readSample >= 0 && readSample <= 1)) throw new Error(`LOG_READ_SAMPLE must be a number from 0 to 1, got ${sample}`);
  if (!(Number.isInteger(slowMs) && slowMs >= 0)) throw new Error(`LOG_SLOW_CALL_MS must be a whole number of milliseconds, got ${slow}`);
  return { readSample, slowMs };
}

let callLog: CallLogSettings = callLogSettingsOf(process.env);

/** Which calls the process logs now (LOG_READ_SAMPLE, LOG_SLOW_CALL_MS). */
export function callLogSettings(): CallLogSettings {
  return callLog;
}

/** Replaces which calls are logged (a test); returns the settings it replaced. */
export function setCallLogSettings(settings: CallLogSettings): CallLogSettings {
  const previous = callLog;
  callLog = settings;
  return previous;
}

/** Replaces the process's logger (main.ts with the configured level; a test capturing what is written). */
export function setLogger(logger: Logger): Logger {
  const previous = current;
  current = logger;
  currentOwnFields = undefined;
  return previous;
}
