import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { onDispose } from "./disposers.js";

/** One JSON-RPC request as the chain received it. */
export interface RecordedRpc {
  method: string;
  params: unknown[];
}

/** A JSON-RPC proxy that records what goes through it. */
export interface RpcRecorder {
  url: string;
  /** Each HTTP round trip's JSON-RPC requests (several for a batch), in arrival order. */
  readonly roundTrips: RecordedRpc[][];
  /** Each round trip's request path and Authorization header, in arrival order. */
  readonly requests: { path: string | undefined; authorization: string | undefined }[];
  /** Forget what was recorded so far. */
  clear(): void;
  /** While set, answers every round trip with this HTTP status instead of forwarding it. */
  failWith: number | undefined;
}

/**
 * A proxy in front of a chain's JSON-RPC (an anvil node) on a free port of 127.0.0.1, counting
 * HTTP round trips and keeping their JSON-RPC requests: the way to prove the gateway's batching.
 * Closed after the file's tests.
 */
export async function startRpcRecorder(target: string): Promise<RpcRecorder> {
  const recorder: RpcRecorder = {
    url: "",
    roundTrips: [],
    requests: [],
    clear: () => {
      recorder.roundTrips.splice(0);
      recorder.requests.splice(0);
    },
    failWith: undefined,
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const parsed = JSON.parse(body) as RecordedRpc | RecordedRpc[];
      recorder.requests.push({ path: req.url, authorization: req.headers.authorization });
      recorder.roundTrips.push((Array.isArray(parsed) ? parsed : [parsed]).map(({ method, params }) => ({ method, params })));
      if (recorder.failWith !== undefined) {
        res.writeHead(recorder.failWith).end();
        return;
      }
      fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body })
        .then(async (answer) => res.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text()))
        .catch(() => res.destroy());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onDispose(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // The gateway's fetch keeps its connections alive: they must not hold the close.
        server.closeAllConnections();
      }),
  );
  server.unref();
  recorder.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return recorder;
}
