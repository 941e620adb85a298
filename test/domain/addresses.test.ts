import { describe, expect, it } from "vitest";
import { addressProblem } from "../../src/domain/addresses.js";

const HEX64 = "3f".repeat(32);

/** [chain type, address, valid]: each chain type of the vendor SDK's table, valid and invalid. */
const CASES: [string, string, boolean][] = [
  ["EVM", "0x1111111111111111111111111111111111111111", true],
  ["EVM", "0x8ba1f109551bD432803012645Ac136ddd64DBA72", true],
  ["EVM", "0x8BA1F109551BD432803012645AC136DDD64DBA72", true],
  ["EVM", "0xabc", false],
  ["EVM", "1111111111111111111111111111111111111111", false],
  ["EVM", "0x111111111111111111111111111111111111111g", false],
  ["EVM", "0x11111111111111111111111111111111111111111", false],
  ["SOL", "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM", true],
  ["SOL", "So11111111111111111111111111111111111111112", true],
  ["SOL", "0x1111111111111111111111111111111111111111", false],
  ["SOL", "9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWW0", false],
  ["SOL", "9WzDXwBbmkg8ZTbNMqUx", false],
  ["TRON", "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", true],
  ["TRON", "AQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE", false],
  ["TRON", "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS", false],
  ["TRON", "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSl", false],
  ["STK", "0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7", true],
  ["STK", "0x1", true],
  ["STK", "049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7", false],
  ["STK", "0x", false],
  ["TON", `0:${HEX64}`, true],
  ["TON", `-1:${HEX64.toUpperCase()}`, true],
  ["TON", "EQDtFpEwcFAEcRe5mLVh2N6C0x-_hJEM7W61_JLnSF74p4q2", true],
  ["TON", `1:${HEX64}`, false],
  ["TON", `0:${HEX64.slice(2)}`, false],
  ["TON", "EQDtFpEwcFAEcRe5mLVh2N6C0x+/hJEM7W61_JLnSF74p4q2", false],
  ["PARADEX", "whatever the vendor adds", true],
];

describe("addresses per chain type", () => {
  it.each(CASES)("judges a %s address %s (valid: %s) as the vendor's SDK does", (type, address, valid) => {
    expect(addressProblem("recipient", type, address) === undefined).toBe(valid);
  });

  it("names the field, the chain type and the expected form", () => {
    expect(addressProblem("recipient", "SOL", "0x1111111111111111111111111111111111111111")).toBe(
      "recipient is not a valid SOL address (base58, 43-44 characters)",
    );
    expect(addressProblem("depositor", "EVM", "0xabc")).toBe(
      "depositor is not a valid EVM address (0x followed by 40 hex digits)",
    );
    expect(addressProblem("recipient", "TRON", "0xabc")).toMatch(
      /^recipient is not a valid TRON address \(T followed by 33 base58/,
    );
    expect(addressProblem("recipient", "TON", "0xabc")).toMatch(/^recipient is not a valid TON address \(raw 0:/);
    expect(addressProblem("recipient", "STK", "abc")).toMatch(/^recipient is not a valid STK address \(0x followed by hex/);
  });

  it("refuses a mixed-case EVM address whose EIP-55 checksum is wrong, and says which form is right", () => {
    expect(addressProblem("depositor", "EVM", "0x8ba1f109551bd432803012645Ac136ddd64DBA72")).toBe(
      "depositor is not a valid EVM address: wrong EIP-55 checksum (in mixed case it is 0x8ba1f109551bD432803012645Ac136ddd64DBA72; or write it all in one case)",
    );
  });

  it("accepts any address for a chain type without a rule, even a name on the object prototype", () => {
    expect(addressProblem("recipient", "toString", "x")).toBeUndefined();
  });
});
