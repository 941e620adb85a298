import { erc20Abi, type Address, type Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { graphql } from "../gql/index.js";
import type { SdaLifecycleEventsSubscription } from "../gql/graphql.js";
import { freshAddress, fundedUser, type ChainUser } from "../utils/chains.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { subscribeWs, wsClient, type Subscription } from "../utils/subscriptions.js";

/*
 * Plain transfers into a smart deposit address on the sandbox's local chains, sent with viem from
 * a funded account as any wallet would, followed through the gateway on
 * transactionEvents(filter: { depositAddress }): bridged and paid on the destination chain, or
 * rejected and refunded on the source chain, or kept until the address is activated.
 */

const Create = graphql(`
  mutation SdaLifecycleCreate($input: CreateDepositAddressInput!) {
    createDepositAddress(input: $input) {
      __typename
      ... on DepositAddressesCreated {
        addresses {
          address
          chain
        }
      }
      ... on Error {
        message
      }
    }
  }
`);

const Activate = graphql(`
  mutation SdaLifecycleActivate($address: String!, $chain: String!) {
    activateDepositAddress(address: $address, chain: $chain) {
      __typename
    }
  }
`);

const Refunds = graphql(`
  query SdaLifecycleRefunds($address: String!, $chain: String!) {
    depositAddress(address: $address, chain: $chain) {
      completedRefunds {
        __typename
        ... on RefundList {
          items {
            txHash
            originalDepositTxHash
            recipient
            trigger {
              __typename
            }
          }
        }
      }
    }
  }
`);

const Events = graphql(`
  subscription SdaLifecycleEvents($address: String!) {
    transactionEvents(filter: { depositAddress: $address }) {
      type
      payload
      transaction {
        __typename
        id
        state
        depositTxHash
        withdrawTxHash
        amountOut
      }
    }
  }
`);

type Event = SdaLifecycleEventsSubscription["transactionEvents"];

let sb: SandboxHandle;
let gw: GatewayHandle;
let user: ChainUser;

const HASH = /^0x[0-9a-f]{64}$/;
const baseUnits = (amount: string, decimals: number) => {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole + fraction.padEnd(decimals, "0").slice(0, decimals));
};

/** The next event of the stream that `match` accepts (earlier ones, e.g. the first message, are passed). */
async function eventWhere(events: Subscription<SdaLifecycleEventsSubscription>, match: (e: Event) => boolean): Promise<Event> {
  for (;;) {
    const { data, errors } = await events.next(20_000);
    expect(errors).toBeUndefined();
    if (match(data!.transactionEvents)) return data!.transactionEvents;
  }
}

/** An address on `chain` for a fresh destination on `destinationChain`, watched from here on. */
async function address(input: { chain: string; destinationChain: string; refundAddress?: Address }) {
  const destination = freshAddress();
  const { data, errors } = await gw.gql(Create, {
    input: {
      depositChains: [input.chain],
      destinationChain: input.destinationChain,
      destinationAddress: destination,
      ...(input.refundAddress ? { refundAddress: input.refundAddress } : {}),
    },
  });
  expect(errors).toBeUndefined();
  const [created] = as(data!.createDepositAddress, "DepositAddressesCreated").addresses;
  const sda = created!.address as Address;
  return { sda, destination, events: subscribeWs(wsClient(gw.url), Events, { address: sda }) };
}

/** A plain ERC-20 transfer (or native value) from the test's account, as a wallet sends it. */
async function pay(chain: string, symbol: string, to: Address, amount: bigint): Promise<Hex> {
  const token = sb.chains!.chains[chain]!.tokens[symbol]!;
  const wallet = user.wallet(chain);
  const hash =
    symbol === "ETH"
      ? await wallet.sendTransaction({ to, value: amount, account: user.account, chain: wallet.chain })
      : await wallet.writeContract({
          address: token,
          abi: erc20Abi,
          functionName: "transfer",
          args: [to, amount],
          account: user.account,
          chain: wallet.chain,
        });
  const receipt = await user.client(chain).waitForTransactionReceipt({ hash, pollingInterval: 20 });
  expect(receipt.status).toBe("success");
  return hash;
}

const executedBy = (hash: Hex) => (e: Event) => e.type === "BRIDGE_EXECUTED" && e.transaction?.depositTxHash === hash;

beforeAll(async () => {
  sb = await startSandbox({}, { localChains: true });
  [gw, user] = await Promise.all([startGateway({ sandbox: sb, selfWebhook: true }), fundedUser(sb.chains!)]);
});

describe("a plain transfer into a smart deposit address", () => {
  it("bridges an ERC-20 transfer: EXECUTED live with its own hash as depositTxHash, paid on the destination chain", async () => {
    const { sda, destination, events } = await address({ chain: "ARBITRUM_ONE", destinationChain: "BASE" });
    const hash = await pay("ARBITRUM_ONE", "USDC", sda, baseUnits("25", 6));

    const accepted = await eventWhere(events, (e) => e.type === "BRIDGE_ACCEPTED");
    expect(accepted.transaction).toMatchObject({ __typename: "DepositAddressBridgeTransaction", depositTxHash: hash });
    const executed = await eventWhere(events, executedBy(hash));
    const withdrawHash = executed.transaction!.withdrawTxHash as Hex;
    expect(withdrawHash).toMatch(HASH);
    expect((await user.client("BASE").getTransactionReceipt({ hash: withdrawHash })).status).toBe("success");
    expect(await user.balance("BASE", "USDC", destination)).toBe(baseUnits(executed.transaction!.amountOut!, 6));
  });

  it("bridges native ETH sent by value, paid in ETH on the destination chain", async () => {
    const { sda, destination, events } = await address({ chain: "ETHEREUM", destinationChain: "OPTIMISM" });
    const hash = await pay("ETHEREUM", "ETH", sda, baseUnits("0.05", 18));

    const executed = await eventWhere(events, executedBy(hash));
    const withdrawHash = executed.transaction!.withdrawTxHash as Hex;
    expect((await user.client("OPTIMISM").getTransactionReceipt({ hash: withdrawHash })).status).toBe("success");
    expect(await user.balance("OPTIMISM", "ETH", destination)).toBe(baseUnits(executed.transaction!.amountOut!, 18));
  });
});

describe("a transfer the address does not take", () => {
  async function refused(symbol: string, amount: bigint, reason: string, trigger: string) {
    const refundTo = freshAddress();
    const { sda, events } = await address({ chain: "ARBITRUM_ONE", destinationChain: "BASE", refundAddress: refundTo });
    const hash = await pay("ARBITRUM_ONE", symbol, sda, amount);

    const rejected = await eventWhere(events, (e) => e.type === "DEPOSIT_ADDRESS_BRIDGE_REJECTED");
    expect(rejected.payload).toMatchObject({ reason, txHash: hash });
    const refunded = await eventWhere(events, (e) => e.type === "SDA_REFUND_COMPLETED");
    const refundHash = (refunded.payload as { txHash: Hex }).txHash;
    expect(refunded.payload).toMatchObject({ originalDepositTxHash: hash, recipient: refundTo });
    expect((await user.client("ARBITRUM_ONE").getTransactionReceipt({ hash: refundHash })).status).toBe("success");
    expect(await user.balance("ARBITRUM_ONE", symbol, refundTo)).toBe(amount);

    const { data } = await gw.gql(Refunds, { address: sda, chain: "ARBITRUM_ONE" });
    expect(as(data!.depositAddress.completedRefunds, "RefundList").items).toEqual([
      { txHash: refundHash, originalDepositTxHash: hash, recipient: refundTo, trigger: { __typename: trigger } },
    ]);
  }

  it("rejects a token it does not list (UNSUPPORTED_TOKEN) and refunds it for real", async () => {
    await refused("WBTC", baseUnits("0.01", 8), "UNSUPPORTED_TOKEN", "UnsupportedTokenTrigger");
  });

  it("rejects an amount over the maximum (OVER_MAX) and refunds it for real", async () => {
    await refused("USDC", baseUnits("1000001", 6), "OVER_MAX", "RejectedBridgeTrigger");
  });
});

describe("an inactive address", () => {
  it("keeps a transfer made while inactive and bridges it once activated", async () => {
    // The graph creates active addresses only: this one is registered inactive on the sandbox.
    const destination = freshAddress();
    const sda = freshAddress();
    await sb.registerDepositAddress({
      depositAddress: sda,
      depositChain: "BASE",
      destinationChain: "ARBITRUM_ONE",
      destinationAddress: destination,
      isActive: false,
      projectId: sb.projectId,
      // As the gateway creates its addresses: their events come back to it.
      webhookUrl: gw.url + gw.config.webhookPath,
    });
    const events = subscribeWs(wsClient(gw.url), Events, { address: sda });
    const hash = await pay("BASE", "USDT", sda, baseUnits("30", 6));
    // A later transfer on the same chain to an active address, once executed, shows the watcher
    // went past the first one's block: it was seen and kept, and no transfer started from it.
    const active = await address({ chain: "BASE", destinationChain: "ARBITRUM_ONE" });
    await eventWhere(active.events, executedBy(await pay("BASE", "USDT", active.sda, baseUnits("30", 6))));
    expect(sdaTransfers(sda)).toBe(false);

    expect((await gw.gql(Activate, { address: sda, chain: "BASE" })).data?.activateDepositAddress.__typename).toBe(
      "DepositAddressActivated",
    );
    const executed = await eventWhere(events, executedBy(hash));
    expect(await user.balance("ARBITRUM_ONE", "USDT", destination)).toBe(baseUnits(executed.transaction!.amountOut!, 6));
  });
});

/** Whether the sandbox started any transfer from `sda`. */
const sdaTransfers = (sda: string) =>
  [...sb.sandbox.store.transactions.values()].some((tx) => tx.quote.depositAddress?.toLowerCase() === sda.toLowerCase());
