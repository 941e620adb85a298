import { describe, expect, it } from "vitest";
import { envelopeSchema, kindOf, topic, topicsFor, type Envelope } from "../../src/events/envelope.js";

function envelope(event: Record<string, unknown>): Envelope {
  return envelopeSchema.parse({ event, eventId: "e1", ts: 1_700_000_000_000 });
}

describe("envelopeSchema", () => {
  it("keeps every field of an event of an unknown kind", () => {
    const parsed = envelope({ _tag: "SOMETHING_NEW", nested: { a: [1, 2] }, amount: "1.5" });
    expect(parsed.event).toEqual({ _tag: "SOMETHING_NEW", nested: { a: [1, 2] }, amount: "1.5" });
    expect(kindOf(parsed)).toBe("SOMETHING_NEW");
  });

  it("reports an event without a tag as UNTAGGED", () => {
    expect(kindOf(envelope({ _id: "q1" }))).toBe("UNTAGGED");
  });

  it.each([
    ["a missing eventId", { event: {}, ts: 1 }],
    ["an empty eventId", { event: {}, eventId: "", ts: 1 }],
    ["a ts that is a string", { event: {}, eventId: "e", ts: "1" }],
    ["an event that is an array", { event: [], eventId: "e", ts: 1 }],
    ["a non-string tag", { event: { _tag: 5 }, eventId: "e", ts: 1 }],
  ])("rejects %s", (_name, body) => {
    expect(envelopeSchema.safeParse(body).success).toBe(false);
  });
});

describe("topicsFor", () => {
  it("publishes a bridge event on its quote id, both hashes and all", () => {
    const topics = topicsFor(envelope({ _tag: "BRIDGE_EXECUTED", _id: "q1", depositTxHash: "0xAB12", withdrawTxHash: "0xcd34" }));
    expect(topics).toEqual(["transaction:q1", "depositTxHash:0xab12", "withdrawTxHash:0xcd34", "all"]);
  });

  it("publishes an SDA creation on its deposit address", () => {
    const topics = topicsFor(envelope({ _tag: "DEPOSIT_ADDRESS_CREATED", depositAddress: "0xDeAd" }));
    expect(topics).toEqual(["depositAddress:0xdead", "all"]);
  });

  it("publishes an SDA rejection on the address nested in its depositAddress object", () => {
    const topics = topicsFor(
      envelope({
        _tag: "DEPOSIT_ADDRESS_BRIDGE_REJECTED",
        _id: "r1",
        txHash: "0x01",
        depositAddress: { depositAddress: "So1anaCaseMatters", depositChain: "SOLANA" },
      }),
    );
    expect(topics).toEqual(["transaction:r1", "depositAddress:So1anaCaseMatters", "all"]);
  });

  it("leaves out fields that are empty, missing or not strings", () => {
    const topics = topicsFor(
      envelope({ _id: "", depositTxHash: 12, withdrawTxHash: null, depositAddress: { depositAddress: "" } }),
    );
    expect(topics).toEqual(["all"]);
  });

  it("builds the same topic for an EVM value whatever its case, and keeps the case of others", () => {
    expect(topic("depositTxHash", "0xABCDEF")).toBe(topic("depositTxHash", "0xabcdef"));
    expect(topic("depositAddress", "AbC")).toBe("depositAddress:AbC");
  });
});
