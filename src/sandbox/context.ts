import type { AddressBook } from "./addresses.js";
import type { Auth } from "./auth.js";
import type { SandboxConfig } from "./config.js";
import type { EmitEvent } from "./event-emitter.js";
import type { EventLog } from "./event-log.js";
import type { FaultInjector } from "./faults.js";
import type { IdSource } from "./ids.js";
import type { Overrides } from "./overrides.js";
import type { RequestStats } from "./stats.js";
import type { SandboxStore } from "./store.js";
import type { TransactionEngine } from "./transactions.js";
import type { WebhookDelivery } from "./webhook-delivery.js";
import type { WebhookSigner } from "./webhook-signer.js";

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
}
