import { createServer, request, Agent, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { createHttpDrain } from "../../src/http/drain.js";
import { onDispose } from "../utils/disposers.js";

/** A server whose answers wait until the test releases them, tracked by a drain. */
async function startHeldServer() {
  const held: (() => void)[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    drain.track(res);
    req.resume();
    held.push(() => res.end("done"));
  });
  const drain = createHttpDrain(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onDispose(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  onDispose(() => agent.destroy());
  const get = () =>
    new Promise<IncomingMessage>((resolve, reject) => {
      request({ host: "127.0.0.1", port, path: "/", agent }, resolve).once("error", reject).end();
    });
  const releaseAll = () => held.splice(0).forEach((release) => release());
  const whenHeld = (n: number) => expect.poll(() => held.length, { timeout: 2000, interval: 5 }).toBe(n);
  return { drain, get, releaseAll, whenHeld };
}

describe("the HTTP drain", () => {
  it("keeps a connection alive for answers given before the drain", async () => {
    const { get, releaseAll, whenHeld } = await startHeldServer();
    const answer = get();
    await whenHeld(1);
    releaseAll();
    const res = await answer;
    expect(res.headers.connection).toBe("keep-alive");
    res.resume();
  });

  it("closes the connection after an answer that was in progress when the drain began", async () => {
    const { drain, get, releaseAll, whenHeld } = await startHeldServer();
    const first = get();
    await whenHeld(1);
    releaseAll();
    // Read to its end, so the agent reuses the socket for the next request.
    const firstAnswer = await first;
    await new Promise((resolve) => firstAnswer.resume().once("end", resolve));
    // A second answer on the same kept-alive socket, in progress when the drain begins.
    const second = get();
    await whenHeld(1);
    const drained = drain.drain(Date.now() + 5000);
    // The listener closes one poll phase later; the answer is still held until then.
    await new Promise((resolve) => setTimeout(resolve, 50));
    releaseAll();
    const res = await second;
    expect(res.headers.connection).toBe("close");
    res.resume();
    await drained;
  });
});
