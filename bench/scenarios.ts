import type autocannon from "autocannon";
import { QUOTE_REQUEST, type ExecutedTransfer } from "./fixtures.js";

/** What the scenarios are built from. */
export interface ScenarioInput {
  /** Distinct EXECUTED swap transfers prepared on the sandbox. */
  transfers: ExecutedTransfer[];
  /** JWT for the direct REST calls (the gateway exchanges its own key). */
  jwt: string;
}

/** One row of the benchmark: an operation through the gateway and its direct REST equivalent. */
export interface Scenario {
  id: string;
  title: string;
  /** Which gateway serves it: with the shared cache, or started with `CACHE_ENABLED=false`. */
  gateway: "cached" | "uncached";
  /** Upstream calls one operation should cost: the distinct records it needs, 0 when they are cached. */
  expectedCallsPerOp: number;
  gatewayRequests(): autocannon.Request[];
  directRequests(): autocannon.Request[];
  /** The GraphQL body of one operation and a check of its answer, run once before the load. */
  sample(): { body: string; check(data: Record<string, unknown>): boolean };
}

const BY_WITHDRAW_HASH = `query ByWithdrawHash($hash: String!) {
  transactionByWithdrawHash(withdrawTxHash: $hash) {
    __typename
    ... on Transaction { id state chainIn chainOut amountIn amountOut depositTxHash withdrawTxHash createdAt }
    ... on Error { message }
  }
}`;

/** A frontend's transfer page: the record with its fees and swap calldata, plus two aliases of it from other components. */
const FRONTEND_PAGE = `query TransferPage($hash: String!) {
  transfer: transactionByWithdrawHash(withdrawTxHash: $hash) {
    __typename
    ... on Transaction {
      id state chainIn chainOut amountIn amountOut createdAt withdrawTxHash
      fees { fee feeUsd gasFee platformFee percentageFee }
      sponsoredFees { fee feeUsd }
    }
    ... on BridgeSwapTransaction {
      tokenIn tokenOut minAmountOut
      swapCalldata { __typename ... on SwapCalldata { calldata } ... on Error { message } }
    }
    ... on Error { message }
  }
  header: transactionByWithdrawHash(withdrawTxHash: $hash) { ... on Transaction { state withdrawCommittedAt } }
  summary: transactionByWithdrawHash(withdrawTxHash: $hash) { ... on Transaction { amountIn amountOut } }
}`;

const CREATE_QUOTE = `mutation CreateQuote($input: QuoteInput!) {
  createQuote(input: $input) {
    __typename
    ... on Quote { quoteId payAmount receiveAmount expiresAt fees { fee feeUsd } }
    ... on Error { message }
  }
}`;

const QUOTE_INPUT = { ...QUOTE_REQUEST, mode: "PAY" };

const graphqlRequest = (body: () => string): autocannon.Request => ({
  method: "POST",
  path: "/graphql",
  headers: { "content-type": "application/json", accept: "application/graphql-response+json" },
  setupRequest: (req) => ({ ...req, body: body() }),
});

/** Round-robin over the transfers: consecutive operations (on different connections) ask for different records. */
function cycle(transfers: ExecutedTransfer[]): () => ExecutedTransfer {
  let i = 0;
  return () => transfers[i++ % transfers.length]!;
}

const typename = (value: unknown) => (value as { __typename?: string } | undefined)?.__typename;

/** S1 to S4 (S3 twice: through the uncached gateway, where its cost shows, and the cached one). */
export function scenarios({ transfers, jwt }: ScenarioInput): Scenario[] {
  const auth = { authorization: `Bearer ${jwt}` };
  const withdrawPath = (hash: string) => `/bridge/history/bridge/by-withdraw-hash/${hash}`;
  const one = transfers[0]!;
  const byHash = (hash: string) => JSON.stringify({ query: BY_WITHDRAW_HASH, variables: { hash } });
  const page = (hash: string) => JSON.stringify({ query: FRONTEND_PAGE, variables: { hash } });
  const isSwapRecord = (data: Record<string, unknown>) => typename(data.transactionByWithdrawHash) === "BridgeSwapTransaction";

  const uncachedLookup = (): Scenario => ({
    id: "S1",
    title: "transactionByWithdrawHash, uncached",
    gateway: "uncached",
    expectedCallsPerOp: 1,
    gatewayRequests: () => {
      const next = cycle(transfers);
      return [graphqlRequest(() => byHash(next().withdrawTxHash))];
    },
    directRequests: () => {
      const next = cycle(transfers);
      return [{ method: "GET", headers: auth, setupRequest: (req) => ({ ...req, path: withdrawPath(next().withdrawTxHash) }) }];
    },
    sample: () => ({ body: byHash(one.withdrawTxHash), check: isSwapRecord }),
  });

  const frontendPage = (gateway: "cached" | "uncached"): Scenario => ({
    id: gateway === "uncached" ? "S3" : "S3c",
    title: `transfer page (record + fees + calldata + 2 aliases), ${gateway}`,
    gateway,
    expectedCallsPerOp: gateway === "uncached" ? 2 : 0,
    gatewayRequests: () => {
      const next = cycle(transfers);
      return [graphqlRequest(() => page(next().withdrawTxHash))];
    },
    // A frontend knows the hash, not the commitment id: it reads the record, then the calldata of its _id.
    directRequests: () => {
      const next = cycle(transfers);
      return [
        {
          method: "GET",
          headers: auth,
          setupRequest: (req) => ({ ...req, path: withdrawPath(next().withdrawTxHash) }),
          onResponse: (_status, body, context) => {
            (context as { id?: string }).id = (JSON.parse(body) as { _id: string })._id;
          },
        },
        {
          method: "GET",
          setupRequest: (req, context) => ({ ...req, path: `/bridge/swap/calldata/${String((context as { id?: string }).id)}` }),
        },
      ];
    },
    sample: () => ({
      body: page(one.withdrawTxHash),
      check: (data) => {
        const transfer = data.transfer as { swapCalldata?: unknown } | undefined;
        return typename(transfer) === "BridgeSwapTransaction" && typename(transfer?.swapCalldata) === "SwapCalldata";
      },
    }),
  });

  return [
    uncachedLookup(),
    {
      id: "S2",
      title: "transactionByWithdrawHash, cached",
      gateway: "cached",
      expectedCallsPerOp: 0,
      gatewayRequests: () => [graphqlRequest(() => byHash(one.withdrawTxHash))],
      directRequests: () => [{ method: "GET", path: withdrawPath(one.withdrawTxHash), headers: auth }],
      sample: () => ({ body: byHash(one.withdrawTxHash), check: isSwapRecord }),
    },
    frontendPage("uncached"),
    frontendPage("cached"),
    {
      id: "S4",
      title: "createQuote",
      gateway: "cached",
      expectedCallsPerOp: 1,
      gatewayRequests: () => [graphqlRequest(() => JSON.stringify({ query: CREATE_QUOTE, variables: { input: QUOTE_INPUT } }))],
      directRequests: () => [
        {
          method: "POST",
          path: "/bridge/quote/bridge-swap/user",
          headers: { ...auth, "content-type": "application/json" },
          body: JSON.stringify(QUOTE_REQUEST),
        },
      ],
      sample: () => ({
        body: JSON.stringify({ query: CREATE_QUOTE, variables: { input: QUOTE_INPUT } }),
        check: (data) => typename(data.createQuote) === "BridgeSwapQuote",
      }),
    },
  ];
}
