import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { LARGE_BODY_BYTES, largeBodyGate } from "../../src/http/large-bodies.js";

const request = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const large = request({ "content-length": String(LARGE_BODY_BYTES + 1) });
const chunked = request({ "transfer-encoding": "chunked" });
const small = request({ "content-length": String(LARGE_BODY_BYTES) });

/** A handler that runs until released, noting that it started. */
function held(started: string[], name: string) {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    handle: async () => {
      started.push(name);
      await done;
    },
  };
}

describe("the large-body gate", () => {
  it("handles two large requests at once; the third starts when one is answered, small ones never wait", async () => {
    const gate = largeBodyGate(2);
    const started: string[] = [];
    const [a, b, c, d] = ["a", "b", "c", "d"].map((n) => held(started, n));
    const runs = [gate(large, a!.handle), gate(chunked, b!.handle), gate(large, c!.handle)];
    const smallRun = gate(small, d!.handle);
    await new Promise((resolve) => setImmediate(resolve));
    expect([...started].sort()).toEqual(["a", "b", "d"]);
    a!.release();
    await runs[0];
    await new Promise((resolve) => setImmediate(resolve));
    expect([...started].sort()).toEqual(["a", "b", "c", "d"]);
    for (const h of [b, c, d]) h!.release();
    await Promise.all([...runs, smallRun]);
  });
});
