import { generateKeyPairSync, type KeyObject } from "node:crypto";

/** An RSA key pair as the upstream uses for webhook signatures. */
export interface SigningKeys {
  privateKey: KeyObject;
  publicKey: KeyObject;
  /** What `GET /webhook/public-key` answers for this key: base64 of its PEM. */
  publicKeyAnswer: string;
}

/** Generates a fresh webhook signing key pair. */
export function generateSigningKeys(): SigningKeys {
  const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const pem = publicKey.export({ type: "spki", format: "pem" }).toString();
  return { privateKey, publicKey, publicKeyAnswer: Buffer.from(pem, "utf8").toString("base64") };
}
