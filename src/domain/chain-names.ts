import { z } from "zod";

/**
 * A chain's identifier as a client writes it (`ETHEREUM`, `BASE`): every argument that names a
 * chain is read with this. Chains stay strings, never an enum: the vendor adds chains without
 * notice, and its configs decide which exist.
 */
export const chainName = z.string().trim().min(1, "must not be empty").max(64, "must be at most 64 characters");
