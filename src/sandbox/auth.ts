import { randomBytes } from "node:crypto";
import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import type { SandboxApiKey } from "./config.js";
import { SandboxError, invalidJwt, unauthorized } from "./errors.js";

/** Who a verified JWT speaks for. */
export interface Principal {
  projectId: string;
  /** True for `SECRET_` keys: server-side keys that may read history and destination addresses. */
  secretKey: boolean;
}

/** How an endpoint answers a forged or expired token: 401 Unauthorized, or (SDA quirk) 400 InvalidJwt. */
export type BadTokenAnswer = "unauthorized" | "invalidJwt";

export interface Auth {
  /**
   * Exchanges an API key for a JWT signed with this instance's secret.
   * @throws SandboxError Unauthorized (401) for an unknown key.
   */
  exchange(apiKey: string): Promise<string>;
  /**
   * Verifies an `Authorization` header holding `Bearer <jwt>` or the bare `<jwt>`.
   * @throws SandboxError Unauthorized (401) when missing, else per `badToken`.
   */
  verify(header: string | undefined, badToken: BadTokenAnswer): Promise<Principal>;
}

/** Creates the JWT issuer/verifier; the HS256 secret is random per instance. */
export function createAuth(options: { apiKeys: SandboxApiKey[]; ttlS: number; now: () => number }): Auth {
  const secret = randomBytes(32);
  const keys = new Map(options.apiKeys.map((k) => [k.key, k.projectId]));
  return {
    async exchange(apiKey) {
      const projectId = keys.get(apiKey);
      if (projectId === undefined) throw unauthorized("Unknown API key");
      const issuedAt = Math.floor(options.now() / 1000);
      return new SignJWT({ projectId, keyType: apiKey.startsWith("SECRET_") ? "secret" : "public" })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(projectId)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + options.ttlS)
        .sign(secret);
    },
    async verify(header, badToken) {
      const token = header?.trim().replace(/^bearer\s+/i, "").trim();
      if (!token) throw unauthorized("Missing Authorization header");
      const reject = (message: string): SandboxError => (badToken === "invalidJwt" ? invalidJwt(message) : unauthorized(message));
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], currentDate: new Date(options.now()) });
        if (typeof payload.projectId !== "string") throw reject("Token carries no project");
        return { projectId: payload.projectId, secretKey: payload.keyType === "secret" };
      } catch (error) {
        if (error instanceof SandboxError) throw error;
        throw reject(error instanceof joseErrors.JWTExpired ? "Token expired" : "Invalid token");
      }
    },
  };
}
