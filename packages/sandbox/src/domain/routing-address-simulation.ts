import type { z } from "zod";
import { CHAINS } from "./catalog.js";
import type { DepositAddressContext } from "./deposit-address-context.js";
import { Decimal } from "./decimal.js";
import { defaultSupportedTokens, type DepositSeen, type RejectReason } from "./deposit-address-record.js";
import { invalidRequest } from "./errors.js";
import type { Matcher, Route, RoutingAddress, createRoutingAddressSchema } from "./routing-address-record.js";
import type { simulateDepositSchema } from "./deposit-address-simulation.js";
import { bridgeDeposit, depositSeen } from "./deposit-address-simulation.js";
import { SandboxStore } from "./store.js";
import type { VendorEvent } from "./types.js";

/*
 * Routing smart deposit addresses: one address whose deposits go where the first matching route
 * says (by token, sender, chain or USD value). The vendor configures them for an integrator (its
 * public API has no route to create one), and announces them and their deposits with the three
 * ROUTING_DEPOSIT_ADDRESS_* webhook kinds; the sandbox creates them through its control API.
 */

/** What a deposit to a routing address became. */
export type RoutingOutcome =
  { outcome: "accepted"; quoteId: string; record: Record<string, unknown> } | { outcome: "rejected"; reason: RejectReason };

/** The address's part of its events: what the vendor types call `depositAddress` (and the CREATED event's body). */
export function addressPayload(address: RoutingAddress): Record<string, unknown> {
  return {
    depositChain: address.depositChain,
    depositAddress: address.depositAddress,
    routes: address.routes,
    ...(address.addressNote !== undefined ? { addressNote: address.addressNote } : {}),
  };
}

function emitFor(ctx: DepositAddressContext, address: RoutingAddress, event: VendorEvent): void {
  ctx.emit(
    {
      projectId: address.projectId,
      queueKey: `routing:${address.depositChain}:${address.depositAddress}`,
      webhookUrl: address.webhookUrl,
    },
    event,
  );
}

/**
 * Creates a routing address on a chain that has smart deposit addresses, and announces it
 * (ROUTING_DEPOSIT_ADDRESS_CREATED).
 * @throws SandboxError InvalidRequest (422) when the chain has no smart deposit addresses.
 */
export function createRoutingAddress(
  ctx: DepositAddressContext,
  input: z.output<typeof createRoutingAddressSchema>,
  defaultProject: string,
): RoutingAddress {
  if (!CHAINS.get(input.depositChain)?.enabledDepositAddress) {
    throw invalidRequest(`${input.depositChain} has no smart deposit addresses`);
  }
  const address: RoutingAddress = {
    projectId: input.projectId ?? defaultProject,
    webhookUrl: input.webhookUrl,
    depositChain: input.depositChain,
    depositAddress: input.depositAddress ?? ctx.ids.address(),
    routes: input.routes,
    ...(input.addressNote !== undefined ? { addressNote: input.addressNote } : {}),
  };
  ctx.store.routingAddresses.set(SandboxStore.addressKey(address.depositAddress, address.depositChain), address);
  emitFor(ctx, address, { _tag: "ROUTING_DEPOSIT_ADDRESS_CREATED", ...addressPayload(address) });
  return address;
}

const within = (amount: number, bound: number, inclusive: boolean | undefined, below: boolean) =>
  below ? amount < bound || (inclusive === true && amount === bound) : amount > bound || (inclusive === true && amount === bound);

function matches(matcher: Matcher | undefined, seen: DepositSeen, depositChain: string): boolean {
  if (!matcher) return true;
  const lower = (list: string[]) => list.map((s) => s.toLowerCase());
  switch (matcher._tag) {
    case "sentToken":
      return lower(matcher.symbolsOrAddresses).some(
        (t) => t === seen.tokenSymbol.toLowerCase() || t === seen.tokenAddress.toLowerCase(),
      );
    case "sender":
      return lower(matcher.addresses).includes(seen.sender.toLowerCase());
    case "depositChain":
      return matcher.depositChains.includes(depositChain);
    case "sentAmountUsdLowerThan":
      return within(seen.amountUsd, matcher.value, matcher.inclusive, true);
    case "sentAmountUsdGreaterThan":
      return within(seen.amountUsd, matcher.value, matcher.inclusive, false);
    case "sentAmountUsdBetween":
      return (
        within(seen.amountUsd, matcher.from, matcher.inclusive, false) &&
        within(seen.amountUsd, matcher.to, matcher.inclusive, true)
      );
  }
}

/** Why the vendor would reject a deposit its route cannot bridge (or that the caller forces), if it would. */
function rejectionOf(
  ctx: DepositAddressContext,
  address: RoutingAddress,
  route: Route,
  seen: DepositSeen,
  forced: RejectReason | undefined,
): RejectReason | undefined {
  const limits = defaultSupportedTokens(ctx.addresses, address.depositChain, route.action.destinationChain).find(
    (t) => t.symbol === seen.tokenSymbol,
  );
  if (!limits) return "UNSUPPORTED_TOKEN";
  if (new Decimal(seen.amountUsd).lt(limits.minDepositLimitUsd)) return "UNDER_MIN";
  if (new Decimal(seen.amountUsd).gt(limits.maxDepositLimitUsd)) return "OVER_MAX";
  return forced;
}

/**
 * A deposit to a routing address, as the vendor would see it on chain: the first route whose
 * matcher accepts it bridges it (announced first by ROUTING_DEPOSIT_ADDRESS_BRIDGE_DELAYED when
 * `delayed`); no route, a token the route cannot bridge, or a forced rejection is
 * ROUTING_DEPOSIT_ADDRESS_BRIDGE_REJECTED with the reason.
 */
export function simulateRoutingDeposit(
  ctx: DepositAddressContext,
  address: RoutingAddress,
  input: z.output<typeof simulateDepositSchema>,
): RoutingOutcome {
  const { seen } = depositSeen(ctx, address.depositChain, input);
  const route = address.routes.find((r) => matches(r.matcher, seen, address.depositChain));
  const depositAddress = addressPayload(address);
  const reason = route ? rejectionOf(ctx, address, route, seen, input.reject) : "NO_ROUTE_FOUND";
  if (!route || reason) {
    const rejected = { reason: reason ?? "NO_ROUTE_FOUND", txUid: `${seen.txHash}:0` };
    emitFor(ctx, address, { _tag: "ROUTING_DEPOSIT_ADDRESS_BRIDGE_REJECTED", ...seen, ...rejected, depositAddress });
    return { outcome: "rejected", reason: rejected.reason };
  }
  if (input.delayed) emitFor(ctx, address, { _tag: "ROUTING_DEPOSIT_ADDRESS_BRIDGE_DELAYED", ...seen, depositAddress });
  const { action } = route;
  return {
    outcome: "accepted",
    ...bridgeDeposit(
      ctx,
      {
        projectId: address.projectId,
        webhookUrl: address.webhookUrl,
        depositChain: address.depositChain,
        depositAddress: address.depositAddress,
        destinationChain: action.destinationChain,
        destinationAddress: action.destinationAddress,
        ...(action._tag === "bridgeSwap" ? { tokenOut: action.tokenOut } : {}),
      },
      seen,
    ),
  };
}
