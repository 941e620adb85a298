import type { IncomingMessage } from "node:http";

/** The request body crossed the size limit; reading stopped there. */
export class BodyTooLargeError extends Error {
  override readonly name = "BodyTooLargeError";
  constructor(readonly maxBytes: number) {
    super(`Request body exceeds ${maxBytes} bytes`);
  }
}

/**
 * Reads a request body of at most `maxBytes`. Rejects with {@link BodyTooLargeError} as soon as
 * the declared length or the bytes read so far exceed it, and stops reading (the request is
 * paused; answer with `Connection: close`). Rejects with the stream error when the client aborts.
 */
export function readBody(req: IncomingMessage, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    if (Number(req.headers["content-length"]) > maxBytes) {
      reject(new BodyTooLargeError(maxBytes));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    const settle = (outcome: () => void): void => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      outcome();
    };
    function onData(chunk: Buffer): void {
      size += chunk.length;
      if (size > maxBytes) {
        req.pause();
        settle(() => reject(new BodyTooLargeError(maxBytes)));
        return;
      }
      chunks.push(chunk);
    }
    function onEnd(): void {
      settle(() => resolve(Buffer.concat(chunks, size)));
    }
    function onError(error: Error): void {
      settle(() => reject(error));
    }
    function onClose(): void {
      settle(() => reject(new Error("Request closed before its body was read")));
    }
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}
