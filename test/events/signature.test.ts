import { createHash, sign } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signBody, verifySignature } from "../../src/events/signature.js";
import { generateSigningKeys } from "../utils/signing.js";

const keys = generateSigningKeys();
const other = generateSigningKeys();
const body = '{ "event": { "_tag": "BRIDGE_EXECUTED", "_id": "q1" }, "eventId": "e1", "ts": 1700000000000 }';

describe("verifySignature", () => {
  it("accepts a signature over the hex SHA-256 of the body as JSON text", () => {
    const digest = createHash("sha256")
      .update(JSON.stringify(JSON.parse(body)))
      .digest("hex");
    const signature = sign("sha256", Buffer.from(digest), keys.privateKey).toString("hex");
    expect(verifySignature(body, signature, keys.publicKey)).toBe(true);
  });

  it("accepts a signature over the digest of the raw body as received", () => {
    const digest = createHash("sha256").update(body).digest("hex");
    const signature = sign("sha256", Buffer.from(digest), keys.privateKey).toString("hex");
    expect(verifySignature(body, signature, keys.publicKey)).toBe(true);
  });

  it("accepts upper-case hex", () => {
    expect(verifySignature(body, signBody(body, keys.privateKey).toUpperCase(), keys.publicKey)).toBe(true);
  });

  it("rejects a signature made with another key", () => {
    expect(verifySignature(body, signBody(body, other.privateKey), keys.publicKey)).toBe(false);
  });

  it("rejects a body changed after signing", () => {
    const signature = signBody(body, keys.privateKey);
    expect(verifySignature(body.replace("q1", "q2"), signature, keys.publicKey)).toBe(false);
  });

  it.each([
    ["an empty string", ""],
    ["non-hex characters", "zz".repeat(256)],
    ["an odd number of digits", "abc"],
    ["a truncated signature", "ab".repeat(10)],
    ["a signature one byte too long", `${"ab".repeat(257)}`],
  ])("returns false without throwing for %s", (_name, signature) => {
    expect(verifySignature(body, signature, keys.publicKey)).toBe(false);
  });

  it("returns false for a body that is not JSON unless its raw bytes were signed", () => {
    const notJson = "not json {";
    expect(verifySignature(notJson, "ab".repeat(256), keys.publicKey)).toBe(false);
    expect(verifySignature(notJson, signBody(notJson, keys.privateKey), keys.publicKey)).toBe(true);
  });

  it("returns false for a key that did not sign, even a private one", () => {
    expect(verifySignature(body, signBody(body, keys.privateKey), other.privateKey)).toBe(false);
  });
});
