import { describe, expect, it } from "vitest";
import { createPublicKeyProvider } from "../../src/events/public-key.js";
import { generateSigningKeys } from "../utils/signing.js";

const first = generateSigningKeys();
const second = generateSigningKeys();

/** A fetchKey that answers whatever `answer` holds and counts its calls. */
function fakeEndpoint(initial: string) {
  const endpoint = {
    answer: initial,
    calls: 0,
    fetchKey: async () => {
      endpoint.calls += 1;
      return endpoint.answer;
    },
  };
  return endpoint;
}

describe("createPublicKeyProvider", () => {
  it("parses base64 of a PEM, as the upstream answers", async () => {
    const provider = createPublicKeyProvider({ fetchKey: async () => first.publicKeyAnswer });
    expect((await provider.current()).equals(first.publicKey)).toBe(true);
  });

  it("parses a bare PEM", async () => {
    const pem = first.publicKey.export({ type: "spki", format: "pem" }).toString();
    const provider = createPublicKeyProvider({ fetchKey: async () => `\n${pem}\n` });
    expect((await provider.current()).equals(first.publicKey)).toBe(true);
  });

  it("rejects an answer that is not a key", async () => {
    const provider = createPublicKeyProvider({ fetchKey: async () => "aGVsbG8=" });
    await expect(provider.current()).rejects.toThrow(/PEM/);
  });

  it("fetches once for many concurrent callers and caches the key", async () => {
    const endpoint = fakeEndpoint(first.publicKeyAnswer);
    const provider = createPublicKeyProvider({ fetchKey: endpoint.fetchKey });
    await Promise.all(Array.from({ length: 100 }, () => provider.current()));
    await provider.current();
    expect(endpoint.calls).toBe(1);
  });

  it("picks up a rotated key on refresh once the refetch interval has passed", async () => {
    let clock = 0;
    const endpoint = fakeEndpoint(first.publicKeyAnswer);
    const provider = createPublicKeyProvider({ fetchKey: endpoint.fetchKey, minRefetchIntervalMs: 10_000, now: () => clock });
    await provider.current();
    endpoint.answer = second.publicKeyAnswer;
    clock = 10_000;
    expect((await provider.refresh())?.equals(second.publicKey)).toBe(true);
    expect((await provider.current()).equals(second.publicKey)).toBe(true);
    expect(endpoint.calls).toBe(2);
  });

  it("refetches at most once per interval however often refresh is called", async () => {
    let clock = 0;
    const endpoint = fakeEndpoint(first.publicKeyAnswer);
    const provider = createPublicKeyProvider({ fetchKey: endpoint.fetchKey, minRefetchIntervalMs: 10_000, now: () => clock });
    await provider.current();
    await Promise.all(Array.from({ length: 50 }, () => provider.refresh()));
    for (let i = 0; i < 50; i += 1) expect(await provider.refresh()).toBeUndefined();
    expect(endpoint.calls).toBe(2);
    clock = 10_000;
    await Promise.all(Array.from({ length: 50 }, () => provider.refresh()));
    clock = 19_999;
    expect(await provider.refresh()).toBeUndefined();
    expect(endpoint.calls).toBe(3);
  });

  it("refreshes at once after the first fetch, so a key rotated right after start-up heals", async () => {
    const endpoint = fakeEndpoint(first.publicKeyAnswer);
    const provider = createPublicKeyProvider({ fetchKey: endpoint.fetchKey, minRefetchIntervalMs: 10_000, now: () => 0 });
    await provider.current();
    expect(await provider.refresh()).toBeDefined();
    expect(endpoint.calls).toBe(2);
  });

  it("keeps the cached key when a refresh fails", async () => {
    let clock = 0;
    let failing = false;
    const provider = createPublicKeyProvider({
      fetchKey: async () => {
        if (failing) throw new Error("upstream down");
        return first.publicKeyAnswer;
      },
      now: () => clock,
    });
    await provider.current();
    failing = true;
    clock = 60_000;
    expect(await provider.refresh()).toBeUndefined();
    expect((await provider.current()).equals(first.publicKey)).toBe(true);
  });

  it("does not refetch a failed first fetch until the interval has passed", async () => {
    let clock = 0;
    let calls = 0;
    const provider = createPublicKeyProvider({
      fetchKey: async () => {
        calls += 1;
        if (calls === 1) throw new Error("upstream down");
        return first.publicKeyAnswer;
      },
      now: () => clock,
    });
    await expect(provider.current()).rejects.toThrow("upstream down");
    await expect(provider.current()).rejects.toThrow("upstream down");
    expect(calls).toBe(1);
    clock = 10_000;
    expect((await provider.current()).equals(first.publicKey)).toBe(true);
    expect(calls).toBe(2);
  });
});
