import { ChainRpcAnswerError } from "../errors.js";
import type { ChainConnection } from "./family.js";

/**
 * Runs one JSON-RPC request per read (the transport batches those of a tick into one round trip),
 * each answer decoded in its place. A failed read is an `Error` in its place: the RPC's own (it
 * names the chain, never the URL), the open circuit's refusal, or `ChainRpcAnswerError` for an
 * answer `decode` refuses by throwing.
 */
export function runJsonRpcReads<Read>(
  { rpc }: ChainConnection,
  chain: string,
  reads: readonly Read[],
  requestOf: (read: Read) => { method: string; params: unknown[] },
  decode: (read: Read, answer: unknown) => bigint,
): Promise<(bigint | Error)[]> {
  const answerError = () => new ChainRpcAnswerError(chain, undefined);
  return Promise.all(
    reads.map((read) =>
      rpc.request(requestOf(read)).then(
        (answer) => {
          try {
            return decode(read, answer);
          } catch {
            return answerError();
          }
        },
        (err: unknown) => (err instanceof Error ? err : answerError()),
      ),
    ),
  );
}
