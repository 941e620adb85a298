import type { CatalogChain } from "../../upstream/wire/catalog.js";
import { evm } from "./evm/family.js";
import type { ChainFamily } from "./family.js";
import { solana } from "./solana/family.js";
import { tron } from "./tron/family.js";

/**
 * The chain families, by the chain type they cover. A family added here is planned, read and
 * typed everywhere: the deposit service, the chains' RPC and the GraphQL plan types all go
 * through this registry.
 */
export const FAMILIES = { EVM: evm, SOL: solana, TRON: tron } as const;

type Families = typeof FAMILIES;
/** The chain types a family covers. */
export type FamilyName = keyof Families;
type PartsOf<F> =
  F extends ChainFamily<infer Target, infer Read, infer Plan> ? { target: Target; read: Read; plan: Plan } : never;

/** A chain as some family's reads need it. */
export type ChainTarget = PartsOf<Families[FamilyName]>["target"];
/** A read of some family on its chain. */
export type ChainRead = PartsOf<Families[FamilyName]>["read"];
/** Family `F`'s part of a deposit plan. */
export type FamilyPlanOf<F extends FamilyName> = PartsOf<Families[F]>["plan"];

/** Any family, as the service and the chains' RPC call it. */
export type AnyFamily = ChainFamily<ChainTarget, ChainRead, FamilyPlanOf<FamilyName>>;

/** The family covering `chain`'s type, or undefined when none does. */
export function familyOf(chain: Pick<CatalogChain, "type">): AnyFamily | undefined {
  return Object.hasOwn(FAMILIES, chain.type) ? (FAMILIES[chain.type as FamilyName] as AnyFamily) : undefined;
}

/** The family a target was made by. */
export const familyOfTarget = (target: ChainTarget): AnyFamily => FAMILIES[target.chainType] as AnyFamily;

/** Why `owner` is no wallet of any family: each family's problem, or undefined when one family takes it. */
export function ownerProblem(owner: string): string | undefined {
  const problems: string[] = [];
  for (const family of Object.values(FAMILIES) as AnyFamily[]) {
    const problem = family.ownerProblem(owner);
    if (problem === undefined) return undefined;
    problems.push(problem);
  }
  return problems.join("; ");
}
