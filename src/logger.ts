import { pino, type Logger } from "pino";
import type { Config } from "./config.js";

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
  "config.bridgeApiKey",
  "config.adminToken",
];

/** JSON logs on stdout (or `destination`), secrets redacted. */
export function createLogger(level: Config["logLevel"], destination?: NodeJS.WritableStream): Logger {
  return pino({ level, redact: { paths: REDACT_PATHS, censor: "[redacted]" }, base: { service: "bridge-gateway" } }, destination as never);
}

export type { Logger };
