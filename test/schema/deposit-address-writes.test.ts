import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";

const Create = graphql(`
  mutation SdaCreate($input: CreateDepositAddressInput!) {
    createDepositAddress(input: $input) {
      __typename
      ... on DepositAddressesCreated {
        addresses {
          address
          chain
          supportedTokens {
            symbol
            chain
            decimals
            usdPrice
            minDepositLimitUsd
            maxDepositLimitUsd
          }
        }
      }
      ... on DepositAddressChainsNotSupported {
        chains
      }
      ... on InvalidInput {
        issues {
          path
          message
        }
      }
    }
  }
`);

const Activate = graphql(`
  mutation SdaActivate($address: String!, $chain: String!) {
    activateDepositAddress(address: $address, chain: $chain) {
      __typename
      ... on DepositAddressActivated {
        activated
        depositAddress {
          status {
            __typename
            ... on DepositAddressStatus {
              isActive
            }
          }
        }
      }
      ... on InvalidInput {
        issues {
          path
          message
        }
      }
    }
  }
`);

const Search = graphql(`
  query SdaSearch($search: DepositAddressSearch!) {
    depositAddresses(search: $search, first: 10) {
      address
      chain
      supportedTokens {
        symbol
        decimals
      }
    }
  }
`);

const History = graphql(`
  query SdaHistory($address: String!, $chain: String!, $first: Int, $after: String) {
    depositAddress(address: $address, chain: $chain) {
      supportedTokens {
        symbol
        decimals
        usdPrice
      }
      history(first: $first, after: $after) {
        edges {
          cursor
          node {
            id
            state
            depositor
          }
        }
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  }
`);

const destination = "0x3333333333333333333333333333333333333333";
let gw: GatewayHandle;
const calls = async (route: string) => (await gw.sandbox.stats()).requests[route] ?? 0;

beforeAll(async () => {
  gw = await startGateway();
});
beforeEach(async () => {
  await gw.sandbox.resetStats();
});

/** A deposit to the address through the sandbox's control API; resolves the transfer's id when it was accepted. */
async function depositTo(address: string, chain: string, body: Record<string, unknown> = {}): Promise<string | undefined> {
  const res = await gw.sandbox.api("POST", `/sandbox/deposit-addresses/${address}/${chain}/deposits`, {
    body: { token: "USDT", amount: "25", ...body },
  });
  expect(res.status).toBe(201);
  return res.body.outcome === "accepted" ? (res.body.quoteId as string) : undefined;
}

describe("createDepositAddress, depositAddresses, DepositAddress.supportedTokens and history", () => {
  it("creates an address per chain, finds it by search, lists its tokens and pages its transfers", async () => {
    const created = await gw.gql(Create, {
      input: {
        depositChains: ["ETHEREUM", "ARBITRUM_ONE"],
        destinationChain: "BASE",
        destinationAddress: destination,
        addressNote: "vip",
      },
    });
    expect(created.errors).toBeUndefined();
    const { addresses } = as(created.data?.createDepositAddress, "DepositAddressesCreated");
    expect(addresses.map((a) => a.chain)).toEqual(["ETHEREUM", "ARBITRUM_ONE"]);
    const eth = addresses[0]!;
    expect(eth.supportedTokens.find((t) => t.symbol === "USDT")).toMatchObject({
      chain: "ETHEREUM",
      decimals: 6,
      usdPrice: 1,
      minDepositLimitUsd: expect.any(Number),
    });
    // Both addresses share one destination: one supported-tokens call per deposit chain, one configs and one prices call.
    expect(await calls("GET /sda/deposit-addresses/:depositAddress/:depositChain/supported-tokens")).toBe(2);
    expect(await calls("GET /usd-prices/usd-prices")).toBe(1);
    expect(await calls("GET /sda/deposit-addresses/:depositAddress/:depositChain")).toBe(0);

    // The limits are the vendor route's own, unchanged.
    const direct = await gw.sandbox.api("GET", "/sda/deposit-addresses/ETHEREUM/BASE/supported-tokens");
    expect(direct.status).toBe(200);
    const usdt = direct.body.supportedTokens.find((t: { symbol: string }) => t.symbol === "USDT");
    expect(eth.supportedTokens.find((t) => t.symbol === "USDT")).toMatchObject({
      minDepositLimitUsd: usdt.minDepositLimitUsd,
      maxDepositLimitUsd: usdt.maxDepositLimitUsd,
    });

    const found = await gw.gql(Search, { search: { addressNote: "vip", depositChain: "ETHEREUM" } });
    expect(found.data?.depositAddresses.map((a) => a.address)).toEqual([eth.address]);

    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await depositTo(eth.address, "ETHEREUM"))!);
    // A rejected deposit never becomes a transfer: not an edge.
    expect(await depositTo(eth.address, "ETHEREUM", { reject: "NO_ROUTE_FOUND" })).toBeUndefined();
    await gw.sandbox.resetStats();
    const first = await gw.gql(History, { address: eth.address, chain: "ETHEREUM", first: 3 });
    expect(first.errors).toBeUndefined();
    const page1 = first.data!.depositAddress.history;
    expect(page1.pageInfo.hasNextPage).toBe(true);
    const second = await gw.gql(History, { address: eth.address, chain: "ETHEREUM", first: 3, after: page1.pageInfo.endCursor });
    const page2 = second.data!.depositAddress.history;
    expect(page2.pageInfo.hasNextPage).toBe(false);
    const seen = [...page1.edges, ...page2.edges].map((e) => e.node.id);
    expect(seen.sort()).toEqual([...ids].sort());
    // The address's tokens came from the status (no destination known from a plain lookup), once per operation.
    expect(await calls("GET /sda/deposit-addresses/:depositAddress/:depositChain")).toBe(2);
    expect(await calls("GET /sda/deposit-addresses/:depositAddress/:depositChain/history")).toBe(2);

    // A history cursor is not a cursor of the project's transactions.
    const res = await gw.post({
      query: `query($after: String) { transactions(first: 1, after: $after) { edges { cursor } } }`,
      variables: { after: page1.pageInfo.endCursor },
    });
    expect(((await res.json()) as { errors: { extensions: unknown }[] }).errors[0]!.extensions).toMatchObject({
      code: "BAD_USER_INPUT",
    });
  });

  it("refuses unknown chains before the upstream, and relays the vendor's own refusal as typed", async () => {
    const bad = await gw.gql(Create, {
      input: { depositChains: ["ETHEREUM", "NARNIA"], destinationChain: "BASE", destinationAddress: destination },
    });
    const invalid = as(bad.data?.createDepositAddress, "InvalidInput");
    expect(invalid.issues).toEqual([
      { path: ["input", "depositChains", "1"], message: expect.stringMatching(/"NARNIA".*ETHEREUM/) },
    ]);
    expect(await calls("POST /sda/deposit-addresses")).toBe(0);
  });

  it("answers InvalidInput at the destination address when it is not of the destination chain's type, before the upstream", async () => {
    const bad = await gw.gql(Create, {
      input: { depositChains: ["ETHEREUM"], destinationChain: "SOLANA", destinationAddress: destination },
    });
    expect(as(bad.data?.createDepositAddress, "InvalidInput").issues).toEqual([
      {
        path: ["input", "destinationAddress"],
        message: "destinationAddress is not a valid SOL address (base58, 43-44 characters)",
      },
    ]);
    expect(await calls("POST /sda/deposit-addresses")).toBe(0);
  });

  it("answers InvalidInput at the refund address when it is not of the deposit chains' type, before the upstream", async () => {
    const bad = await gw.gql(Create, {
      input: {
        depositChains: ["ETHEREUM", "BASE"],
        destinationChain: "SOLANA",
        destinationAddress: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
        refundAddress: "0x8ba1f109551bd432803012645Ac136ddd64DBA72",
      },
    });
    expect(as(bad.data?.createDepositAddress, "InvalidInput").issues).toEqual([
      { path: ["input", "refundAddress"], message: expect.stringMatching(/^refundAddress .*wrong EIP-55 checksum/) },
    ]);
    expect(await calls("POST /sda/deposit-addresses")).toBe(0);
  });

  it("creates an address forwarding to a SOL destination", async () => {
    const created = await gw.gql(Create, {
      input: {
        depositChains: ["ETHEREUM"],
        destinationChain: "SOLANA",
        destinationAddress: "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM",
        refundAddress: "0x8ba1f109551bD432803012645Ac136ddd64DBA72",
      },
    });
    expect(as(created.data?.createDepositAddress, "DepositAddressesCreated").addresses.map((a) => a.chain)).toEqual(["ETHEREUM"]);
    expect(await calls("POST /sda/deposit-addresses")).toBe(1);
  });
});

describe("activateDepositAddress", () => {
  it("reactivates an inactive address, and answers DepositAddressAlreadyActive the second time", async () => {
    const address = "0x4444444444444444444444444444444444444444";
    await gw.sandbox.registerDepositAddress({ depositAddress: address, depositChain: "ETHEREUM", isActive: false });
    const done = as(
      (await gw.gql(Activate, { address, chain: "ETHEREUM" })).data?.activateDepositAddress,
      "DepositAddressActivated",
    );
    expect(done.activated).toBe(true);
    expect(done.depositAddress.status).toEqual({ __typename: "DepositAddressStatus", isActive: true });
    const again = await gw.gql(Activate, { address, chain: "ETHEREUM" });
    expect(again.data?.activateDepositAddress.__typename).toBe("DepositAddressAlreadyActive");
    const unknown = await gw.gql(Activate, { address: "0x5555555555555555555555555555555555555555", chain: "ETHEREUM" });
    expect(unknown.data?.activateDepositAddress.__typename).toBe("DepositAddressNotFound");
  });

  it("refuses a 61-character address as InvalidInput with no upstream call, and no 500 anywhere", async () => {
    const long = `0x${"a".repeat(59)}`;
    expect(long).toHaveLength(61);
    const invalid = as(
      (await gw.gql(Activate, { address: long, chain: "ETHEREUM" })).data?.activateDepositAddress,
      "InvalidInput",
    );
    expect(invalid.issues[0]!.path).toEqual(["address"]);
    // Whole `.` / `..` segments and control characters never reach an upstream path either.
    for (const [address, chain, field] of [
      ["..", "ETHEREUM", "address"],
      ["0x4444444444444444444444444444444444444444", ".", "chain"],
      ["0x44\u0000", "ETHEREUM", "address"],
    ] as const) {
      const refused = as((await gw.gql(Activate, { address, chain })).data?.activateDepositAddress, "InvalidInput");
      expect(refused.issues.map((i) => i.path)).toEqual([[field]]);
    }
    const res = await gw.post({
      query: `query($a: String!) { depositAddress(address: $a, chain: "ETHEREUM") { history { edges { cursor } } } }`,
      variables: { a: long },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", type: "InvalidInput" });
    const stats = await gw.sandbox.stats();
    expect(Object.keys(stats.requests).filter((k) => k.includes("/sda/"))).toEqual([]);
  });
});

const CreateLimited = graphql(`
  mutation SdaCreateLimited($input: CreateDepositAddressInput!) {
    createDepositAddress(input: $input) {
      __typename
      ... on Error {
        message
      }
      ... on TooManyRequests {
        retryAfterSeconds
      }
      ... on UpstreamError {
        tag
      }
    }
  }
`);

describe("the SDA rate limit comes back as TooManyRequests, not UpstreamError", () => {
  const input = { depositChains: ["ETHEREUM"], destinationChain: "BASE", destinationAddress: destination };
  const SDA_PATH = "/sda/deposit-addresses";

  it("answers a window limit the sandbox reaches with the window's length as retryAfterSeconds", async () => {
    const own = await startGateway();
    const chains = ["ETHEREUM", "ARBITRUM_ONE"];
    for (let i = 0; i < 50; i++) {
      const res = await own.gql(Create, { input: { ...input, depositChains: chains } });
      expect(res.data?.createDepositAddress.__typename).toBe("DepositAddressesCreated");
    }
    const limited = await own.gql(CreateLimited, { input });
    expect(limited.errors).toBeUndefined();
    const error = as(limited.data?.createDepositAddress, "TooManyRequests");
    expect(error.retryAfterSeconds).toBe(3600);
    expect(error.message).toMatch(/100 of 100 per 3600 s/);
  });

  it("answers a count limit with no retryAfterSeconds and a message saying retrying does not help", async () => {
    await gw.sandbox.override({
      method: "POST",
      path: SDA_PATH,
      status: 429,
      body: {
        _tag: "DepositAddressRateLimitExceeded",
        message: "Deposit address limit reached",
        limit: { _tag: "CountLimitExceeded", allowed: 1000, current: 1000 },
      },
    });
    const limited = await gw.gql(CreateLimited, { input });
    const error = as(limited.data?.createDepositAddress, "TooManyRequests");
    expect(error.retryAfterSeconds).toBeNull();
    expect(error.message).toBe(
      "Deposit address limit reached (1000 of 1000 allowed): retrying does not help; the limit must be raised.",
    );
  });

  it("takes retryAfterSeconds from a Retry-After header when the body has none", async () => {
    await gw.sandbox.override({
      method: "POST",
      path: SDA_PATH,
      status: 429,
      headers: { "retry-after": "12" },
      body: { _tag: "TooManyRequests", message: "Slow down" },
    });
    const limited = await gw.gql(CreateLimited, { input });
    expect(as(limited.data?.createDepositAddress, "TooManyRequests")).toMatchObject({
      retryAfterSeconds: 12,
      message: "Slow down",
    });
  });
});
