import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";
import { onDispose } from "./disposers.js";

/**
 * A proxy in front of `target` (the sandbox) on a free port of 127.0.0.1, for tests that must see
 * or pace what reaches the upstream: `intercept` gets each request first and calls `forward` when
 * it may go on (at once by default), with the body if it read it. Closed after the file's tests;
 * resolves its URL.
 */
export async function startProxy(
  target: string,
  intercept: (req: IncomingMessage, res: ServerResponse, forward: (body?: Buffer) => void) => void = (_req, _res, forward) =>
    forward(),
): Promise<string> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) =>
    intercept(req, res, (body) => {
      const forwarded = request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on("error", () => res.destroy());
      if (body) forwarded.end(body);
      else req.pipe(forwarded);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onDispose(() => new Promise<void>((resolve) => server.close(() => resolve())));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** One request as it reached the proxy, byte for byte. */
export interface RecordedRequest {
  method: string;
  /** The request target exactly as sent: path and query string, not normalised. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A proxy that records every request on the way to `target`, in arrival order. */
export async function startRecordingProxy(target: string): Promise<{ url: string; requests: RecordedRequest[] }> {
  const requests: RecordedRequest[] = [];
  const url = await startProxy(target, (req, _res, forward) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      forward(body);
    });
  });
  return { url, requests };
}
