import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { onDispose } from "./disposers.js";

/**
 * A proxy in front of `target` (the sandbox) on a free port of 127.0.0.1, for tests that must see
 * or pace what reaches the upstream: `intercept` gets each request first and calls `forward` when
 * it may go on (at once by default). Closed after the file's tests; resolves its URL.
 */
export async function startProxy(
  target: string,
  intercept: (req: IncomingMessage, res: ServerResponse, forward: () => void) => void = (_req, _res, forward) => forward(),
): Promise<string> {
  const upstream = new URL(target);
  const server: Server = createServer((req, res) =>
    intercept(req, res, () => {
      const forwarded = request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forwarded.on("error", () => res.destroy());
      req.pipe(forwarded);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  onDispose(() => new Promise<void>((resolve) => server.close(() => resolve())));
  server.unref();
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
