import { z } from "zod";
import { isRawObject, optional, rawObject, type RawObject } from "./common.js";

/**
 * Answers of the vendor routes that list records: the project's history cursor, the smart
 * deposit address search, create and history. Each item is read on its own later (a malformed
 * one must not fail the page), so the page schemas only check the envelope.
 */

/** `GET /bridge/history-cursor/user`: a page of status records, newest first, and the next page's token. */
export const historyPageSchema = z.object({
  items: z.array(z.unknown()),
  nextPageToken: optional(z.string().min(1)),
});

/** One smart deposit address as create and search answer it. */
const depositAddressRecordSchema = z.object({
  depositChain: z.string().min(1),
  depositAddress: z.string().min(1),
  destinationChain: z.string().min(1),
  destinationAddress: optional(z.string()),
  addressNote: optional(z.string()),
  tokenOut: optional(z.string()),
  refundAddress: optional(z.string()),
  bridgeIfNotSwappable: optional(z.boolean()),
  isActive: optional(z.boolean()),
});

export type DepositAddressRecord = z.output<typeof depositAddressRecordSchema> & { raw: RawObject };

/** Reads a list of addresses; entries that lack the identifying fields are left out. */
function readAddresses(items: unknown[]): DepositAddressRecord[] {
  const out: DepositAddressRecord[] = [];
  for (const raw of items) {
    if (!isRawObject(raw)) continue;
    const r = depositAddressRecordSchema.safeParse(raw);
    if (r.success) out.push({ ...r.data, raw });
  }
  return out;
}

/** `POST /sda/deposit-addresses` answers one address per requested chain. */
export const createdAddressesSchema = z.array(z.unknown()).transform(readAddresses);

/** `GET /sda/deposit-addresses/search`. */
export const searchPageSchema = z.object({
  items: z.array(z.unknown()).transform(readAddresses),
  nextPageToken: optional(z.string().min(1)),
});

/**
 * `GET /sda/deposit-addresses/{address}/{chain}/history`: deposits seen on the address. An
 * accepted deposit carries its transfer record under `history`; failed and rejected deposits
 * have none.
 */
export const sdaHistorySchema = z.object({
  bridges: z.array(rawObject.or(z.unknown())),
});

/** The transfer record of an accepted deposit, or undefined for deposits that never became a transfer. */
export function transferOfDeposit(deposit: unknown): unknown {
  if (!isRawObject(deposit)) return undefined;
  if (deposit._tag !== undefined && deposit._tag !== "accepted") return undefined;
  return isRawObject(deposit.history) ? deposit.history : undefined;
}

/** `PATCH .../activate` answers a bare boolean. */
export const activatedSchema = z.boolean();
