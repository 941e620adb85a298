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

/** A webhook signing key pair: the private key and the public key as the upstream publishes it. */
export interface WebhookKeyPair {
  privateKey: KeyObject;
  /** Base64 of the SPKI PEM. */
  publicBase64: string;
}

/** A fresh RSA 2048 key pair (tens to a couple of hundred milliseconds of CPU). */
export async function generateWebhookKeyPair(): Promise<WebhookKeyPair> {
  const { privateKey, publicKey } = await generate("rsa", { modulusLength: 2048 });
  const pem = publicKey.export({ type: "spki", format: "pem" }).toString();
  return { privateKey, publicBase64: Buffer.from(pem, "utf8").toString("base64") };
}

/**
 * Signs with `first` (default: a freshly generated 2048-bit pair) until a rotation, which always
 * generates a new pair. The scheme is written here independently of the gateway's
 * `src/events/signature.ts` on purpose: the sandbox plays the upstream, so a misreading of the
 * scheme in the gateway is caught, not mirrored.
 */
export async function createWebhookSigner(first: Promise<WebhookKeyPair> = generateWebhookKeyPair()): Promise<WebhookSigner> {
  let pair = await first;
  return {
    publicKeyBase64: () => pair.publicBase64,
    sign: (body) => {
      const digestHex = createHash("sha256").update(body, "utf8").digest("hex");
      return sign("sha256", Buffer.from(digestHex, "utf8"), pair.privateKey).toString("hex");
    },
    rotate: async () => {
      pair = await generateWebhookKeyPair();
    },
  };
}
