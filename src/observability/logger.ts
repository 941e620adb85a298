import { createRequire } from "node:module";
import { pino, type DestinationStream, type Logger } from "pino";
import type { PrettyOptions, PrettyStream } from "pino-pretty";
import type { Config } from "../config.js";

/** Paths that may hold a credential; pino replaces their values before a line is written. */
export const REDACT_PATHS = [
  "apiKey",
  "jwt",
  "authorization",
  "headers.authorization",
  "req.headers.authorization",
  "*.apiKey",
  "*.jwt",
  "*.authorization",
  "*.headers.authorization",
  "err.config",
  "config.bridgeApiKey",
  "config.adminToken",
];

const CENSOR = "[redacted]";

/**
 * pino-pretty, loaded on first use: only a process logging to a terminal needs it (about 60 ms and
 * a few MB of modules otherwise paid by every production start). CommonJS, so a synchronous require.
 */
const pretty = (options: PrettyOptions): PrettyStream =>
  (createRequire(import.meta.url)("pino-pretty") as (o: PrettyOptions) => PrettyStream)(options);

/** Anything shaped like a JWT (three base64url parts, the first a JSON header), whoever's it is. */
const JWT = /eyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
/** A bearer credential inside free text, e.g. an error message quoting a header. */
const BEARER = /(bearer\s+)[^\s"',;\\]+/gi;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Returns a scrubber for finished log lines: the redact paths only cover known fields, while a
 * secret can also hide in an error message, a stack or a URL. Known secrets (in their JSON-escaped
 * form too), JWTs and bearer credentials are replaced wherever they appear.
 */
export function secretScrubber(secrets: readonly (string | undefined)[]): (line: string) => string {
  const known = secrets
    .filter((s): s is string => s !== undefined && s.length >= 4)
    .flatMap((s) => [s, JSON.stringify(s).slice(1, -1)])
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const exact = known.length > 0 ? new RegExp(known.join("|"), "g") : undefined;
  return (line) => {
    let out = line.replace(JWT, CENSOR).replace(BEARER, `$1${CENSOR}`);
    if (exact) out = out.replace(exact, CENSOR);
    return out;
  };
}

/** Options of {@link createLogger}. */
export interface LoggerOptions {
  /**
   * Human-readable lines (pino-pretty) instead of JSON: for a person at a terminal, never for a log
   * collector. `main.ts` turns it on when stdout is a TTY.
   */
  pretty?: boolean;
}

/** The `service` of every log line (pino's `base`), and of main.ts's start-up notices. */
export const LOG_SERVICE = "bridge-gateway";

/**
 * JSON logs on stdout (or `destination`), secrets redacted: the redact paths, then every line
 * scrubbed of `secrets` (the API key, the admin token), JWTs and bearer credentials. With
 * `pretty`, the scrubbed line is then rendered for people.
 */
export function createLogger(
  level: Config["logLevel"],
  destination?: DestinationStream,
  secrets: readonly (string | undefined)[] = [],
  options: LoggerOptions = {},
): Logger {
  // In-process and synchronous, not a transport: a worker thread would lose the last lines of a
  // process that exits right after logging (e.g. a configuration error), and scrubbing (the
  // streamWrite hook) still runs on the JSON line before it is prettified.
  const out = options.pretty
    ? pretty({
        sync: true,
        colorize: destination === undefined,
        destination: destination ?? 1,
        ignore: "pid,hostname,service",
        translateTime: "SYS:HH:MM:ss.l",
      })
    : destination;
  return pino(
    {
      level,
      redact: { paths: REDACT_PATHS, censor: CENSOR },
      base: { service: LOG_SERVICE },
      hooks: { streamWrite: secretScrubber(secrets) },
    },
    out as never,
  );
}

export type { Logger };
