import "./style.css";
import { formatUnits } from "viem";
import { createGatewayClient } from "./client.js";
import { findSigner, readBalances, sendDeposit, type DepositChain, type DepositStep, type Signer } from "./deposit.js";
import type {
  LiveStatusChainsQuery,
  LiveStatusDepositPlanQuery,
  LiveStatusWatchTransferSubscription,
  QuoteInput,
} from "./gql/graphql.js";
import { Chains, CommitQuote, CreateQuote, DepositPlan, WalletBalances, WatchTransfer } from "./operations.js";
import { sourceChains } from "./source-chains.js";

type TransactionView = NonNullable<LiveStatusWatchTransferSubscription["transactionEvents"]["transaction"]>;
type ChainView = LiveStatusChainsQuery["chains"][number];
type PlanView = Extract<LiveStatusDepositPlanQuery["depositPlan"], { __typename: "DepositPlan" }>;
type Row = [label: string, value: string, testId?: string, href?: string | null];

/** `?gateway=<url>` wins, then VITE_GATEWAY_URL at build time, else the same-origin proxy. */
const endpoint = new URLSearchParams(window.location.search).get("gateway") ?? import.meta.env.VITE_GATEWAY_URL ?? "/graphql";
const gateway = createGatewayClient(endpoint);

const $ = <T extends HTMLElement>(selector: string) => {
  const el = document.querySelector<T>(selector);
  if (!el) throw new Error(`missing ${selector}`);
  return el;
};
const form = $<HTMLFormElement>("#quote-form");
const select = (name: string) => form.elements.namedItem(name) as HTMLSelectElement;
const quoteButton = $<HTMLButtonElement>("#quote-button");
const quoteCard = $("#quote-card");
const commitButton = $<HTMLButtonElement>("#commit-button");
const depositCard = $("#deposit-card");
const depositButton = $<HTMLButtonElement>("#deposit-button");
const depositSteps = $("#deposit-steps");
const signerLine = $("#signer");
const transferCard = $("#transfer-card");
const stateBadge = $("#state");
const timeline = $("#timeline");
const errorBox = $("#error");
const sourceHint = $("#source-hint");

$("#endpoint").textContent = new URL(endpoint, window.location.href).href;

/** The enabled chains by name, from the `chains` query: the pickers' choices. */
let chains = new Map<string, ChainView>();
void loadChains();

let quoteId: string | undefined;
/** The quoted transfer's source chain: where the deposit is signed. */
let quotedChainIn: string | undefined;
let stopWatching: (() => void) | undefined;

form.addEventListener("submit", (event) => {
  event.preventDefault();
  void quote();
});
commitButton.addEventListener("click", () => void commitAndWatch());
for (const side of ["In", "Out"]) {
  select(`chain${side}`).addEventListener("change", () => fillTokens(side));
}
// The source-chain picker follows who pays, what and how much.
for (const name of ["depositor", "tokenIn", "amount"]) {
  (form.elements.namedItem(name) as HTMLElement).addEventListener("change", () => void showSourceBalances());
}

/** Fills the pickers from the gateway's `chains`: enabled chains only, and the tokens of the chosen chain. */
async function loadChains(): Promise<void> {
  const result = await gateway.request(Chains, {});
  if (result.error !== undefined) return showError(result.error);
  chains = new Map(result.data.chains.filter((c) => c.status === "enabled").map((c) => [c.name, c]));
  const names = [...chains.keys()];
  fillSelect("chainIn", names, "ETHEREUM");
  fillSelect("chainOut", names, "BASE");
  fillTokens("In");
  fillTokens("Out");
  quoteButton.disabled = false;
}

/** Each answer supersedes the ones before: only the latest request's balances are shown. */
let balancesAsked = 0;

/**
 * The depositor's balance of the token on each source chain, in the picker's labels, and the chains
 * that can pay the amount (the largest balance suggested first); a chain without a balance says why.
 */
async function showSourceBalances(): Promise<void> {
  const asked = ++balancesAsked;
  const fields = new FormData(form);
  const address = String(fields.get("depositor")).trim();
  const token = String(fields.get("tokenIn"));
  const amount = String(fields.get("amount"));
  const result = await gateway.request(WalletBalances, { address, token });
  if (asked !== balancesAsked) return;
  // The picker works without balances: a failed read only leaves the labels bare.
  const answers = result.error === undefined ? result.data.wallet.balances : [];
  const { labels, canPay } = sourceChains(answers, token, amount);
  for (const option of select("chainIn").options) option.text = labels.get(option.value) ?? option.value;
  const enabled = canPay.filter((chain) => chains.has(chain));
  sourceHint.hidden = answers.length === 0;
  sourceHint.textContent =
    enabled.length === 0
      ? `No chain holds ${amount.trim()} ${token} for this depositor.`
      : `Can pay ${amount.trim()} ${token} from ${enabled.join(", ")}: ${enabled[0]} suggested.`;
}

function fillTokens(side: string): void {
  const tokens = chains.get(select(`chain${side}`).value)?.tokens.map((t) => t.symbol) ?? [];
  fillSelect(`token${side}`, tokens, select(`token${side}`).value || "USDT");
  if (side === "In") void showSourceBalances();
}

async function quote(): Promise<void> {
  showError(undefined);
  stopWatching?.();
  transferCard.hidden = true;
  depositCard.hidden = true;
  // The previous quote goes before the new one is asked for: if this one fails, a stale quote left
  // on screen (and its Commit button) would read as the answer to the new request.
  quoteId = undefined;
  quoteCard.hidden = true;
  commitButton.disabled = true;
  quoteButton.disabled = true;
  const fields = new FormData(form);
  const input: QuoteInput = {
    chainIn: String(fields.get("chainIn")),
    chainOut: String(fields.get("chainOut")),
    tokenIn: String(fields.get("tokenIn")),
    tokenOut: String(fields.get("tokenOut")),
    amount: String(fields.get("amount")).trim(),
    mode: "PAY",
    depositor: String(fields.get("depositor")).trim(),
    recipient: String(fields.get("recipient")).trim(),
  };
  const result = await gateway.request(CreateQuote, { input });
  quoteButton.disabled = false;
  if (result.error !== undefined) return showError(result.error);
  const q = result.data.createQuote;
  if (q.__typename === "InvalidInput" && q.issues.length > 1) {
    // The message only counts the problems ("Invalid input: 2 problems"); each one names its field.
    return showError(`${q.message}: ${q.issues.map((i) => `${i.path.at(-1)} ${i.message}`).join("; ")}`);
  }
  if (q.__typename !== "BridgeQuote" && q.__typename !== "BridgeSwapQuote") return showError(errorText(q));
  quoteId = q.quoteId;
  quotedChainIn = q.chainIn;
  const tokens = q.__typename === "BridgeQuote" ? [q.token, q.token] : [q.tokenIn, q.tokenOut];
  fillDetails($("#quote-details"), [
    ["Quote id", q.quoteId, "quote-id"],
    ["Route", `${q.chainIn} → ${q.chainOut}`],
    ["You pay", `${q.payAmount} ${tokens[0]}`],
    ["You receive", `${q.receiveAmount} ${tokens[1]}`, "receive"],
    ["Fee", `${q.fees.fee} ${tokens[1]} ($${q.fees.feeUsd})`],
    ["Expires", new Date(q.expiresAt).toLocaleTimeString()],
  ]);
  quoteCard.hidden = false;
  commitButton.disabled = false;
}

async function commitAndWatch(): Promise<void> {
  if (!quoteId) return;
  const id = quoteId;
  showError(undefined);
  commitButton.disabled = true;
  timeline.replaceChildren();
  setState(undefined);
  fillDetails($("#transfer-details"), []);
  transferCard.hidden = false;

  // Subscribe before committing, on an open socket, so every event arrives live and in order
  // without relying on the gateway's replay to late subscribers (docs/api.md, "Live status").
  stopWatching?.();
  stopWatching = gateway.subscribe(WatchTransfer, { quoteId: id }, (result) => {
    if (result.error !== undefined) return showError(result.error);
    const event = result.data.transactionEvents;
    // Subscribed before the commit: the first message says the transfer is not known yet.
    if (event.kind !== "NOT_KNOWN_YET") addToTimeline(event.kind, event.occurredAt, event.transaction?.state);
    if (event.transaction) showTransaction(event.transaction);
  });

  await gateway.whenConnected(5_000);
  const result = await gateway.request(CommitQuote, { quoteId: id });
  if (result.error !== undefined) return showError(result.error);
  const c = result.data.commitQuote;
  if (c.__typename !== "QuoteCommitment") {
    stopWatching();
    commitButton.disabled = false;
    return showError(errorText(c));
  }
  await showDepositPlan(id, chains.get(quotedChainIn ?? ""));
}

/**
 * Step 3: reads the deposit plan for whoever signs here (the plan's preflight reads that owner's
 * balances) and offers to send it. Without a signer the plan is still shown, with the reason.
 */
async function showDepositPlan(id: string, chain: ChainView | undefined): Promise<void> {
  depositSteps.replaceChildren();
  depositButton.hidden = true;
  fillDetails($("#plan-details"), []);
  setSigner("looking", "Looking for a wallet…");
  depositCard.hidden = false;
  const signer: Signer = chain
    ? await findSigner(chain as DepositChain).catch((err: unknown) => ({ kind: "unavailable" as const, reason: reason(err) }))
    : { kind: "unavailable", reason: "The quote's source chain is not among the enabled chains." };
  setSigner(signer.kind, describeSigner(signer, chain));
  // The sandbox's timer moves the transfer on by itself (within ms in tests): there is nothing to sign.
  if (signer.kind === "simulated") return;
  const owner = "address" in signer ? signer.address : undefined;
  const result = await gateway.request(DepositPlan, { quoteId: id, owner });
  if (result.error !== undefined) return showError(result.error);
  const plan = result.data.depositPlan;
  if (plan.__typename !== "DepositPlan") return showError(errorText(plan));
  showPlan(plan, chain);
  if (!("address" in signer)) return;
  depositButton.textContent = plan.approval ? "Approve and deposit" : "Deposit";
  depositButton.hidden = false;
  depositButton.disabled = false;
  depositButton.onclick = async () => {
    depositButton.disabled = true;
    showError(undefined);
    try {
      await sendDeposit(signer, plan, (step) => {
        addDepositStep(step);
        if (step.status === "confirmed") void refreshBalances(signer, plan, chain);
      });
    } catch (err) {
      depositButton.disabled = false;
      showError(`The deposit was not sent: ${reason(err)}`);
    }
  };
}

function describeSigner(signer: Signer, chain: ChainView | undefined): string {
  if (!("address" in signer)) return signer.reason;
  const where = `${chain?.displayName ?? "the source chain"} (chain id ${signer.wallet.chain.id})`;
  if (signer.kind === "wallet") return `Your wallet signs with ${signer.address} on ${where}.`;
  return (
    `Sandbox mode, no wallet in this browser: the sandbox's development account ${signer.address} signs on its local ` +
    `${where} at ${chain?.rpcUrl}. It is a public test account whose key the local node holds: this page uses it only ` +
    "with a local sandbox chain on this machine, never on a real network."
  );
}

function setSigner(kind: string, text: string): void {
  signerLine.dataset.kind = kind;
  signerLine.textContent = text;
}

function showPlan(plan: PlanView, chain: ChainView | undefined): void {
  const native = { symbol: chain?.nativeTokenName ?? "", decimals: chain?.nativeTokenDecimals ?? 18 };
  const token = { symbol: plan.token.symbol, decimals: plan.token.decimals ?? native.decimals };
  const p = plan.preflight;
  const units = (value: string, of: { symbol: string; decimals: number }) =>
    `${formatUnits(BigInt(value), of.decimals)} ${of.symbol}`;
  const rows: Row[] = [
    ["Amount", `${plan.amount} ${token.symbol} (${plan.amountBaseUnits} base units)`, "plan-amount"],
    ["Spender", plan.spender, "plan-spender"],
    ["Approval", plan.approval ? `to ${plan.approval.to}, data ${plan.approval.data}` : "not needed", "plan-approval"],
    ["Deposit", `to ${plan.deposit.to}, value ${plan.deposit.value}, data ${plan.deposit.data}`, "plan-deposit"],
  ];
  if (p) {
    rows.push(
      ["Balance", `${units(p.tokenBalance, token)}, ${units(p.nativeBalance, native)}`, "plan-balance"],
      ["Allowance", `${units(p.allowance, token)}${p.approvalNeeded ? " (approval needed)" : ""}`, "plan-allowance"],
    );
    if (!p.sufficientBalance) rows.push(["Warning", `${p.owner} does not hold enough to pay`]);
  } else rows.push(["Balance", "not read: the gateway has no RPC for this chain", "plan-balance"]);
  fillDetails($("#plan-details"), rows);
}

/** Reads of {@link refreshBalances} started so far: a slower earlier read must not overwrite a later one. */
let balanceReads = 0;

/** After each confirmed step: the signer's balances and allowance as its chain has them now. */
async function refreshBalances(signer: Extract<Signer, { address: string }>, plan: PlanView, chain: ChainView | undefined) {
  const read = ++balanceReads;
  const native = { symbol: chain?.nativeTokenName ?? "", decimals: chain?.nativeTokenDecimals ?? 18 };
  const token = { symbol: plan.token.symbol, decimals: plan.token.decimals ?? native.decimals };
  const address =
    plan.token.address && !/^0x0{40}$/i.test(plan.token.address) ? (plan.token.address as `0x${string}`) : undefined;
  const now = await readBalances(signer, address, plan.spender as `0x${string}`).catch(() => undefined);
  if (!now || read !== balanceReads) return;
  const units = (value: bigint, of: { symbol: string; decimals: number }) => `${formatUnits(value, of.decimals)} ${of.symbol}`;
  $('[data-testid="plan-balance"]').textContent = `${units(now.tokenBalance, token)}, ${units(now.nativeBalance, native)}`;
  const allowance = document.querySelector<HTMLElement>('[data-testid="plan-allowance"]');
  if (allowance && now.allowance !== undefined) allowance.textContent = units(now.allowance, token);
}

function addDepositStep({ step, status, hash }: DepositStep): void {
  const item = document.createElement("li");
  item.dataset.step = `${step}-${status}`;
  item.textContent = `${step === "approval" ? "Approval" : "Deposit"} ${status}: ${hash}`;
  depositSteps.append(item);
}

/** A failure's short text: viem's `shortMessage` (its `message` adds details and version lines). */
function reason(err: unknown): string {
  return (err as { shortMessage?: string }).shortMessage ?? (err instanceof Error ? err.message : String(err));
}

/**
 * What the page says about an expected failure: the text every error type carries
 * (`... on Error { message }` in operations.ts), written for people. Only a member the page does
 * not select `message` on (a type added to the union later) falls back to its name.
 */
function errorText(result: { __typename?: string; message?: string }): string {
  return result.message ?? `Unexpected answer: ${result.__typename ?? "unknown"}`;
}

function showTransaction(t: TransactionView): void {
  setState(t.state);
  const [tokenIn, tokenOut] =
    t.__typename === "BridgeTransaction"
      ? [t.token, t.token]
      : t.__typename === "BridgeSwapTransaction"
        ? [t.tokenIn, t.tokenOut]
        : ["", ""];
  fillDetails($("#transfer-details"), [
    ["Transfer", t.id],
    ["Route", `${t.chainIn} → ${t.chainOut}`],
    ["Amount in", `${t.amountIn} ${tokenIn}`],
    ["Amount out", t.amountOut == null ? "—" : `${t.amountOut} ${tokenOut}`],
    [
      "Fees",
      `${t.fees.fee} ${tokenOut} ($${t.fees.feeUsd}): gas ${t.fees.gasFee}, platform ${t.fees.platformFee}, percentage ${t.fees.percentageFee}`,
    ],
    ["Deposit tx", t.depositTxHash ?? "—", "deposit-tx", t.depositTxUrl],
    ["Withdrawal tx", t.withdrawTxHash ?? "—", "withdraw-tx", t.withdrawTxUrl],
  ]);
}

function setState(state: string | undefined): void {
  stateBadge.textContent = state ?? "waiting for events";
  if (state) stateBadge.dataset.state = state;
  else delete stateBadge.dataset.state;
}

function addToTimeline(kind: string, at: string, state: string | undefined): void {
  const item = document.createElement("li");
  const name = document.createElement("span");
  name.className = "kind";
  name.textContent = kind;
  const time = document.createElement("time");
  time.dateTime = at;
  time.textContent = new Date(at).toLocaleTimeString();
  item.append(name);
  if (state) {
    const badge = document.createElement("span");
    badge.className = "state";
    badge.dataset.state = state;
    badge.textContent = state;
    item.append(" ", badge);
  }
  item.append(time);
  timeline.append(item);
}

/** A definition list of rows; a row with `href` links its value (an explorer link). */
function fillDetails(list: HTMLElement, rows: Row[]): void {
  list.replaceChildren(
    ...rows.flatMap(([label, value, testId, href]) => {
      const dt = document.createElement("dt");
      dt.textContent = label;
      const dd = document.createElement("dd");
      if (href) {
        const link = document.createElement("a");
        link.href = href;
        link.target = "_blank";
        link.rel = "noopener";
        link.textContent = value;
        dd.append(link);
      } else dd.textContent = value;
      if (testId) dd.dataset.testid = testId;
      return [dt, dd];
    }),
  );
}

/** Replaces a picker's options, keeping `selected` when it is among them (else the first). */
function fillSelect(name: string, values: string[], selected: string): void {
  const keep = values.includes(selected) ? selected : values[0];
  select(name).replaceChildren(...values.map((v) => new Option(v, v, v === keep, v === keep)));
}

function showError(message: string | undefined): void {
  errorBox.hidden = message === undefined;
  errorBox.textContent = message ?? "";
}
