import { createWalletClient, custom, getAddress, isAddress, isHex, numberToHex, type Address, type Hex } from "viem";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { viemChain } from "../../packages/sandbox/src/contracts/deployment.js";
import { graphql } from "../gql/index.js";
import { fundedUser, type ChainUser } from "../utils/chains.js";
import { as, startGateway, type GatewayHandle } from "../utils/gateway.js";
import { pollUntil, startSandbox, type SandboxHandle } from "../utils/sandbox.js";
import { committedQuote } from "../utils/transfers.js";

const PlanCalls = graphql(`
  query DepositPlanCalls($quoteId: ID!, $owner: String) {
    depositPlan(quoteId: $quoteId, owner: $owner) {
      __typename
      ... on DepositPlan {
        approval {
          to
          data
          value
        }
        deposit {
          to
          data
          value
        }
        calls {
          version
          chainId
          atomicRequired
          calls {
            to
            data
            value
          }
        }
      }
    }
  }
`);

/** EIP-5792's `wallet_sendCalls` params[0], without the sender's `from` (the wallet's own) and the optional id and capabilities. */
const sendCallsRequest = z
  .object({
    version: z.string().regex(/^\d+\.\d+\.\d+$/),
    chainId: z.string().regex(/^0x[1-9a-f][0-9a-f]*$/),
    atomicRequired: z.boolean(),
    calls: z
      .array(
        z
          .object({
            to: z.string().refine((v) => isAddress(v)),
            data: z.string().refine((v) => isHex(v)),
            value: z.string().regex(/^0x(0|[1-9a-f][0-9a-f]*)$/),
          })
          .strict(),
      )
      .min(1),
  })
  .strict();

let sb: SandboxHandle;
let gw: GatewayHandle;
let jwt: string;
let user: ChainUser;

beforeAll(async () => {
  sb = await startSandbox({}, { localChains: true });
  [gw, jwt, user] = await Promise.all([startGateway({ sandbox: sb }), sb.getJwt(), fundedUser(sb.chains!)]);
});

const committed = async (chainIn: string, token: string, amount: string) =>
  (await committedQuote(sb, jwt, { chainIn, token, amount, depositor: user.address })).quoteId;

async function planOf(quoteId: string) {
  const { data, errors } = await gw.gql(PlanCalls, { quoteId, owner: user.address });
  expect(errors).toBeUndefined();
  return as(data!.depositPlan, "DepositPlan");
}

describe("DepositPlan.calls, the plan as one EIP-5792 batch", () => {
  it("is the wallet_sendCalls request viem's sendCalls makes of the approval and the deposit", async () => {
    const quoteId = await committed("ARBITRUM_ONE", "USDC", "12");
    const plan = await planOf(quoteId);
    expect(sendCallsRequest.parse(plan.calls)).toEqual(plan.calls);
    expect(plan.calls).toMatchObject({
      version: "2.0.0",
      chainId: numberToHex(sb.chains!.chains.ARBITRUM_ONE!.chainId),
      atomicRequired: false,
    });
    expect(plan.calls.calls.map((c) => [c.to, c.data, BigInt(c.value)])).toEqual(
      [plan.approval!, plan.deposit].map((t) => [t.to, t.data, BigInt(t.value)]),
    );

    // What viem puts on the wire for the same calls: the batch plus the sender.
    const sent: unknown[] = [];
    const recording = createWalletClient({
      account: user.address,
      chain: viemChain(sb.chains!.chains.ARBITRUM_ONE!),
      transport: custom({
        request: async ({ method, params }: { method: string; params: unknown[] }) => {
          if (method !== "wallet_sendCalls") throw new Error(`unexpected ${method}`);
          sent.push(params[0]);
          return { id: "0x01" };
        },
      }),
    });
    await recording.sendCalls({
      calls: plan.calls.calls.map((c) => ({ to: c.to as Address, data: c.data as Hex, value: BigInt(c.value) })),
      forceAtomic: false,
    });
    // viem leaves a zero value out; EIP-5792 reads a missing value as 0x0, which the plan spells out.
    const [request] = sent as { calls: { value?: string }[] }[];
    const spelled = { ...request, calls: request!.calls.map((c) => ({ ...c, value: c.value ?? "0x0" })) };
    expect(spelled).toEqual({ ...plan.calls, from: getAddress(user.address), id: undefined, capabilities: undefined });
  });

  it("sent with viem's sendCalls (its sequential fallback: anvil answers method not found) reaches EXECUTED", async () => {
    const quoteId = await committed("ARBITRUM_ONE", "USDT", "15");
    const { calls } = await planOf(quoteId);
    expect(calls.calls).toHaveLength(2);
    const wallet = user.wallet("ARBITRUM_ONE");
    const { id } = await wallet.sendCalls({
      account: user.account,
      chain: wallet.chain,
      calls: calls.calls.map((c) => ({ to: c.to as Address, data: c.data as Hex, value: BigInt(c.value) })),
      experimental_fallback: true,
    });
    const status = await wallet.waitForCallsStatus({ id, pollingInterval: 50, timeout: 15_000 });
    expect(status.status).toBe("success");
    expect(status.receipts?.map((r) => r.status)).toEqual(["success", "success"]);
    const executed = await pollUntil(async () => {
      const record = (await sb.transaction(quoteId)) as { state: string; depositTxHash?: string };
      return record.state === "EXECUTED" ? record : undefined;
    }, 20_000);
    expect(executed.depositTxHash).toBe(status.receipts![1]!.transactionHash);
  });
});
