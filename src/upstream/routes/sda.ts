import { modelledError } from "../error-catalogue.js";
import { UpstreamBadResponse } from "../errors.js";
import { queryOf, readRoute, route, shaped, type RecordList } from "../route.js";
import { sdaSupportedTokensSchema } from "../wire/catalog.js";
import { depositAddressStatusSchema, parseRefund, refundListSchema, type Refund } from "../wire/deposit-address.js";
import { parseTransaction, type Transaction, type UnreadableRecord } from "../wire/transaction.js";
import {
  activatedSchema,
  createdAddressesSchema,
  sdaHistorySchema,
  searchPageSchema,
  transferOfDeposit,
  type DepositAddressRecord,
} from "../wire/vendor-records.js";

/** The smart deposit address routes (vendor types of `@rhino.fi/sdk` 1.14.0). */

/** One smart deposit address on one chain. */
export interface AddressKey {
  address: string;
  chain: string;
}

export interface SupportedTokensKey {
  depositChain: string;
  destinationChain: string;
  tokenOut?: string | null;
}

export interface CreateDepositAddressBody {
  depositChains: string[];
  destinationChain: string;
  destinationAddress: string;
  addressNote?: string;
  reusePolicy?: "create-new" | "reuse-existing";
  webhookUrl?: string;
  refundAddress?: string;
  postBridgeData?: Record<string, unknown>;
  tokenOut?: string;
  bridgeIfNotSwappable?: boolean;
}

export interface DepositAddressSearchQuery {
  depositChain?: string;
  destinationChain?: string;
  destinationAddress?: string;
  addressNote?: string;
  pageToken?: string;
  pageSize?: number;
}

export interface DepositAddressSearchPage {
  items: DepositAddressRecord[];
  nextPageToken: string | null;
}

export interface RecordPage {
  items: (Transaction | UnreadableRecord)[];
}

const addressPath = (k: AddressKey) => ({ depositAddress: k.address, depositChain: k.chain });
const addressKey = (k: AddressKey) => `${k.chain}\u0000${k.address}`;
const addressNotFound = (k: AddressKey) =>
  modelledError("DepositAddressNotFound", { addresses: [k.address] }, { message: `Deposit address ${k.address} not found` });

const readRefundList = shaped(refundListSchema);
const readCreated = shaped(createdAddressesSchema);
const readSearchPage = shaped(searchPageSchema);
const readSdaHistory = shaped(sdaHistorySchema);
const readSupportedTokens = shaped(sdaSupportedTokensSchema);

function readRefunds(body: unknown): RecordList<Refund> {
  const out: RecordList<Refund> = { items: [], unreadable: [] };
  for (const raw of readRefundList(body).items) {
    const refund = parseRefund(raw);
    if (refund) out.items.push(refund);
    else
      out.unreadable.push({
        __typename: "UnreadableRecord",
        reason: "refund lacks refundId, depositAddress or depositChain",
        raw,
      });
  }
  return out;
}

/** The transfers of the address's accepted deposits. */
function readAddressHistory(body: unknown): RecordPage {
  const items: (Transaction | UnreadableRecord)[] = [];
  for (const deposit of readSdaHistory(body).bridges) {
    const transfer = transferOfDeposit(deposit);
    if (transfer !== undefined) items.push(parseTransaction(transfer));
  }
  return { items };
}

/** A read of one address (below `/sda/deposit-addresses/:depositAddress/:depositChain`): it may change, so single-flight only. */
const addressRead = <T>(tail: "" | "/completed-refunds" | "/history", read: (body: unknown) => T, name: string) =>
  readRoute(
    `/sda/deposit-addresses/:depositAddress/:depositChain${tail}`,
    { auth: "jwt", path: addressPath, read, notFound: addressNotFound, errors: ["DepositAddressNotFound", "EndpointDisabled"] },
    { name, scope: "none", key: addressKey },
  );

export const sdaRoutes = {
  depositAddressStatus: addressRead("", shaped(depositAddressStatusSchema), "sda-status"),
  completedRefunds: addressRead("/completed-refunds", readRefunds, "sda-refunds"),

  createDepositAddresses: route("POST", "/sda/deposit-addresses", {
    auth: "jwt",
    body: (body: CreateDepositAddressBody) => body,
    read: (body) => {
      const created = readCreated(body);
      if (created.length === 0) throw new UpstreamBadResponse("The upstream answered no address.");
      return created;
    },
    errors: ["DepositAddressChainsNotSupported", "EndpointDisabled", "InvalidRequest", "TooManyRequests"],
  }),

  activateDepositAddress: route("PATCH", "/sda/deposit-addresses/:depositAddress/:depositChain/activate", {
    auth: "jwt",
    path: addressPath,
    read: shaped(activatedSchema),
    notFound: addressNotFound,
    errors: ["DepositAddressNotFound", "DepositAddressAlreadyActive", "EndpointDisabled"],
  }),

  searchDepositAddresses: readRoute(
    "/sda/deposit-addresses/search",
    {
      auth: "jwt",
      query: (q: DepositAddressSearchQuery) => queryOf(q),
      read: (body): DepositAddressSearchPage => {
        const page = readSearchPage(body);
        return { items: page.items, nextPageToken: page.nextPageToken ?? null };
      },
      errors: ["EndpointDisabled", "InvalidRequest"],
    },
    { name: "sda-search", scope: "none", key: (q) => JSON.stringify(q) },
  ),

  depositAddressHistory: addressRead("/history", readAddressHistory, "sda-history"),

  sdaSupportedTokens: readRoute(
    "/sda/deposit-addresses/:depositChain/:destinationChain/supported-tokens",
    {
      auth: "public",
      path: (k: SupportedTokensKey) => ({ depositChain: k.depositChain, destinationChain: k.destinationChain }),
      query: (k) => (k.tokenOut ? new URLSearchParams({ tokenOut: k.tokenOut }) : undefined),
      read: (body) => readSupportedTokens(body).supportedTokens,
      errors: ["EndpointDisabled", "InvalidRequest"],
    },
    {
      name: "sda-supported-tokens",
      scope: "public",
      key: (k) => `${k.depositChain}:${k.destinationChain}:${k.tokenOut ?? ""}`,
      lifetime: (_, policy) => policy.configTtlMs,
    },
  ),
};
