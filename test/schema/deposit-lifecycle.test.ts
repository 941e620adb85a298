import { decodeFunctionData, type Address, type Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { DEPOSIT_CONTRACT_ABI } from "../../src/chain/families/evm/deposit-contract-abi.js";
import type { LocalChain } from "../../packages/sandbox/src/contracts/deployment.js";
import { graphql } from "../gql/index.js";
import type { LifecycleEventsSubscription } from "../gql/graphql.js";
import { freshAddress, fundedUser, type ChainUser } from "../utils/chains.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { pollUntil, startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { subscribeWs, wsClient, type Subscription } from "../utils/subscriptions.js";

/*
 * The whole deposit through the gateway, on the sandbox's local chains: createQuote, commitQuote,
 * depositPlan, then the plan's own transactions signed by a development account, followed on
 * transactionEvents. test/sandbox/chains/deposits.test.ts covers the same deposits at the
 * sandbox's REST level; test/schema/deposit-plan.test.ts the plan's fields.
 */

const CreateQuote = graphql(`
  mutation LifecycleCreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
      ... on Quote {
        quoteId
        payAmount
        receiveAmount
      }
      ... on Error {
        message
      }
    }
  }
`);

const Commit = graphql(`
  mutation LifecycleCommit($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
    }
  }
`);

const Plan = graphql(`
  query LifecyclePlan($quoteId: ID!, $owner: String) {
    depositPlan(quoteId: $quoteId, owner: $owner) {
      __typename
      ... on DepositPlan {
        amountBaseUnits
        spender
        approval {
          chainId
          to
          data
          value
        }
        deposit {
          chainId
          to
          data
          value
        }
        preflight {
          approvalNeeded
          sufficientBalance
        }
      }
    }
  }
`);

const Events = graphql(`
  subscription LifecycleEvents($quoteId: ID!) {
    transactionEvents(filter: { quoteId: $quoteId }) {
      type
      transaction {
        __typename
        id
        state
        depositTxHash
        withdrawTxHash
        withdrawTxUrl
        refund {
          txHash
          token
          amount
          chain
          reason
        }
      }
    }
  }
`);

let sb: SandboxHandle;
let gw: GatewayHandle;
let user: ChainUser;

const HASH = /^0x[0-9a-f]{64}$/;
const local = (name: string): LocalChain => sb.chains!.chains[name]!;
const baseUnits = (amount: string, decimals: number) => {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole + fraction.padEnd(decimals, "0").slice(0, decimals));
};
const tx = (r: { to: string; data: string; value: string }) => ({
  to: r.to as Address,
  data: r.data as Hex,
  value: BigInt(r.value),
});

interface Transfer {
  quoteId: string;
  payAmount: string;
  receiveAmount: string;
  events: Subscription<LifecycleEventsSubscription>;
}

const subscribe = (quoteId: string) => subscribeWs(wsClient(gw.url), Events, { quoteId });

/** Quotes and commits through the gateway, then watches the transfer: its first message is PENDING. */
async function committed(input: { chainIn: string; chainOut: string; tokenIn: string; tokenOut: string; amount: string }) {
  const recipient = freshAddress();
  const { data, errors } = await gw.gql(CreateQuote, {
    input: { ...input, mode: "PAY", depositor: user.address, recipient },
  });
  expect(errors).toBeUndefined();
  const quote = data!.createQuote;
  if (!("quoteId" in quote)) throw new Error(JSON.stringify(quote));
  expect((await gw.gql(Commit, { quoteId: quote.quoteId })).data?.commitQuote.__typename).toBe("QuoteCommitment");
  const events = subscribe(quote.quoteId);
  // Live from here: whatever the deposit moves is an event after this one.
  expect((await events.next(10_000)).data?.transactionEvents.transaction?.state).toBe("PENDING");
  const transfer: Transfer = { ...quote, events };
  return { recipient, transfer };
}

async function planOf(quoteId: string) {
  const { data, errors } = await gw.gql(Plan, { quoteId, owner: user.address });
  expect(errors).toBeUndefined();
  return as(data!.depositPlan, "DepositPlan");
}

/** The next event of a transfer (a chain payout can take a few seconds under load). */
const nextEvent = async (t: Transfer) => {
  const { data, errors } = await t.events.next(20_000);
  expect(errors).toBeUndefined();
  return data!.transactionEvents;
};

beforeAll(async () => {
  sb = await startSandbox({}, { localChains: true });
  [gw, user] = await Promise.all([startGateway({ sandbox: sb, selfWebhook: true }), fundedUser(sb.chains!)]);
});

describe("a deposit sent from the plan, followed on transactionEvents", () => {
  it("bridges an ERC-20: approval then deposit; ACCEPTED with the deposit's hash, EXECUTED with a payout whose receipt is on the destination chain", async () => {
    const { transfer, recipient } = await committed({
      chainIn: "ARBITRUM_ONE",
      chainOut: "BASE",
      tokenIn: "USDC",
      tokenOut: "USDC",
      amount: "25",
    });
    const plan = await planOf(transfer.quoteId);
    expect(plan.preflight).toEqual({ approvalNeeded: true, sufficientBalance: true });
    await user.send("ARBITRUM_ONE", tx(plan.approval!));
    const depositHash = await user.send("ARBITRUM_ONE", tx(plan.deposit));

    const accepted = await nextEvent(transfer);
    expect(accepted).toMatchObject({ type: "BRIDGE_ACCEPTED", transaction: { state: "ACCEPTED", depositTxHash: depositHash } });
    const executed = await nextEvent(transfer);
    expect(executed).toMatchObject({ type: "BRIDGE_EXECUTED", transaction: { state: "EXECUTED", depositTxHash: depositHash } });
    const withdrawHash = executed.transaction!.withdrawTxHash as Hex;
    expect(withdrawHash).toMatch(HASH);

    const receipt = await user.client("BASE").getTransactionReceipt({ hash: withdrawHash });
    expect(receipt.status).toBe("success");
    expect(await user.balance("BASE", "USDC", recipient)).toBe(baseUnits(transfer.receiveAmount, 6));
  });

  it("bridges the native token: no approval, the deposit's value is the amount, the recipient is paid native ETH", async () => {
    const { transfer, recipient } = await committed({
      chainIn: "ETHEREUM",
      chainOut: "OPTIMISM",
      tokenIn: "ETH",
      tokenOut: "ETH",
      amount: "0.05",
    });
    const plan = await planOf(transfer.quoteId);
    expect(plan.approval).toBeNull();
    expect(plan.deposit.value).toBe(plan.amountBaseUnits);
    expect(plan.amountBaseUnits).toBe(baseUnits(transfer.payAmount, 18).toString());
    const depositHash = await user.send("ETHEREUM", tx(plan.deposit));

    expect(await nextEvent(transfer)).toMatchObject({ type: "BRIDGE_ACCEPTED", transaction: { depositTxHash: depositHash } });
    const executed = await nextEvent(transfer);
    expect(executed.type).toBe("BRIDGE_EXECUTED");
    const receipt = await user.client("OPTIMISM").getTransactionReceipt({ hash: executed.transaction!.withdrawTxHash as Hex });
    expect(receipt.status).toBe("success");
    expect(await user.balance("OPTIMISM", "ETH", recipient)).toBe(baseUnits(transfer.receiveAmount, 18));
  });

  it("runs a same-chain swap from the plan's swap calldata to the same-chain-swaps contract", async () => {
    const { transfer, recipient } = await committed({
      chainIn: "BASE",
      chainOut: "BASE",
      tokenIn: "USDT",
      tokenOut: "USDC",
      amount: "40",
    });
    const plan = await planOf(transfer.quoteId);
    const swaps = local("BASE").sameChainSwaps;
    expect(plan.spender).toBe(swaps);
    expect(plan.deposit.to).toBe(swaps);
    expect(decodeFunctionData({ abi: DEPOSIT_CONTRACT_ABI, data: plan.deposit.data as Hex }).functionName).toBe("depositWithId");
    await user.send("BASE", tx(plan.approval!));
    const depositHash = await user.send("BASE", tx(plan.deposit));

    // DEPOSIT_ACCEPTED has no vendor event: the first one is BRIDGE_ACCEPTED.
    expect(await nextEvent(transfer)).toMatchObject({
      type: "BRIDGE_ACCEPTED",
      transaction: { __typename: "BridgeSwapTransaction", depositTxHash: depositHash },
    });
    const executed = await nextEvent(transfer);
    expect(executed.type).toBe("BRIDGE_EXECUTED");
    const receipt = await user.client("BASE").getTransactionReceipt({ hash: executed.transaction!.withdrawTxHash as Hex });
    expect(receipt.status).toBe("success");
    expect(await user.balance("BASE", "USDC", recipient)).toBe(baseUnits(transfer.receiveAmount, 6));
  });
});

describe("a deposit below the pay amount", () => {
  it("refunds a swap paid short: BRIDGE_REFUNDED arrives live with the refund sent back on the source chain", async () => {
    const { transfer, recipient } = await committed({
      chainIn: "ARBITRUM_ONE",
      chainOut: "BASE",
      tokenIn: "USDT",
      tokenOut: "USDC",
      amount: "20",
    });
    const plan = await planOf(transfer.quoteId);
    const short = BigInt(plan.amountBaseUnits) - 1n;
    const before = await user.balance("ARBITRUM_ONE", "USDT", user.address);
    await user.approve("ARBITRUM_ONE", "USDT", plan.spender as Address, short);
    const depositHash = await user.deposit(
      "ARBITRUM_ONE",
      plan.spender as Address,
      "USDT",
      short,
      BigInt(`0x${transfer.quoteId}`),
    );

    // DEPOSIT_ACCEPTED and SWAP_FAILED have no vendor event: the refund is the next one.
    const refunded = await nextEvent(transfer);
    expect(refunded).toMatchObject({
      type: "BRIDGE_REFUNDED",
      transaction: {
        state: "SWAP_FAILED_REFUNDED",
        depositTxHash: depositHash,
        withdrawTxHash: null,
        refund: { token: "USDT", chain: "ARBITRUM_ONE", reason: expect.stringContaining("below") },
      },
    });
    const refund = refunded.transaction!.refund!;
    expect(baseUnits(refund.amount, 6)).toBe(short);
    const receipt = await user.client("ARBITRUM_ONE").getTransactionReceipt({ hash: refund.txHash as Hex });
    expect(receipt.status).toBe("success");
    expect(await user.balance("ARBITRUM_ONE", "USDT", user.address)).toBe(before);
    expect(await user.balance("BASE", "USDC", recipient)).toBe(0n);
  });

  it("fails a bridge paid short: FAILED with the deposit's hash and nothing paid out, told to the next subscriber (the vendor has no event for FAILED)", async () => {
    const { transfer, recipient } = await committed({
      chainIn: "OPTIMISM",
      chainOut: "ARBITRUM_ONE",
      tokenIn: "USDT",
      tokenOut: "USDT",
      amount: "30",
    });
    const plan = await planOf(transfer.quoteId);
    const short = BigInt(plan.amountBaseUnits) - 1n;
    const depositHash = await user.deposit("OPTIMISM", plan.spender as Address, "USDT", short, BigInt(`0x${transfer.quoteId}`));

    // A new subscriber reads the record by id: PENDING until the gateway's cached copy ends (CACHE_PENDING_TTL_MS).
    const current = await pollUntil(
      async () => {
        const again = subscribe(transfer.quoteId);
        const first = (await again.next(10_000)).data?.transactionEvents;
        await again.close();
        return first?.transaction?.state === "FAILED" ? first : undefined;
      },
      15_000,
      250,
    );
    expect(current).toMatchObject({ type: "CURRENT_STATE", transaction: { depositTxHash: depositHash, withdrawTxHash: null } });
    // The vendor's webhook kinds have none for FAILED, so the sandbox sends none: the live stream stays silent.
    expect(transfer.events.buffered).toEqual([]);
    expect(await user.balance("ARBITRUM_ONE", "USDT", recipient)).toBe(0n);
  });
});
