import type { GatewayClient } from "./client.js";
import { findSigner, sendDeposit, type DepositChain, type Signer, type TransactionRequest } from "./deposit.js";
import { $, errorText, fillDetails, fillSelect, reason, showError } from "./dom.js";
import type { LiveStatusPaymentRequestQuery } from "./gql/graphql.js";
import { watchTransfers } from "./live-status.js";
import { CreateDepositAddress, PaymentRequest } from "./operations.js";
import { addDepositStep, describeSigner, setSigner, type SignerChain } from "./signer-view.js";

type Payment = Extract<LiveStatusPaymentRequestQuery["depositAddress"]["paymentRequest"], { __typename: "PaymentRequest" }>;

/** What the address is created for: the page's form. */
export interface AddressRequest {
  /** The chain the address receives on (the form's source chain), as the `chains` query gave it. */
  chain: DepositChain & SignerChain;
  destinationChain: string;
  destinationAddress: string;
  /** The token and amount asked for first; the card's own pickers change them. */
  token: string;
  amount: string;
}

/** The address on screen, and who can pay it from this page (undefined while that is being found out). */
interface Shown {
  gateway: GatewayClient;
  address: string;
  chain: AddressRequest["chain"];
  signer?: Signer;
}

const card = $("#sda-card");
const details = $("#sda-details");
const paymentForm = $<HTMLFormElement>("#sda-payment-form");
const tokenSelect = paymentForm.elements.namedItem("token") as HTMLSelectElement;
const amountInput = paymentForm.elements.namedItem("amount") as HTMLInputElement;
const paymentBox = $("#sda-payment");
const qrLink = $<HTMLAnchorElement>("#sda-qr-link");
const qrImage = $<HTMLImageElement>("#sda-qr");
const uriLink = $<HTMLAnchorElement>("#sda-uri");
const paymentDetails = $("#sda-payment-details");
const signerLine = $("#sda-signer");
const payButton = $<HTMLButtonElement>("#sda-pay-button");
const steps = $("#sda-steps");

let shown: Shown | undefined;
/** Payment requests asked so far: only the latest one's answer is shown. */
let asked = 0;

// The limits and the transaction follow the token and the amount: a new request for each change.
paymentForm.addEventListener("submit", (event) => event.preventDefault());
tokenSelect.addEventListener("change", () => void showPayment());
amountInput.addEventListener("change", () => void showPayment());

/**
 * Creates (or reuses) a smart deposit address on the request's chain for its destination, shows
 * it, follows the transfers into it on the live-status card, and shows how to pay it.
 */
export async function createDepositAddress(gateway: GatewayClient, request: AddressRequest): Promise<void> {
  closeDepositAddress();
  const result = await gateway.request(CreateDepositAddress, {
    input: {
      depositChains: [request.chain.name],
      destinationChain: request.destinationChain,
      destinationAddress: request.destinationAddress,
    },
  });
  if (result.error !== undefined) return showError(result.error);
  const answer = result.data.createDepositAddress;
  if (answer.__typename !== "DepositAddressesCreated") return showError(errorText(answer));
  const created = answer.addresses.find((a) => a.chain === request.chain.name);
  if (!created) return showError(`The gateway created no address on ${request.chain.name}.`);

  fillDetails(details, [
    ["Address", created.address, "sda-address"],
    ["Receives on", request.chain.name],
    ["Forwards to", `${request.destinationAddress} on ${request.destinationChain}`],
  ]);
  fillSelect(
    tokenSelect,
    created.supportedTokens.map((t) => t.symbol),
    request.token,
  );
  amountInput.value = request.amount;
  setSigner(signerLine, "looking", "Looking for a wallet…");
  card.hidden = false;
  const mine: Shown = { gateway, address: created.address, chain: request.chain };
  shown = mine;
  // Subscribed before anyone can pay: every event of the payment arrives live.
  watchTransfers(gateway, { depositAddress: created.address }, "waiting for the payment", 3);
  const [signer] = await Promise.all([
    findSigner(request.chain).catch((err: unknown): Signer => ({ kind: "unavailable", reason: reason(err) })),
    gateway.whenConnected(5_000),
  ]);
  if (shown !== mine) return;
  mine.signer = signer;
  setSigner(signerLine, signer.kind, signerText(signer, mine));
  await showPayment();
}

/** Hides the card; a later answer for the address it showed is dropped. */
export function closeDepositAddress(): void {
  shown = undefined;
  card.hidden = true;
  paymentBox.hidden = true;
  payButton.hidden = true;
  steps.replaceChildren();
}

/** Without local chains nothing here can pay: the sandbox only simulates payments, on request. */
function signerText(signer: Signer, on: Shown): string {
  if (signer.kind !== "simulated") return describeSigner(signer, on.chain);
  return (
    "The sandbox runs without local chains: nothing here pays the address for real. Its control API simulates a " +
    `payment: POST /sandbox/deposit-addresses/${on.address}/${on.chain.name}/deposits (docs/sandbox.md).`
  );
}

/** Asks the gateway how to pay the chosen token and amount, and shows the answer. */
async function showPayment(): Promise<void> {
  const on = shown;
  if (!on) return;
  const ask = ++asked;
  payButton.hidden = true;
  paymentBox.hidden = true;
  if (!amountInput.validity.valid) return showError(amountInput.title);
  const amount = amountInput.value.trim();
  const result = await on.gateway.request(PaymentRequest, {
    address: on.address,
    chain: on.chain.name,
    token: tokenSelect.value,
    amount: amount === "" ? null : amount,
  });
  if (ask !== asked || shown !== on) return;
  if (result.error !== undefined) return showError(result.error);
  const answer = result.data.depositAddress.paymentRequest;
  if (answer.__typename !== "PaymentRequest") return showError(errorText(answer));
  showError(undefined);
  showRequest(answer);
  if (answer.transaction && on.signer && "address" in on.signer) offerPayment(on.signer, answer.transaction);
}

function showRequest(payment: Payment): void {
  const symbol = payment.token.symbol;
  // An image from a data URL: the browser draws the SVG, which never runs as part of the page.
  qrImage.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(payment.qrCodeSvg)}`;
  qrImage.alt = `QR code: pay ${payment.amount ?? "any amount of"} ${symbol}`;
  // The link opens a wallet on this device; a phone's wallet scans the same link from the QR code.
  qrLink.href = payment.uri;
  uriLink.href = payment.uri;
  uriLink.textContent = payment.uri;
  const limits =
    payment.minAmount === null && payment.maxAmount === null
      ? "none known"
      : `${payment.minAmount ?? "0"} to ${payment.maxAmount ?? "any"} ${symbol}: less or more is refunded, not bridged`;
  fillDetails(paymentDetails, [
    [
      "Amount",
      payment.amount === null ? "the payer chooses" : `${payment.amount} ${symbol} (${payment.amountBaseUnits} base units)`,
      "sda-amount",
    ],
    ["Limits", limits, "sda-limits"],
  ]);
  paymentBox.hidden = false;
}

/** The pay button: the request's transaction (a plain transfer to the address), sent by the page's signer. */
function offerPayment(signer: Extract<Signer, { address: string }>, transaction: TransactionRequest): void {
  payButton.textContent = signer.kind === "sandbox" ? "Pay from the development account" : "Pay from your wallet";
  payButton.hidden = false;
  payButton.disabled = false;
  payButton.onclick = async () => {
    payButton.disabled = true;
    showError(undefined);
    try {
      // The payment is the whole deposit: no approval, no bridge contract, a transfer to the address.
      await sendDeposit(signer, { deposit: transaction }, (step) => addDepositStep(steps, step, "Payment"));
    } catch (err) {
      showError(`The payment was not sent: ${reason(err)}`);
    } finally {
      payButton.disabled = false;
    }
  };
}
