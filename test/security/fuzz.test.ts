import fc from "fast-check";
import { isAbstractType, isInterfaceType, print, type ExecutionResult } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { schema } from "../../src/schema/index.js";
import { graphql } from "../gql/index.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";

const FuzzCreateQuote = graphql(`
  mutation FuzzCreateQuote($input: QuoteInput!) {
    createQuote(input: $input) {
      __typename
    }
  }
`);

const FuzzLookups = graphql(`
  query FuzzLookups($hash: String!, $id: ID!, $chain: String!) {
    transactionsByDepositHash(depositTxHash: $hash) {
      __typename
    }
    transactionByWithdrawHash(withdrawTxHash: $hash) {
      __typename
    }
    transaction(hash: $hash) {
      __typename
    }
    swapCalldata(commitmentId: $id) {
      __typename
    }
    depositAddress(address: $hash, chain: $chain) {
      status {
        __typename
      }
      completedRefunds {
        __typename
      }
    }
  }
`);

const FuzzCommit = graphql(`
  mutation FuzzCommit($quoteId: ID!) {
    commitQuote(quoteId: $quoteId) {
      __typename
    }
  }
`);

/** The object types a field of this (union or interface) type may answer with, from the schema itself. */
function membersOf(typeName: string): Set<string> {
  const type = schema.getType(typeName);
  if (!type || !isAbstractType(type)) throw new Error(`${typeName} is not a union or interface`);
  const members = isInterfaceType(type) ? schema.getImplementations(type).objects : schema.getPossibleTypes(type);
  return new Set(members.map((t) => t.name));
}

const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  // Lone surrogates and control characters survive JSON.stringify as escapes.
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "../../etc/passwd",
    "..%2F..%2Fsandbox%2Ffaults",
    "a/b?c=d#e",
    "%",
    "0",
    "-1",
    "1e308",
    "NaN",
    "Infinity",
    "0x",
    "__proto__",
    "constructor",
    "😀",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
  ),
  fc.stringMatching(/^-?[0-9]{1,80}(\.[0-9]{1,40})?$/),
  fc.integer({ min: 1_000, max: 100_000 }).map((n) => "x".repeat(n)),
);

/** Mostly values the sandbox accepts, so real quotes come back too; the rest is hostile. */
const mostly = <T>(valid: fc.Arbitrary<T>) => fc.oneof({ arbitrary: valid, weight: 15 }, { arbitrary: nasty, weight: 1 });
const chain = mostly(fc.constantFrom("ETHEREUM", "BASE", "ARBITRUM_ONE", "OPTIMISM", "SOLANA"));
const token = mostly(fc.constantFrom("USDT", "USDC", "ETH", "SOL", "TEST"));
// An EVM and a SOL address: most pairs fit their chains and are quoted, the rest are refused at the field.
const address = mostly(
  fc.constantFrom("0x1111111111111111111111111111111111111111", "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM"),
);
const decimal = mostly(fc.stringMatching(/^[1-9][0-9]{0,5}(\.[0-9]{1,6})?$/));
const hashLike = fc.oneof(nasty, fc.stringMatching(/^0x[0-9a-f]{64}$/));

const quoteInput = fc.record(
  {
    chainIn: chain,
    chainOut: chain,
    amount: decimal,
    // A value outside the enum is a variable coercion error, which the test accepts as such.
    mode: mostly(fc.constantFrom("PAY", "PAY", "PAY", "RECEIVE")),
    tokenIn: token,
    tokenOut: token,
    depositor: address,
    recipient: address,
    amountNative: decimal,
    isSda: fc.boolean(),
    postBridgeData: fc.oneof(
      { arbitrary: fc.record({ extended: fc.record({ vaultId: fc.nat() }) }), weight: 4 },
      fc.record({ extended: fc.record({ vaultId: fc.integer() }) }),
      fc.record({ other: fc.jsonValue({ maxDepth: 3 }) }),
    ),
    webhookUrl: mostly(fc.webUrl()),
    refundAddress: address,
  },
  { requiredKeys: ["chainIn", "chainOut", "amount", "mode", "tokenIn", "tokenOut", "depositor", "recipient"] },
);

/*
 * Every property runs all its runs: a time limit that stopped starting new ones let a loaded
 * machine pass after 28 of 200 (measured). The counts are what fits in a few seconds on an idle
 * 2-core machine; the test timeout leaves room for a loaded one.
 */
const QUOTE_RUNS = 50;
const LOOKUP_RUNS = 30;

/** What graphql-js answers for variables that do not fit their declared types: not the resolver's business. */
function isVariableCoercionError(result: ExecutionResult): boolean {
  return (
    result.data == null &&
    (result.errors ?? []).length > 0 &&
    (result.errors ?? []).every((e) => /^Variable "\$\w+" got invalid value/.test(e.message))
  );
}

describe("random input against the API (fast-check)", { timeout: 90_000 }, () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway({ env: { RATE_LIMIT_PER_MINUTE: "0" } });
  });

  async function run<R>(body: unknown): Promise<{ status: number; result: ExecutionResult<R> }> {
    const res = await gw.post(body);
    const text = await res.text();
    expect(res.status, text).not.toBe(500);
    expect(text).not.toContain("Unexpected error.");
    return { status: res.status, result: JSON.parse(text) as ExecutionResult<R> };
  }

  it("answers every random QuoteInput with a CreateQuoteResult member or a variable error", async () => {
    const members = membersOf("CreateQuoteResult");
    await fc.assert(
      fc.asyncProperty(fc.array(quoteInput, { minLength: 4, maxLength: 4 }), async (inputs) => {
        // Four at a time: the gateway and the sandbox share this process, so concurrency hides latency.
        await Promise.all(
          inputs.map(async (input) => {
            const { result } = await run<{ createQuote: { __typename: string } }>({
              query: print(FuzzCreateQuote),
              variables: { input },
            });
            if (isVariableCoercionError(result)) return;
            expect(result.errors, JSON.stringify(result.errors)).toBeUndefined();
            expect(members).toContain(result.data?.createQuote.__typename);
          }),
        );
      }),
      { numRuns: QUOTE_RUNS },
    );
  });

  it("answers every random hash, id and chain with result-union members (never an error)", async () => {
    const byDeposit = membersOf("TransactionsByDepositHashResult");
    const byWithdraw = membersOf("TransactionByWithdrawHashResult");
    const transactions = membersOf("Transaction");
    const calldata = membersOf("SwapCalldataResult");
    const sdaStatus = membersOf("DepositAddressStatusResult");
    const refunds = membersOf("CompletedRefundsResult");
    const commit = membersOf("CommitQuoteResult");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(hashLike, hashLike, chain), { minLength: 4, maxLength: 4 }), async (cases) => {
        await Promise.all(
          cases.map(async ([hash, id, chainName]) => {
            const lookups = await run<{
              transactionsByDepositHash: { __typename: string };
              transactionByWithdrawHash: { __typename: string };
              transaction: { __typename: string } | null;
              swapCalldata: { __typename: string };
              depositAddress: { status: { __typename: string }; completedRefunds: { __typename: string } };
            }>({ query: print(FuzzLookups), variables: { hash, id, chain: chainName } });
            expect(lookups.status).toBe(200);
            expect(lookups.result.errors, JSON.stringify(lookups.result.errors)).toBeUndefined();
            const d = lookups.result.data!;
            expect(byDeposit).toContain(d.transactionsByDepositHash.__typename);
            expect(byWithdraw).toContain(d.transactionByWithdrawHash.__typename);
            if (d.transaction !== null) expect(transactions).toContain(d.transaction.__typename);
            expect(calldata).toContain(d.swapCalldata.__typename);
            expect(sdaStatus).toContain(d.depositAddress.status.__typename);
            expect(refunds).toContain(d.depositAddress.completedRefunds.__typename);

            const committed = await run<{ commitQuote: { __typename: string } }>({
              query: print(FuzzCommit),
              variables: { quoteId: id },
            });
            expect(committed.result.errors, JSON.stringify(committed.result.errors)).toBeUndefined();
            expect(commit).toContain(committed.result.data?.commitQuote.__typename);
          }),
        );
      }),
      { numRuns: LOOKUP_RUNS },
    );
  });
});
