import { describe, expect, it } from "vitest";
import {
  ERROR_CATALOGUE,
  errorFromResponse,
  isError,
  modelledError,
  type ErrorName,
} from "../../src/upstream/error-catalogue.js";
import { UnknownUpstreamError } from "../../src/upstream/errors.js";
import { ROUTES } from "../../src/upstream/routes/index.js";

/** The errors the gateway decides itself (the deposit plan's): the vendor has no tag for them. */
const GATEWAY_ERRORS = ["TransferNotPending", "DepositNotSupported"] as const satisfies readonly ErrorName[];

describe("the gateway's own errors in the error catalogue", () => {
  it.each(GATEWAY_ERRORS)("%s carries no upstream tag", (name) => {
    expect(ERROR_CATALOGUE[name].tags).toEqual([]);
  });

  // Regression: the rows carried tags named after them, so an upstream body tagged `TransferNotPending`
  // (a tag the vendor never sends) was read as the gateway's own verdict on the transfer.
  it.each(GATEWAY_ERRORS)("an upstream answer tagged %s is an unmodelled upstream error, not the gateway's", (name) => {
    const err = errorFromResponse(409, { _tag: name, state: "EXECUTED", chainType: "SOL" });
    expect(err).toBeInstanceOf(UnknownUpstreamError);
    expect(isError(err, name)).toBe(false);
  });

  it("is what the gateway makes, with its fields and message", () => {
    const err = modelledError("TransferNotPending", { state: "CANCELLED" }, { status: 409 });
    expect(isError(err, "TransferNotPending")).toBe(true);
    expect(err.message).toBe("The transfer is CANCELLED, not PENDING: it takes no deposit");
  });

  it("is declared by no route: routes declare only what an upstream answer is read as", () => {
    const declared = Object.values(ROUTES).flatMap((r) => r.errors as readonly string[]);
    expect(declared.filter((n) => (GATEWAY_ERRORS as readonly string[]).includes(n))).toEqual([]);
  });
});
