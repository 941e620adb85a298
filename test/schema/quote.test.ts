import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { movableClock, startSandbox } from "../utils/sandbox.js";

const CreateQuote = graphql(`
  mutation CreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
        chainIn
        chainOut
        payAmount
        payAmountUsd
        receiveAmount
        receiveAmountUsd
        depositor
        recipient
        expiresAt
        isExpired
        speed
        estimatedDuration
        flowCredits
        webhookUrl
        gasBoost {
          amountNative
          amountNativeUsd
          amountNativeTokenCost
        }
        postBridgeData {
          __typename
          ... on ExtendedPostBridgeData {
            vaultId
          }
        }
        fees {
          fee
          feeUsd
          gasFee
          gasFeeUsd
          platformFee
          percentageFee
          percentageFeeAmount
          percentageFeeThreshold
          sponsored {
            fee
            gasFee
            gasFeeUsd
            percentageFee
          }
        }
      }
      ... on BridgeQuote {
        token
      }
      ... on BridgeSwapQuote {
        tokenIn
        tokenOut
        bridgePayAmount
        minReceiveAmount
        minReceiveAmountUsd
        usdPriceTokenIn
        usdPriceTokenOut
        swapCalldata {
          __typename
          ... on SwapCalldata {
            commitmentId
            calldata
          }
        }
      }
      ... on OtherQuote {
        tag
        raw
      }
      ... on InvalidInput {
        message
        issues {
          path
          message
        }
      }
      ... on UpstreamError {
        tag
        message
        raw
      }
    }
  }
`);

const CommitQuote = graphql(`
  mutation CommitQuote($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
      ... on QuoteCommitment {
        quoteId
      }
      ... on Error {
        message
      }
      ... on InvalidInput {
        issues {
          path
        }
      }
    }
  }
`);

const bridgeInput = {
  chainIn: "ETHEREUM",
  chainOut: "ARBITRUM_ONE",
  amount: "250",
  mode: "PAY" as const,
  tokenIn: "USDT",
  tokenOut: "USDT",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
};

let gw: GatewayHandle;

beforeAll(async () => {
  gw = await startGateway();
});

describe("createQuote", () => {
  it("returns a BridgeQuote with exact decimal amounts and fees for a same-token transfer", async () => {
    const { data, errors } = await gw.gql(CreateQuote, { input: bridgeInput });
    expect(errors).toBeUndefined();
    const quote = as(data?.createQuote, "BridgeQuote");
    expect(quote).toMatchObject({
      chainIn: "ETHEREUM",
      chainOut: "ARBITRUM_ONE",
      token: "USDT",
      payAmount: "250",
      isExpired: false,
    });
    expect(typeof quote.receiveAmount).toBe("string");
    expect(typeof quote.payAmountUsd).toBe("number");
    expect(quote.receiveAmount).toMatch(/^\d+(\.\d+)?$/);
    expect(Date.parse(quote.expiresAt)).toBeGreaterThan(Date.now());
    expect(quote.fees.sponsored.percentageFee).toMatch(/^0(\.0+)?$/);
    expect(quote.speed).toMatch(/^(FAST|STANDARD|SLOW)$/);
  });

  it("reports the sponsored gas fee when the integrator pays chainOut gas", async () => {
    const { data } = await gw.gql(CreateQuote, { input: { ...bridgeInput, chainOut: "BASE" } });
    const quote = as(data?.createQuote, "BridgeQuote");
    expect(quote.fees.gasFee).toMatch(/^0(\.0+)?$/);
    expect(Number(quote.fees.sponsored.gasFee)).toBeGreaterThan(0);
  });

  it("keeps amounts of any precision byte for byte", async () => {
    const tiny = await gw.gql(CreateQuote, {
      input: { ...bridgeInput, tokenIn: "TEST", tokenOut: "TEST", amount: "123456789012345678901234567890.5" },
    });
    expect(as(tiny.data?.createQuote, "BridgeQuote").payAmount).toBe("123456789012345678901234567890.5");
    const eth = await gw.gql(CreateQuote, {
      input: {
        ...bridgeInput,
        tokenIn: "ETH",
        tokenOut: "ETH",
        amount: "1.000000000000000001",
        amountNative: "0.000000000000000001",
      },
    });
    const quote = as(eth.data?.createQuote, "BridgeQuote");
    expect(quote.payAmount).toBe("1.000000000000000001");
    expect(quote.gasBoost?.amountNative).toBe("0.000000000000000001");
  });

  it("returns a BridgeSwapQuote with its swap calldata when the tokens differ", async () => {
    const { data, errors } = await gw.gql(CreateQuote, { input: { ...bridgeInput, tokenOut: "ETH", amount: "1000" } });
    expect(errors).toBeUndefined();
    const quote = as(data?.createQuote, "BridgeSwapQuote");
    expect(quote).toMatchObject({ tokenIn: "USDT", tokenOut: "ETH", payAmount: "1000" });
    expect(quote.minReceiveAmount).toMatch(/^\d+(\.\d+)?$/);
    expect(typeof quote.usdPriceTokenOut).toBe("number");
    const calldata = as(quote.swapCalldata, "SwapCalldata");
    expect(calldata.commitmentId).toBe(quote.quoteId);
    expect(calldata.calldata).toMatch(/^0x[0-9a-f]+$/);
  });

  it("echoes postBridgeData and fills in the gateway's webhook when the caller names none", async () => {
    const own = await startGateway({ sandbox: gw.sandbox, env: { PUBLIC_URL: "https://gateway.example.com" } });
    const { data } = await own.gql(CreateQuote, { input: { ...bridgeInput, postBridgeData: { extended: { vaultId: 7 } } } });
    const quote = as(data?.createQuote, "BridgeQuote");
    expect(quote.webhookUrl).toBe("https://gateway.example.com/webhooks/bridge");
    expect(quote.postBridgeData).toEqual({ __typename: "ExtendedPostBridgeData", vaultId: 7 });
    const given = await own.gql(CreateQuote, { input: { ...bridgeInput, webhookUrl: "https://app.example.com/hook" } });
    expect(as(given.data?.createQuote, "BridgeQuote").webhookUrl).toBe("https://app.example.com/hook");
  });

  it("returns every input problem at once as InvalidInput, without calling the upstream", async () => {
    await gw.sandbox.resetStats();
    const { data } = await gw.gql(CreateQuote, {
      input: { ...bridgeInput, chainIn: "", tokenOut: " ", amount: "0", webhookUrl: "not a url" },
    });
    const invalid = as(data?.createQuote, "InvalidInput");
    expect(invalid.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining([
        ["input", "chainIn"],
        ["input", "tokenOut"],
        ["input", "amount"],
        ["input", "webhookUrl"],
      ]),
    );
    expect((await gw.sandbox.stats()).requests).toEqual({});
  });

  const SOL_ADDRESS = "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM";
  const quoteCalls = async () => (await gw.sandbox.stats()).requests["POST /bridge/quote/bridge-swap/user"] ?? 0;

  it.each([
    [
      "a short EVM depositor",
      { depositor: "0xabc" },
      "depositor",
      /^depositor is not a valid EVM address \(0x followed by 40 hex/,
    ],
    [
      "an EVM recipient for a SOL chain",
      { chainOut: "SOLANA", recipient: "0x2222222222222222222222222222222222222222" },
      "recipient",
      /^recipient is not a valid SOL address \(base58, 43-44 characters\)$/,
    ],
    [
      "a TRON recipient that is not T + 33 base58",
      { chainOut: "TRON", recipient: "T123" },
      "recipient",
      /^recipient is not a valid TRON address \(T followed by 33 base58/,
    ],
    [
      "an EVM depositor with a wrong EIP-55 checksum",
      { depositor: "0x8ba1f109551bd432803012645Ac136ddd64DBA72" },
      "depositor",
      /wrong EIP-55 checksum \(in mixed case it is 0x8ba1f109551bD432803012645Ac136ddd64DBA72/,
    ],
    ["a SOL refund address for an EVM source chain", { refundAddress: SOL_ADDRESS }, "refundAddress", /not a valid EVM address/],
  ])("answers InvalidInput at the field for %s, without asking the upstream for a quote", async (_, change, field, message) => {
    await gw.sandbox.resetStats();
    const { data } = await gw.gql(CreateQuote, { input: { ...bridgeInput, ...change } });
    expect(as(data?.createQuote, "InvalidInput").issues).toEqual([
      { path: ["input", field], message: expect.stringMatching(message) },
    ]);
    expect(await quoteCalls()).toBe(0);
  });

  it("reports a bad depositor and a bad recipient at once", async () => {
    const { data } = await gw.gql(CreateQuote, { input: { ...bridgeInput, chainOut: "SOLANA", depositor: SOL_ADDRESS } });
    expect(as(data?.createQuote, "InvalidInput").issues.map((i) => i.path)).toEqual([
      ["input", "depositor"],
      ["input", "recipient"],
    ]);
  });

  it("quotes to a SOL chain with a SOL recipient and a checksummed EVM depositor", async () => {
    await gw.sandbox.resetStats();
    const input = {
      ...bridgeInput,
      chainOut: "SOLANA",
      depositor: "0x8ba1f109551bD432803012645Ac136ddd64DBA72",
      recipient: SOL_ADDRESS,
    };
    const { data } = await gw.gql(CreateQuote, { input });
    expect(as(data?.createQuote, "BridgeQuote")).toMatchObject({ chainOut: "SOLANA", recipient: SOL_ADDRESS });
    expect(await quoteCalls()).toBe(1);
  });

  it("rejects RECEIVE mode for a swap, which the upstream does not support", async () => {
    const { data } = await gw.gql(CreateQuote, { input: { ...bridgeInput, tokenOut: "ETH", mode: "RECEIVE" } });
    expect(as(data?.createQuote, "InvalidInput").issues).toEqual([{ path: ["input", "mode"], message: expect.any(String) }]);
  });

  it("rejects a Decimal that is not a decimal string before resolving", async () => {
    const { data, errors } = await gw.gql(CreateQuote, { input: { ...bridgeInput, amount: "1e5" } });
    expect(data).toBeUndefined();
    expect(errors?.[0]?.message).toMatch(/not a decimal number/);
  });

  it("relays an upstream tag the schema does not model as UpstreamError", async () => {
    const body = { _tag: "NoCommonBridgeTokensError", message: "No common bridge tokens" };
    await gw.sandbox.override({ method: "POST", path: "/bridge/quote/bridge-swap/user", status: 422, body });
    const { data } = await gw.gql(CreateQuote, { input: bridgeInput });
    const error = as(data?.createQuote, "UpstreamError");
    expect(error.tag).toBe("NoCommonBridgeTokensError");
    expect(error.raw).toEqual(body);
  });

  it("maps an upstream decode error onto the input path", async () => {
    await gw.sandbox.override({
      method: "POST",
      path: "/bridge/quote/bridge-swap/user",
      status: 400,
      body: {
        _tag: "HttpApiDecodeError",
        message: "bad",
        issues: [{ _tag: "Pointer", path: ["recipient"], message: "Invalid address" }],
      },
    });
    const { data } = await gw.gql(CreateQuote, { input: bridgeInput });
    expect(as(data?.createQuote, "InvalidInput").issues).toEqual([{ path: ["input", "recipient"], message: "Invalid address" }]);
  });

  it("returns an unknown quote variant as OtherQuote with its raw JSON", async () => {
    const real = await gw.sandbox.api("POST", "/bridge/quote/bridge-swap/user", {
      jwt: await gw.sandbox.getJwt(),
      body: { ...bridgeInput, mode: "pay" },
    });
    const variant = { ...real.body, _tag: "bridgeMultiHop", hops: 2 };
    await gw.sandbox.override({ method: "POST", path: "/bridge/quote/bridge-swap/user", status: 200, body: variant });
    const { data } = await gw.gql(CreateQuote, { input: bridgeInput });
    const other = as(data?.createQuote, "OtherQuote");
    expect(other.tag).toBe("bridgeMultiHop");
    expect(other.raw).toMatchObject({ hops: 2 });
    expect(other.payAmount).toBe(real.body.payAmount);
  });

  it("answers UPSTREAM_BAD_RESPONSE when the upstream sends something unreadable", async () => {
    await gw.sandbox.override({
      method: "POST",
      path: "/bridge/quote/bridge-swap/user",
      status: 200,
      rawBody: "<html>oops</html>",
    });
    const { data, errors } = await gw.gql(CreateQuote, { input: bridgeInput });
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe("UPSTREAM_BAD_RESPONSE");
    expect(JSON.stringify(errors)).not.toMatch(/127\.0\.0\.1|Bearer|stack/);
  });
});

describe("commitQuote", () => {
  it("commits a quote, and committing it again is harmless", async () => {
    const created = as((await gw.gql(CreateQuote, { input: bridgeInput })).data?.createQuote, "BridgeQuote");
    const first = await gw.gql(CommitQuote, { quoteId: created.quoteId });
    expect(first.data?.commitQuote).toEqual({ __typename: "QuoteCommitment", quoteId: created.quoteId });
    const again = await gw.gql(CommitQuote, { quoteId: created.quoteId });
    expect(again.data?.commitQuote).toEqual({ __typename: "QuoteCommitment", quoteId: created.quoteId });
  });

  it("returns QuoteNotFound for an unknown quote id", async () => {
    const { data } = await gw.gql(CommitQuote, { quoteId: "no-such-quote" });
    expect(as(data?.commitQuote, "QuoteNotFound").message).toBeTruthy();
  });

  it("returns InvalidInput for a quote id that cannot be one", async () => {
    const { data } = await gw.gql(CommitQuote, { quoteId: "../../etc" });
    expect(as(data?.commitQuote, "InvalidInput").issues[0]?.path).toEqual(["quoteId"]);
  });

  it("returns QuoteExpired once expiresAt has passed", async () => {
    const clock = movableClock();
    const shortLived = await startGateway({ sandbox: await startSandbox({ quoteTtlS: 1 }, { now: clock.now }) });
    const created = as((await shortLived.gql(CreateQuote, { input: bridgeInput })).data?.createQuote, "BridgeQuote");
    // Past expiresAt on the upstream's clock, without waiting for it.
    clock.advance(1_500);
    expect(clock.now()).toBeGreaterThan(Date.parse(created.expiresAt));
    const { data } = await shortLived.gql(CommitQuote, { quoteId: created.quoteId });
    expect(as(data?.commitQuote, "QuoteExpired").message).toBeTruthy();
  });
});
