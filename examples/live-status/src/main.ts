import "./style.css";
import { createGatewayClient } from "./client.js";
import type { LiveStatusWatchTransferSubscription, QuoteInput } from "./gql/graphql.js";
import { CommitQuote, CreateQuote, WatchTransfer } from "./operations.js";

type TransactionView = NonNullable<LiveStatusWatchTransferSubscription["transactionEvents"]["transaction"]>;

// Sandbox catalog (docs/sandbox.md); chains and tokens are plain strings in the API.
const CHAINS = ["ETHEREUM", "ARBITRUM_ONE", "BASE", "OPTIMISM", "SOLANA"];
const TOKENS = ["USDT", "USDC", "ETH", "SOL"];

/** `?gateway=<url>` wins, then VITE_GATEWAY_URL at build time, else the same-origin proxy. */
const endpoint = new URLSearchParams(window.location.search).get("gateway") ?? import.meta.env.VITE_GATEWAY_URL ?? "/graphql";
const gateway = createGatewayClient(endpoint);

const $ = <T extends HTMLElement>(selector: string) => {
  const el = document.querySelector<T>(selector);
  if (!el) throw new Error(`missing ${selector}`);
  return el;
};
const form = $<HTMLFormElement>("#quote-form");
const quoteButton = $<HTMLButtonElement>("#quote-button");
const quoteCard = $("#quote-card");
const commitButton = $<HTMLButtonElement>("#commit-button");
const transferCard = $("#transfer-card");
const stateBadge = $("#state");
const timeline = $("#timeline");
const errorBox = $("#error");

$("#endpoint").textContent = new URL(endpoint, window.location.href).href;
fillSelect("chainIn", CHAINS, "ETHEREUM");
fillSelect("chainOut", CHAINS, "BASE");
fillSelect("tokenIn", TOKENS, "USDT");
fillSelect("tokenOut", TOKENS, "USDT");

let quoteId: string | undefined;
let stopWatching: (() => void) | undefined;

form.addEventListener("submit", (event) => {
  event.preventDefault();
  void quote();
});
commitButton.addEventListener("click", () => void commitAndWatch());

async function quote(): Promise<void> {
  showError(undefined);
  stopWatching?.();
  transferCard.hidden = true;
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
  const tokens = q.__typename === "BridgeQuote" ? [q.token, q.token] : [q.tokenIn, q.tokenOut];
  fillDetails($("#quote-details"), [
    ["Quote id", q.quoteId, "quote-id"],
    ["Route", `${q.chainIn} → ${q.chainOut}`],
    ["You pay", `${q.payAmount} ${tokens[0]}`],
    ["You receive", `${q.receiveAmount} ${tokens[1]}`],
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
    addToTimeline(event.type, event.occurredAt, event.transaction?.state);
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
    ["Deposit tx", t.depositTxHash ?? "—", "deposit-tx"],
    ["Withdrawal tx", t.withdrawTxHash ?? "—", "withdraw-tx"],
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

function fillDetails(list: HTMLElement, rows: [label: string, value: string, testId?: string][]): void {
  list.replaceChildren(
    ...rows.flatMap(([label, value, testId]) => {
      const dt = document.createElement("dt");
      dt.textContent = label;
      const dd = document.createElement("dd");
      dd.textContent = value;
      if (testId) dd.dataset.testid = testId;
      return [dt, dd];
    }),
  );
}

function fillSelect(name: string, values: string[], selected: string): void {
  const select = form.elements.namedItem(name) as HTMLSelectElement;
  select.replaceChildren(...values.map((v) => new Option(v, v, v === selected, v === selected)));
}

function showError(message: string | undefined): void {
  errorBox.hidden = message === undefined;
  errorBox.textContent = message ?? "";
}
