import { GraphQLError, Kind } from "graphql";
import { DECIMAL_PATTERN } from "../upstream/wire/common.js";
import { builder } from "./builder.js";

/**
 * A value the scalar refuses. Coded here: written inline, graphql-js reports this very error at
 * validation (which would be GRAPHQL_VALIDATION_FAILED); as a variable it wraps it, keeping the
 * code. One answer, BAD_USER_INPUT, whichever way the client wrote the value.
 */
const refused = (message: string) => new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });

function decimal(value: unknown): string {
  if (typeof value !== "string") {
    throw refused('Decimal must be a string such as "100" or "0.5" (numbers lose precision)');
  }
  if (!DECIMAL_PATTERN.test(value)) throw refused(`"${value.slice(0, 64)}" is not a decimal number such as "100" or "0.5"`);
  return value;
}

function dateTime(value: unknown): string {
  if (typeof value !== "string" || Number.isNaN(Date.parse(value))) throw refused("DateTime must be an ISO-8601 string");
  return value;
}

builder.scalarType("Decimal", {
  description: 'An exact decimal number written as a string (e.g. "100", "0.000000000000000001"); never a float.',
  serialize: decimal,
  parseValue: decimal,
  parseLiteral: (ast) => decimal(ast.kind === Kind.STRING ? ast.value : undefined),
});

builder.scalarType("DateTime", {
  description: "An ISO-8601 date-time string.",
  serialize: dateTime,
  parseValue: dateTime,
  parseLiteral: (ast) => dateTime(ast.kind === Kind.STRING ? ast.value : undefined),
});

builder.scalarType("JSON", {
  description: "Any JSON value, passed through unchanged.",
  serialize: (v) => v,
  parseValue: (v) => v,
  parseLiteral: function literal(ast): unknown {
    switch (ast.kind) {
      case Kind.STRING:
      case Kind.BOOLEAN:
        return ast.value;
      case Kind.INT:
      case Kind.FLOAT:
        return Number(ast.value);
      case Kind.OBJECT:
        return Object.fromEntries(ast.fields.map((f) => [f.name.value, literal(f.value)]));
      case Kind.LIST:
        return ast.values.map((v) => literal(v));
      default:
        return null;
    }
  },
});
