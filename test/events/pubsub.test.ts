import { describe, expect, inject, it } from "vitest";
import type { Redis } from "ioredis";
import type { Topic } from "../../src/events/envelope.js";
import { createEventBus, type EventBus, type RelayedEvent } from "../../src/events/pubsub.js";
import { connectRedis, queueOf, uniquePrefix } from "./harness.js";

const redisUrl = inject("redisUrl");

function relayed(eventId: string): RelayedEvent {
  return { eventId, kind: "BRIDGE_EXECUTED", ts: 1, receivedAt: 2, event: { _tag: "BRIDGE_EXECUTED", _id: eventId } };
}

interface RedisBus {
  bus: EventBus;
  publish: Redis;
  subscribe: Redis;
}

function redisBus(channelPrefix: string, onListenerError?: (error: unknown) => void): RedisBus {
  const clients = { publish: connectRedis(redisUrl), subscribe: connectRedis(redisUrl) };
  return { ...clients, bus: createEventBus({ redis: clients, channelPrefix, onListenerError }) };
}

async function subscriberCount(redis: Redis, channel: string): Promise<number> {
  const reply = (await redis.pubsub("NUMSUB", channel)) as [string, number];
  return Number(reply[1]);
}

const modes: [string, (prefix: string, onListenerError?: (error: unknown) => void) => EventBus][] = [
  ["in memory", (channelPrefix, onListenerError) => createEventBus({ channelPrefix, onListenerError })],
  ["on Redis", (channelPrefix, onListenerError) => redisBus(channelPrefix, onListenerError).bus],
];

describe.each(modes)("createEventBus %s", (_name, create) => {
  it("delivers an event to the subscribers of each topic it is published on, and to no other", async () => {
    const bus = create(uniquePrefix());
    const onTransaction = bus.subscribe("transaction:q1");
    const onOther = bus.subscribe("transaction:q2");
    await Promise.all([onTransaction.ready, onOther.ready]);
    const transactionQueue = queueOf(onTransaction);
    const otherQueue = queueOf(onOther);
    await bus.publish(["transaction:q1", "all"], relayed("e1"));
    await bus.publish(["transaction:q2"], relayed("sentinel"));
    expect((await transactionQueue.next()).eventId).toBe("e1");
    expect((await otherQueue.next()).eventId).toBe("sentinel");
    await Promise.all([transactionQueue.close(), otherQueue.close()]);
  });

  it("keeps events published between subscribe and the first read", async () => {
    const bus = create(uniquePrefix());
    const subscription = bus.subscribe("all");
    await subscription.ready;
    await bus.publish(["all"], relayed("early-1"));
    await bus.publish(["all"], relayed("early-2"));
    expect((await subscription.next()).value?.eventId).toBe("early-1");
    expect((await subscription.next()).value?.eventId).toBe("early-2");
    expect(await subscription.return()).toEqual({ value: undefined, done: true });
  });

  it("ends a for-await loop when the subscription is returned", async () => {
    const bus = create(uniquePrefix());
    const subscription = bus.subscribe("all");
    await subscription.ready;
    await bus.publish(["all"], relayed("only"));
    const seen: string[] = [];
    for await (const event of subscription) {
      seen.push(event.eventId);
      break;
    }
    expect(seen).toEqual(["only"]);
    expect(bus.listenerCount()).toBe(0);
  });

  it("keeps delivering to everyone else when one subscriber stops reading and overflows", async () => {
    const errors: unknown[] = [];
    const bus = create(uniquePrefix(), (error) => errors.push(error));
    const stalled = bus.subscribe("all");
    const reading = bus.subscribe("all");
    await Promise.all([stalled.ready, reading.ready]);
    const queue = queueOf(reading);
    const total = 1100;
    for (let i = 0; i < total; i += 1) await bus.publish(["all"], relayed(`e${i}`));
    for (let i = 0; i < total; i += 1) expect((await queue.next()).eventId).toBe(`e${i}`);
    expect(errors.length).toBeGreaterThan(0);
    await Promise.all([stalled.return(), queue.close()]);
  });
});

describe("createEventBus in memory", () => {
  it("has no listener left after 200 subscribers come and go", async () => {
    const bus = createEventBus({ channelPrefix: uniquePrefix() });
    const subscriptions = Array.from({ length: 200 }, (_, i) => bus.subscribe(i % 2 === 0 ? "all" : `transaction:q${i}`));
    expect(bus.listenerCount()).toBe(200);
    expect(bus.listenerCount("all")).toBe(100);
    await Promise.all(subscriptions.map((s) => s.return()));
    expect(bus.listenerCount()).toBe(0);
  });
});

describe("createEventBus on Redis", () => {
  it("delivers an event published by instance A once to a subscriber of instance B", async () => {
    const prefix = uniquePrefix();
    const a = redisBus(prefix).bus;
    const b = redisBus(prefix).bus;
    const onB = b.subscribe("transaction:q1");
    const onA = a.subscribe("transaction:q1");
    await Promise.all([onA.ready, onB.ready]);
    const queueB = queueOf(onB);
    const queueA = queueOf(onA);
    await a.publish(["transaction:q1"], relayed("e1"));
    await a.publish(["transaction:q1"], relayed("sentinel"));
    for (const queue of [queueA, queueB]) {
      expect((await queue.next()).eventId).toBe("e1");
      expect((await queue.next()).eventId).toBe("sentinel");
    }
    await Promise.all([queueA.close(), queueB.close()]);
  });

  it("does not deliver across channel prefixes sharing one Redis", async () => {
    const mine = redisBus(uniquePrefix()).bus;
    const theirs = redisBus(uniquePrefix()).bus;
    const subscription = mine.subscribe("all");
    await subscription.ready;
    const queue = queueOf(subscription);
    await theirs.publish(["all"], relayed("theirs"));
    await mine.publish(["all"], relayed("mine"));
    expect((await queue.next()).eventId).toBe("mine");
    await queue.close();
  });

  it("returns Redis subscriptions and listeners to baseline after 200 subscribers come and go", async () => {
    const prefix = uniquePrefix();
    const { bus, subscribe, publish } = redisBus(prefix);
    const channel = bus.channelFor("all");
    const topics: Topic[] = Array.from({ length: 200 }, (_, i): Topic => (i % 2 === 0 ? "all" : `transaction:q${i}`));
    expect(await subscriberCount(publish, channel)).toBe(0);

    const subscriptions = topics.map((topic) => bus.subscribe(topic));
    await Promise.all(subscriptions.map((s) => s.ready));
    expect(await subscriberCount(publish, channel)).toBe(1);
    expect(await publish.pubsub("CHANNELS", `${prefix}*`)).toHaveLength(101);
    expect(bus.listenerCount()).toBe(200);

    const queues = subscriptions.map(queueOf);
    await bus.publish(["all"], relayed("to-all"));
    for (const [i, queue] of queues.entries()) if (i % 2 === 0) expect((await queue.next()).eventId).toBe("to-all");

    await Promise.all(queues.map((queue) => queue.close()));
    // UNSUBSCRIBE is sent without awaiting it; a PING on the same connection answers after it.
    await subscribe.ping();
    expect(bus.listenerCount()).toBe(0);
    expect(await subscriberCount(publish, channel)).toBe(0);
    expect(await publish.pubsub("CHANNELS", `${prefix}*`)).toEqual([]);
  });

  it("rejects a publish while the Redis publish connection is down, and publishes once it is back", async () => {
    const { bus, publish } = redisBus(uniquePrefix());
    const subscription = bus.subscribe("all");
    await subscription.ready;
    const queue = queueOf(subscription);
    publish.disconnect();
    await expect(bus.publish(["all"], relayed("lost"))).rejects.toThrow();
    await publish.connect();
    await bus.publish(["all"], relayed("after-reconnect"));
    expect((await queue.next()).eventId).toBe("after-reconnect");
    await queue.close();
  });
});
