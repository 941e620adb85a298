import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/**
 * Opaque pagination cursors: base64url of a versioned JSON, then `.` and an HMAC over the
 * caller's tenant and the JSON. A cursor edited by hand, made for another connection or
 * handed over by another caller fails the check and is refused before any upstream call;
 * the upstream's own page token never reaches the caller in a form it could forge.
 */
export interface CursorCodec {
  encode(scope: string, tenant: string, position: CursorPosition): string;
  /** The position, or undefined when the cursor is not one this gateway issued for this scope and tenant. */
  decode(scope: string, tenant: string, cursor: string): CursorPosition | undefined;
}

/** Where a page starts: the upstream page token (null = the first page) and how many of its items are behind us. */
export interface CursorPosition {
  token: string | null;
  offset: number;
}

const VERSION = 1;
/** The longest cursor we issue is far below this; longer input is refused unread. */
const MAX_CURSOR_LENGTH = 2048;

const payloadSchema = z.object({
  v: z.literal(VERSION),
  s: z.string(),
  t: z.string().min(1).max(1024).nullable(),
  o: z.number().int().min(0).max(100_000),
});

const b64 = (b: Buffer | string) => Buffer.from(b).toString("base64url");

/**
 * The signing key: the configured secret; else derived from the API key, so every instance of
 * a deployment accepts the others' cursors; else random (cursors then die with the process).
 */
export function cursorKey(secret: string | undefined, apiKey: string | undefined): Buffer {
  if (secret) return createHash("sha256").update(`cursor-secret:${secret}`).digest();
  if (apiKey) return createHash("sha256").update(`cursor-from-api-key:${apiKey}`).digest();
  return randomBytes(32);
}

export function createCursorCodec(key: Buffer): CursorCodec {
  const sign = (tenant: string, payload: string) =>
    createHmac("sha256", key).update(tenant).update("\u0000").update(payload).digest().subarray(0, 16);
  return {
    encode(scope, tenant, position) {
      const payload = b64(JSON.stringify({ v: VERSION, s: scope, t: position.token, o: position.offset }));
      return `${payload}.${b64(sign(tenant, payload))}`;
    },
    decode(scope, tenant, cursor) {
      if (cursor.length > MAX_CURSOR_LENGTH) return undefined;
      const [payload, mac, extra] = cursor.split(".");
      if (!payload || !mac || extra !== undefined) return undefined;
      const given = Buffer.from(mac, "base64url");
      const expected = sign(tenant, payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      let json: unknown;
      try {
        json = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
      } catch {
        return undefined;
      }
      const p = payloadSchema.safeParse(json);
      if (!p.success || p.data.s !== scope) return undefined;
      return { token: p.data.t, offset: p.data.o };
    },
  };
}
