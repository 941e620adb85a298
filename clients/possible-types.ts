export type PossibleTypesResultData = {
  possibleTypes: {
    CommitQuoteResult: ["InvalidInput", "QuoteCommitment", "QuoteExpired", "QuoteNotFound", "UpstreamError"];
    CompletedRefundsResult: ["DepositAddressNotFound", "EndpointDisabled", "InvalidInput", "RefundList", "UpstreamError"];
    CreateQuoteResult: ["BridgeQuote", "BridgeSwapQuote", "InvalidInput", "OtherQuote", "UpstreamError"];
    DepositAddressStatusResult: [
      "DepositAddressNotFound",
      "DepositAddressStatus",
      "EndpointDisabled",
      "InvalidInput",
      "UpstreamError",
    ];
    Error: [
      "CommitmentNotFound",
      "DepositAddressNotFound",
      "EndpointDisabled",
      "HistoryNotFound",
      "InvalidCommitmentType",
      "InvalidInput",
      "InvalidRequest",
      "QuoteExpired",
      "QuoteNotFound",
      "UpstreamError",
    ];
    FeeBreakdown: ["Fees", "QuoteFees"];
    PostBridgeData: ["ExtendedPostBridgeData", "OtherPostBridgeData"];
    Quote: ["BridgeQuote", "BridgeSwapQuote", "OtherQuote"];
    RefundTrigger: ["OtherRefundTrigger", "UnsupportedTokenTrigger"];
    SwapCalldataResult: ["CommitmentNotFound", "InvalidCommitmentType", "InvalidInput", "SwapCalldata", "UpstreamError"];
    Transaction: ["BridgeSwapTransaction", "BridgeTransaction", "OtherTransaction"];
    TransactionByWithdrawHashResult: [
      "BridgeSwapTransaction",
      "BridgeTransaction",
      "HistoryNotFound",
      "InvalidInput",
      "InvalidRequest",
      "OtherTransaction",
      "UpstreamError",
    ];
    TransactionsByDepositHashResult: ["HistoryNotFound", "InvalidInput", "InvalidRequest", "TransactionList", "UpstreamError"];
  };
};
const result: PossibleTypesResultData = {
  possibleTypes: {
    CommitQuoteResult: ["InvalidInput", "QuoteCommitment", "QuoteExpired", "QuoteNotFound", "UpstreamError"],
    CompletedRefundsResult: ["DepositAddressNotFound", "EndpointDisabled", "InvalidInput", "RefundList", "UpstreamError"],
    CreateQuoteResult: ["BridgeQuote", "BridgeSwapQuote", "InvalidInput", "OtherQuote", "UpstreamError"],
    DepositAddressStatusResult: [
      "DepositAddressNotFound",
      "DepositAddressStatus",
      "EndpointDisabled",
      "InvalidInput",
      "UpstreamError",
    ],
    Error: [
      "CommitmentNotFound",
      "DepositAddressNotFound",
      "EndpointDisabled",
      "HistoryNotFound",
      "InvalidCommitmentType",
      "InvalidInput",
      "InvalidRequest",
      "QuoteExpired",
      "QuoteNotFound",
      "UpstreamError",
    ],
    FeeBreakdown: ["Fees", "QuoteFees"],
    PostBridgeData: ["ExtendedPostBridgeData", "OtherPostBridgeData"],
    Quote: ["BridgeQuote", "BridgeSwapQuote", "OtherQuote"],
    RefundTrigger: ["OtherRefundTrigger", "UnsupportedTokenTrigger"],
    SwapCalldataResult: ["CommitmentNotFound", "InvalidCommitmentType", "InvalidInput", "SwapCalldata", "UpstreamError"],
    Transaction: ["BridgeSwapTransaction", "BridgeTransaction", "OtherTransaction"],
    TransactionByWithdrawHashResult: [
      "BridgeSwapTransaction",
      "BridgeTransaction",
      "HistoryNotFound",
      "InvalidInput",
      "InvalidRequest",
      "OtherTransaction",
      "UpstreamError",
    ],
    TransactionsByDepositHashResult: ["HistoryNotFound", "InvalidInput", "InvalidRequest", "TransactionList", "UpstreamError"],
  },
};
export default result;
