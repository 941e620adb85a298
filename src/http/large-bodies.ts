import type { IncomingMessage } from "node:http";
import pLimit from "p-limit";

/** A GraphQL request body above this size is large (documents and variables of every real client are far below). */
export const LARGE_BODY_BYTES = 64 * 1024;
/** How many large requests are read, parsed and answered at once. */
export const LARGE_BODIES_AT_ONCE = 2;

const isLarge = (req: IncomingMessage) =>
  req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"]) > LARGE_BODY_BYTES;

/**
 * Runs the handling of large requests a few at a time. Each one costs some megabytes while it is
 * read and parsed (the bytes, the text, the parsed JSON, the document), all garbage once answered:
 * eight 600 KB documents at once lifted RSS by ~50 MB, past 200 MB (docs/performance.md, Memory).
 * A waiting request is not read: its bytes wait in the socket, and the body deadline still holds.
 * Small requests never wait.
 */
export function largeBodyGate(atOnce = LARGE_BODIES_AT_ONCE) {
  const limit = pLimit(atOnce);
  return <T>(req: IncomingMessage, handle: () => Promise<T>): Promise<T> => (isLarge(req) ? limit(handle) : handle());
}
