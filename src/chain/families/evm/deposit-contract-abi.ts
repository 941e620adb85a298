/**
 * The vendor's bridge (deposit) contract ABI, copied from `@rhino.fi/sdk` 1.14.0
 * (`adapters/evm/abis/DVFDepositContract/factories/DVFDepositContract__factory.js`, its `_abi`).
 * `conformance/vendor-sdk/run.mjs` checks it still equals the SDK's, so a plan decoded with this
 * ABI is decoded with the vendor's own.
 */
export const DEPOSIT_CONTRACT_ABI = [
  {
    inputs: [{ internalType: "uint256", name: "commitmentId", type: "uint256" }],
    name: "depositNativeWithId",
    outputs: [],
    stateMutability: "payable",
    type: "function",
  },
  {
    inputs: [
      { internalType: "address", name: "token", type: "address" },
      { internalType: "uint256", name: "amount", type: "uint256" },
      { internalType: "uint256", name: "commitmentId", type: "uint256" },
    ],
    name: "depositWithId",
    outputs: [],
    stateMutability: "nonpayable",
    type: "function",
  },
  {
    anonymous: false,
    inputs: [
      { indexed: false, internalType: "address", name: "sender", type: "address" },
      { indexed: false, internalType: "address", name: "origin", type: "address" },
      { indexed: false, internalType: "address", name: "token", type: "address" },
      { indexed: false, internalType: "uint256", name: "amount", type: "uint256" },
      { indexed: false, internalType: "uint256", name: "commitmentId", type: "uint256" },
    ],
    name: "BridgedDepositWithId",
    type: "event",
  },
] as const;
