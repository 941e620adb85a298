import { describe, expect, it } from "vitest";
import { transactionUrl } from "../../src/domain/explorer-links.js";

const EVM_HASH = `0x${"ab".repeat(32)}`;

describe("explorer links", () => {
  it.each([
    ["EVM", "https://etherscan.io", EVM_HASH, `https://etherscan.io/tx/${EVM_HASH}`],
    [
      "SOL",
      "https://solscan.io",
      "5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnb",
      "https://solscan.io/tx/5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnb",
    ],
    ["STK", "https://starkscan.co", "0x04a1", "https://starkscan.co/tx/0x04a1"],
    ["TRON", "https://tronscan.org", "ab".repeat(32), `https://tronscan.org/#/transaction/${"ab".repeat(32)}`],
    ["TON", "https://tonviewer.com", "0xab+cd/ef=", "https://tonviewer.com/transaction/ab-cd_ef%3D"],
    ["TON", "https://tonviewer.com", "abcdef", "https://tonviewer.com/transaction/abcdef"],
    ["PARADEX", "https://explorer.example", "h", "https://explorer.example/tx/h"],
  ])("links a %s transaction as the vendor's SDK does", (type, blockExplorer, hash, url) => {
    expect(transactionUrl(hash, { type, blockExplorer })).toBe(url);
  });

  it("URI-encodes the hash, so no hash can change the explorer's path", () => {
    expect(transactionUrl("../a b?c", { type: "EVM", blockExplorer: "https://etherscan.io" })).toBe(
      "https://etherscan.io/tx/..%2Fa%20b%3Fc",
    );
  });

  it("joins an explorer URL with a trailing slash without doubling it", () => {
    expect(transactionUrl("0x1", { type: "EVM", blockExplorer: "https://etherscan.io/" })).toBe("https://etherscan.io/tx/0x1");
  });

  it("is null for a chain that names no explorer", () => {
    expect(transactionUrl("0x1", { type: "EVM" })).toBeNull();
    expect(transactionUrl("0x1", { type: "EVM", blockExplorer: "" })).toBeNull();
  });
});
