/** A smart deposit address the upstream knows, for the deposit-address tab (the sandbox's demo address). */
export interface DemoDepositAddress {
  address: string;
  chain: string;
}

/** One GraphiQL tab: an operation, its variables (JSON text) and headers. */
export interface GraphiQLTab {
  query: string;
  variables?: string;
  headers?: string;
}

/** The chains, amounts and hashes of a transfer, one field a line at `indent` (two tabs show them). */
const transferFields = (indent: string) =>
  ["chainIn", "chainOut", "amountIn", "amountOut", "depositTxHash", "withdrawTxHash"].map((f) => indent + f).join("\n");

const vars = (value: Record<string, unknown>) => JSON.stringify(value, null, 2);

/** The quote input as a GraphQL object literal (enum values bare). */
function literal(input: Record<string, string>): string {
  const fields = Object.entries(input).map(([k, v]) => `    ${k}: ${k === "mode" ? v : JSON.stringify(v)}`);
  return `{\n${fields.join("\n")}\n  }`;
}

/** A transfer the sandbox can price: USDT from Ethereum to Base (sponsored gas), 100 USDT paid in. */
const bridgeQuoteInput = {
  chainIn: "ETHEREUM",
  chainOut: "BASE",
  tokenIn: "USDT",
  tokenOut: "USDT",
  amount: "100",
  mode: "PAY",
  depositor: "0x1111111111111111111111111111111111111111",
  recipient: "0x2222222222222222222222222222222222222222",
};

const createQuote = (depositor: string) => `# Welcome! Each tab is one flow: run it with the
# play button. Step 1 of 5: price a transfer, then
# copy the quoteId of the answer (sandbox quotes are
# valid for 2 minutes). The depositor is the account
# that will sign the deposit in step 4. Arguments are
# inline here; the other tabs use the Variables pane.
mutation CreateQuote {
  createQuote(input: ${literal({ ...bridgeQuoteInput, depositor })}) {
    __typename
    ... on Quote {
      quoteId
      chainIn
      chainOut
      payAmount
      receiveAmount
      expiresAt
      estimatedDuration
      fees { fee feeUsd gasFee platformFee percentageFee }
    }
    ... on BridgeQuote { token }
    ... on InvalidInput { message issues { path message } }
    ... on Error { message }
  }
}
`;

const commitQuote = `# Step 2 of 5: commit the quote. Paste its quoteId
# into Variables and run: the transfer starts in
# PENDING and waits for its deposit. Then go on to
# step 3 (DepositPlan) with the same quoteId.
mutation CommitQuote($quoteId: ID!) {
  commitQuote(quoteId: $quoteId) {
    __typename
    ... on QuoteCommitment { quoteId }
    ... on Error { message }
  }
}
`;

/**
 * Where a sandbox on local chains takes a development account's deposit for a committed transfer
 * (`POST /sandbox/transactions/{quoteId}/deposit`), and that account: in chain mode a transfer
 * waits for its deposit, so the guided flow says how to send one.
 */
export interface SandboxDeposits {
  /** The route's URL with `{quoteId}` in place of the id. */
  depositUrl: string;
  account: string;
}

/** Step 4: how the deposit is sent, on the sandbox's local chains (curl wrapped to the editor's width), or the timer. */
const howItMoves = (deposits: SandboxDeposits | undefined) =>
  deposits
    ? `# Send DepositPlan's approval, then its deposit,
# with a wallet signing as the depositor, or have
# the sandbox's development account send both, from
# a terminal (npm start printed this line too):
#
# curl -X POST \\
#   ${deposits.depositUrl.replace("{quoteId}", "<quoteId>")}
#`
    : `# This sandbox runs without local chains: it moves a
# transfer on by itself every 10 s by default
# (SANDBOX_AUTO_ADVANCE_MS), with no deposit to send.`;

const deposit = (deposits: SandboxDeposits | undefined) => `# Step 4 of 5: the deposit.
${howItMoves(deposits)}
# Then run this with the quoteId: from ACCEPTED on,
# depositTxHash is the deposit's hash on the chain.
query Deposit($quoteId: ID!) {
  transactionById(id: $quoteId) {
    __typename
    ... on Transaction {
      state
      depositTxHash
      depositTxUrl
    }
    ... on Error { message }
  }
}
`;

const watchTransfer = `# Step 5 of 5: watch the transfer live. Paste the
# quoteId into Variables and run: its current state
# comes first, then each new event as it happens, up
# to BRIDGE_EXECUTED with the payout's withdrawTxHash.
# On the local chains a deposit is through in about a
# second: to see each state arrive, run this before
# step 4's curl (a terminal: GraphiQL stays here).
# GraphiQL stops a running subscription when you
# switch tabs. More: docs/api.md, "Live status".
subscription WatchTransfer($quoteId: ID!) {
  transactionEvents(filter: { quoteId: $quoteId }) {
    kind
    occurredAt
    transaction {
      __typename
      id
      state
${transferFields("      ")}
      fees { fee feeUsd }
    }
  }
}
`;

const depositPlan = `# Step 3 of 5: the deposit that funds the committed
# transfer, ready for a wallet to sign: paste the
# quoteId (the transfer must still be PENDING); owner
# is the address that signs. approval (ERC-20 approve
# of the spender, the bridge contract) is null for a
# native token or when the allowance covers the
# amount; send it, wait for its receipt, then send
# deposit. preflight reads the owner's balances and
# allowance on the chain. More: docs/clients.md.
query DepositPlan($quoteId: ID!, $owner: String) {
  depositPlan(quoteId: $quoteId, owner: $owner) {
    __typename
    ... on DepositPlan {
      quoteId
      chain { name chainId }
      token { symbol decimals }
      amount
      amountBaseUnits
      spender
      approval { chainId to data value }
      deposit { chainId to data value gas }
      preflight { owner allowance tokenBalance nativeBalance approvalNeeded sufficientBalance }
    }
    ... on TransferNotPending { state message }
    ... on DepositNotSupported { chainType message }
    ... on Error { message }
  }
}
`;

/** The other chain families' plans, each in one operation: a quote from the chain and its plan for the owner. */
const familyPlan = (name: string, input: Record<string, string>, owner: string, fields: string, comment: string) => `${comment}
mutation ${name} {
  createQuote(input: ${literal(input)}) {
    __typename
    ... on Quote {
      quoteId
      depositPlan(owner: ${JSON.stringify(owner)}) {
        __typename
${fields}
        ... on Error { message }
      }
    }
    ... on Error { message }
  }
}
`;

/** Sandbox development keys in each chain's own form (no chain holds their funds). */
const SOLANA_OWNER = "7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV";
const TRON_OWNER = "TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV";

const solanaDepositPlan = familyPlan(
  "SolanaDepositPlan",
  { ...bridgeQuoteInput, chainIn: "SOLANA", tokenIn: "USDC", tokenOut: "USDC", amount: "50", depositor: SOLANA_OWNER },
  SOLANA_OWNER,
  `        ... on SolanaDepositPlan {
          amount
          amountBaseUnits
          instructions { programId accounts { address isSigner isWritable } data }
          transaction
          preflight { tokenBalance nativeBalance sufficientBalance tokenAccountExists }
        }`,
  `# A deposit from Solana, as the vendor SDK's adapter
# sends it: the bridge program's depositWithId with
# its accounts. transaction (base64, unsigned v0) is
# there when a Solana RPC is configured
# (CHAIN_RPC_URLS); hand it to a wallet-standard
# wallet to sign. The owner is required.
# More: docs/clients.md, "The deposit".`,
);

const tronDepositPlan = familyPlan(
  "TronDepositPlan",
  { ...bridgeQuoteInput, chainIn: "TRON", tokenIn: "USDT", tokenOut: "USDT", amount: "50", depositor: TRON_OWNER },
  TRON_OWNER,
  `        ... on TronDepositPlan {
          amount
          amountBaseUnits
          spender
          approval { contractAddress functionSelector parameter callValue }
          deposit { contractAddress functionSelector parameter callValue }
          preflight { allowance tokenBalance nativeBalance approvalNeeded }
        }`,
  `# A deposit from TRON, as the vendor SDK's adapter
# sends it: TRC-20 approve (when the allowance is
# short), then depositWithId. Each call is what
# TronWeb's triggerSmartContract takes (parameter as
# rawParameter); sign and broadcast in that order.
# More: docs/clients.md, "The deposit".`,
);

const transactionByHash = `# A transfer's status by deposit or withdrawal hash:
# paste the depositTxHash (from ACCEPTED on) or the
# withdrawTxHash (at EXECUTED) of a WatchTransfer
# event. The placeholder hash is unknown: transaction
# is null and the typed lookups say why.
query TransactionByHash($hash: String!) {
  transaction(hash: $hash) {
    __typename
    id
    state
    rawState
${transferFields("    ")}
    createdAt
    fees { fee feeUsd }
    ... on BridgeTransaction { token }
    ... on BridgeSwapTransaction { tokenIn tokenOut minAmountOut }
  }
  byDeposit: transactionsByDepositHash(depositTxHash: $hash) {
    __typename
    ... on TransactionList { items { id state } }
    ... on Error { message }
  }
  byWithdraw: transactionByWithdrawHash(withdrawTxHash: $hash) {
    __typename
    ... on Transaction { id state }
    ... on Error { message }
  }
}
`;

const depositAddress = `# A smart deposit address: its status and completed
# refunds, fetched in parallel. In sandbox mode,
# npm start registers the demo address below.
query DepositAddress($address: String!, $chain: String!) {
  depositAddress(address: $address, chain: $chain) {
    address
    chain
    status {
      __typename
      ... on DepositAddressStatus {
        isActive
        destinationChain
        destinationAddress
        tokenOut
        addressNote
        supportedTokens { symbol minDepositLimitUsd maxDepositLimitUsd }
      }
      ... on Error { message }
    }
    completedRefunds {
      __typename
      ... on RefundList {
        items {
          refundId
          recipient
          txHash
          txTimestamp
          trigger {
            __typename
            ... on UnsupportedTokenTrigger { tokenSymbol amount amountUsd }
          }
        }
      }
      ... on Error { message }
    }
  }
}
`;

const paymentRequest = `# How a wallet pays a smart deposit address: the
# payment link (EIP-681 here), its QR code as SVG,
# the transfer a connected wallet sends as is, and
# the address's limits for the token. Drop amount
# and the link lets the payer choose; try amount
# "1" (below the minimum) or "25.0000001" (more
# decimals than USDT has) for InvalidInput.
query PaymentRequest($address: String!, $chain: String!, $token: String!, $amount: Decimal) {
  depositAddress(address: $address, chain: $chain) {
    paymentRequest(token: $token, amount: $amount) {
      __typename
      ... on PaymentRequest {
        uri
        amount
        amountBaseUnits
        minAmount
        maxAmount
        token { symbol address decimals }
        transaction { chainId to data value }
        qrCodeSvg
      }
      ... on InvalidInput { issues { path message } }
      ... on Error { message }
    }
  }
}
`;

const swapQuoteWithCalldata = `# A bridge + swap quote (ETH on Arbitrum to USDC on
# Base) and the calldata that executes its swap, in
# one operation.
mutation SwapQuoteWithCalldata($input: QuoteInput!) {
  createQuote(input: $input) {
    __typename
    ... on BridgeSwapQuote {
      quoteId
      tokenIn
      tokenOut
      payAmount
      bridgePayAmount
      receiveAmount
      minReceiveAmount
      swapCalldata {
        __typename
        ... on SwapCalldata { commitmentId calldata }
        ... on Error { message }
      }
    }
    ... on Error { message }
  }
}
`;

const swapCalldata = `# Swap calldata by commitment id: the quoteId of a
# bridge + swap quote (e.g. SwapQuoteWithCalldata's).
# The placeholder id is unknown: the answer is
# CommitmentNotFound.
query SwapCalldata($commitmentId: ID!) {
  swapCalldata(commitmentId: $commitmentId) {
    __typename
    ... on SwapCalldata { commitmentId calldata }
    ... on CommitmentNotFound { id message }
    ... on Error { message }
  }
}
`;

const chainsAndPrices = `# What the bridge supports: every chain, its tokens
# with decimals and USD price, and the tokens a
# bridge + swap can use on one chain. Configs and
# prices are cached: run it twice, it costs the
# upstream one configs and one prices call.
query ChainsAndPrices($swapChain: String) {
  chains {
    name
    nativeTokenName
    tokens { symbol address decimals usdPrice }
  }
  swapTokens(chain: $swapChain) { symbol decimals usdPrice }
}
`;

const previewQuote = `# A price with no account, depositor or commitment
# (the public quote). Chains, tokens and the amount's
# decimals are checked against the configs first:
# change chainIn to "ETHEREM" or amount to
# "1.1234567" to see InvalidInput, with no upstream call.
query PreviewQuote($input: PreviewQuoteInput!) {
  previewQuote(input: $input) {
    __typename
    ... on Quote { payAmount receiveAmount fees { fee feeUsd } estimatedDuration }
    ... on BridgeQuote { token }
    ... on BridgeSwapQuote { tokenIn tokenOut minReceiveAmount }
    ... on InvalidInput { issues { path message } }
    ... on Error { message }
  }
}
`;

const history = `# The project's transfers, newest first, a page at a
# time: pass pageInfo.endCursor as "after" for the
# next page. transactionById reads one transfer's
# current status by its quoteId: paste CreateQuote's
# (or a node id from the page) into the variables.
# The placeholder is no id: the answer is InvalidInput.
query History($first: Int, $after: String, $id: ID!) {
  transactions(first: $first, after: $after) {
    edges { cursor node { id state chainIn chainOut amountIn createdAt } }
    pageInfo { hasNextPage endCursor }
  }
  transactionById(id: $id) {
    __typename
    ... on Transaction { id state withdrawTxHash }
    ... on Error { message }
  }
}
`;

const depositAddressHistory = `# A smart deposit address: the tokens it accepts
# (with prices) and the transfers its deposits
# became, a page at a time. depositAddresses lists
# the project's addresses by chain, destination or note.
query DepositAddressHistory($address: String!, $chain: String!) {
  depositAddress(address: $address, chain: $chain) {
    supportedTokens { symbol decimals usdPrice minDepositLimitUsd maxDepositLimitUsd }
    history(first: 10) {
      edges { node { id state amountIn } }
      pageInfo { hasNextPage endCursor }
    }
  }
  depositAddresses(search: { depositChain: $chain }) { address chain }
}
`;

const PASTE_QUOTE_ID = "paste the quoteId from CreateQuote";

const PASTE_ADDRESS = { address: "paste a smart deposit address", chain: "ETHEREUM" };

/**
 * GraphiQL's tabs on a first visit to /graphql: the main flows, with variables that work against
 * the sandbox as they are (or say which value to paste from an earlier tab). The deposit-address
 * tab names `demo` when given; `deposits`, when the sandbox runs on local chains, how a transfer
 * gets its deposit and which account signs it (the quotes' depositor).
 */
export function graphiqlExampleTabs(demo: DemoDepositAddress = PASTE_ADDRESS, deposits?: SandboxDeposits): GraphiQLTab[] {
  // On local chains the development account signs the deposit, so it is the quote's depositor.
  const depositor = deposits?.account ?? bridgeQuoteInput.depositor;
  return [
    // First on purpose without variables: GraphiQL leaves the first tab's variables pane empty on a
    // first visit (graphql/graphiql#3392).
    { query: createQuote(depositor) },
    // The subscription last: GraphiQL runs one operation per window and stops a running
    // subscription on a tab switch; it replays the kept events, so starting it last loses nothing.
    { query: commitQuote, variables: vars({ quoteId: PASTE_QUOTE_ID }) },
    { query: depositPlan, variables: vars({ quoteId: PASTE_QUOTE_ID, owner: depositor }) },
    { query: deposit(deposits), variables: vars({ quoteId: PASTE_QUOTE_ID }) },
    { query: watchTransfer, variables: vars({ quoteId: PASTE_QUOTE_ID }) },
    { query: solanaDepositPlan },
    { query: tronDepositPlan },
    { query: transactionByHash, variables: vars({ hash: `0x${"0".repeat(63)}1` }) },
    { query: depositAddress, variables: vars({ address: demo.address, chain: demo.chain }) },
    { query: paymentRequest, variables: vars({ address: demo.address, chain: demo.chain, token: "USDT", amount: "25" }) },
    {
      query: swapQuoteWithCalldata,
      variables: vars({
        input: { ...bridgeQuoteInput, chainIn: "ARBITRUM_ONE", tokenIn: "ETH", tokenOut: "USDC", amount: "0.05" },
      }),
    },
    { query: swapCalldata, variables: vars({ commitmentId: "000000000000000000000000" }) },
    { query: chainsAndPrices, variables: vars({ swapChain: "ARBITRUM_ONE" }) },
    { query: previewQuote, variables: vars({ input: { ...bridgeQuoteInput, depositor: undefined, recipient: undefined } }) },
    { query: history, variables: vars({ first: 5, id: PASTE_QUOTE_ID }) },
    { query: depositAddressHistory, variables: vars({ address: demo.address, chain: demo.chain }) },
  ];
}
