import type { GatewayClient } from "./client.js";
import { $, fillDetails, showError } from "./dom.js";
import type { LiveStatusWatchTransfersSubscription, TransactionEventFilter } from "./gql/graphql.js";
import { WatchTransfers } from "./operations.js";

type TransactionView = NonNullable<LiveStatusWatchTransfersSubscription["transactionEvents"]["transaction"]>;

const card = $("#transfer-card");
const stepNumber = $("#status-title .step");
const stateBadge = $("#state");
const details = $("#transfer-details");
const timeline = $("#timeline");

/** Ends the subscription on screen, if any. */
let stop: (() => void) | undefined;

/**
 * Shows the live-status card and follows the transfers `filter` names (a quote's, or those into a
 * deposit address) there, in place of whatever it followed before. Until the first transfer event
 * the state reads `waiting`: the gateway's first message says no transfer is known yet. `step`:
 * the card's number in the flow that opened it (a quote's flow has a commit and a deposit before it).
 */
export function watchTransfers(gateway: GatewayClient, filter: TransactionEventFilter, waiting: string, step: number): void {
  stopWatching();
  stepNumber.textContent = String(step);
  timeline.replaceChildren();
  setState(undefined, waiting);
  fillDetails(details, []);
  card.hidden = false;
  stop = gateway.subscribe(WatchTransfers, { filter }, (result) => {
    if (result.error !== undefined) return showError(result.error);
    const event = result.data.transactionEvents;
    if (event.kind !== "NOT_KNOWN_YET") addToTimeline(event.kind, event.occurredAt, event.transaction?.state);
    if (event.transaction) showTransaction(event.transaction);
  });
}

/** Stops following; the card keeps what it showed. */
export function stopWatching(): void {
  stop?.();
  stop = undefined;
}

/** Stops following and hides the card. */
export function closeLiveStatus(): void {
  stopWatching();
  card.hidden = true;
}

function showTransaction(t: TransactionView): void {
  setState(t.state, t.state);
  const [tokenIn, tokenOut] =
    t.__typename === "BridgeTransaction"
      ? [t.token, t.token]
      : t.__typename === "BridgeSwapTransaction"
        ? [t.tokenIn, t.tokenOut]
        : t.__typename === "DepositAddressBridgeTransaction"
          ? [t.token, t.swapsTo ?? t.token]
          : ["", ""];
  fillDetails(details, [
    ["Transfer", t.id],
    ["Route", `${t.chainIn} → ${t.chainOut}`],
    ["Amount in", `${t.amountIn} ${tokenIn}`],
    ["Amount out", t.amountOut == null ? "—" : `${t.amountOut} ${tokenOut}`, "amount-out"],
    [
      "Fees",
      `${t.fees.fee} ${tokenOut} ($${t.fees.feeUsd}): gas ${t.fees.gasFee}, platform ${t.fees.platformFee}, percentage ${t.fees.percentageFee}`,
    ],
    ["Deposit tx", t.depositTxHash ?? "—", "deposit-tx", t.depositTxUrl],
    ["Withdrawal tx", t.withdrawTxHash ?? "—", "withdraw-tx", t.withdrawTxUrl],
  ]);
}

/** The badge shows `text`; `state` (a TransactionState, or none while waiting) picks its colour. */
function setState(state: string | undefined, text: string): void {
  stateBadge.textContent = text;
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
