import { describe, expect, it } from "vitest";
import { stateOfKind } from "../../src/domain/event-kinds.js";
import { isEarlierState, isFinalState, toTransferState } from "../../src/domain/transfer-states.js";

describe("transfer states", () => {
  it("holds CANCELLED not final, since a late deposit moves a cancelled transfer on", () => {
    expect(isFinalState("CANCELLED")).toBe(false);
  });

  it("holds the states the upstream never leaves final, and those still in flight not", () => {
    for (const state of ["EXECUTED", "FAILED", "SWAP_FAILED_REFUNDED", "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD_REFUNDED"])
      expect([state, isFinalState(state)]).toEqual([state, true]);
    for (const state of ["PENDING", "ACCEPTED", "SWAP_FAILED", "DEPOSIT_RECEIVED_AFTER_GRACE_PERIOD", "UNKNOWN", "LATER_STATE"])
      expect([state, isFinalState(state)]).toEqual([state, false]);
  });

  it("reads a state it does not know as UNKNOWN", () => {
    expect(toTransferState("EXECUTED")).toBe("EXECUTED");
    expect(toTransferState("LATER_STATE")).toBe("UNKNOWN");
    expect(toTransferState("toString")).toBe("UNKNOWN");
  });
});

describe("event kinds", () => {
  it("names the state a bridge event's record moved to, a later BRIDGE_ kind included", () => {
    expect(stateOfKind("BRIDGE_REFUNDED")).toBe("SWAP_FAILED_REFUNDED");
    expect(stateOfKind("BRIDGE_EXECUTED")).toBe("EXECUTED");
    expect(stateOfKind("BRIDGE_SWAP_FAILED")).toBe("SWAP_FAILED");
    expect(stateOfKind("DEPOSIT_ADDRESS_CREATED")).toBeUndefined();
  });

  it("holds a state earlier than one a transfer has moved on from, and nothing else", () => {
    expect(isEarlierState("PENDING", "ACCEPTED")).toBe(true);
    expect(isEarlierState("ACCEPTED", "EXECUTED")).toBe(true);
    expect(isEarlierState("PENDING", "CANCELLED")).toBe(true);
    expect(isEarlierState("SWAP_FAILED", "SWAP_FAILED_REFUNDED")).toBe(true);
    // Forward, the same stage, and a late deposit reopening a cancelled transfer are news.
    expect(isEarlierState("EXECUTED", "ACCEPTED")).toBe(false);
    expect(isEarlierState("ACCEPTED", "ACCEPTED")).toBe(false);
    expect(isEarlierState("ACCEPTED", "CANCELLED")).toBe(false);
    // A state the table does not know is never dropped on a guess.
    expect(isEarlierState("SOMETHING_NEW", "EXECUTED")).toBe(false);
    expect(isEarlierState("PENDING", "SOMETHING_NEW")).toBe(false);
  });
});
