/**
 * What a field costs beyond its shape, declared on the field (`extensions: fieldCost(...)`) and
 * read by the cost limit (`src/security/cost-limit.ts`) from the schema: the upstream calls it
 * makes, and for a list, how many items it can return (each item's own fields' calls count once
 * per item).
 */
export interface FieldCost {
  /** Upstream calls the field itself makes, at most, given the list size it was asked for. */
  upstreamCalls: (listSize: number) => number;
  /** For a list: the most items it returns, and the argument that bounds it (e.g. `first`). */
  list?: { max: number; sizeArgument?: string };
}

/**
 * The largest page a connection's `first` accepts. The cost limit counts a larger literal as this:
 * the field refuses it anyway, with the same BAD_USER_INPUT as when it comes as a variable.
 */
export const MAX_PAGE_SIZE = 100;

/** The key of {@link FieldCost} in a field's extensions. */
export const FIELD_COST = "upstreamCost";

/** A field's extensions declaring its cost. */
export const fieldCost = (cost: FieldCost) => ({ [FIELD_COST]: cost });

/** The cost of a field that makes one upstream call per item of its parent. */
export const oneCall = fieldCost({ upstreamCalls: () => 1 });
