import { describe, expect, inject, it } from "vitest";
import { createEventCursor } from "../../src/events/cursor.js";
import { createDedupe } from "../../src/events/dedupe.js";
import { contentEventId, topic, type Envelope } from "../../src/events/envelope.js";
import { createEventHistory } from "../../src/events/history.js";
import { createEventBus, type RelayedEvent } from "../../src/events/pubsub.js";
import { createEventRelay, EventInFlight, EventNotPublished } from "../../src/events/relay.js";
import { createTransferChanged } from "../../src/events/transfer-changed.js";
import { connectRedis, queueOf, uniquePrefix } from "./harness.js";
import { onDispose } from "../utils/disposers.js";

const redisUrl = inject("redisUrl");
const TS = 1_700_000_000_000;
const DEDUPE_TTL_SECONDS = 3600;

/** A relay on Redis, as one gateway instance wires it; `history` on its own connection, to break it alone. */
function startRelay(evict?: (event: RelayedEvent) => void | Promise<void>) {
  const prefix = uniquePrefix();
  const redis = connectRedis(redisUrl);
  const historyConnection = connectRedis(redisUrl);
  const bus = createEventBus({
    redis: { publish: connectRedis(redisUrl), subscribe: connectRedis(redisUrl) },
    channelPrefix: `${prefix}events:`,
  });
  const history = createEventHistory({ redis: historyConnection, keyPrefix: `${prefix}history:`, size: 10, ttlSeconds: 60 });
  const errors: unknown[] = [];
  const onError = (error: unknown) => errors.push(error);
  const relay = createEventRelay({
    dedupe: createDedupe({ redis, keyPrefix: `${prefix}dedupe:`, ttlSeconds: DEDUPE_TTL_SECONDS }),
    changed: createTransferChanged({ history, bus, evict, onError }),
    cursor: createEventCursor({ redis, key: `${prefix}last-ts` }),
    onError,
  });
  return { prefix, redis, historyConnection, bus, history, relay, errors };
}

async function listen(bus: ReturnType<typeof createEventBus>, name: Parameters<typeof bus.subscribe>[0]) {
  const subscription = bus.subscribe(name);
  await subscription.ready;
  const queue = queueOf(subscription);
  onDispose(() => queue.close());
  return queue;
}

function envelopeOf(id: string, kind = "BRIDGE_EXECUTED"): Envelope {
  return { eventId: `upstream-${id}-${kind}`, ts: TS, event: { _tag: kind, _id: id } } as Envelope;
}

describe("event relay on Redis", () => {
  it("writes the history while the eviction runs, and publishes only once both are done", async () => {
    let finishEviction!: () => void;
    const evicting = new Promise<void>((resolve) => (finishEviction = resolve));
    const started: string[] = [];
    const { bus, history, relay } = startRelay(async (event) => {
      started.push(event.eventId);
      await evicting;
    });
    const live = await listen(bus, "all");
    const accepted = relay.accept(envelopeOf("q-overlap"));
    const eventId = contentEventId({ _tag: "BRIDGE_EXECUTED", _id: "q-overlap" });

    // The history has the event while the eviction is still under way...
    await expect.poll(() => history.kept(topic("transaction", "q-overlap")).then((e) => e.length)).toBe(1);
    expect(started).toEqual([eventId]);
    // ...but nobody has it live until the eviction is done.
    await expect(live.next(200)).rejects.toThrow();
    finishEviction();
    expect(await accepted).toBe("relayed");
    expect((await live.next()).eventId).toBe(eventId);
  });

  it("relays when the eviction fails, and has confirmed the claim and moved the cursor when accept resolves", async () => {
    const { prefix, redis, bus, relay, errors } = startRelay(() => Promise.reject(new Error("eviction failed")));
    const live = await listen(bus, "all");
    expect(await relay.accept(envelopeOf("q-evict-fails"))).toBe("relayed");
    const eventId = contentEventId({ _tag: "BRIDGE_EXECUTED", _id: "q-evict-fails" });
    expect((await live.next()).eventId).toBe(eventId);
    expect(errors).toEqual([new Error("eviction failed")]);
    // Confirmed: the claim lasts the whole TTL, not the pending minute.
    expect(await redis.ttl(`${prefix}dedupe:${eventId}`)).toBeGreaterThan(60);
    expect(await redis.get(`${prefix}last-ts`)).toBe(String(TS));
  });

  it("releases the claim when the history write fails, even while the eviction still runs; the redelivery relays", async () => {
    let evictions = 0;
    const { bus, historyConnection, relay } = startRelay(async () => {
      evictions += 1;
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    const live = await listen(bus, "all");
    historyConnection.disconnect();
    await expect(relay.accept(envelopeOf("q-history-fails"))).rejects.toBeInstanceOf(EventNotPublished);
    await expect(live.next(200)).rejects.toThrow();

    await historyConnection.connect();
    expect(await relay.accept(envelopeOf("q-history-fails"))).toBe("relayed");
    expect((await live.next()).eventId).toBe(contentEventId({ _tag: "BRIDGE_EXECUTED", _id: "q-history-fails" }));
    expect(evictions).toBe(2);
  });

  it("refuses a delivery of an event another delivery is still relaying, so the transfer's next event is not published first", async () => {
    let finishEviction!: () => void;
    const evicting = new Promise<void>((resolve) => (finishEviction = resolve));
    let held = false;
    const { bus, relay } = startRelay(async (event) => {
      if (event.kind !== "BRIDGE_ACCEPTED" || held) return;
      held = true;
      await evicting;
    });
    const live = await listen(bus, "all");
    const accepted = envelopeOf("q-in-flight", "BRIDGE_ACCEPTED");
    const executed = envelopeOf("q-in-flight", "BRIDGE_EXECUTED");
    // A webhook delivery of ACCEPTED, held up between its claim and its publish (a failover, here its eviction).
    const first = relay.accept(accepted);
    await expect.poll(() => held).toBe(true);

    // Meanwhile the backfill reads both events and relays them one after the other, stopping at a
    // refusal; the webhook route answers a refusal 503, and the upstream sends the next event only
    // once ACCEPTED is acknowledged.
    const backfill = async () => {
      for (const envelope of [accepted, executed]) await relay.accept(envelope);
    };
    await expect(backfill()).rejects.toBeInstanceOf(EventInFlight);
    finishEviction();
    expect(await first).toBe("relayed");
    await backfill();

    expect([(await live.next()).kind, (await live.next()).kind]).toEqual(["BRIDGE_ACCEPTED", "BRIDGE_EXECUTED"]);
    await expect(live.next(200)).rejects.toThrow();
  });

  it("releases the claim of a relay that failed once Redis is back, when it could not at once; meanwhile redeliveries are refused", async () => {
    let failing = true;
    const { redis, bus, historyConnection, relay } = startRelay(() => {
      if (!failing) return;
      failing = false;
      // Claimed: now Redis goes away, for the history write and for the release of the claim.
      historyConnection.disconnect();
      redis.disconnect();
    });
    const live = await listen(bus, "all");
    const envelope = envelopeOf("q-release-fails");
    await expect(relay.accept(envelope)).rejects.toBeInstanceOf(EventNotPublished);

    await Promise.all([redis.connect(), historyConnection.connect()]);
    // Relayed once the release went through: never taken for a duplicate of what nobody relayed.
    await expect
      .poll(() => relay.accept(envelope).catch((error: Error) => error.name), { timeout: 5000, interval: 50 })
      .toBe("relayed");
    expect((await live.next()).eventId).toBe(contentEventId(envelope.event));
  });
});
