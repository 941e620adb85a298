import { addressProblem } from "../domain/addresses.js";
import { chainName } from "../domain/chain-names.js";
import { z } from "zod";
import type { GatewayContext } from "./context.js";
import { InvalidInput, type InputIssue } from "../upstream/errors.js";
import type { CreateDepositAddressBody, DepositAddressSearchQuery } from "../upstream/client.js";
import type { DepositAddressRecord } from "../upstream/wire/vendor-records.js";
import type { CatalogChain } from "../upstream/wire/catalog.js";
import { builder } from "./builder.js";
import { Token, type TokenShape } from "./chain.js";
import { listFetch, paginate, readPageArgs, TransactionConnection } from "./connection.js";
import { orFieldError } from "./field-error.js";
import { DepositAddress, upstreamPathToArg, type DepositAddressShape } from "./deposit-address.js";
import { resultUnion } from "./errors.js";
import { fieldCost, oneCall } from "./field-cost.js";
import { tagged } from "./is-type.js";
import { byInput } from "./checked-resolvers.js";
import { PostBridgeDataInput } from "./post-bridge-data.js";
import { deliveryToWire } from "./quote.js";
import { depositAddressString, validate } from "./validation.js";

/** Address and chain as they go into upstream URL paths (activate, history, supported tokens). */
// Path values are checked and encoded once more where they enter the URL (upstream/path.ts).
const addressArgs = z.object({ address: depositAddressString, chain: chainName });
const chainSegment = chainName;

/** Search, create and activate answer records that name the destination: later fields need not read the status for it. */
const shapeOf = (r: DepositAddressRecord): DepositAddressShape => ({
  address: r.depositAddress,
  chain: r.depositChain,
  destinationChain: r.destinationChain,
  tokenOut: r.tokenOut ?? null,
});

/** Where deposits to the address go, from what the address came with or else its status (one loader call). */
async function destinationOf(ctx: GatewayContext, a: DepositAddressShape) {
  if (a.destinationChain) return { destinationChain: a.destinationChain, tokenOut: a.tokenOut ?? undefined };
  const status = await ctx.loaders.depositAddressStatus.load({ address: a.address, chain: a.chain });
  return { destinationChain: status.destinationChain, tokenOut: status.tokenOut ?? undefined };
}

builder.objectFields(DepositAddress, (t) => ({
  history: t.field({
    type: TransactionConnection,
    description:
      "Transfers made from deposits to this address, a page at a time (first: default 20, at most 100). Rejected or failed deposits, which never became transfers, are not listed.",
    args: {
      first: t.arg.int({ description: "How many transfers (1 to 100; default 20)." }),
      after: t.arg.string({ description: "A cursor from this connection." }),
    },
    extensions: oneCall,
    resolve: (a, args, ctx) =>
      orFieldError(ctx, () => {
        const { address, chain } = validate(addressArgs, { address: a.address, chain: a.chain });
        const scope = `sda:${chain}:${address}`;
        const { size, from } = readPageArgs(ctx, scope, args);
        // The vendor answers an address's whole history at once: one call per operation, paged here.
        return paginate(
          ctx,
          scope,
          size,
          from,
          listFetch(() => ctx.loaders.depositAddressHistory.load({ address, chain })),
        );
      }),
  }),
  supportedTokens: t.field({
    type: [Token],
    description:
      "Tokens the address accepts for its destination (the vendor's public supported-tokens list, cached), with decimals from the configs.",
    // The address's status (for its destination), the supported tokens and the configs.
    extensions: fieldCost({ upstreamCalls: () => 3 }),
    resolve: (a, _args, ctx) =>
      orFieldError(ctx, async () => {
        const { chain } = validate(addressArgs, { address: a.address, chain: a.chain });
        const destination = await destinationOf(ctx, a);
        // The destination comes from the upstream but goes into a path all the same.
        const destinationChain = validate(chainSegment, destination.destinationChain, ["destinationChain"]);
        const { tokenOut } = destination;
        const [tokens, chains] = await Promise.all([
          ctx.loaders.sdaSupportedTokens.load({ depositChain: chain, destinationChain, tokenOut }),
          ctx.loaders.configs.load("all").catch(() => []),
        ]);
        const configured = chains.find((c) => c.name === chain)?.tokens ?? [];
        return tokens.map((tk): TokenShape => ({
          chain,
          symbol: tk.symbol,
          address: tk.address,
          decimals: configured.find((c) => c.symbol === tk.symbol)?.decimals ?? null,
          minDepositLimitUsd: tk.minDepositLimitUsd ?? null,
          maxDepositLimitUsd: tk.maxDepositLimitUsd ?? null,
        }));
      }),
  }),
}));

const DepositAddressSearch = builder.inputType("DepositAddressSearch", {
  description: "Which of the project's smart deposit addresses to list; every given field must match.",
  fields: (t) => ({
    depositChain: t.string({ description: "Chain the address receives deposits on." }),
    destinationChain: t.string({ description: "Chain deposits are bridged to." }),
    destinationAddress: t.string({ description: "Address deposits are delivered to." }),
    addressNote: t.string({ description: "The note given at creation (at most 80 characters)." }),
  }),
});

const note = z.string().max(80, "must be at most 80 characters");
const destination = z.string().trim().min(1, "must not be empty").max(256, "must be at most 256 characters");

// Built once: zod compiles a schema on its first parse.
const searchSchema = z.object({
  depositChain: chainName.nullish(),
  destinationChain: chainName.nullish(),
  destinationAddress: destination.nullish(),
  addressNote: note.nullish(),
});

/** Search pages read for one `depositAddresses` answer at most, at the vendor's largest page size. */
const SEARCH_PAGES = 10;
const SEARCH_PAGE_SIZE = 100;
const MAX_ADDRESSES = SEARCH_PAGES * SEARCH_PAGE_SIZE;
const firstSchema = z.number().int().min(1).max(MAX_ADDRESSES);

const CreateDepositAddressInput = builder.inputType("CreateDepositAddressInput", {
  description: "A smart deposit address per deposit chain, all forwarding to one destination.",
  fields: (t) => ({
    depositChains: t.stringList({ required: true, description: "Chains to get an address on, e.g. [ETHEREUM, BASE]." }),
    destinationChain: t.string({ required: true, description: "Chain deposits are bridged to." }),
    destinationAddress: t.string({ required: true, description: "Address deposits are delivered to." }),
    addressNote: t.string({ description: "A note to find the address by (at most 80 characters)." }),
    createNew: t.boolean({ description: "Always create a new address instead of reusing a matching one (default false)." }),
    webhookUrl: t.string({
      description: "Receives the address's events; defaults to this gateway's receiver when it has a public URL.",
    }),
    refundAddress: t.string({ description: "Where deposits that cannot be bridged are refunded." }),
    postBridgeData: t.field({ type: PostBridgeDataInput, description: "Routing rules applied after the bridge." }),
    tokenOut: t.string({ description: "Token delivered on the destination chain (deposits are swapped to it)." }),
    bridgeIfNotSwappable: t.boolean({ description: "With tokenOut: bridge a deposit as is when it cannot be swapped." }),
  }),
});

const createSchema = z.object({
  depositChains: z.array(chainName).min(1, "must name at least one chain").max(20, "must name at most 20 chains"),
  destinationChain: chainName,
  destinationAddress: destination,
  addressNote: note.nullish(),
  createNew: z.boolean().nullish(),
  webhookUrl: z
    .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
    .max(2048)
    .nullish(),
  refundAddress: destination.nullish(),
  postBridgeData: z
    .object({
      extended: z.object({ vaultId: z.number().int().nonnegative("must not be negative") }).nullish(),
      other: z
        .object({ _tag: z.string().min(1, "must have a _tag") })
        .loose()
        .nullish(),
    })
    .nullish(),
  tokenOut: chainName.nullish(),
  bridgeIfNotSwappable: z.boolean().nullish(),
});

type AddressesToCheck = Pick<
  z.output<typeof createSchema>,
  "depositChains" | "destinationChain" | "destinationAddress" | "refundAddress"
>;

/**
 * The destination address against the destination chain's type, and the refund address against
 * the deposit chains' type (deposits are refunded where they were made; the vendor refuses deposit
 * chains of several types, so a refund address is judged only when they share one).
 */
function addressIssues(chains: CatalogChain[], i: AddressesToCheck): InputIssue[] {
  const typeOf = (name: string) => chains.find((c) => c.name === name)?.type;
  const depositTypes = new Set(i.depositChains.map(typeOf));
  const checks: [string, string | undefined, string | null | undefined][] = [
    ["destinationAddress", typeOf(i.destinationChain), i.destinationAddress],
    ["refundAddress", depositTypes.size === 1 ? [...depositTypes][0] : undefined, i.refundAddress],
  ];
  return checks.flatMap(([field, type, address]) => {
    const message = type === undefined || address == null ? undefined : addressProblem(field, type, address);
    return message ? [{ path: ["input", field], message }] : [];
  });
}

/**
 * Chains must be ones the configs list (with deposit addresses enabled), and the addresses of their
 * types: a typo costs no upstream call.
 */
async function checkChains(ctx: GatewayContext, input: AddressesToCheck): Promise<void> {
  const { depositChains, destinationChain } = input;
  const chains = await ctx.loaders.configs.load("all").catch(() => undefined);
  if (!chains) return; // the upstream still validates; a catalogue outage must not block creation
  const issues: InputIssue[] = [];
  const sda = chains.filter((c) => c.enabledDepositAddress !== false).map((c) => c.name);
  depositChains.forEach((c, i) => {
    if (!sda.includes(c))
      issues.push({
        path: ["input", "depositChains", String(i)],
        message: `no smart deposit addresses on "${c}"; supported chains: ${sda.join(", ")}`,
      });
  });
  if (!chains.some((c) => c.name === destinationChain)) {
    issues.push({
      path: ["input", "destinationChain"],
      message: `unknown chain "${destinationChain}"; supported chains: ${chains.map((c) => c.name).join(", ")}`,
    });
  }
  issues.push(...addressIssues(chains, input));
  if (issues.length > 0) throw new InvalidInput(issues);
}

const DepositAddressesCreated = builder
  .objectRef<{ __typename: "DepositAddressesCreated"; addresses: DepositAddressShape[] }>("DepositAddressesCreated")
  .implement({
    ...tagged("DepositAddressesCreated", "The smart deposit addresses, one per requested chain (reused ones included)."),
    fields: (t) => ({
      addresses: t.expose("addresses", { type: [DepositAddress], description: "The addresses." }),
    }),
  });

const DepositAddressActivated = builder
  .objectRef<{ __typename: "DepositAddressActivated"; depositAddress: DepositAddressShape; activated: boolean }>(
    "DepositAddressActivated",
  )
  .implement({
    ...tagged("DepositAddressActivated", "The address was reactivated."),
    fields: (t) => ({
      depositAddress: t.expose("depositAddress", { type: DepositAddress, description: "The address." }),
      activated: t.exposeBoolean("activated", { description: "What the vendor answered (true once active)." }),
    }),
  });

const CreateDepositAddressResult = resultUnion(
  "CreateDepositAddressResult",
  "The new (or reused) addresses, or why there are none.",
  [DepositAddressesCreated],
  ["createDepositAddresses"],
);

const ActivateDepositAddressResult = resultUnion(
  "ActivateDepositAddressResult",
  "The reactivated address, or why it was not reactivated.",
  [DepositAddressActivated],
  ["activateDepositAddress"],
);

builder.queryFields((t) => ({
  depositAddresses: t.field({
    type: [DepositAddress],
    description: `The project's smart deposit addresses matching the search (the vendor's search pages, ${SEARCH_PAGE_SIZE} addresses each, until first are read).`,
    args: {
      search: t.arg({ type: DepositAddressSearch, required: true, description: "What to match." }),
      first: t.arg.int({
        description: `The most addresses to answer (1 to ${MAX_ADDRESSES}; default ${MAX_ADDRESSES}). The cost limit counts each address's upstream reads (status, history, …) this many times.`,
      }),
    },
    // One search call per page; each address's own fields count once per address it can answer.
    extensions: fieldCost({
      upstreamCalls: (size) => Math.ceil(size / SEARCH_PAGE_SIZE),
      list: { max: MAX_ADDRESSES, sizeArgument: "first" },
    }),
    resolve: (_root, args, ctx) =>
      orFieldError(ctx, async () => {
        const s = validate(searchSchema, args.search, ["search"]);
        const first = validate(firstSchema, args.first ?? MAX_ADDRESSES, ["first"]);
        const base: DepositAddressSearchQuery = { pageSize: SEARCH_PAGE_SIZE };
        if (s.depositChain != null) base.depositChain = s.depositChain;
        if (s.destinationChain != null) base.destinationChain = s.destinationChain;
        if (s.destinationAddress != null) base.destinationAddress = s.destinationAddress;
        if (s.addressNote != null) base.addressNote = s.addressNote;
        const out: DepositAddressShape[] = [];
        let pageToken: string | null = null;
        while (out.length < first) {
          const page = await ctx.loaders.searchDepositAddresses.load(pageToken ? { ...base, pageToken } : base);
          out.push(...page.items.map(shapeOf));
          pageToken = page.nextPageToken;
          if (!pageToken) break;
        }
        return out.slice(0, first);
      }),
  }),
}));

/** Checks the chains against the catalogue, then asks the upstream for the addresses. */
async function createAddresses(i: z.output<typeof createSchema>, ctx: GatewayContext) {
  const delivery = deliveryToWire(ctx, i);
  await checkChains(ctx, i);
  const body: CreateDepositAddressBody = {
    depositChains: i.depositChains,
    destinationChain: i.destinationChain,
    destinationAddress: i.destinationAddress,
    ...delivery,
  };
  if (i.addressNote != null) body.addressNote = i.addressNote;
  if (i.createNew != null) body.reusePolicy = i.createNew ? "create-new" : "reuse-existing";
  if (i.tokenOut != null) body.tokenOut = i.tokenOut;
  if (i.bridgeIfNotSwappable != null) body.bridgeIfNotSwappable = i.bridgeIfNotSwappable;
  const created = await ctx.client.createDepositAddresses(ctx.credential, body);
  return { __typename: "DepositAddressesCreated" as const, addresses: created.map(shapeOf) };
}

builder.mutationFields((t) => ({
  createDepositAddress: t.field({
    type: CreateDepositAddressResult.ref,
    description: "Creates (or reuses) a smart deposit address on each deposit chain, forwarding to one destination.",
    args: { input: t.arg({ type: CreateDepositAddressInput, required: true, description: "The addresses to create." }) },
    resolve: byInput(CreateDepositAddressResult, createSchema, createAddresses),
  }),
  activateDepositAddress: t.field({
    type: ActivateDepositAddressResult.ref,
    description: "Reactivates an inactive smart deposit address.",
    args: {
      address: t.arg.string({ required: true, description: "The smart deposit address (at most 60 characters)." }),
      chain: t.arg.string({ required: true, description: "The chain it receives deposits on." }),
    },
    resolve: (_root, args, ctx) =>
      ActivateDepositAddressResult.resolve(
        ctx,
        async () => {
          const { address, chain } = validate(addressArgs, args);
          const activated = await ctx.client.activateDepositAddress(ctx.credential, { address, chain });
          return { __typename: "DepositAddressActivated" as const, depositAddress: { address, chain }, activated };
        },
        upstreamPathToArg,
      ),
  }),
}));
