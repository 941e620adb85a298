import { randomBytes } from "node:crypto";
import type { ExecutionResult } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { topic, type TopicField } from "../../src/events/envelope.js";
import { graphql } from "../gql/index.js";
import type { ScopedEventsSubscription, ScopedEventsSubscriptionVariables } from "../gql/graphql.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";
import { startSandbox } from "../utils/sandbox.js";
import { pastNotKnownYet, subscribeSse, subscribeWs, wsClient, type Subscription } from "../utils/subscriptions.js";
import { commitTransfer } from "../utils/transfers.js";

const ScopedEvents = graphql(`
  subscription ScopedEvents($filter: TransactionEventFilter, $afterEventId: ID) {
    transactionEvents(filter: $filter, afterEventId: $afterEventId) {
      eventId
      kind
      transaction {
        id
        state
      }
      payload
    }
  }
`);

type Events = Subscription<ScopedEventsSubscription>;
type Filter = NonNullable<ScopedEventsSubscriptionVariables["filter"]>;

/** The gateway's own key is project one's; the transfers watched here are project two's. */
const PROJECT_ONE = { key: "SECRET_sandbox", projectId: "sandbox-project" };
const PROJECT_TWO = { key: "SECRET_other", projectId: "other-project" };

let gw: GatewayHandle;
let ownerJwt: string;
let strangerJwt: string;

beforeAll(async () => {
  const sandbox = await startSandbox({ apiKeys: [PROJECT_ONE, PROJECT_TWO] });
  gw = await startGateway({ sandbox });
  ownerJwt = await sandbox.getJwt(PROJECT_TWO.key);
  strangerJwt = await sandbox.getJwt(PROJECT_ONE.key);
});

const webhookUrl = () => `${gw.url}${gw.config.webhookPath}`;

/**
 * Who watches project two's transfer: its owner (the control: events do flow), and two strangers,
 * one with project one's own credential and one with none (on the gateway's key, project one's),
 * over graphql-ws and over SSE.
 */
async function watchers(filter: Filter, afterEventId?: string) {
  const variables = { filter, ...(afterEventId === undefined ? {} : { afterEventId }) };
  const owner = subscribeWs(wsClient(gw.url, { authorization: ownerJwt }), ScopedEvents, variables);
  const strangers: Events[] = [
    subscribeWs(wsClient(gw.url), ScopedEvents, variables),
    subscribeWs(wsClient(gw.url, { authorization: strangerJwt }), ScopedEvents, variables),
    await subscribeSse(gw.url, ScopedEvents, variables),
    await subscribeSse(gw.url, ScopedEvents, variables, { authorization: strangerJwt }),
  ];
  return { owner, strangers };
}

const listening = (field: TopicField, value: string, count: number) =>
  expect.poll(() => gw.gateway.bus.listenerCount(topic(field, value)), { timeout: 5000 }).toBeGreaterThanOrEqual(count);

/** Everything a stranger was sent that names project two's transfer or address. */
function leaked(messages: readonly ExecutionResult<ScopedEventsSubscription>[], secrets: string[]) {
  return messages.filter((m) => secrets.some((s) => JSON.stringify(m).toLowerCase().includes(s.toLowerCase())));
}

/** What the strangers got, once the owner has had `ownerEvents` events and a moment more has passed. */
async function strangersGot(owner: Events, ownerEvents: number, strangers: Events[], secrets: string[]) {
  for (let i = 0; i < ownerEvents; i++) expect((await owner.next()).errors).toBeUndefined();
  await new Promise((resolve) => setTimeout(resolve, 300));
  return strangers.flatMap((s) => leaked(s.buffered, secrets));
}

/** Project two's transfer, committed with its own key, its webhooks to this gateway. */
const commitAsOwner = (beforeCommit?: (quoteId: string) => Promise<void>) =>
  commitTransfer(gw.sandbox, webhookUrl(), beforeCommit, PROJECT_TWO.key);

describe("a subscription delivers only what its caller could read by query", () => {
  it("live: a stranger naming another project's quote id or deposit hash gets NOT_KNOWN_YET and none of its events", async () => {
    let byQuote!: Awaited<ReturnType<typeof watchers>>;
    const quoteId = await commitAsOwner(async (id) => {
      byQuote = await watchers({ quoteId: id });
      await listening("transaction", id, 5);
      await pastNotKnownYet(byQuote.owner);
      for (const s of byQuote.strangers) await pastNotKnownYet(s);
    });
    const { depositTxHash } = (await gw.sandbox.advance(quoteId, "ACCEPTED")) as unknown as { depositTxHash: string };
    // PENDING and ACCEPTED reached the owner: the strangers were live then.
    expect(await strangersGot(byQuote.owner, 2, byQuote.strangers, [quoteId])).toEqual([]);

    const byDeposit = await watchers({ depositTxHash });
    expect((await byDeposit.owner.next()).data?.transactionEvents).toMatchObject({ kind: "CURRENT_STATE" });
    for (const s of byDeposit.strangers) await pastNotKnownYet(s);
    await listening("depositTxHash", depositTxHash, 5);
    await gw.sandbox.advance(quoteId, "EXECUTED");
    expect(await strangersGot(byDeposit.owner, 1, byDeposit.strangers, [quoteId, depositTxHash])).toEqual([]);
    expect(await strangersGot(byQuote.owner, 1, byQuote.strangers, [quoteId])).toEqual([]);
  });

  it("history: a stranger subscribing after the transfer finished, by its id or either hash, or resuming, gets none of its kept events", async () => {
    let live!: Events;
    const quoteId = await commitAsOwner(async (id) => {
      live = subscribeWs(wsClient(gw.url, { authorization: ownerJwt }), ScopedEvents, { filter: { quoteId: id } });
      await listening("transaction", id, 1);
      await pastNotKnownYet(live);
    });
    await gw.sandbox.advance(quoteId, "ACCEPTED");
    const executed = (await gw.sandbox.advance(quoteId, "EXECUTED")) as unknown as Record<string, string>;
    const keptIds = [];
    for (let i = 0; i < 3; i++) keptIds.push((await live.next()).data!.transactionEvents.eventId);
    const secrets = [quoteId, executed.depositTxHash!, executed.withdrawTxHash!];

    const filters: Filter[] = [{ quoteId }, { depositTxHash: secrets[1]! }, { withdrawTxHash: secrets[2]! }];
    for (const filter of filters) {
      const { owner, strangers } = await watchers(filter);
      expect((await owner.next()).data?.transactionEvents).toMatchObject({ kind: "CURRENT_STATE" });
      for (const s of strangers) await pastNotKnownYet(s);
      expect(await strangersGot(owner, 0, strangers, secrets)).toEqual([]);
    }

    // Resuming after its first event replays the two kept after it: to the owner only.
    const resumed = await watchers({ quoteId }, keptIds[0]);
    expect(await strangersGot(resumed.owner, 2, resumed.strangers, secrets)).toEqual([]);
  });

  it("by deposit address: the SDA's own events and its transfers' reach the owner, live and kept, and no stranger", async () => {
    const depositAddress = `0x${randomBytes(20).toString("hex")}`;
    const live = await watchers({ depositAddress });
    await listening("depositAddress", depositAddress, 5);
    // No transfer into the address yet: each stream says so (echoing only the address it was given).
    for (const s of [live.owner, ...live.strangers]) await pastNotKnownYet(s);
    await gw.sandbox.registerDepositAddress({
      depositAddress,
      depositChain: "ETHEREUM",
      webhookUrl: webhookUrl(),
      projectId: PROJECT_TWO.projectId,
    });
    const deposits = `/sandbox/deposit-addresses/${depositAddress}/ETHEREUM/deposits`;
    const delayed = await gw.sandbox.api("POST", deposits, { body: { token: "USDT", amount: "100", delayed: true } });
    expect(delayed.status).toBe(201);
    const quoteId = delayed.body.quoteId as string;
    await gw.sandbox.advance(quoteId, "ACCEPTED");
    // DEPOSIT_ADDRESS_CREATED, DEPOSIT_ADDRESS_BRIDGE_DELAYED, BRIDGE_ACCEPTED.
    expect(await strangersGot(live.owner, 3, live.strangers, [depositAddress, quoteId])).toEqual([]);

    const kept = await watchers({ depositAddress });
    // The kept transfer is the owner's: a stranger is told the address has none.
    for (const s of kept.strangers) await pastNotKnownYet(s);
    expect(await strangersGot(kept.owner, 3, kept.strangers, [depositAddress, quoteId])).toEqual([]);
  });
});
