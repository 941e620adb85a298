import fc from "fast-check";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { fastReader, loadFastReaders } from "../../../src/twins/wire/fast-reader.js";
import { parseTransaction, TRANSACTION_VARIANT_SCHEMAS } from "../../../src/upstream/wire/transaction.js";

const fees = (fee: string) => ({
  fee,
  feeUsd: 1.27,
  gasFee: "0",
  gasFeeUsd: 0,
  sourceGasFee: "0",
  sourceGasFeeUsd: 0,
  platformFee: "0.5",
  platformFeeUsd: 0.5,
  percentageFee: "0.7688",
  percentageFeeUsd: 0.77,
});

/** A full record of each variant, as the upstream sends it (every optional field present). */
const core = {
  _id: "bridge_321b6be7ae20bec5a4e8a18f",
  userId: "project_6650f1c2a3b4c5d6e7f80912",
  state: "EXECUTED",
  chainIn: "ETHEREUM",
  chainOut: "ARBITRUM_ONE",
  amountIn: "1250.000000000000000001",
  amountInUsd: 1250.01,
  amountOut: "1248.731200000000000001",
  amountOutUsd: 1248.74,
  amountNative: "0.001",
  amountNativeUsd: 3.2,
  ...fees("1.2688"),
  sponsoredFees: fees("0.4121"),
  recipient: "0x8ba1f109551bD432803012645Ac136ddd64DBA72",
  depositor: "0x71C7656EC7ab88b098defB751B7401B5f6d8976F",
  createdAt: "2026-11-20T10:15:30.000Z",
  commitmentDate: "2026-11-20T10:15:42.000Z",
  depositTxHash: `0x${"d5".repeat(32)}`,
  depositCommittedAt: "2026-11-20T10:16:05.000Z",
  withdrawTxHash: `0x${"ab".repeat(32)}`,
  withdrawCommittedAt: "2026-11-20T10:16:31.000Z",
  speed: "fast",
  estimatedDuration: 26000,
  postBridgeData: { _tag: "extended", vaultId: 7 },
  flowCredits: 1,
  depositDiscoveredAt: "2026-11-20T10:16:01.000Z",
  depositConfirmedAt: "2026-11-20T10:16:05.000Z",
  expectedDepositConfirmedAt: "2026-11-20T10:16:04.000Z",
  expectedDepositConfirmedAtBlock: 123,
  preSwapTxHash: `0x${"cc".repeat(32)}`,
  preSwapCommittedAt: "2026-11-20T10:16:10.000Z",
  isConfirmed: true,
  cancelledAt: "2026-11-20T10:17:00.000Z",
  failedAt: "2026-11-20T10:17:00.000Z",
};
const records = {
  bridge: { ...core, _tag: "bridge", token: "USDT", usdPrice: 1.0001 },
  bridgeSwap: {
    ...core,
    _tag: "bridgeSwap",
    tokenIn: "USDT",
    tokenOut: "ETH",
    minAmountOut: "0.38",
    minAmountOutUsd: 1240.5,
    usdPriceTokenIn: 1,
    usdPriceTokenOut: 3250.5,
    preSwap: { dex: "uniswap", amountIn: "1" },
    postSwap: null,
    mode: "pay",
    isAtomicSwap: false,
  },
  depositAddressBridge: {
    ...core,
    _tag: "depositAddressBridge",
    token: "USDT",
    tokenOut: "USDC",
    usdPrice: 1,
    depositAddress: "0x1111111111111111111111111111111111111111",
  },
};

/** What a field may hold instead: absent, null, another type, or a value only zod's checks refuse. */
const replacement = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.constantFrom("", "12.5", "1e5", "-0.1", "not a date", "2026-11-20T10:15:30Z", "FAST", "fast", "receive", "bridge"),
  fc.string({ maxLength: 12 }),
  fc.constantFrom(0, -1, 1.5, 2 ** 53, 42),
  fc.boolean(),
  fc.constantFrom({}, [], { _tag: "starkwarebtcfiv2", spans: [" 0x1 "] }, { _tag: "extended", vaultId: -1 }, { fee: "1" }),
);

/** A variant's record with some fields replaced, removed or added. */
const mutated = (record: Record<string, unknown>) =>
  fc
    .array(fc.tuple(fc.constantFrom(...Object.keys(record), "extraField", "sponsoredFees"), replacement), { maxLength: 4 })
    .map((changes) => {
      const out: Record<string, unknown> = { ...record };
      for (const [key, value] of changes) {
        if (value === undefined) delete out[key];
        else out[key] = value;
      }
      return out;
    });

/** The least share of the records zod reads that the fast reader must read itself (about 0.7 measured, printed by each run). */
const SHARE = 0.5;

describe("fast reader of upstream records", () => {
  it("leaves every record to zod until ajv is loaded", async () => {
    // As a process that has not read a record yet: test files share modules (isolate: false), and
    // another file may have loaded ajv already.
    vi.resetModules();
    const fresh = await import("../../../src/twins/wire/fast-reader.js");
    const wire = await import("../../../src/upstream/wire/transaction.js");
    expect(fresh.fastReader(wire.TRANSACTION_VARIANT_SCHEMAS.bridge)(records.bridge)).toBeUndefined();
    expect(wire.parseTransaction(records.bridge)).toMatchObject({ __typename: "BridgeTransaction", speed: "FAST" });
  });

  describe("once loaded", () => {
    beforeAll(() => loadFastReaders());
    for (const [variant, schema] of Object.entries(TRANSACTION_VARIANT_SCHEMAS)) {
      const read = fastReader(schema);
      const record = records[variant as keyof typeof records];

      it(`reads a well-formed ${variant} record itself, exactly as zod does`, () => {
        const fast = read(record);
        expect(fast).toBeDefined();
        expect(fast).toStrictEqual(schema.parse(record));
        expect(Object.keys(fast!)).toEqual(Object.keys(schema.parse(record)));
      });

      it(`answers zod's output or declines, for any ${variant} record, and reads most that zod reads cleanly itself`, () => {
        let readable = 0;
        let accepted = 0;
        fc.assert(
          fc.property(mutated(record), (raw) => {
            const fast = read(raw);
            const zod = schema.safeParse(raw);
            if (zod.success) readable++;
            if (fast === undefined) return;
            accepted++;
            expect(zod.success).toBe(true);
            expect(fast).toStrictEqual(zod.data);
            expect(Object.keys(fast)).toEqual(Object.keys(zod.data!));
          }),
          { numRuns: 2000 },
        );
        // A reader that declined everything would pass the property above; it must take its share.
        process.stdout.write(`fast reader (${variant}): accepted ${accepted} of ${readable} records zod reads, of 2000\n`);
        expect(accepted / readable).toBeGreaterThan(SHARE);
      });
    }

    it("reads a well-formed record's nested fees and transformed speed without asking zod", () => {
      const schema = TRANSACTION_VARIANT_SCHEMAS.bridge;
      const expected = schema.parse(records.bridge);
      const nested = [schema.shape.sponsoredFees, schema.shape.speed, schema.shape.postBridgeData];
      const spies = nested.map((field) => vi.spyOn(field, "safeParse"));
      try {
        const fast = fastReader(schema)(records.bridge);
        expect(fast).toStrictEqual(expected);
        expect(fast).toMatchObject({ speed: "FAST", sponsoredFees: { fee: "0.4121" } });
        // sponsoredFees (a plain object) and speed (an enum's transform) are built by the reader;
        // postBridgeData's transform is of a record (which zod reads itself), so it stays zod's.
        expect(spies.map((spy) => spy.mock.calls.length)).toEqual([0, 0, 1]);
      } finally {
        for (const spy of spies) spy.mockRestore();
      }
    });

    it("leaves a record with an unreadable optional field to zod, which drops the field", () => {
      const raw = { ...records.bridge, speed: "warp", depositCommittedAt: "not a date" };
      expect(fastReader(TRANSACTION_VARIANT_SCHEMAS.bridge)(raw)).toBeUndefined();
      const t = parseTransaction(raw);
      expect(t.__typename).toBe("BridgeTransaction");
      expect(t).toMatchObject({ speed: undefined, depositCommittedAt: undefined, amountIn: "1250.000000000000000001" });
    });

    it("declines a record whose required date does not read, so zod reports it unreadable", () => {
      const t = parseTransaction({ ...records.bridge, createdAt: "yesterday" });
      expect(t).toMatchObject({ __typename: "UnreadableRecord", reason: "createdAt: must be a date-time" });
    });
  });
});
