import { readFileSync } from "node:fs";
import { isEnumType, isInputObjectType, isInterfaceType, isObjectType, isUnionType, type GraphQLNamedType } from "graphql";
import { describe, expect, it } from "vitest";
import { printedSchema, schema } from "../../src/schema/index.js";

const checkedIn = readFileSync(new URL("../../schema.graphql", import.meta.url), "utf8");

/** Every name section 4 of ARCHITECTURE.md makes a contract. */
const CONTRACT: Record<string, string[]> = {
  Query: [
    "transactionsByDepositHash",
    "transactionByWithdrawHash",
    "transaction",
    "depositAddress",
    "swapCalldata",
    "webhookPublicKey",
  ],
  Mutation: ["createQuote", "commitQuote"],
  Subscription: ["transactionEvents"],
  TransactionsByDepositHashResult: ["TransactionList", "HistoryNotFound", "InvalidRequest", "InvalidInput", "UpstreamError"],
  TransactionByWithdrawHashResult: [
    "BridgeTransaction",
    "BridgeSwapTransaction",
    "OtherTransaction",
    "HistoryNotFound",
    "InvalidRequest",
    "InvalidInput",
    "UpstreamError",
  ],
  SwapCalldataResult: ["SwapCalldata", "CommitmentNotFound", "InvalidCommitmentType", "InvalidInput", "UpstreamError"],
  CreateQuoteResult: ["BridgeQuote", "BridgeSwapQuote", "OtherQuote", "InvalidInput", "UpstreamError"],
  CommitQuoteResult: ["QuoteCommitment", "QuoteExpired", "QuoteNotFound", "InvalidInput", "UpstreamError"],
  DepositAddressStatusResult: [
    "DepositAddressStatus",
    "DepositAddressNotFound",
    "EndpointDisabled",
    "InvalidInput",
    "UpstreamError",
  ],
  CompletedRefundsResult: ["RefundList", "DepositAddressNotFound", "EndpointDisabled", "InvalidInput", "UpstreamError"],
  TransactionList: ["items"],
  RefundList: ["items"],
  SwapCalldata: ["commitmentId", "calldata"],
  QuoteCommitment: ["quoteId"],
  UpstreamError: ["tag", "message", "raw"],
  InvalidInput: ["issues", "message"],
  InputIssue: ["path", "message"],
  HistoryNotFound: ["id", "message"],
  CommitmentNotFound: ["id", "message"],
  DepositAddressNotFound: ["addresses", "message"],
  Error: ["message"],
  DepositAddress: ["address", "chain", "status", "completedRefunds"],
  DepositAddressStatus: [
    "depositChain",
    "depositAddress",
    "destinationChain",
    "destinationAddress",
    "supportedTokens",
    "isActive",
    "addressNote",
    "postBridgeData",
    "tokenOut",
    "refundAddress",
    "bridgeIfNotSwappable",
    "raw",
  ],
  SupportedToken: ["symbol", "address", "minDepositLimitUsd", "maxDepositLimitUsd"],
  Fees: [
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
  ],
  QuoteFees: ["fee", "percentageFeeAmount", "percentageFeeThreshold", "sponsored"],
  Quote: [
    "quoteId",
    "chainIn",
    "chainOut",
    "payAmount",
    "payAmountUsd",
    "receiveAmount",
    "receiveAmountUsd",
    "fees",
    "depositor",
    "recipient",
    "expiresAt",
    "isExpired",
    "flowCredits",
    "promotion",
    "gasBoost",
    "speed",
    "estimatedDuration",
    "postBridgeData",
    "webhookUrl",
    "swapCalldata",
  ],
  BridgeQuote: ["token"],
  BridgeSwapQuote: [
    "tokenIn",
    "tokenOut",
    "bridgePayAmount",
    "bridgePayAmountUsd",
    "minReceiveAmount",
    "minReceiveAmountUsd",
    "usdPriceTokenIn",
    "usdPriceTokenOut",
  ],
  OtherQuote: ["tag", "raw"],
  Transaction: [
    "id",
    "userId",
    "state",
    "rawState",
    "chainIn",
    "chainOut",
    "amountIn",
    "amountInUsd",
    "amountOut",
    "amountOutUsd",
    "amountNative",
    "amountNativeUsd",
    "fees",
    "sponsoredFees",
    "recipient",
    "depositor",
    "createdAt",
    "commitmentDate",
    "depositTxHash",
    "depositCommittedAt",
    "withdrawTxHash",
    "withdrawCommittedAt",
    "speed",
    "estimatedDuration",
    "postBridgeData",
    "flowCredits",
    "depositDiscoveredAt",
    "depositConfirmedAt",
    "expectedDepositConfirmedAt",
    "expectedDepositConfirmedAtBlock",
    "preSwapTxHash",
    "preSwapCommittedAt",
    "isConfirmed",
  ],
  BridgeTransaction: ["token", "usdPrice"],
  BridgeSwapTransaction: [
    "tokenIn",
    "tokenOut",
    "minAmountOut",
    "minAmountOutUsd",
    "usdPriceTokenIn",
    "usdPriceTokenOut",
    "preSwap",
    "postSwap",
    "mode",
    "isAtomicSwap",
    "swapCalldata",
  ],
  OtherTransaction: ["tag", "raw"],
  PostBridgeData: ["ExtendedPostBridgeData", "OtherPostBridgeData"],
  ExtendedPostBridgeData: ["vaultId"],
  OtherPostBridgeData: ["tag", "raw"],
  PostBridgeDataInput: ["extended", "other"],
  Refund: [
    "refundId",
    "depositAddress",
    "depositChain",
    "recipient",
    "trigger",
    "txHash",
    "txTimestamp",
    "originalDepositTxHash",
  ],
  RefundTrigger: ["UnsupportedTokenTrigger", "OtherRefundTrigger"],
  UnsupportedTokenTrigger: ["nativeToken", "amountWei", "tokenAddress", "tokenSymbol", "amount", "amountUsd"],
  OtherRefundTrigger: ["tag", "raw"],
  QuoteInput: [
    "chainIn",
    "chainOut",
    "amount",
    "mode",
    "tokenIn",
    "tokenOut",
    "depositor",
    "recipient",
    "amountNative",
    "isSda",
    "postBridgeData",
    "webhookUrl",
    "refundAddress",
  ],
  TransactionEventFilter: ["quoteId", "depositTxHash", "withdrawTxHash", "depositAddress"],
  TransactionEvent: ["eventId", "type", "occurredAt", "receivedAt", "transaction", "payload"],
  TransferMode: ["PAY", "RECEIVE"],
  Speed: ["FAST", "STANDARD", "SLOW"],
  TransactionState: [
    "PENDING",
    "PENDING_CONFIRMATION",
    "DEPOSIT_ACCEPTED",
    "ACCEPTED",
    "EXECUTED",
    "CANCELLED",
    "FAILED",
    "SWAP_FAILED",
    "SWAP_FAILED_REFUNDED",
    "UNKNOWN",
  ],
};

/** The names of ARCHITECTURE.md 4.1 for the vendor's types, variants, errors and events. */
const CONTRACT_VENDOR_TYPES: Record<string, string[]> = {
  DepositAddressBridgeQuote: ["quoteId", "payAmount", "receiveAmount", "fees", "expiresAt", "token"],
  DepositAddressBridgeTransaction: ["id", "state", "rawState", "token", "tokenOut", "usdPrice", "depositAddress"],
  TransactionByWithdrawHashResult: ["DepositAddressBridgeTransaction"],
  CreateQuoteResult: [
    "DepositAddressBridgeQuote",
    "WithdrawLimitReached",
    "DepositLimitReached",
    "SwapLimitReached",
    "SdaDepositLimitExceeded",
    "SdaDepositBelowMinimum",
    "NegativeReceiveAmount",
    "GasBoostGreaterThanReceiveAmount",
    "NoRouteFound",
    "SameChainSwapNotAvailable",
    "UpstreamError",
  ],
  CommitQuoteResult: ["QuoteExpired", "TooManyRequests", "UpstreamError"],
  BridgeSwapQuote: ["bridgeToken", "bridgeReceiveAmount"],
  Transaction: ["cancelledAt", "failedAt", "refund"],
  TransferRefund: ["reason", "txHash", "txTimestamp", "token", "amount", "chain", "additionalData"],
  BridgeSwapTransaction: ["preSwap", "postSwap"],
  SwapLeg: [
    "tokenIn",
    "tokenOut",
    "amountIn",
    "amountInUsd",
    "amountOut",
    "amountOutUsd",
    "minAmountOut",
    "minAmountOutUsd",
    "aggregator",
  ],
  TransactionState: ["DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD", "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED", "UNKNOWN"],
  PostBridgeData: [
    "ExtendedPostBridgeData",
    "StarkwareBtcfiPostBridgeData",
    "WirexWrapPostBridgeData",
    "WirexWrapSandboxPostBridgeData",
    "StarkwareBtcfiV2PostBridgeData",
    "AaveV3SupplyPostBridgeData",
    "RocketFoundationDepositPostBridgeData",
    "MapleDepositPostBridgeData",
    "OtherPostBridgeData",
  ],
  StarkwareBtcfiV2PostBridgeData: ["spans"],
  PostBridgeDataInput: [
    "extended",
    "starkwarebtcfi",
    "wirexwrap",
    "wirexwrapsandbox",
    "starkwarebtcfiv2",
    "aavev3supply",
    "rocketfoundationdeposit",
    "mapledeposit",
    "other",
  ],
  RefundTrigger: ["UnsupportedTokenTrigger", "RejectedBridgeTrigger", "OtherRefundTrigger"],
  RejectedBridgeTrigger: ["rejectedDepositAddressBridgeId", "amount", "amountUsd", "tokenSymbol"],
  DepositAddressStatus: ["chainMetadata"],
  StellarChainMetadata: ["baseAddress", "memoId"],
  Promotion: ["name", "maxLimitUsd"],
  TransactionEvent: ["kind", "type", "transferType"],
  TransactionEventKind: [
    "BRIDGE_PENDING",
    "BRIDGE_ACCEPTED",
    "BRIDGE_CANCELLED",
    "BRIDGE_EXECUTED",
    "BRIDGE_REFUNDED",
    "DEPOSIT_ADDRESS_CREATED",
    "DEPOSIT_ADDRESS_BRIDGE_REJECTED",
    "DEPOSIT_ADDRESS_BRIDGE_DELAYED",
    "ROUTING_DEPOSIT_ADDRESS_CREATED",
    "ROUTING_DEPOSIT_ADDRESS_BRIDGE_REJECTED",
    "ROUTING_DEPOSIT_ADDRESS_BRIDGE_DELAYED",
    "SDA_REFUND_COMPLETED",
    "WEBHOOK_TEST",
    "UNKNOWN",
  ],
  WithdrawLimitReached: ["message", "token", "chain", "receiveAmount", "maxWithdrawAmount"],
  DepositLimitReached: ["message", "token", "chain", "payAmount", "maxDepositAmount"],
  SwapLimitReached: ["message", "market"],
  SdaDepositLimitExceeded: ["message", "token", "chainIn", "chainOut", "payAmountUsd", "maxDepositAmountUsd"],
  SdaDepositBelowMinimum: ["message", "token", "chainIn", "chainOut", "payAmountUsd", "minDepositAmountUsd"],
  NegativeReceiveAmount: ["message", "receiveAmount"],
  GasBoostGreaterThanReceiveAmount: ["message", "amountNativeTokenCost", "receiveAmount"],
  NoRouteFound: ["message", "tokenIn", "tokenOut", "chainIn", "chainOut"],
  SameChainSwapNotAvailable: ["message"],
  TooManyRequests: ["message", "retryAfterSeconds"],
};

/** The reads and writes of section 4.1 (the vendor's whole surface), with their exact signatures. */
const CONTRACT_4_1_MEMBERS: Record<string, string[]> = {
  Query: ["transactionById", "transactions", "chains", "chain", "swapTokens", "previewQuote", "depositAddresses"],
  Mutation: ["cancelTransaction", "createDepositAddress", "activateDepositAddress"],
  TransactionConnection: ["edges", "pageInfo"],
  TransactionEdge: ["cursor", "node"],
  PageInfo: ["hasNextPage", "endCursor"],
  Chain: ["name", "tokens"],
  Token: ["symbol", "address", "decimals", "usdPrice"],
  DepositAddress: ["history", "supportedTokens"],
  TransactionByIdResult: ["BridgeTransaction", "BridgeSwapTransaction", "OtherTransaction", "InvalidInput", "UpstreamError"],
  CancelTransactionResult: ["BridgeTransaction", "BridgeSwapTransaction", "OtherTransaction", "InvalidInput", "UpstreamError"],
  CreateDepositAddressResult: ["InvalidInput", "UpstreamError"],
  ActivateDepositAddressResult: ["DepositAddressNotFound", "InvalidInput", "UpstreamError"],
};

const CONTRACT_4_1_SIGNATURES = [
  "Query.transactionById(id: ID!): TransactionByIdResult!",
  "Query.transactions(after: String, first: Int): TransactionConnection!",
  "Query.chains: [Chain!]!",
  "Query.chain(name: String!): Chain",
  "Query.swapTokens(chain: String): [Token!]!",
  "Query.previewQuote(input: PreviewQuoteInput!): CreateQuoteResult!",
  // `first` is an addition (optional, default the most): it bounds the addresses the cost limit counts.
  "Query.depositAddresses(first: Int, search: DepositAddressSearch!): [DepositAddress!]!",
  "DepositAddress.history(after: String, first: Int): TransactionConnection!",
  "DepositAddress.supportedTokens: [Token!]!",
  "Mutation.cancelTransaction(id: ID!): CancelTransactionResult!",
  "Mutation.createDepositAddress(input: CreateDepositAddressInput!): CreateDepositAddressResult!",
  "Mutation.activateDepositAddress(address: String!, chain: String!): ActivateDepositAddressResult!",
  "TransactionConnection.edges: [TransactionEdge!]!",
  "TransactionConnection.pageInfo: PageInfo!",
  "TransactionEdge.node: Transaction!",
  "TransactionEdge.cursor: String!",
  "PageInfo.hasNextPage: Boolean!",
  "PageInfo.endCursor: String",
  "Chain.tokens: [Token!]!",
  "Token.usdPrice: Float",
];

/** `Type.field(arg: T, ...): T` of a field of the built schema; arguments by name (their order means nothing in GraphQL). */
function signatureOf(typeName: string, fieldName: string): string | undefined {
  const type = schema.getType(typeName);
  if (!type || !(isObjectType(type) || isInterfaceType(type))) return undefined;
  const field = type.getFields()[fieldName];
  if (!field) return undefined;
  const args = [...field.args]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((a) => `${a.name}: ${String(a.type)}`)
    .join(", ");
  return `${typeName}.${fieldName}${args ? `(${args})` : ""}: ${String(field.type)}`;
}

function membersOf(type: GraphQLNamedType): string[] {
  if (isUnionType(type)) return type.getTypes().map((t) => t.name);
  if (isEnumType(type)) return type.getValues().map((v) => v.name);
  if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) return Object.keys(type.getFields());
  return [];
}

describe("the printed schema", () => {
  it("is the checked-in schema.graphql", () => {
    expect(checkedIn).toBe(printedSchema());
  });

  it.each(Object.entries(CONTRACT))("has every contract name of %s", (name, members) => {
    const type = schema.getType(name);
    expect(type, `${name} is missing`).toBeDefined();
    expect(membersOf(type!)).toEqual(expect.arrayContaining(members));
  });

  it.each(Object.entries(CONTRACT_VENDOR_TYPES))("has every 4.1 name of %s", (name, members) => {
    const type = schema.getType(name);
    expect(type, `${name} is missing`).toBeDefined();
    expect(membersOf(type!)).toEqual(expect.arrayContaining(members));
  });

  it.each(Object.entries(CONTRACT_4_1_MEMBERS))("has every section 4.1 name of %s", (name, members) => {
    const type = schema.getType(name);
    expect(type, `${name} is missing`).toBeDefined();
    expect(membersOf(type!)).toEqual(expect.arrayContaining(members));
  });

  it("types the 4.1 amounts as Decimal and the swap legs as SwapLeg", () => {
    expect(checkedIn).toMatch(/type TransferRefund \{[^}]*\n {2}amount: Decimal!/);
    expect(checkedIn).toMatch(/type SwapLeg \{[^}]*\n {2}amountIn: Decimal!/);
    expect(checkedIn).toMatch(/type SwapLeg \{[^}]*\n {2}amountOut: Decimal!/);
    expect(checkedIn).toMatch(/type BridgeSwapTransaction implements Transaction \{[^}]*\n {2}preSwap: SwapLeg\n/);
    expect(checkedIn).toMatch(/type BridgeSwapQuote implements Quote \{[^}]*\n {2}bridgeReceiveAmount: Decimal\n/);
    expect(checkedIn).toMatch(/type WithdrawLimitReached implements Error \{[^}]*\n {2}maxWithdrawAmount: Decimal!\n/);
    expect(checkedIn).toMatch(/type TransactionEvent \{[^}]*\n {2}kind: TransactionEventKind!\n/);
  });

  it.each(CONTRACT_4_1_SIGNATURES)("declares %s as section 4.1 says", (signature) => {
    const [, typeName, fieldName] = /^(\w+)\.(\w+)/.exec(signature)!;
    expect(signatureOf(typeName!, fieldName!)).toBe(signature);
  });

  it("keeps Decimal, DateTime and JSON scalars and the Decimal type on amounts", () => {
    for (const scalar of ["Decimal", "DateTime", "JSON"]) expect(checkedIn).toContain(`scalar ${scalar}`);
    expect(checkedIn).toMatch(/amountIn: Decimal!/);
    expect(checkedIn).toMatch(/payAmount: Decimal!/);
    expect(checkedIn).toMatch(/PostBridgeDataInput @oneOf/);
  });

  it("describes every type, field, argument and enum value for GraphiQL's docs", () => {
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith("__") || ["String", "Boolean", "Int", "Float", "ID"].includes(type.name)) continue;
      if (!type.description) missing.push(type.name);
      if (isObjectType(type) || isInterfaceType(type) || isInputObjectType(type)) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of "args" in field ? field.args : [])
            if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (isEnumType(type)) for (const v of type.getValues()) if (!v.description) missing.push(`${type.name}.${v.name}`);
    }
    expect(missing).toEqual([]);
  });
});
