import { createHash, generateKeyPair, sign, type KeyObject } from "node:crypto";
import { promisify } from "node:util";

const generate = promisify(generateKeyPair);

/** Holds the webhook RSA key pair and signs bodies with the upstream scheme. */
export interface WebhookSigner {
  /** GET /webhook/public-key's value: base64 of the SPKI PEM. */
  publicKeyBase64(): string;
  /** Hex RSA-SHA256 (PKCS#1 v1.5) signature over the lower-case hex sha256 digest of `body`. */
  sign(body: string): string;
  /** Replaces the key pair; later deliveries are signed with the new key. */
  rotate(): Promise<void>;
}

async function newPair(): Promise<{ privateKey: KeyObject; publicBase64: string }> {
  const { privateKey, publicKey } = await generate("rsa", { modulusLength: 2048 });
  const pem = publicKey.export({ type: "spki", format: "pem" }).toString();
  return { privateKey, publicBase64: Buffer.from(pem, "utf8").toString("base64") };
}

/**
 * Generates a fresh 2048-bit key pair (takes tens of milliseconds). The scheme is written here
 * independently of the gateway's `src/events/signature.ts` on purpose: the sandbox plays the
 * upstream, so a misreading of the scheme in the gateway is caught, not mirrored.
 */
export async function createWebhookSigner(): Promise<WebhookSigner> {
  let pair = await newPair();
  return {
    publicKeyBase64: () => pair.publicBase64,
    sign: (body) => {
      const digestHex = createHash("sha256").update(body, "utf8").digest("hex");
      return sign("sha256", Buffer.from(digestHex, "utf8"), pair.privateKey).toString("hex");
    },
    rotate: async () => {
      pair = await newPair();
    },
  };
}
