import type { Plugin } from "graphql-yoga";
import { errorResponse } from "./http-error.js";

/** `extensions.code` of a refused oversized body. */
export const PAYLOAD_TOO_LARGE = "PAYLOAD_TOO_LARGE";

/**
 * Refuses request bodies over `maxBytes` with `413` before yoga reads them. A declared
 * `Content-Length` is checked up front (node's parser holds the body to it); a chunked body is
 * read here, up to the limit, and handed on as a buffer.
 */
export function bodyLimitPlugin(maxBytes: number): Plugin {
  const tooLarge = () =>
    errorResponse(
      413,
      `Request body is larger than ${maxBytes} bytes.`,
      { code: PAYLOAD_TOO_LARGE, maxBytes },
      { connection: "close" },
    );
  return {
    async onRequest({ request, setRequest, endResponse, fetchAPI }) {
      if (!request.body || request.method === "GET" || request.method === "HEAD") return;
      const declared = request.headers.get("content-length");
      if (declared !== null) {
        if (Number(declared) > maxBytes) endResponse(tooLarge());
        return;
      }
      const chunks: Uint8Array[] = [];
      let size = 0;
      const reader = request.body.getReader();
      for (let r = await reader.read(); !r.done; r = await reader.read()) {
        size += r.value.byteLength;
        if (size > maxBytes) {
          // Release, not cancel: cancelling destroys the socket before the 413 is written.
          reader.releaseLock();
          return endResponse(tooLarge());
        }
        chunks.push(r.value);
      }
      setRequest(
        new fetchAPI.Request(request.url, { method: request.method, headers: request.headers, body: Buffer.concat(chunks) }),
      );
    },
  };
}
