import { createPublicKey } from "node:crypto";
import { setTimeout } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { createSandbox } from "../../packages/sandbox/src/app.js";
import { DEFAULT_API_KEY, defaultSandboxConfig } from "../../packages/sandbox/src/config.js";
import { createWebhookSigner, type WebhookSigner } from "../../packages/sandbox/src/delivery/webhook-signer.js";
import { onDispose } from "../utils/disposers.js";
import { callApi, pollUntil, startSandbox, type ApiOptions, type SandboxHandle } from "../utils/sandbox.js";
import { startWebhookReceiver, verifyWebhookSignature, type ReceivedDelivery } from "../utils/webhook-receiver.js";

interface Envelope {
  event: { _tag: string; _id?: string } & Record<string, unknown>;
  eventId: string;
  ts: number;
}

let sb: SandboxHandle;
let jwt: string;

async function commit(handle: Pick<SandboxHandle, "api">, token: string, webhookUrl?: string): Promise<string> {
  const quote = await handle.api("POST", "/bridge/quote/bridge-swap/user", {
    jwt: token,
    body: {
      chainIn: "ARBITRUM_ONE",
      chainOut: "OPTIMISM",
      mode: "pay",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "42",
      depositor: "0x1111111111111111111111111111111111111111",
      recipient: "0x2222222222222222222222222222222222222222",
      ...(webhookUrl ? { webhookUrl } : {}),
    },
  });
  expect(quote.status).toBe(200);
  await handle.api("POST", `/bridge/quote/commit/${quote.body.quoteId}`, { jwt: token });
  return quote.body.quoteId;
}

/** A key pair generation the test finishes itself. */
function pendingKey(): { promise: Promise<WebhookSigner>; resolve: (signer: WebhookSigner) => void } {
  let resolve!: (signer: WebhookSigner) => void;
  const promise = new Promise<WebhookSigner>((r) => (resolve = r));
  return { promise, resolve };
}

/** A sandbox whose webhook key pair is `key`, started on a free port and stopped after the file. */
async function startWithKey(key: Promise<WebhookSigner>): Promise<{ url: string }> {
  const sandbox = createSandbox({ ...defaultSandboxConfig(), autoAdvanceMs: 0 }, { signer: key });
  onDispose(() => sandbox.stop());
  return sandbox.start(0, "127.0.0.1");
}

const forQuote = (quoteId: string) => (d: ReceivedDelivery) => d.json<Envelope>().event._id === quoteId;

beforeAll(async () => {
  sb = await startSandbox({ webhookRetryBaseMs: 5, webhookMaxAttempts: 4 });
  jwt = await sb.getJwt();
});

describe("GET /webhook/public-key", () => {
  it("answers a JSON string holding base64 of a 2048-bit RSA SPKI PEM, without auth", async () => {
    const res = await sb.api("GET", "/webhook/public-key");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(typeof res.body).toBe("string");
    const pem = Buffer.from(res.body, "base64").toString("utf8");
    expect(pem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    const key = createPublicKey(pem);
    expect(key.asymmetricKeyType).toBe("rsa");
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
  });

  it("answers once the key pair exists when asked while it is still being generated", async () => {
    const key = pendingKey();
    const { url } = await startWithKey(key.promise);
    let answered = false;
    const asked = callApi(url, "GET", "/webhook/public-key").finally(() => (answered = true));
    await setTimeout(100);
    expect(answered).toBe(false);
    const signer = await createWebhookSigner();
    key.resolve(signer);
    const res = await asked;
    expect(res.status).toBe(200);
    expect(res.body).toBe(signer.publicKeyBase64());
  });
});

describe("webhook delivery", () => {
  it("delivers an event that happened before the key pair existed once it does, signed with it", async () => {
    const key = pendingKey();
    const { url } = await startWithKey(key.promise);
    const early = { api: (method: string, path: string, options?: ApiOptions) => callApi(url, method, path, options) };
    const token = (await callApi(url, "POST", "/authentication/auth/apiKey", { body: { apiKey: DEFAULT_API_KEY.key } })).body.jwt;
    const receiver = await startWebhookReceiver();
    const quoteId = await commit(early, token, receiver.url);
    await expect(receiver.waitFor(forQuote(quoteId), 200)).rejects.toThrow();
    const signer = await createWebhookSigner();
    key.resolve(signer);
    const delivery = await receiver.waitFor(forQuote(quoteId));
    expect(delivery.json<Envelope>().event._tag).toBe("BRIDGE_PENDING");
    const signature = delivery.headers["x-rhino-signature"] as string;
    expect(verifyWebhookSignature(signer.publicKeyBase64(), delivery.rawBody, signature)).toBe(true);
  });

  it("retries a failed delivery with the same eventId and the same bytes, and keeps a transaction's events in order", async () => {
    const receiver = await startWebhookReceiver({ failFirst: 2 });
    const quoteId = await commit(sb, jwt, receiver.url);
    await sb.advance(quoteId, "EXECUTED");
    const deliveries: ReceivedDelivery[] = [];
    for (let i = 0; i < 5; i++) deliveries.push(await receiver.next());
    expect(deliveries.map((d) => d.answeredStatus)).toEqual([500, 500, 200, 200, 200]);
    const [first, second, third, fourth, fifth] = deliveries.map((d) => d.json<Envelope>());
    expect(first?.event._tag).toBe("BRIDGE_PENDING");
    expect(deliveries[1]?.rawBody).toBe(deliveries[0]?.rawBody);
    expect(deliveries[2]?.rawBody).toBe(deliveries[0]?.rawBody);
    expect(new Set([first?.eventId, second?.eventId, third?.eventId]).size).toBe(1);
    expect(fourth?.event._tag).toBe("BRIDGE_ACCEPTED");
    expect(fifth?.event._tag).toBe("BRIDGE_EXECUTED");
  });

  it("gives up after SANDBOX_WEBHOOK_MAX_ATTEMPTS and moves on to the next event", async () => {
    const receiver = await startWebhookReceiver({ failFirst: 4 });
    await sb.resetStats();
    const quoteId = await commit(sb, jwt, receiver.url);
    await sb.advance(quoteId);
    const accepted = await receiver.waitFor((d) => d.json<Envelope>().event._tag === "BRIDGE_ACCEPTED");
    expect(accepted.answeredStatus).toBe(200);
    expect(receiver.received.filter((d) => d.json<Envelope>().event._tag === "BRIDGE_PENDING")).toHaveLength(4);
    expect((await sb.stats()).webhooks).toEqual({ attempts: 5, delivered: 1, gaveUp: 1, refused: 0 });
  });

  it("retries when the receiver cannot be reached", async () => {
    const receiver = await startWebhookReceiver();
    const url = receiver.url;
    await receiver.close();
    await sb.resetStats();
    await commit(sb, jwt, url);
    const stats = await pollUntil(async () => {
      const s = await sb.stats();
      return s.webhooks.gaveUp === 1 ? s : undefined;
    });
    expect(stats.webhooks).toEqual({ attempts: 4, delivered: 0, gaveUp: 1, refused: 0 });
  });

  it("abandons pending retries on stop()", async () => {
    const patient = await startSandbox({ webhookRetryBaseMs: 60_000 });
    const receiver = await startWebhookReceiver({ failFirst: 100 });
    await commit(patient, await patient.getJwt(), receiver.url);
    expect((await receiver.next()).answeredStatus).toBe(500);
    const started = performance.now();
    await patient.sandbox.stop();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(receiver.received).toHaveLength(1);
  });

  it("posts to the webhookUrl without its trailing slash plus /rhinofi-event", async () => {
    const receiver = await startWebhookReceiver({ basePath: "/deep/path/" });
    const quoteId = await commit(sb, jwt, receiver.url);
    const delivery = await receiver.waitFor(forQuote(quoteId));
    expect(delivery.path).toBe("/deep/path/rhinofi-event");
  });

  it("uses the configured signature header name and signs with the current key after a rotation", async () => {
    const custom = await startSandbox({ signatureHeader: "rhino_signature" });
    const customJwt = await custom.getJwt();
    const receiver = await startWebhookReceiver();
    const oldKey = (await custom.api("GET", "/webhook/public-key")).body as string;
    const first = await commit(custom, customJwt, receiver.url);
    const before = await receiver.waitFor(forQuote(first));
    expect(before.headers["x-rhino-signature"]).toBeUndefined();
    expect(verifyWebhookSignature(oldKey, before.rawBody, before.headers["rhino_signature"] as string)).toBe(true);

    const newKey = await custom.rotateWebhookKey();
    expect(newKey).not.toBe(oldKey);
    expect((await custom.api("GET", "/webhook/public-key")).body).toBe(newKey);
    const second = await commit(custom, customJwt, receiver.url);
    const after = await receiver.waitFor(forQuote(second));
    const signature = after.headers["rhino_signature"] as string;
    expect(verifyWebhookSignature(newKey, after.rawBody, signature)).toBe(true);
    expect(verifyWebhookSignature(oldKey, after.rawBody, signature)).toBe(false);
  });

  it("signs the hex sha256 digest of the exact body: a changed byte fails verification", async () => {
    const receiver = await startWebhookReceiver();
    const key = (await sb.api("GET", "/webhook/public-key")).body as string;
    const quoteId = await commit(sb, jwt, receiver.url);
    const delivery = await receiver.waitFor(forQuote(quoteId));
    const signature = delivery.headers["x-rhino-signature"] as string;
    expect(signature).toMatch(/^[0-9a-f]{512}$/);
    expect(verifyWebhookSignature(key, delivery.rawBody, signature)).toBe(true);
    expect(verifyWebhookSignature(key, delivery.rawBody.replace('"ts":', '"ts": '), signature)).toBe(false);
  });
});

describe("GET /webhook/user-events-cursor", () => {
  let cursorSb: SandboxHandle;
  let cursorJwt: string;
  const page = (query: string, token = cursorJwt) => cursorSb.api("GET", `/webhook/user-events-cursor?${query}`, { jwt: token });

  beforeAll(async () => {
    cursorSb = await startSandbox({
      apiKeys: [
        { key: "SECRET_a", projectId: "a" },
        { key: "SECRET_b", projectId: "b" },
      ],
    });
    cursorJwt = await cursorSb.getJwt();
    for (let i = 0; i < 3; i++) await cursorSb.advance(await commit(cursorSb, cursorJwt), "EXECUTED");
  });

  it("pages through the project's events oldest first, with a null token at the end", async () => {
    const first = await page("sinceTimestamp=0&pageSize=4");
    expect(first.status).toBe(200);
    expect(Object.keys(first.body).sort()).toEqual(["items", "nextPageToken"]);
    expect(first.body.items).toHaveLength(4);
    expect(typeof first.body.nextPageToken).toBe("string");
    const second = await page(`sinceTimestamp=0&pageSize=4&pageToken=${first.body.nextPageToken}`);
    expect(second.body.items).toHaveLength(4);
    const third = await page(`sinceTimestamp=0&pageSize=4&pageToken=${second.body.nextPageToken}`);
    expect(third.body.items).toHaveLength(1);
    expect(third.body.nextPageToken).toBeNull();

    // The vendor types list bare events here: no envelope, no eventId, no ts.
    const all: Envelope["event"][] = [...first.body.items, ...second.body.items, ...third.body.items];
    expect(all.map((e) => e._tag)).toEqual(
      Array.from({ length: 3 }, () => ["BRIDGE_PENDING", "BRIDGE_ACCEPTED", "BRIDGE_EXECUTED"]).flat(),
    );
    expect(new Set(all.map((e) => e._id)).size).toBe(3);
    for (const event of all) {
      expect(event).not.toHaveProperty("eventId");
      expect(event).not.toHaveProperty("ts");
    }
  });

  it("defaults to 20 per page and returns only events newer than sinceTimestamp", async () => {
    const all = await page("sinceTimestamp=0");
    expect(all.body.items).toHaveLength(9);
    expect(all.body.nextPageToken).toBeNull();
    expect((await page(`sinceTimestamp=${Date.now() + 60_000}`)).body.items).toEqual([]);
  });

  it("shows nothing of another project's events", async () => {
    const other = await cursorSb.getJwt("SECRET_b");
    expect((await page("sinceTimestamp=0", other)).body).toEqual({ items: [], nextPageToken: null });
  });

  it.each([
    ["pageSize over 50", "sinceTimestamp=0&pageSize=51", "pageSize"],
    ["pageSize not a number", "sinceTimestamp=0&pageSize=abc", "pageSize"],
    ["pageSize zero", "sinceTimestamp=0&pageSize=0", "pageSize"],
    ["sinceTimestamp missing", "pageSize=5", "sinceTimestamp"],
    ["sinceTimestamp not a number", "sinceTimestamp=yesterday", "sinceTimestamp"],
    ["a page token it did not mint", "sinceTimestamp=0&pageToken=garbage", "pageToken"],
  ])("answers a decode error for %s", async (_name, query, field) => {
    const res = await page(query);
    expect(res.status).toBe(400);
    expect(res.body._tag).toBe("HttpApiDecodeError");
    expect(res.body.issues.map((i: { path: string[] }) => i.path[0])).toContain(field);
  });
});

describe("DEPOSIT_ADDRESS_CREATED", () => {
  it("is delivered to the registration's webhookUrl and stored in the event log", async () => {
    const receiver = await startWebhookReceiver();
    await sb.registerDepositAddress({
      depositAddress: "0xsda-created",
      depositChain: "ETHEREUM",
      destinationChain: "BASE",
      destinationAddress: "0x3333333333333333333333333333333333333333",
      tokenOut: "USDC",
      addressNote: "vip",
      webhookUrl: receiver.url,
    });
    const delivery = await receiver.waitFor((d) => d.json<Envelope>().event._tag === "DEPOSIT_ADDRESS_CREATED");
    const envelope = delivery.json<Envelope>();
    expect(envelope.event).toEqual({
      _tag: "DEPOSIT_ADDRESS_CREATED",
      depositChain: "ETHEREUM",
      depositAddress: "0xsda-created",
      destinationChain: "BASE",
      destinationAddress: "0x3333333333333333333333333333333333333333",
      tokenOut: "USDC",
      addressNote: "vip",
    });
    const log = await sb.api("GET", "/webhook/user-events-cursor?sinceTimestamp=0&pageSize=50", { jwt });
    expect(log.body.items).toContainEqual(envelope.event);
  });
});
