import { isInterfaceType, print } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/schema/index.js";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox } from "../utils/sandbox.js";
import { wsClient } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";

const CreateQuote = graphql(`
  mutation ErrorsCreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
      }
      ... on Error {
        message
      }
    }
  }
`);

const CommitQuote = graphql(`
  mutation ErrorsCommitQuote($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);

const ByHash = graphql(`
  query ErrorsByHash($hash: String!) {
    transactionsByDepositHash(depositTxHash: $hash) {
      __typename
      ... on HistoryNotFound {
        id
      }
      ... on Error {
        message
      }
    }
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
      ... on HistoryNotFound {
        id
      }
      ... on Error {
        message
      }
    }
    transaction(hash: $hash) {
      id
    }
  }
`);

const Calldata = graphql(`
  query ErrorsCalldata($id: ID!) {
    swapCalldata(commitmentId: $id) {
      __typename
      ... on Error {
        message
      }
    }
  }
`);

const DepositAddressErrors = graphql(`
  query ErrorsDepositAddress($address: String!) {
    depositAddress(address: $address, chain: "ETHEREUM") {
      status {
        __typename
        ... on Error {
          message
        }
      }
    }
  }
`);

const input = {
  chainIn: "ETHEREUM",
  chainOut: "BASE",
  amount: "100",
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

const bridgeQuoteId = async () => as((await gw.gql(CreateQuote, { input })).data?.createQuote, "BridgeQuote").quoteId;

describe("a variable that fails coercion", () => {
  it("is BAD_USER_INPUT over HTTP, like every other refusal", async () => {
    const res = await gw.post({ query: print(CreateQuote), variables: { input: { ...input, amount: "abc" } } });
    const body = (await res.json()) as { data?: unknown; errors: { message: string; extensions?: { code?: string } }[] };
    expect(body.data).toBeUndefined();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]!.extensions?.code).toBe("BAD_USER_INPUT");
    expect(body.errors[0]!.message).toContain('"abc" is not a decimal number');
  });

  it("is BAD_USER_INPUT for a missing required variable and for a number sent as a Decimal", async () => {
    for (const variables of [{}, { input: { ...input, amount: 100 } }]) {
      const body = (await (await gw.post({ query: print(CreateQuote), variables })).json()) as {
        errors: { extensions?: { code?: string } }[];
      };
      expect(body.errors.map((e) => e.extensions?.code)).toEqual(["BAD_USER_INPUT"]);
    }
  });

  it("is BAD_USER_INPUT over graphql-ws", async () => {
    const result = await new Promise<unknown>((resolve, reject) => {
      wsClient(gw.url).subscribe(
        { query: print(CreateQuote), variables: { input: { ...input, amount: "abc" } } },
        { next: resolve, error: reject, complete: () => {} },
      );
    });
    expect(result).toMatchObject({ errors: [{ extensions: { code: "BAD_USER_INPUT" } }] });
  });

  it("leaves codes that are already there alone (a validation error stays GRAPHQL_VALIDATION_FAILED)", async () => {
    const body = (await (await gw.post({ query: "{ nope }" })).json()) as { errors: { extensions?: { code?: string } }[] };
    expect(body.errors[0]!.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });
});

describe("not found", () => {
  it("is HistoryNotFound { id } by deposit hash and by withdrawal hash; transaction(hash) is null", async () => {
    const hash = `0x${"7".repeat(64)}`;
    const { data, errors } = await gw.gql(ByHash, { hash });
    expect(errors).toBeUndefined();
    expect(data?.transactionsByDepositHash).toMatchObject({ __typename: "HistoryNotFound", id: hash });
    expect(data?.transactionByWithdrawHash).toMatchObject({ __typename: "HistoryNotFound", id: hash });
    expect(data?.transaction).toBeNull();
  });

  it("is not a malformed hash, which stays InvalidRequest both ways", async () => {
    const { data } = await gw.gql(ByHash, { hash: "0x1234" });
    expect(data?.transactionsByDepositHash.__typename).toBe("InvalidRequest");
    expect(data?.transactionByWithdrawHash.__typename).toBe("InvalidRequest");
    expect(data?.transaction).toBeNull();
  });
});

describe("every Error type's message", () => {
  /** Reaches each typed error through the gateway, the way a frontend would meet it. */
  const triggers: Record<string, () => Promise<{ __typename: string; message?: string } | undefined>> = {
    HistoryNotFound: async () => (await gw.gql(ByHash, { hash: `0x${"6".repeat(64)}` })).data?.transactionsByDepositHash,
    InvalidRequest: async () => (await gw.gql(ByHash, { hash: "0x12" })).data?.transactionsByDepositHash,
    DepositAddressNotFound: async () =>
      (await gw.gql(DepositAddressErrors, { address: "0x5da00000000000000000000000000000000000ff" })).data?.depositAddress.status,
    EndpointDisabled: async () => {
      // A sandbox whose smart deposit addresses are switched off answers as the vendor does: 503
      // EndpointDisabledError, without a message, so the gateway's own must be fit to show.
      const off = await startGateway({ sandbox: await startSandbox({ sdaDisabled: true }) });
      return (await off.gql(DepositAddressErrors, { address: "0x5da00000000000000000000000000000000000fe" })).data?.depositAddress
        .status;
    },
    CommitmentNotFound: async () => (await gw.gql(Calldata, { id: "no-such-commitment" })).data?.swapCalldata,
    InvalidCommitmentType: async () => (await gw.gql(Calldata, { id: await bridgeQuoteId() })).data?.swapCalldata,
    QuoteExpired: async () => {
      const quoteId = await bridgeQuoteId();
      await gw.sandbox.override({
        method: "POST",
        path: `/bridge/quote/commit/${quoteId}`,
        status: 410,
        body: { _tag: "QuoteExpired" },
      });
      return (await gw.gql(CommitQuote, { quoteId })).data?.commitQuote;
    },
    QuoteNotFound: async () => (await gw.gql(CommitQuote, { quoteId: "no-such-quote" })).data?.commitQuote,
    InvalidInput: async () => (await gw.gql(CreateQuote, { input: { ...input, amount: "-1" } })).data?.createQuote,
    UpstreamError: async () => {
      await gw.sandbox.override({
        method: "POST",
        path: "/bridge/quote/bridge-swap/user",
        status: 400,
        body: { _tag: "WithdrawLimitReached" },
      });
      return (await gw.gql(CreateQuote, { input })).data?.createQuote;
    },
    ...vendorQuoteErrors(),
    TooManyRequests: async () => {
      const quoteId = await bridgeQuoteId();
      await gw.sandbox.override({
        method: "POST",
        path: `/bridge/quote/commit/${quoteId}`,
        status: 429,
        body: { _tag: "TooManyRequests", retryAfter: 5 },
      });
      return (await gw.gql(CommitQuote, { quoteId })).data?.commitQuote;
    },
    CannotCancelBridge: async () => {
      await gw.sandbox.override({
        method: "PATCH",
        path: "/bridge/history/bridge/some-bridge",
        status: 422,
        body: { _tag: "CannotCancelBridge" },
      });
      return field(`mutation { result: cancelTransaction(id: "some-bridge") { __typename ... on Error { message } } }`);
    },
    DepositAddressAlreadyActive: async () => {
      const address = "0x5da00000000000000000000000000000000000fd";
      await gw.sandbox.override({
        method: "PATCH",
        path: `/sda/deposit-addresses/${address}/ETHEREUM/activate`,
        status: 422,
        body: { _tag: "DepositAddressAlreadyActive" },
      });
      return field(
        `mutation { result: activateDepositAddress(address: "${address}", chain: "ETHEREUM") { __typename ... on Error { message } } }`,
      );
    },
    TransferNotPending: async () => {
      const quoteId = await commitTransfer(gw.sandbox, "http://127.0.0.1:9/hooks");
      await gw.sandbox.advance(quoteId, "EXECUTED");
      return field(`{ result: depositPlan(quoteId: "${quoteId}") { __typename ... on Error { message } } }`);
    },
    DepositNotSupported: async () => {
      const solana = { ...input, chainIn: "SOLANA", depositor: "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV" };
      const quote = await field(
        `mutation($input: QuoteInput!) { result: createQuote(input: $input) { __typename ... on Quote { depositPlan { __typename ... on Error { message } } } } }`,
        { input: solana },
      );
      return (quote as { depositPlan?: { __typename: string; message?: string } } | undefined)?.depositPlan;
    },
    DepositAddressChainsNotSupported: async () => {
      await gw.sandbox.override({
        method: "POST",
        path: "/sda/deposit-addresses",
        status: 422,
        body: { _tag: "DepositAddressChainsNotSupported", chains: ["ETHEREUM"] },
      });
      return field(
        `mutation { result: createDepositAddress(input: { depositChains: ["ETHEREUM"], destinationChain: "BASE", destinationAddress: "${input.recipient}" }) { __typename ... on Error { message } } }`,
      );
    },
  };

  it("covers every type that implements Error", () => {
    const error = schema.getType("Error");
    if (!isInterfaceType(error)) throw new Error("no Error interface");
    const implementing = schema
      .getPossibleTypes(error)
      .map((t) => t.name)
      .sort();
    expect(Object.keys(triggers).sort()).toEqual(implementing);
  });

  it.each(Object.keys(triggers))("%s: non-empty, and no route, host, credential or stack in any field", async (typename) => {
    const result = await triggers[typename]!();
    expect(result?.__typename).toBe(typename);
    const message = result!.message ?? "";
    expect(message.trim().length).toBeGreaterThan(3);
    const host = new URL(gw.sandbox.url).host;
    // Every field the result carries, not only the message: an upstream detail can hide in any.
    const everything = JSON.stringify(result);
    for (const internal of [host, "127.0.0.1", "localhost", "http", "GET /", "POST /", "/bridge/", "/sda/", "SECRET", "Bearer"]) {
      expect(everything).not.toContain(internal);
    }
    expect(everything).not.toMatch(/\\n\s+at /);
    expect(message).not.toMatch(/^(Type|Reference|Syntax)?Error:/);
  });
});

/** The one root field (aliased `result`) of an untyped operation. */
async function field(
  query: string,
  variables?: Record<string, unknown>,
): Promise<{ __typename: string; message?: string } | undefined> {
  const body = (await (await gw.post({ query, variables })).json()) as {
    data?: { result?: { __typename: string; message?: string } };
  };
  return body.data?.result;
}

/**
 * The vendor's quote errors, answered the way the vendor types write them (every field each one
 * requires, strings for amounts), so each reaches the client as its own type.
 */
function vendorQuoteErrors(): Record<string, () => Promise<{ __typename: string; message?: string } | undefined>> {
  const fields = {
    token: "USDT",
    chain: "BASE",
    chainIn: "ETHEREUM",
    chainOut: "BASE",
    tokenIn: "USDT",
    tokenOut: "USDT",
    receiveAmount: "1",
    maxWithdrawAmount: "10",
    payAmount: "1",
    maxDepositAmount: "10",
    market: "USDT-ETH",
    payAmountUsd: "1",
    maxDepositAmountUsd: "10",
    minDepositAmountUsd: "5",
    amountNativeTokenCost: "1",
  };
  const tags: Record<string, [string, number]> = {
    WithdrawLimitReached: ["WithdrawLimitReached", 422],
    DepositLimitReached: ["DepositLimitReached", 422],
    SwapLimitReached: ["SwapLimitReached", 422],
    SdaDepositLimitExceeded: ["SdaDepositLimitExceeded", 422],
    SdaDepositBelowMinimum: ["SdaDepositBelowMinimum", 422],
    NegativeReceiveAmount: ["NegativeReceiveAmount", 422],
    GasBoostGreaterThanReceiveAmount: ["GasBoostGreaterThanReceiveAmount", 422],
    NoRouteFound: ["NoRouteFoundError", 404],
    SameChainSwapNotAvailable: ["SameChainSwapNotAvailable", 422],
  };
  return Object.fromEntries(
    Object.entries(tags).map(([typename, [tag, status]]) => [
      typename,
      async () => {
        await gw.sandbox.override({
          method: "POST",
          path: "/bridge/quote/bridge-swap/user",
          status,
          body: { _tag: tag, ...fields },
        });
        return (await gw.gql(CreateQuote, { input })).data?.createQuote;
      },
    ]),
  );
}
