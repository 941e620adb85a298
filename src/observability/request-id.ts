import { randomUUID } from "node:crypto";

/** Header carrying the request id in and out (a proxy's id is kept, so logs join up across hops). */
export const REQUEST_ID_HEADER = "x-request-id";

/** Ids a client may choose: short and free of characters that could forge a log line or a header. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's `x-request-id` when it is a plain short token, else a fresh UUID. */
export function requestIdOf(header: string | string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && value !== null && ACCEPTABLE.test(value) ? value : randomUUID();
}
