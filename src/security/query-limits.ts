import { useDisableIntrospection } from "@envelop/disable-introspection";
import { EnvelopArmor } from "@escape.tech/graphql-armor";
import { GraphQLError, type ValidationContext } from "graphql";
import type { Plugin } from "graphql-yoga";
import { costLimitPlugin } from "./cost-limit.js";
import { depthGuardPlugin, nestingLimitFor } from "./depth-guard.js";

/** Per-operation ceilings; an operation over any of them is refused before it runs. */
export interface QueryLimits {
  /** Deepest field nesting (fragments do not count as a level). */
  maxDepth: number;
  /** Aliased fields per operation, `__typename` aliases included. */
  maxAliases: number;
  /** Lexical tokens per document; enforced while parsing, so a huge document is cut short. */
  maxTokens: number;
  /** Armor's cost estimate (objects 2, scalars 1, times 1.5 per level) plus the upstream calls (cost-limit.ts). */
  maxCost: number;
  /** Directives per operation. */
  maxDirectives: number;
  /** Whether `__schema` / `__type` may be queried. */
  introspection: boolean;
  /** Whether validation errors may say "Did you mean …" (they reveal field names). */
  fieldSuggestions: boolean;
}

/** `extensions.code` of each refusal, so clients can tell the limits apart without parsing messages. */
export const LIMIT_CODES = {
  depth: "MAX_DEPTH_EXCEEDED",
  aliases: "MAX_ALIASES_EXCEEDED",
  tokens: "MAX_TOKENS_EXCEEDED",
  cost: "MAX_COST_EXCEEDED",
  directives: "MAX_DIRECTIVES_EXCEEDED",
} as const;

/**
 * The error armor built, re-issued with a code. Validation rules report it (so the answer is an
 * ordinary validation failure); the token limit runs inside the parser, where throwing is the
 * only way out.
 */
function refuse(code: string, how: "report" | "throw") {
  return (ctx: ValidationContext | null, err: GraphQLError): void => {
    const coded = new GraphQLError(err.message.replace(/^Syntax Error: /, ""), { extensions: { code } });
    if (how === "throw" || !ctx) throw coded;
    ctx.reportError(coded);
  };
}

/**
 * Envelop plugins that refuse abusive operations (GraphQL Armor: depth, aliases, tokens, cost,
 * directives, and, unless allowed, no field suggestions that would leak the schema) and, when configured off,
 * introspection. They run for HTTP and graphql-ws alike, since both go through yoga's envelop.
 */
export function queryLimitPlugins(limits: QueryLimits): Plugin[] {
  const armor = new EnvelopArmor({
    maxDepth: {
      n: limits.maxDepth,
      flattenFragments: true,
      propagateOnRejection: false,
      onReject: [refuse(LIMIT_CODES.depth, "report")],
    },
    maxAliases: {
      n: limits.maxAliases,
      // Armor exempts `__typename` by default, but each alias of it is still one more field to
      // resolve and serialise: 1,000 of them were served with the limit at 30.
      allowList: [],
      propagateOnRejection: false,
      onReject: [refuse(LIMIT_CODES.aliases, "report")],
    },
    maxTokens: { n: limits.maxTokens, propagateOnRejection: false, onReject: [refuse(LIMIT_CODES.tokens, "throw")] },
    // Ours instead (cost-limit.ts): armor's estimate plus the upstream calls each field makes.
    costLimit: { enabled: false },
    maxDirectives: { n: limits.maxDirectives, propagateOnRejection: false, onReject: [refuse(LIMIT_CODES.directives, "report")] },
    blockFieldSuggestion: { enabled: !limits.fieldSuggestions },
  });
  // First: the recursive parser and armor's depth rule must never see a document nested deep enough to overflow.
  const plugins: Plugin[] = [
    depthGuardPlugin(nestingLimitFor(limits.maxDepth)),
    ...(armor.protect().plugins as Plugin[]),
    costLimitPlugin(limits.maxCost, LIMIT_CODES.cost),
  ];
  if (!limits.introspection) plugins.push(useDisableIntrospection() as Plugin);
  return plugins;
}
