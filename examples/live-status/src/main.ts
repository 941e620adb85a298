import "./style.css";
import { formatUnits } from "viem";
import { createGatewayClient } from "./client.js";
import { closeDepositAddress, createDepositAddress } from "./deposit-address.js";
import { findSigner, readBalances, sendDeposit, type DepositChain, type Signer } from "./deposit.js";
import { $, errorText, fillDetails, fillSelect, reason, showError, type Row } from "./dom.js";
import type { LiveStatusChainsQuery, LiveStatusDepositPlanQuery, QuoteInput } from "./gql/graphql.js";
import { closeLiveStatus, stopWatching, watchTransfers } from "./live-status.js";
import { Chains, CommitQuote, CreateQuote, DepositPlan, WalletBalances } from "./operations.js";
import { addDepositStep, describeSigner, setSigner } from "./signer-view.js";
import { sourceChains } from "./source-chains.js";

type ChainView = LiveStatusChainsQuery["chains"][number];
type PlanView = Extract<LiveStatusDepositPlanQuery["depositPlan"], { __typename: "DepositPlan" }>;

/** `?gateway=<url>` wins, then VITE_GATEWAY_URL at build time, else the same-origin proxy. */
const endpoint = new URLSearchParams(window.location.search).get("gateway") ?? import.meta.env.VITE_GATEWAY_URL ?? "/graphql";
const gateway = createGatewayClient(endpoint);

const form = $<HTMLFormElement>("#quote-form");
const select = (name: string) => form.elements.namedItem(name) as HTMLSelectElement;
const quoteButton = $<HTMLButtonElement>("#quote-button");
const addressButton = $<HTMLButtonElement>("#sda-button");
const quoteCard = $("#quote-card");
const commitButton = $<HTMLButtonElement>("#commit-button");
const depositCard = $("#deposit-card");
const depositButton = $<HTMLButtonElement>("#deposit-button");
const depositSteps = $("#deposit-steps");
const signerLine = $("#signer");
const sourceHint = $("#source-hint");

$("#endpoint").textContent = new URL(endpoint, window.location.href).href;

/** The enabled chains by name, from the `chains` query: the pickers' choices. */
let chains = new Map<string, ChainView>();
void loadChains();

let quoteId: string | undefined;
/** The quoted transfer's source chain: where the deposit is signed. */
let quotedChainIn: string | undefined;

form.addEventListener("submit", (event) => {
  event.preventDefault();
  void quote();
});
commitButton.addEventListener("click", () => void commitAndWatch());
addressButton.addEventListener("click", () => void depositAddress());
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
  fillSelect(select("chainIn"), names, "ETHEREUM");
  fillSelect(select("chainOut"), names, "BASE");
  fillTokens("In");
  fillTokens("Out");
  quoteButton.disabled = false;
  addressButton.disabled = false;
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
  fillSelect(select(`token${side}`), tokens, select(`token${side}`).value || "USDT");
  if (side === "In") void showSourceBalances();
}

async function quote(): Promise<void> {
  showError(undefined);
  closeLiveStatus();
  closeDepositAddress();
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
  // Subscribe before committing, on an open socket, so every event arrives live and in order
  // without relying on the gateway's replay to late subscribers (docs/api.md, "Live status").
  watchTransfers(gateway, { quoteId: id }, "waiting for events", 4);

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
  setSigner(signerLine, "looking", "Looking for a wallet…");
  depositCard.hidden = false;
  const signer: Signer = chain
    ? await findSigner(chain as DepositChain).catch((err: unknown) => ({ kind: "unavailable" as const, reason: reason(err) }))
    : { kind: "unavailable", reason: "The quote's source chain is not among the enabled chains." };
  setSigner(signerLine, signer.kind, describeSigner(signer, chain));
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
        addDepositStep(depositSteps, step);
        if (step.status === "confirmed") void refreshBalances(signer, plan, chain);
      });
    } catch (err) {
      depositButton.disabled = false;
      showError(`The deposit was not sent: ${reason(err)}`);
    }
  };
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

/**
 * The other way to pay: a smart deposit address on the source chain that forwards to the recipient
 * on the destination chain, paid by a plain transfer from any wallet.
 */
async function depositAddress(): Promise<void> {
  if (!form.reportValidity()) return;
  showError(undefined);
  closeLiveStatus();
  quoteId = undefined;
  quoteCard.hidden = true;
  depositCard.hidden = true;
  const fields = new FormData(form);
  const chain = chains.get(String(fields.get("chainIn")));
  if (!chain) return showError("Pick an enabled source chain.");
  addressButton.disabled = true;
  await createDepositAddress(gateway, {
    chain,
    destinationChain: String(fields.get("chainOut")),
    destinationAddress: String(fields.get("recipient")).trim(),
    token: String(fields.get("tokenIn")),
    amount: String(fields.get("amount")).trim(),
  });
  addressButton.disabled = false;
}
