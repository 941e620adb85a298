import { z } from "zod";

/**
 * A chain's identifier as a client writes it (`ETHEREUM`, `BASE`, or `ethereum`): every argument
 * that names a chain is read with this, so one rule holds for all of them. The vendor's
 * identifiers are upper case; any case is accepted and upper-cased. Chains stay strings, never an
 * enum: the vendor adds chains without notice, and its configs decide which exist.
 */
export const chainName = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(64, "must be at most 64 characters")
  .transform((name) => name.toUpperCase());
