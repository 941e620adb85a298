import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createGateway } from "../../src/gateway.js";
import { createLogger } from "../../src/observability/logger.js";
import { onDispose } from "../utils/disposers.js";
import { QUICK_STOP_ENV, startGateway } from "../utils/gateway.js";
import { pollUntil, startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { commitTransfer } from "../utils/transfers.js";

const CREATE_QUOTE = `mutation($input: QuoteInput!) {
  createQuote(input: $input) { __typename ... on InvalidInput { issues { path message } } }
}`;
const CREATE_ADDRESS = `mutation($input: CreateDepositAddressInput!) {
  createDepositAddress(input: $input) { __typename ... on InvalidInput { issues { path message } } }
}`;
const quoteInput = {
  chainIn: "ETHEREUM",
  chainOut: "BASE",
  amount: "100",
  mode: "PAY",
  tokenIn: "USDT",
  tokenOut: "USDT",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
};
const addressInput = {
  depositChains: ["ETHEREUM"],
  destinationChain: "BASE",
  destinationAddress: "0x3333333333333333333333333333333333333333",
};

type Run = (query: string, input: Record<string, unknown>) => Promise<{ __typename: string; issues?: unknown }>;

/** A gateway started as `npm start` starts it without BRIDGE_API_URL: the config of sandbox mode, pointed at a sandbox. */
async function sandboxModeGateway(sandbox: SandboxHandle, env: Record<string, string> = {}): Promise<Run> {
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", ...QUICK_STOP_ENV, ...env });
  const gateway = await createGateway(
    { ...config, bridgeApiUrl: sandbox.url, bridgeApiKey: sandbox.apiKey },
    { logger: createLogger("silent"), selfWebhook: true },
  );
  onDispose(() => gateway.stop());
  const { url } = await gateway.start();
  return async (query, input) => {
    const res = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables: { input } }),
    });
    const body = (await res.json()) as { data: Record<string, { __typename: string; issues?: unknown }> };
    return Object.values(body.data)[0]!;
  };
}

const METADATA_URLS = [
  "http://169.254.169.254/latest/meta-data/",
  "http://[::ffff:169.254.169.254]/",
  "http://2852039166/",
  "http://metadata.google.internal/computeMetadata/v1/",
];

describe("webhookUrl accepts link-local and private hosts in sandbox mode", () => {
  let sandbox: SandboxHandle;
  let run: Run;
  const quoteCalls = async () => (await sandbox.stats()).requests["POST /bridge/quote/bridge-swap/user"] ?? 0;
  const createCalls = async () => (await sandbox.stats()).requests["POST /sda/deposit-addresses"] ?? 0;

  beforeAll(async () => {
    sandbox = await startSandbox();
    run = await sandboxModeGateway(sandbox, { PUBLIC_URL: "https://gateway.example.com" });
  });

  it.each([...METADATA_URLS, "http://10.0.0.5/hook", "http://192.168.1.20/hook", "https://hooks.example.net/x"])(
    "answers InvalidInput at input.webhookUrl for %s, with no upstream call",
    async (webhookUrl) => {
      await sandbox.resetStats();
      const quote = await run(CREATE_QUOTE, { ...quoteInput, webhookUrl });
      expect(quote).toEqual({
        __typename: "InvalidInput",
        issues: [{ path: ["input", "webhookUrl"], message: expect.stringMatching(/^webhookUrl must /) }],
      });
      const address = await run(CREATE_ADDRESS, { ...addressInput, webhookUrl });
      expect(address).toMatchObject({ __typename: "InvalidInput", issues: [{ path: ["input", "webhookUrl"] }] });
      expect(await quoteCalls()).toBe(0);
      expect(await createCalls()).toBe(0);
    },
  );

  it.each([
    "http://127.0.0.1:9/hook",
    "http://localhost:4000/webhooks/bridge",
    "http://[::1]:4000/",
    "https://gateway.example.com/webhooks/bridge",
  ])("accepts loopback and the gateway's own address: %s", async (webhookUrl) => {
    expect((await run(CREATE_QUOTE, { ...quoteInput, webhookUrl })).__typename).toBe("BridgeQuote");
  });

  it("accepts the hosts WEBHOOK_URL_ALLOWED_HOSTS names, and still no metadata host", async () => {
    const configured = await sandboxModeGateway(sandbox, { WEBHOOK_URL_ALLOWED_HOSTS: "hooks.example.net, 10.0.0.5" });
    for (const webhookUrl of ["https://hooks.example.net/x", "http://10.0.0.5/hook"])
      expect((await configured(CREATE_QUOTE, { ...quoteInput, webhookUrl })).__typename).toBe("BridgeQuote");
    expect((await configured(CREATE_QUOTE, { ...quoteInput, webhookUrl: "http://192.168.1.20/" })).__typename).toBe(
      "InvalidInput",
    );
    expect((await configured(CREATE_QUOTE, { ...quoteInput, webhookUrl: METADATA_URLS[0] })).__typename).toBe("InvalidInput");
  });

  it("refuses a metadata host with a real upstream too, where any other host is the upstream's business", async () => {
    const gw = await startGateway({ sandbox });
    const post = async (webhookUrl: string) =>
      (
        (await (await gw.post({ query: CREATE_QUOTE, variables: { input: { ...quoteInput, webhookUrl } } })).json()) as {
          data: { createQuote: { __typename: string } };
        }
      ).data.createQuote.__typename;
    expect(await post("https://hooks.example.net/x")).toBe("BridgeQuote");
    expect(await post(METADATA_URLS[0]!)).toBe("InvalidInput");
  });
});

describe("the sandbox's webhook delivery", () => {
  it("never posts to a link-local or metadata address, whatever the quote names", async () => {
    const sandbox = await startSandbox();
    for (const url of METADATA_URLS) await commitTransfer(sandbox, url);
    const stats = await pollUntil(async () => {
      const s = (await sandbox.stats()).webhooks;
      return s.refused >= METADATA_URLS.length ? s : undefined;
    });
    expect(stats).toMatchObject({ attempts: 0, refused: METADATA_URLS.length });
  });
});
