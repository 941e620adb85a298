import {
  GraphQLError,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValueNode,
} from "graphql";
import type { Plugin } from "graphql-yoga";
import { FIELD_COST, MAX_PAGE_SIZE, type FieldCost } from "../schema/field-cost.js";

/**
 * The cost limit: GraphQL Armor's estimate of an operation's shape (objects 2, scalars 1, times
 * 1.5 per level, times a literal `first`/`last`) plus {@link UPSTREAM_CALL_COST} for every
 * upstream call it can make. Calls are declared on the fields that make them (`FieldCost`,
 * `src/schema/field-cost.ts`); a list's items' calls count once per item it can return (its size
 * argument when given as a literal, else its declared maximum), so a field that fans one request
 * out to many upstream calls is counted for all of them.
 */

/** What one upstream call adds to the cost: five objects' worth. */
export const UPSTREAM_CALL_COST = 10;

const OBJECT_COST = 2;
const SCALAR_COST = 1;
const DEPTH_FACTOR = 1.5;

interface Estimate {
  shape: number;
  calls: number;
}

const intValue = (node: ValueNode | undefined): number | undefined =>
  node?.kind === Kind.INT ? Number.parseInt(node.value, 10) : undefined;

function argument(field: FieldNode, name: string): ValueNode | undefined {
  return field.arguments?.find((a) => a.name.value === name)?.value;
}

/** The estimate of one operation, walked with the types so declared costs are found. */
class CostWalker {
  private readonly fragments = new Map<string, Estimate | "visiting">();

  constructor(
    private readonly schema: GraphQLSchema,
    private readonly context: ValidationContext,
  ) {}

  /** The selections of one object, each a level deeper than it. */
  selections(set: SelectionSetNode, parent: GraphQLNamedType | undefined): Estimate {
    const sum: Estimate = { shape: 0, calls: 0 };
    for (const child of set.selections) {
      const e = this.selection(child, parent);
      sum.shape += DEPTH_FACTOR * e.shape;
      sum.calls += e.calls;
    }
    return sum;
  }

  selection(node: SelectionNode, parent: GraphQLNamedType | undefined): Estimate {
    if (node.kind === Kind.FIELD) return this.field(node, parent);
    if (node.kind === Kind.FRAGMENT_SPREAD) return this.spread(node.name.value);
    const type = node.typeCondition ? this.schema.getType(node.typeCondition.name.value) : parent;
    const inner = this.selections(node.selectionSet, type);
    return { shape: OBJECT_COST + inner.shape, calls: inner.calls };
  }

  private spread(name: string): Estimate {
    const seen = this.fragments.get(name);
    // A cycle is refused by the standard rules; here it only must not loop.
    if (seen === "visiting") return { shape: SCALAR_COST, calls: 0 };
    if (seen) return { shape: SCALAR_COST + DEPTH_FACTOR * seen.shape, calls: seen.calls };
    const fragment = this.context.getFragment(name);
    if (!fragment) return { shape: SCALAR_COST, calls: 0 };
    this.fragments.set(name, "visiting");
    const inner = this.selections(fragment.selectionSet, this.schema.getType(fragment.typeCondition.name.value));
    const own = { shape: OBJECT_COST + DEPTH_FACTOR * inner.shape, calls: inner.calls };
    this.fragments.set(name, own);
    return { shape: SCALAR_COST + DEPTH_FACTOR * own.shape, calls: own.calls };
  }

  private field(node: FieldNode, parent: GraphQLNamedType | undefined): Estimate {
    // Armor leaves introspection out of the estimate.
    if (node.name.value === "__schema") return { shape: 0, calls: 0 };
    const def = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[node.name.value] : undefined;
    const cost = def?.extensions[FIELD_COST] as FieldCost | undefined;
    const size = cost?.list
      ? Math.min(
          intValue(cost.list.sizeArgument ? argument(node, cost.list.sizeArgument) : undefined) ?? cost.list.max,
          cost.list.max,
        )
      : 1;
    const own = cost?.upstreamCalls(size) ?? 0;
    if (!node.selectionSet) return { shape: SCALAR_COST, calls: own };
    const inner = this.selections(node.selectionSet, def && getNamedType(def.type));
    // A literal page size counts up to the most the field accepts: beyond it the field's own
    // check answers (BAD_USER_INPUT), as it does when the same value comes as a variable.
    const literal = intValue(argument(node, "first") ?? argument(node, "last")) ?? 1;
    const multiplier = Math.min(Math.max(literal, 1), cost?.list?.max ?? MAX_PAGE_SIZE);
    return { shape: (OBJECT_COST + inner.shape) * multiplier, calls: own + size * inner.calls };
  }
}

/** The cost of each operation of the document; over `maxCost`, reported with `code`. */
export function costLimitRule(maxCost: number, code: string) {
  return (context: ValidationContext): ASTVisitor => ({
    OperationDefinition(operation) {
      const schema = context.getSchema();
      const root = schema.getRootType(operation.operation) ?? undefined;
      const walker = new CostWalker(schema, context);
      let shape = 0;
      let calls = 0;
      // Top-level selections count at depth one, as armor counts them.
      for (const child of operation.selectionSet.selections) {
        const e = walker.selection(child, root);
        shape += e.shape;
        calls += e.calls;
      }
      const total = Math.round(shape + calls * UPSTREAM_CALL_COST);
      if (total > maxCost) {
        context.reportError(
          new GraphQLError(`Query Cost limit of ${maxCost} exceeded, found ${total} (${calls} upstream calls at most).`, {
            nodes: [operation],
            extensions: { code },
          }),
        );
      }
    },
  });
}

/** The cost limit as a yoga plugin: a validation rule, so HTTP, SSE and graphql-ws all meet it. */
export function costLimitPlugin(maxCost: number, code: string): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(costLimitRule(maxCost, code));
    },
  };
}
