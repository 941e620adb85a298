import type { AddressBook } from "../domain/address-book.js";
import type { DepositAddress } from "../domain/deposit-address-record.js";
import type { Auth } from "./auth.js";
import type { SandboxConfig } from "../config.js";
import type { EmitEvent } from "../domain/emit-event.js";
import type { EventLog } from "../delivery/event-log.js";
import type { FaultInjector } from "../control/faults.js";
import type { IdSource } from "../domain/ids.js";
import type { Overrides } from "../control/overrides.js";
import type { RequestStats } from "../control/stats.js";
import type { SandboxStore } from "../domain/store.js";
import type { TransactionEngine } from "../domain/transactions.js";
import type { WebhookDelivery } from "../delivery/webhook-delivery.js";
import type { WebhookSigner } from "../delivery/webhook-signer.js";

/** Everything route handlers need, built once per sandbox instance by `createSandbox`. */
export interface SandboxContext {
  config: SandboxConfig;
  now: () => number;
  ids: IdSource;
  store: SandboxStore;
  auth: Auth;
  engine: TransactionEngine;
  emit: EmitEvent;
  log: EventLog;
  /** The current signer, once the key pair generated from createSandbox() on exists. */
  signer: Promise<WebhookSigner>;
  delivery: WebhookDelivery;
  stats: RequestStats;
  faults: FaultInjector;
  overrides: Overrides;
  /** Contract addresses and RPC URLs: the local chains' when attached, else invented ones. */
  addresses: AddressBook;
  /** Told of every reactivated smart deposit address: on local chains, what arrived meanwhile is bridged. */
  activations: Set<(address: DepositAddress) => void>;
}
