import { randomBytes, randomUUID } from "node:crypto";
import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import type { SandboxApiKey } from "../config.js";
import { SandboxError, invalidJwt, unauthorized } from "../domain/errors.js";

/** Who a verified JWT speaks for. */
export interface Principal {
  projectId: string;
  /** True for `SECRET_` keys: server-side keys that may read history and destination addresses. */
  secretKey: boolean;
}

export interface Auth {
  /**
   * Exchanges an API key for a JWT signed with this instance's secret.
   * @throws SandboxError Unauthorized (401) for an unknown key.
   */
  exchange(apiKey: string): Promise<string>;
  /**
   * Verifies an `Authorization` header holding `Bearer <jwt>` or the bare `<jwt>`.
   * @throws SandboxError Unauthorized (401) when missing, InvalidJwt (400) when forged or expired
   * (the vendor types list 400 InvalidJwt on every JWT endpoint).
   */
  verify(header: string | undefined): Promise<Principal>;
}

/** Verified tokens kept so hot paths skip the HMAC check; cleared wholesale when full. */
const VERIFIED_CACHE_LIMIT = 1000;

/** Creates the JWT issuer/verifier; the HS256 secret is random per instance. */
export function createAuth(options: { apiKeys: SandboxApiKey[]; ttlS: number; now: () => number }): Auth {
  const secret = randomBytes(32);
  const keys = new Map(options.apiKeys.map((k) => [k.key, k.projectId]));
  // A token string that verified once stays valid until its exp: only the expiry needs rechecking.
  const verified = new Map<string, Principal & { expMs: number }>();
  return {
    async exchange(apiKey) {
      const projectId = keys.get(apiKey);
      if (projectId === undefined) throw unauthorized("Unknown API key");
      // Rounded up (claims have whole-second resolution): a token lives at least its TTL.
      const issuedAt = Math.ceil(options.now() / 1000);
      return (
        new SignJWT({ projectId, keyType: apiKey.startsWith("SECRET_") ? "secret" : "public" })
          .setProtectedHeader({ alg: "HS256", typ: "JWT" })
          .setSubject(projectId)
          .setIssuedAt(issuedAt)
          .setExpirationTime(issuedAt + options.ttlS)
          // Unique per exchange, as issuers do: two tokens of one second must not be the same string.
          .setJti(randomUUID())
          .sign(secret)
      );
    },
    async verify(header) {
      const token = header
        ?.trim()
        .replace(/^bearer\s+/i, "")
        .trim();
      if (!token) throw unauthorized("Missing Authorization header");
      const reject = invalidJwt;
      const cached = verified.get(token);
      if (cached) {
        if (options.now() >= cached.expMs) throw reject("Token expired");
        return { projectId: cached.projectId, secretKey: cached.secretKey };
      }
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], currentDate: new Date(options.now()) });
        if (typeof payload.projectId !== "string" || typeof payload.exp !== "number") throw reject("Token carries no project");
        const principal = { projectId: payload.projectId, secretKey: payload.keyType === "secret" };
        if (verified.size >= VERIFIED_CACHE_LIMIT) verified.clear();
        verified.set(token, { ...principal, expMs: payload.exp * 1000 });
        return principal;
      } catch (error) {
        if (error instanceof SandboxError) throw error;
        throw reject(error instanceof joseErrors.JWTExpired ? "Token expired" : "Invalid token");
      }
    },
  };
}
