// Reference gateway for `npm run bench`: Apollo Server 5 (standalone) + @apollo/datasource-rest over
// the same sandbox, answering the same documents as the gateway (schema.graphql here is the part of
// ours those documents touch). Adapted from the shared peers harness (shared/peers/apollo): the
// textbook setup, one RESTDataSource per request (GETs de-duplicated within an operation, the v5+
// default), the server's cache handed to it, no other tuning. Plain JavaScript run by `node`, so the
// peer pays for no loader or build step either.
//
// Env: PORT (0 = any free port), HOST (127.0.0.1), BRIDGE_API_URL (required), BRIDGE_API_KEY
// (exchanged for a JWT at start-up, as our gateway does, and renewed before it expires).
/* global process, console, fetch, setTimeout, Buffer, URL */
import { readFileSync } from "node:fs";
import { ApolloServer } from "@apollo/server";
import { startStandaloneServer } from "@apollo/server/standalone";
import { RESTDataSource } from "@apollo/datasource-rest";

const PORT = Number(process.env.PORT ?? 0);
const HOST = process.env.HOST ?? "127.0.0.1";
const BRIDGE_API_URL = process.env.BRIDGE_API_URL;
const BRIDGE_API_KEY = process.env.BRIDGE_API_KEY ?? "SECRET_sandbox";
if (!BRIDGE_API_URL) throw new Error("BRIDGE_API_URL is required");
const baseURL = BRIDGE_API_URL.endsWith("/") ? BRIDGE_API_URL : `${BRIDGE_API_URL}/`;

const typeDefs = readFileSync(new URL("./schema.graphql", import.meta.url), "utf8");

// The upstream wants a JWT; one is shared by all requests, renewed a minute before it expires.
let jwt = "";
async function login() {
  const res = await fetch(`${baseURL}authentication/auth/apiKey`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ apiKey: BRIDGE_API_KEY }),
  });
  if (!res.ok) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  jwt = (await res.json()).jwt;
  const { exp } = JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString());
  setTimeout(
    () => login().catch((err) => console.error("JWT renewal failed", err)),
    Math.max(1_000, exp * 1000 - Date.now() - 60_000),
  ).unref();
}

class BridgeAPI extends RESTDataSource {
  baseURL = baseURL;

  willSendRequest(_path, request) {
    request.headers.authorization = `Bearer ${jwt}`;
  }

  getTransactionByWithdrawHash(hash) {
    return this.get(`bridge/history/bridge/by-withdraw-hash/${encodeURIComponent(hash)}`);
  }

  getSwapCalldata(commitmentId) {
    return this.get(`bridge/swap/calldata/${encodeURIComponent(commitmentId)}`);
  }

  createQuote(body) {
    return this.post("bridge/quote/bridge-swap/user", { body });
  }
}

/** An upstream 4xx becomes the UpstreamError member of the result union; anything else stays a GraphQL error. */
async function orUpstreamError(call) {
  try {
    return await call();
  } catch (err) {
    const response = err?.extensions?.response;
    if (response && response.status >= 400 && response.status < 500) {
      const body = typeof response.body === "object" && response.body !== null ? response.body : {};
      return { __typename: "UpstreamError", tag: String(body._tag ?? response.status), message: String(body.message ?? "") };
    }
    throw err;
  }
}

const FEE_FIELDS = [
  "fee",
  "feeUsd",
  "gasFee",
  "gasFeeUsd",
  "sourceGasFee",
  "sourceGasFeeUsd",
  "platformFee",
  "platformFeeUsd",
  "percentageFee",
  "percentageFeeUsd",
];

const TRANSACTION_TYPES = { bridge: "BridgeTransaction", bridgeSwap: "BridgeSwapTransaction" };
const QUOTE_TYPES = { bridge: "BridgeQuote", bridgeSwap: "BridgeSwapQuote" };
const resultType = (types) => (value) => value.__typename ?? types[value._tag] ?? null;

// Both record variants carry the same Transaction fields; only these differ from the upstream's names.
const transactionFields = {
  id: (record) => record._id,
  rawState: (record) => record.state,
  fees: (record) => Object.fromEntries(FEE_FIELDS.map((f) => [f, record[f]])),
};

const resolvers = {
  Query: {
    transactionByWithdrawHash: (_root, { withdrawTxHash }, { dataSources }) =>
      orUpstreamError(() => dataSources.bridge.getTransactionByWithdrawHash(withdrawTxHash)),
  },
  Mutation: {
    createQuote: (_root, { input }, { dataSources }) => {
      const { isSda, ...rest } = input;
      return orUpstreamError(() =>
        dataSources.bridge.createQuote(isSda === undefined || isSda === null ? rest : { ...rest, isSda: String(isSda) }),
      );
    },
  },
  TransferMode: { PAY: "pay", RECEIVE: "receive" },
  TransactionByWithdrawHashResult: { __resolveType: resultType(TRANSACTION_TYPES) },
  Transaction: { __resolveType: resultType(TRANSACTION_TYPES) },
  CreateQuoteResult: { __resolveType: resultType(QUOTE_TYPES) },
  Quote: { __resolveType: resultType(QUOTE_TYPES) },
  SwapCalldataResult: { __resolveType: (value) => value.__typename ?? "SwapCalldata" },
  BridgeTransaction: transactionFields,
  BridgeSwapTransaction: {
    ...transactionFields,
    swapCalldata: (record, _args, { dataSources }) =>
      orUpstreamError(async () => ({
        commitmentId: record._id,
        calldata: (await dataSources.bridge.getSwapCalldata(record._id)).calldata,
      })),
  },
  QuoteFees: { sponsored: (fees) => fees.sponsoredFees },
};

await login();
const server = new ApolloServer({ typeDefs, resolvers });
const { url } = await startStandaloneServer(server, {
  listen: { port: PORT, host: HOST },
  context: async () => {
    const { cache } = server;
    return { dataSources: { bridge: new BridgeAPI({ cache }) } };
  },
});
// bench/processes.ts waits for this line; standalone Apollo answers on every path, /graphql included.
console.log(`apollo peer on ${url.replace(/\/$/, "")}/graphql`);

const stop = () => server.stop().then(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
