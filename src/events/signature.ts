import { createHash, sign, verify, type KeyObject } from "node:crypto";

const HEX = /^(?:[0-9a-fA-F]{2})+$/;

/** Lower-case hex SHA-256 of a string's UTF-8 bytes: the text the upstream signs. */
function digestHex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** The body re-serialized as `JSON.stringify(JSON.parse(body))`, or undefined when it is not JSON. */
function canonicalJson(body: string): string | undefined {
  try {
    return JSON.stringify(JSON.parse(body));
  } catch {
    return undefined;
  }
}

function verifyDigest(digest: string, signature: Buffer, key: KeyObject): boolean {
  try {
    return verify("sha256", Buffer.from(digest, "utf8"), key, signature);
  } catch {
    // A key of the wrong type or a malformed signature is a failed verification, not an error.
    return false;
  }
}

/**
 * Verifies an upstream webhook signature: RSA-SHA256 (PKCS#1 v1.5), hex-encoded, over the
 * lower-case hex SHA-256 of the body as JSON text (`JSON.stringify(JSON.parse(rawBody))`).
 * A signature over the digest of the raw body as received is accepted too: both forms sign
 * the same content, and senders differ in whether they re-serialize.
 * Never throws: bad hex, a wrong length or a body that is not JSON give `false`.
 */
export function verifySignature(rawBody: string, signatureHex: string, key: KeyObject): boolean {
  if (!HEX.test(signatureHex)) return false;
  const signature = Buffer.from(signatureHex, "hex");
  const canonical = canonicalJson(rawBody);
  if (canonical !== undefined && verifyDigest(digestHex(canonical), signature, key)) return true;
  return canonical !== rawBody && verifyDigest(digestHex(rawBody), signature, key);
}

/**
 * Signs a body the way the upstream does (hex RSA-SHA256 over the hex SHA-256 of its JSON text).
 * A body that is not JSON is signed as is.
 * @throws when the key cannot sign (not an RSA private key).
 */
export function signBody(body: string, privateKey: KeyObject): string {
  const text = canonicalJson(body) ?? body;
  return sign("sha256", Buffer.from(digestHex(text), "utf8"), privateKey).toString("hex");
}
