import type { AddressBook } from "./address-book.js";
import type { EmitEvent } from "./emit-event.js";
import type { IdSource } from "./ids.js";
import type { SandboxStore } from "./store.js";
import type { TransactionEngine } from "./transactions.js";

/**
 * What the smart and routing deposit addresses act on: the part of the sandbox's context
 * (`server/context.ts`, which has all of it) that they read, so the domain knows no server.
 */
export interface DepositAddressContext {
  now: () => number;
  ids: IdSource;
  store: SandboxStore;
  emit: EmitEvent;
  addresses: AddressBook;
  engine: TransactionEngine;
  config: { quoteTtlS: number };
}
