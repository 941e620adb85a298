import { decodeJwt } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { movableClock, startSandbox, type SandboxHandle } from "../utils/sandbox.js";

const KEYS = [
  { key: "SECRET_alpha", projectId: "project-alpha" },
  { key: "SECRET_beta", projectId: "project-beta" },
  { key: "PUBLIC_alpha", projectId: "project-alpha" },
];

let sb: SandboxHandle;
let shortLived: SandboxHandle;
/** `shortLived`'s clock: its one-second JWTs expire when a test moves it on. */
const clock = movableClock();

beforeAll(async () => {
  [sb, shortLived] = await Promise.all([startSandbox({ apiKeys: KEYS }), startSandbox({ jwtTtlS: 1 }, { now: clock.now })]);
});

describe("POST /authentication/auth/apiKey", () => {
  it("exchanges a known API key for a signed JWT carrying the project and a one-hour expiry", async () => {
    const res = await sb.api("POST", "/authentication/auth/apiKey", { body: { apiKey: "SECRET_beta" } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(["jwt"]);
    const claims = decodeJwt(res.body.jwt);
    expect(claims.projectId).toBe("project-beta");
    expect(claims.sub).toBe("project-beta");
    expect(claims.exp! - claims.iat!).toBe(3600);
    expect(Math.abs(claims.iat! - Date.now() / 1000)).toBeLessThan(5);
  });

  it("answers 401 Unauthorized for an unknown API key", async () => {
    const res = await sb.api("POST", "/authentication/auth/apiKey", { body: { apiKey: "SECRET_nope" } });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ _tag: "Unauthorized", message: expect.any(String) });
  });

  it("answers a decode error when apiKey is missing", async () => {
    const res = await sb.api("POST", "/authentication/auth/apiKey", { body: {} });
    expect(res.status).toBe(400);
    expect(res.body._tag).toBe("HttpApiDecodeError");
    expect(res.body.issues).toEqual([{ _tag: "Pointer", path: ["apiKey"], message: "is missing" }]);
  });

  it("uses the documented default key when SANDBOX_API_KEYS is unset", async () => {
    const jwt = await shortLived.getJwt("SECRET_sandbox");
    expect(decodeJwt(jwt).projectId).toBe("sandbox-project");
  });
});

describe("authorized endpoints", () => {
  const cursor = "/webhook/user-events-cursor?sinceTimestamp=0";

  it("accept the JWT as Bearer and as a bare token", async () => {
    const jwt = await sb.getJwt();
    expect((await sb.api("GET", cursor, { authorization: `Bearer ${jwt}` })).status).toBe(200);
    expect((await sb.api("GET", cursor, { authorization: jwt })).status).toBe(200);
  });

  it("answer 401 Unauthorized without an Authorization header", async () => {
    const res = await sb.api("GET", cursor);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ _tag: "Unauthorized", message: expect.any(String) });
  });

  // The vendor types answer a bad token with 400 InvalidJwt on every JWT endpoint.
  it("answer 400 InvalidJwt for a forged token", async () => {
    const jwt = await sb.getJwt();
    const [header, payload] = jwt.split(".");
    const forged = `${header}.${payload}.${Buffer.from("not the signature").toString("base64url")}`;
    const res = await sb.api("GET", cursor, { jwt: forged });
    expect(res.status).toBe(400);
    expect(res.body._tag).toBe("InvalidJwt");
  });

  it("answer 400 InvalidJwt for a token of another sandbox instance", async () => {
    const foreign = await shortLived.getJwt();
    expect((await sb.api("GET", cursor, { jwt: foreign })).status).toBe(400);
  });

  it("answer 400 InvalidJwt once the JWT expired, and a fresh exchange works again", async () => {
    const jwt = await shortLived.getJwt();
    expect((await shortLived.api("GET", cursor, { jwt })).status).toBe(200);
    clock.advance(2_000);
    const expired = await shortLived.api("GET", cursor, { jwt });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ _tag: "InvalidJwt", message: "Token expired" });
    expect((await shortLived.api("GET", cursor, { jwt: await shortLived.getJwt() })).status).toBe(200);
  });

  it("answer 400 InvalidJwt on the SDA endpoints for an expired token, 401 when the header is missing", async () => {
    await shortLived.registerDepositAddress({ depositAddress: "0xsda-expiry", depositChain: "ETHEREUM" });
    const path = "/sda/deposit-addresses/0xsda-expiry/ETHEREUM";
    const jwt = await shortLived.getJwt();
    expect((await shortLived.api("GET", path, { jwt })).status).toBe(200);
    clock.advance(2_000);
    const expired = await shortLived.api("GET", `${path}/completed-refunds`, { jwt });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ _tag: "InvalidJwt", message: "Token expired" });
    expect((await shortLived.api("GET", path, { jwt })).body._tag).toBe("InvalidJwt");
    expect((await shortLived.api("GET", path)).status).toBe(401);
  });

  it("answer 400 InvalidJwt on the SDA endpoints for a forged token", async () => {
    const res = await sb.api("GET", "/sda/deposit-addresses/0xabc/ETHEREUM", { jwt: "a.b.c" });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ _tag: "InvalidJwt", message: "Invalid token" });
  });

  it("keep history away from public (non-SECRET_) keys", async () => {
    const jwt = await sb.getJwt("PUBLIC_alpha");
    const res = await sb.api("GET", `/bridge/history/bridge/by-deposit-hash/0x${"a".repeat(64)}`, { jwt });
    expect(res.status).toBe(401);
    expect(res.body._tag).toBe("Unauthorized");
  });
});
