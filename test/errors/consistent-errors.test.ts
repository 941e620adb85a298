import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  print,
  type GraphQLAbstractType,
  type GraphQLInterfaceType,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/schema/index.js";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { freePort } from "../utils/net.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";
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

/** An answer as a client receives it: its headers and parsed body. */
interface Answer {
  headers: Headers;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; path?: unknown[]; extensions?: unknown }[] };
}

/** Posts an operation to `handle` (the file's gateway unless given) and reads the whole answer. */
async function ask(
  query: string,
  variables?: Record<string, unknown>,
  options: { handle?: GatewayHandle; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await (options.handle ?? gw).post({ query, variables }, options.headers);
  return { headers: res.headers, body: (await res.json()) as Answer["body"] };
}

/** The response key of `field` of `owner` among `siblings`: aliased by its type where a sibling has it with another type. */
function responseKey(owner: GraphQLObjectType, field: string, siblings: readonly GraphQLObjectType[]): string {
  const types = new Set(siblings.flatMap((s) => (s.getFields()[field] ? [String(s.getFields()[field]!.type)] : [])));
  return types.size > 1 ? `${owner.name}__${field}` : field;
}

/**
 * Every field below `type`, for each object type it can be (only those implementing `Error` when
 * `errorsOnly`), `depth` levels down; nothing for a leaf.
 */
function selectionOf(type: GraphQLOutputType, depth: number, errorsOnly = false): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return "";
  if (depth === 0) return "{ __typename }";
  const members = (isObjectType(named) ? [named] : schema.getPossibleTypes(named as GraphQLAbstractType)).filter(
    (m) => !errorsOnly || isError(m),
  );
  const fragments = members.map((member) => {
    const fields = Object.values(member.getFields())
      .filter((f) => f.args.every((a) => !isNonNullType(a.type)))
      .map((f) => {
        const key = responseKey(member, f.name, members);
        return `${key === f.name ? "" : `${key}: `}${f.name} ${selectionOf(f.type, depth - 1)}`;
      });
    return `... on ${member.name} { ${fields.join(" ")} }`;
  });
  return `{ __typename ${fragments.join(" ")} }`;
}

const isError = (type: GraphQLObjectType) => type.getInterfaces().some((i) => i.name === "Error");

/** The field at `path` (`Type.field`). */
const fieldOf = (path: string) => {
  const [type, name] = path.split(".") as [string, string];
  return (schema.getType(type) as GraphQLObjectType | GraphQLInterfaceType).getFields()[name]!;
};

/** Every field of every `Error` type the field at `path` (`Type.field`) can answer, nested ones included. */
const errorsOf = (path: string) => selectionOf(fieldOf(path).type, 4, true);

/** The response keys of the fields of `result`'s own type, as {@link errorsOf} selected them for the field at `path`. */
function responseKeys(path: string, result: { __typename: string }): string[] {
  const members = schema.getPossibleTypes(getNamedType(fieldOf(path).type) as GraphQLAbstractType).filter(isError);
  const owner = schema.getType(result.__typename) as GraphQLObjectType;
  return Object.keys(owner.getFields()).map((f) => responseKey(owner, f, members));
}

/** What the check reads: the whole answer, the error object in it, and the field that answered it. */
interface Met {
  answer: Answer;
  result: ({ __typename: string; message?: string } & Record<string, unknown>) | undefined;
  field: string;
}

/**
 * Runs the operation `query` makes of the selection of every error of the field at `field`
 * (`Type.field`), whose root field is aliased `result`; `at` reaches the error inside it.
 */
async function meet(
  field: string,
  query: (errors: string) => string,
  variables?: Record<string, unknown>,
  options: { at?: (result: Record<string, unknown> | undefined) => unknown; handle?: GatewayHandle } = {},
): Promise<Met> {
  const answer = await ask(query(errorsOf(field)), variables, { handle: options.handle });
  const result = answer.body.data?.result as Record<string, unknown> | undefined;
  return { answer, result: (options.at ? options.at(result) : result) as Met["result"], field };
}

const createQuote = (quoteInput: Record<string, unknown>) =>
  meet("Mutation.createQuote", (e) => `mutation($input: QuoteInput!) { result: createQuote(input: $input) ${e} }`, {
    input: quoteInput,
  });
const commitQuote = (quoteId: string) =>
  meet("Mutation.commitQuote", (e) => `mutation($id: ID!) { result: commitQuote(quoteId: $id) ${e} }`, { id: quoteId });
const BY_DEPOSIT_HASH = (e: string) => `query($hash: String!) { result: transactionsByDepositHash(depositTxHash: $hash) ${e} }`;
const byDepositHash = (hash: string) => meet("Query.transactionsByDepositHash", BY_DEPOSIT_HASH, { hash });
const calldata = (id: string) =>
  meet("Query.swapCalldata", (e) => `query($id: ID!) { result: swapCalldata(commitmentId: $id) ${e} }`, { id });
const depositAddressStatus = (address: string, handle?: GatewayHandle) =>
  meet(
    "DepositAddress.status",
    (e) => `query($address: String!) { result: depositAddress(address: $address, chain: "ETHEREUM") { status ${e} } }`,
    { address },
    { at: (r) => r?.status, handle },
  );

const balances = (address: string, chain: string, handle?: GatewayHandle) =>
  meet(
    "Wallet.balances",
    (e) => `query($address: String!, $chain: String!) { result: wallet(address: $address) { balances(chains: [$chain]) ${e} } }`,
    { address, chain },
    { at: (r) => (r?.balances as unknown[] | undefined)?.[0], handle },
  );

/**
 * What no answer may carry, in any string of its body (a field, an error's message or path, an
 * extension at any depth, a key) or in a header: the upstream's address, routes and paths,
 * credentials, stack traces and source locations.
 */
function leakMarks(): (string | RegExp)[] {
  return [
    new URL(gw.sandbox.url).host,
    "127.0.0.1",
    "localhost",
    /http/i,
    /\b(GET|POST|PATCH) \//,
    "/bridge/",
    "/sda/",
    "/authentication/",
    gw.sandbox.apiKey,
    /secret/i,
    /bearer/i,
    /eyJ[\w-]+\.eyJ/,
    /\n\s+at /,
    /\bat .+:\d+:\d+\)?$/m,
    /node_modules|\/src\/|\.[jt]s:\d+/,
    /^(Type|Reference|Syntax|Range)?Error:/,
  ];
}

/** Every string an answer carries, with where: each key and string of its body, each header. */
function stringsOf(answer: Answer): [where: string, text: string][] {
  const found: [string, string][] = [...answer.headers].map(([name, value]) => [`header ${name}`, `${name}: ${value}`]);
  const walk = (value: unknown, where: string) => {
    if (typeof value === "string") found.push([where, value]);
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${where}[${i}]`));
    else if (value !== null && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) {
        found.push([`${where} key`, key]);
        walk(v, `${where}.${key}`);
      }
    }
  };
  walk(answer.body, "body");
  return found;
}

/** The strings of `answer` that carry a leak mark, as `where: text`. */
function leaksOf(answer: Answer): string[] {
  const marks = leakMarks();
  return stringsOf(answer)
    .filter(([, text]) => marks.some((m) => (typeof m === "string" ? text.includes(m) : m.test(text))))
    .map(([where, text]) => `${where}: ${text}`);
}

describe("every Error type", () => {
  /** Reaches each typed error through the gateway, the way a frontend would meet it, selecting every field it has. */
  const triggers: Record<string, () => Promise<Met>> = {
    HistoryNotFound: () => byDepositHash(`0x${"6".repeat(64)}`),
    InvalidRequest: () => byDepositHash("0x12"),
    DepositAddressNotFound: () => depositAddressStatus("0x5da00000000000000000000000000000000000ff"),
    EndpointDisabled: async () => {
      // A sandbox whose smart deposit addresses are switched off answers as the vendor does: 503
      // EndpointDisabledError, without a message, so the gateway's own must be fit to show.
      const off = await startGateway({ sandbox: await startSandbox({ sdaDisabled: true }) });
      return depositAddressStatus("0x5da00000000000000000000000000000000000fe", off);
    },
    CommitmentNotFound: () => calldata("no-such-commitment"),
    InvalidCommitmentType: async () => calldata(await bridgeQuoteId()),
    QuoteExpired: async () => {
      const quoteId = await bridgeQuoteId();
      await gw.sandbox.override({
        method: "POST",
        path: `/bridge/quote/commit/${quoteId}`,
        status: 410,
        body: { _tag: "QuoteExpired" },
      });
      return commitQuote(quoteId);
    },
    QuoteNotFound: () => commitQuote("no-such-quote"),
    InvalidInput: () => createQuote({ ...input, amount: "-1" }),
    UpstreamError: async () => {
      await gw.sandbox.override({
        method: "POST",
        path: "/bridge/quote/bridge-swap/user",
        status: 400,
        body: { _tag: "WithdrawLimitReached" },
      });
      return createQuote(input);
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
      return commitQuote(quoteId);
    },
    CannotCancelBridge: async () => {
      await gw.sandbox.override({
        method: "PATCH",
        path: "/bridge/history/bridge/some-bridge",
        status: 422,
        body: { _tag: "CannotCancelBridge" },
      });
      return meet("Mutation.cancelTransaction", (e) => `mutation { result: cancelTransaction(id: "some-bridge") ${e} }`);
    },
    DepositAddressAlreadyActive: async () => {
      const address = "0x5da00000000000000000000000000000000000fd";
      await gw.sandbox.override({
        method: "PATCH",
        path: `/sda/deposit-addresses/${address}/ETHEREUM/activate`,
        status: 422,
        body: { _tag: "DepositAddressAlreadyActive" },
      });
      return meet(
        "Mutation.activateDepositAddress",
        (e) => `mutation { result: activateDepositAddress(address: "${address}", chain: "ETHEREUM") ${e} }`,
      );
    },
    TransferNotPending: async () => {
      const quoteId = await commitTransfer(gw.sandbox, "http://127.0.0.1:9/hooks");
      await gw.sandbox.advance(quoteId, "EXECUTED");
      return meet("Query.depositPlan", (e) => `{ result: depositPlan(quoteId: "${quoteId}") ${e} }`);
    },
    DepositNotSupported: () => {
      // TON: a chain type no deposit-plan family covers.
      const ton = { ...input, chainIn: "TON", depositor: `0:${"ab".repeat(32)}` };
      return meet(
        "Quote.depositPlan",
        (e) =>
          `mutation($input: QuoteInput!) { result: createQuote(input: $input) { __typename ... on Quote { depositPlan ${e} } } }`,
        { input: ton },
        { at: (r) => r?.depositPlan },
      );
    },
    ChainRpcNotConfigured: () => balances("7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV", "SOLANA"),
    AddressNotValidOnChain: () => balances(input.depositor, "SOLANA"),
    ChainRpcUnreachable: async () => {
      // A port nothing listens on: refused at once, no retry.
      const handle = await startGateway({
        sandbox: gw.sandbox,
        env: { CHAIN_RPC_URLS: `ETHEREUM=http://127.0.0.1:${await freePort()}`, CHAIN_RPC_RETRIES: "0" },
      });
      return balances(input.depositor, "ETHEREUM", handle);
    },
    DepositAddressChainsNotSupported: async () => {
      await gw.sandbox.override({
        method: "POST",
        path: "/sda/deposit-addresses",
        status: 422,
        body: { _tag: "DepositAddressChainsNotSupported", chains: ["ETHEREUM"] },
      });
      return meet(
        "Mutation.createDepositAddress",
        (e) =>
          `mutation { result: createDepositAddress(input: { depositChains: ["ETHEREUM"], destinationChain: "BASE", destinationAddress: "${input.recipient}" }) ${e} }`,
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

  it.each(Object.keys(triggers))(
    "%s: a non-empty message, and no route, host, credential or stack in any field, error or header of the answer",
    async (typename) => {
      const { answer, result, field } = await triggers[typename]!();
      expect(answer.body.errors).toBeUndefined();
      expect(result?.__typename).toBe(typename);
      expect((result!.message ?? "").trim().length).toBeGreaterThan(3);
      // Every field of the type was selected and answered, not only the message.
      expect(Object.keys(result!)).toEqual(expect.arrayContaining(responseKeys(field, result!)));
      expect(leaksOf(answer)).toEqual([]);
    },
  );
});

describe("every GraphQL error an upstream failure becomes", () => {
  /** A gateway of its own per case (no retries, a short deadline), so one case's open circuit is not the next one's answer. */
  const failing = async (bend: (sandbox: SandboxHandle) => Promise<void>) => {
    const sandbox = await startSandbox();
    await bend(sandbox);
    return startGateway({ sandbox, env: { UPSTREAM_RETRIES: "0", UPSTREAM_TIMEOUT_MS: "300" } });
  };
  const hash = `0x${"5".repeat(64)}`;
  const query = BY_DEPOSIT_HASH(errorsOf("Query.transactionsByDepositHash"));

  const cases: Record<string, () => Promise<Answer>> = {
    UPSTREAM_UNAVAILABLE: async () =>
      ask(query, { hash }, { handle: await failing((sb) => sb.setFaults({ errorRate: 1, status: 503 })) }),
    UPSTREAM_TIMEOUT: async () => ask(query, { hash }, { handle: await failing((sb) => sb.setFaults({ timeoutRate: 1 })) }),
    UPSTREAM_BAD_RESPONSE: async () => {
      const handle = await failing((sb) =>
        sb.override({
          method: "GET",
          path: `/bridge/history/bridge/by-deposit-hash/${hash}`,
          status: 200,
          rawBody: "<html>upstream at http://10.0.0.7/internal SECRET_upstream</html>",
        }),
      );
      return ask(query, { hash }, { handle });
    },
    UNAUTHENTICATED: () => ask(query, { hash }, { headers: { authorization: "Bearer not-a-valid-SECRET-jwt" } }),
  };

  it.each(Object.keys(cases))(
    "%s: no route, host, credential or stack in its message, path, extensions or headers",
    async (code) => {
      const answer = await cases[code]!();
      expect(answer.body.errors?.map((e) => (e.extensions as { code?: string } | undefined)?.code)).toEqual([code]);
      expect(answer.body.errors![0]!.path).toEqual(["result"]);
      expect(leaksOf(answer)).toEqual([]);
    },
  );
});

/**
 * The vendor's quote errors, answered the way the vendor types write them (every field each one
 * requires, strings for amounts), so each reaches the client as its own type.
 */
function vendorQuoteErrors(): Record<string, () => Promise<Met>> {
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
        return createQuote(input);
      },
    ]),
  );
}
