import { LOG_SERVICE } from "./logger.js";

/**
 * A start-up notice, whatever LOG_LEVEL says: the text for a person at a terminal; for anything
 * else (a pipe, a log collector) one JSON line in the logger's shape, so that stdout holds JSON
 * lines only.
 */
export function announce(
  text: string,
  line: { msg: string } & Record<string, unknown>,
  out: { write(chunk: string): unknown } = process.stdout,
): void {
  if (process.stdout.isTTY === true) out.write(`${text}\n`);
  else out.write(`${JSON.stringify({ level: 30, time: Date.now(), service: LOG_SERVICE, ...line })}\n`);
}
