import type { Caller } from "../caller.js";
import type { Chains } from "../chain/index.js";
import { deposits, type DepositService } from "../deposits/service.js";
import type { TransactionStreams } from "../events/stream.js";
import type { CachedReads } from "../loaders/cached-reads.js";
import { createLoaders, type Loaders } from "../loaders/index.js";
import { ResultLifetime } from "../loaders/lifetime.js";
import type { Credential } from "../upstream/auth.js";
import type { BridgeClient } from "../upstream/client.js";
import type { Transaction } from "../upstream/wire/transaction.js";
import type { CursorCodec } from "./cursor.js";
import type { WebhookUrlPolicy } from "./webhook-url.js";

/** What every resolver sees; built once per operation. */
export interface GatewayContext {
  /** Who is asking (see `caller.ts`). */
  caller: Caller;
  /** The caller's credential for upstream calls (`caller.credential`). */
  credential: Credential;
  /** The writes (mutations) go straight to the client; reads go through the loaders. Using it ends `lifetime`. */
  readonly client: BridgeClient;
  loaders: Loaders;
  /** Deposit plans, over the loaders (`deposits.planOfQuote(ctx.loaders, ...)`). */
  deposits: DepositService;
  /** Live event streams, for subscriptions. */
  streams: TransactionStreams;
  /** A write changed this transfer (`record`, the upstream's answer): evictions, history and subscribers on every instance. Never rejects. */
  transferWritten: (record: Transaction) => Promise<void>;
  /** `PUBLIC_URL + WEBHOOK_PATH` when known: filled into quotes that name no `webhookUrl`. */
  defaultWebhookUrl: string | undefined;
  /** The hosts a caller's own `webhookUrl` may name. */
  webhookUrlPolicy: WebhookUrlPolicy;
  /** The error types this operation returned as data (result-union members), for its log line. */
  typedErrors: string[];
  /** Signs and checks the pagination cursors of connections. */
  cursors: CursorCodec;
  /** How long this operation's result stays true, for the response cache (loaders/lifetime.ts). */
  lifetime: ResultLifetime;
}

/** What the context factory closes over. */
export interface ContextDeps {
  client: BridgeClient;
  /** The GETs through the shared cache; what the loaders read. */
  reads: CachedReads;
  streams: TransactionStreams;
  transferWritten: (record: Transaction) => Promise<void>;
  defaultWebhookUrl: () => string | undefined;
  webhookUrlPolicy: WebhookUrlPolicy;
  upstreamConcurrency: number;
  cursors: CursorCodec;
  /** The chains' JSON-RPC, for deposit preflights. */
  chains?: Chains;
}

/** Returns the per-operation context factory. */
export function createContextFactory(deps: ContextDeps) {
  return (caller: Caller): GatewayContext => {
    const lifetime = new ResultLifetime();
    return {
      caller,
      credential: caller.credential,
      get client() {
        lifetime.end();
        return deps.client;
      },
      loaders: createLoaders(deps.reads, caller.credential, deps.upstreamConcurrency, lifetime, deps.chains),
      deposits,
      streams: deps.streams,
      transferWritten: deps.transferWritten,
      defaultWebhookUrl: deps.defaultWebhookUrl(),
      webhookUrlPolicy: deps.webhookUrlPolicy,
      typedErrors: [],
      cursors: deps.cursors,
      lifetime,
    };
  };
}
