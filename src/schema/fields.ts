import type { CompatibleTypes, FieldKind, FieldRef } from "@pothos/core";
import type { builder } from "./builder.js";

type Types = typeof builder.$inferSchemaTypes;

/** The `t` of an object's or an interface's fields. */
export type Fields<Shape> = PothosSchemaTypes.FieldBuilder<Types, Shape, FieldKind>;

/** The parent's properties a field of `Type` may expose (null allowed: the caller says whether the field is nullable). */
type Exposable<Shape, Type extends Scalar> = CompatibleTypes<Types, Shape, Type, true>;

/** The scalar types a field exposes as they are on the parent. */
type Scalar = "Boolean" | "DateTime" | "Decimal" | "Float" | "Int" | "JSON" | "String" | ["String"];

/** The amounts of the parent that come with their USD value beside them (`amountIn` and `amountInUsd`). */
type PricedAmount<Shape> = {
  [K in Exposable<Shape, "Decimal">]: `${K}Usd` extends Exposable<Shape, "Float"> ? K : never;
}[Exposable<Shape, "Decimal">];

type Field = FieldRef<Types, unknown, FieldKind>;

function exposeAs(t: Fields<never>, name: string, type: Scalar, description: string, nullable: boolean): Field {
  // The key was checked against the parent's shape by the exported helper that calls this one.
  return t.expose(name as never, { type, nullable, description } as never) as Field;
}

/** An amount in token units (a decimal string), exposed from the parent's property of the same name. */
export function decimal<Shape>(t: Fields<Shape>, name: Exposable<Shape, "Decimal">, description: string) {
  return exposeAs(t as Fields<never>, name, "Decimal", description, false);
}

/** An ISO-8601 time, exposed from the parent's property of the same name. */
export function dateTime<Shape>(t: Fields<Shape>, name: Exposable<Shape, "DateTime">, description: string) {
  return exposeAs(t as Fields<never>, name, "DateTime", description, false);
}

/** A nullable field of a scalar `type`, exposed from the parent's property of the same name. */
export function optional<Shape, Type extends Scalar>(
  t: Fields<Shape>,
  name: Exposable<Shape, Type>,
  type: Type,
  description: string,
) {
  return exposeAs(t as Fields<never>, name, type, description, true);
}

/** The USD value of an amount: `<amount>Usd`, described as "USD value of <amount>.". */
export function usd<Shape>(t: Fields<Shape>, name: Exposable<Shape, "Float"> & `${string}Usd`, nullable = false) {
  return exposeAs(t as Fields<never>, name, "Float", `USD value of ${name.slice(0, -"Usd".length)}.`, nullable);
}

/** An amount and its USD value: the fields `<name>` (Decimal) and `<name>Usd` (Float), both nullable or neither. */
export function pricedAmount<Shape, Name extends PricedAmount<Shape>>(
  t: Fields<Shape>,
  name: Name,
  description: string,
  nullable = false,
): Record<Name | `${Name}Usd`, Field> {
  const usdName = `${name}Usd` as const;
  return {
    [name]: exposeAs(t as Fields<never>, name, "Decimal", description, nullable),
    [usdName]: usd(t, usdName as never, nullable),
  } as Record<Name | `${Name}Usd`, Field>;
}

/**
 * The two fields of a variant this schema does not model: the upstream's `_tag` and the object
 * as it was sent, e.g. `unmodelled(t, "variant", "quote")`.
 */
export function unmodelled<Shape extends { tag: string; raw: unknown }>(t: Fields<Shape>, tagOf: string, rawOf: string) {
  return {
    tag: exposeAs(t as Fields<never>, "tag", "String", `The upstream's _tag of the ${tagOf}.`, false),
    raw: exposeAs(t as Fields<never>, "raw", "JSON", `The ${rawOf} as the upstream sent it.`, false),
  };
}
