/**
 * `isTypeOf` for plain model objects: the wire parsers tag each value with the GraphQL type it
 * becomes (`__typename`), so abstract types resolve without per-type checks.
 */
export const isType =
  (name: string) =>
  (value: unknown): boolean =>
    (value as { __typename?: string } | null)?.__typename === name;
