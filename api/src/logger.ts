import type { AppConfig } from './config';

type Level = 'debug' | 'info' | 'warn' | 'error';
const RANK: Record<Level | 'silent', number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

/** Field names whose values never reach a log line, whatever calls the logger. */
const SECRET_KEY = /pass|token|secret|hash|code|cookie|authorization/i;

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) out[key] = SECRET_KEY.test(key) ? '[redacted]' : value;
  return out;
}

/** One JSON line per event: easy to grep here and to ship to a log service in production. */
export function createLogger(level: AppConfig['logLevel']): Logger {
  const write = (at: Level, message: string, fields?: Record<string, unknown>): void => {
    if (RANK[at] < RANK[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: at, message, ...(fields && redact(fields)) });
    (at === 'error' || at === 'warn' ? process.stderr : process.stdout).write(line + '\n');
  };
  return {
    debug: (m, f) => write('debug', m, f),
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
}
