/**
 * `isTypeOf` for plain model objects: the wire parsers tag each value with the GraphQL type it
 * becomes (`__typename`), so abstract types resolve without per-type checks.
 */
export const isType =
  (name: string) =>
  (value: unknown): boolean =>
    (value as { __typename?: string } | null)?.__typename === name;

/**
 * The options every object type of tagged values repeats: its description, `isTypeOf` by its
 * name, and the interfaces it implements, e.g. `...tagged("BridgeQuote", "A plain bridge quote.", Quote)`.
 */
export const tagged = <const Interfaces extends unknown[]>(name: string, description: string, ...interfaces: Interfaces) => ({
  description,
  isTypeOf: isType(name),
  interfaces,
});
