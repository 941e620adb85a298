import type { MayRead } from "../events/access.js";
import { isError } from "../upstream/error-catalogue.js";
import { InvalidInput, UpstreamTaggedError } from "../upstream/errors.js";
import type { CachedReads } from "./cached-reads.js";

/** The upstream answered the read: with a refusal or a "not found", this credential may not read it. */
const answered = (err: unknown): boolean =>
  (err instanceof UpstreamTaggedError && !isError(err, "TooManyRequests")) || err instanceof InvalidInput;

/**
 * Whether a credential reads a transfer (by id) or a smart deposit address (its status) as a query
 * would, through the same cached, tenant-keyed reads: what a subscriber may be sent.
 */
export function readRights(reads: CachedReads): MayRead {
  return async (credential, subject) => {
    try {
      if ("transfer" in subject) await reads.read("transactionById", credential, subject.transfer);
      else await reads.read("depositAddressStatus", credential, { address: subject.address, chain: subject.chain });
      return true;
    } catch (err) {
      if (answered(err)) return false;
      throw err;
    }
  };
}
