import type { Ajv2020 } from "ajv/dist/2020.js";
import { z } from "zod";

type RawObject = Record<string, unknown>;

/**
 * Records read since the process started, by which reader accepted them: a steady share of `zod`
 * means the upstream sends records outside the strict schema (an optional field that does not
 * read, say), which zod still reads leniently (metric `gateway_upstream_records_total`).
 */
export const RECORD_READS = { compiled: 0, zod: 0 };

/** What zod would answer for a record, read without zod's per-field work; undefined: ask zod. */
export type FastReader<S extends z.ZodObject> = (raw: RawObject) => z.output<S> | undefined;

/**
 * Refinements of strings that JSON Schema can say only as a `format` (a date-time, say): a schema
 * registered here is checked by ajv with `check` under that format's name, so a field of it reads
 * as it is. The wire types register theirs; this module knows none of them.
 */
export const stringFormats = z.registry<{ format: string; check: (value: string) => boolean }>();

/**
 * ajv is imported on the first record read, not at start-up (loading it took about 25 ms); until
 * it is there, records go to zod, which answers the same.
 */
let ajv: Ajv2020 | undefined;
let ajvLoading: Promise<void> | undefined;

/** Imports ajv (once); the fast readers start reading when it is there. */
export function loadFastReaders(): Promise<void> {
  return (ajvLoading ??= import("ajv/dist/2020.js").then((module) => {
    // The default export is the class itself (`module.exports`); the named one is not there once
    // bundled: esbuild's chunk for a CommonJS module exports `default` alone.
    const Ajv = module.default as unknown as typeof module.Ajv2020;
    ajv = new Ajv({ strict: false });
  }));
}

/** Leaf types whose zod output is the input itself once the JSON Schema check has passed. */
const AS_IS_TYPES: ReadonlySet<string> = new Set(["string", "number", "boolean", "literal", "enum", "unknown"]);

/**
 * Whether zod returns this field's value unchanged for every input that its JSON Schema accepts:
 * a leaf (through `optional` / `nullable` / `catch`) with no transform, no value-changing check
 * (`trim`…) and no refinement other than a registered string format (which ajv checks).
 */
function readsAsIs(field: z.ZodType): boolean {
  const schema = unwrapped(field);
  if (stringFormats.has(schema)) return true;
  const def = schema._zod.def as { type: string; checks?: { _zod: { def: { check: string } } }[] };
  if (!AS_IS_TYPES.has(def.type)) return false;
  return (def.checks ?? []).every(({ _zod }) => _zod.def.check !== "overwrite" && _zod.def.check !== "custom");
}

/**
 * A first reading of upstream records against a zod object schema, for the hot path: zod builds
 * its output field by field (a result object and an issue list per field, then a copy), which was
 * the largest share of what a lookup allocated. Here ajv checks the record in place against the
 * schema's own JSON Schema (generated from it, so there is one definition), and the output is
 * assembled from the record: leaves as they are, and only fields zod reshapes (nested objects,
 * transforms) through their own zod schema. The result is exactly what `schema.parse` returns;
 * a record this reader does not accept (a missing field, an optional one that does not read…)
 * gets undefined, and zod reads it, leniently, with its reasons. Compiled on first use, not at
 * start-up.
 */
export function fastReader<S extends z.ZodObject>(schema: S): FastReader<S> {
  let read: FastReader<S> | undefined;
  return (raw) => {
    if (read) return read(raw);
    if (!ajv) {
      loadFastReaders().catch(() => {});
      return undefined;
    }
    return (read = compile(schema, ajv))(raw);
  };
}

/** Reads a record with the fast reader, and with zod when that declines; zod's result shape either way. */
export function recordReader<S extends z.ZodObject>(schema: S) {
  const fast = fastReader(schema);
  return (raw: RawObject) => {
    const data = fast(raw);
    if (data) {
      RECORD_READS.compiled++;
      return { success: true as const, data };
    }
    RECORD_READS.zod++;
    return schema.safeParse(raw);
  };
}

function compile<S extends z.ZodObject>(schema: S, validator: Ajv2020): FastReader<S> {
  const jsonSchema = z.toJSONSchema(schema, {
    io: "input",
    unrepresentable: "any",
    override: (ctx) => {
      const format = stringFormats.get(ctx.zodSchema);
      if (!format) return;
      ctx.jsonSchema.format = format.format;
      validator.addFormat(format.format, format.check);
    },
  });
  const check = validator.compile(jsonSchema);
  const build = compileBuild(schema);
  return (raw) => {
    if (!check(raw)) return undefined;
    const out = build(raw);
    return out === DECLINE ? undefined : (out as z.output<S>);
  };
}

/** Returned by a field's read that failed: the reader declines the record. */
const DECLINE = Symbol("decline");

/** Reads one field's value (checked by ajv already) as zod would output it, or DECLINE. */
type FieldRead = (value: unknown) => unknown;

/** The schema inside `optional` / `nullable` / `catch`, the wrappers `readsAsIs` looks through. */
function unwrapped(field: z.ZodType): z.ZodType {
  let schema = field;
  for (;;) {
    const def = schema._zod.def as { type: string; innerType?: z.ZodType };
    if ((def.type === "optional" || def.type === "nullable" || def.type === "catch") && def.innerType) schema = def.innerType;
    else return schema;
  }
}

/**
 * How a field that does not read as it is gets zod's output from a value ajv accepted: a plain
 * object (zod's default, unknown keys dropped) by its own generated build, a transform of a field
 * that reads as it is (a function of the value alone) by calling it, anything else by its zod
 * schema. A null reached here is one the wrappers let through, which zod returns as it is.
 */
function fieldRead(field: z.ZodType): FieldRead {
  const inner = unwrapped(field);
  const def = inner._zod.def as {
    type: string;
    catchall?: unknown;
    in?: z.ZodType;
    out?: z.ZodType;
  };
  if (def.type === "object" && def.catchall === undefined) {
    const build = compileBuild(inner as z.ZodObject);
    return (value) => (value === null ? null : build(value as RawObject));
  }
  const transform = def.type === "pipe" && def.out && (def.out._zod.def as { type: string; transform?: unknown });
  if (transform && transform.type === "transform" && def.in && readsAsIs(def.in)) {
    const fn = transform.transform as (value: unknown) => unknown;
    // A transform that takes zod's context may add issues; and an async one zod refuses: both stay zod's.
    if (fn.length <= 1 && fn.constructor.name !== "AsyncFunction") {
      return (value) => {
        if (value === null) return null;
        const out = fn(value);
        return out instanceof Promise ? DECLINE : out;
      };
    }
  }
  return (value) => {
    const r = field.safeParse(value);
    return r.success ? r.data : DECLINE;
  };
}

type Build = (raw: RawObject) => RawObject | typeof DECLINE;

/**
 * `function Output(<params>) { <body> }`, with `Object.prototype` as its prototype (its objects
 * are plain ones, as zod's are), and `make`, the function that returns its objects, both as
 * source; evaluated with `names` bound to `values`.
 */
function generated<F>(names: string[], values: unknown[], params: string, body: string, make: string): F {
  const source = `function Output(${params}) { ${body} } Output.prototype = Object.prototype; return ${make};`;
  return new Function(...names, source)(...values) as F;
}

/**
 * The output object, built by generated code that names each key, in a generated constructor:
 * V8 sizes an object made by `new` for the keys its constructor assigns, where one filled from
 * `{}` outgrows its property store again and again (a copy each time), and an object filled by a
 * loop (`out[key] = …`) turns into a slow dictionary-mode object past a dozen keys, which every
 * later read of it (the resolvers, the serialisers) pays for. Keys are the schema's own, in its
 * order; absent keys stay absent, as in zod's output.
 */
function compileBuild(schema: z.ZodObject): Build {
  const shape = schema.shape as Record<string, z.ZodType>;
  const reads = Object.keys(shape).map((key) => (readsAsIs(shape[key]!) ? undefined : fieldRead(shape[key]!)));
  const lines = Object.keys(shape).map((key, i) => {
    const k = JSON.stringify(key);
    return reads[i]
      ? `if (${k} in raw) { const v = reads[${i}](raw[${k}]); if (v === DECLINE) throw DECLINE; this[${k}] = v; }`
      : `if (${k} in raw) this[${k}] = raw[${k}];`;
  });
  const make = "(raw) => { try { return new Output(raw); } catch (err) { if (err === DECLINE) return DECLINE; throw err; } }";
  return generated(["reads", "DECLINE"], [reads, DECLINE], "raw", lines.join(" "), make);
}

/**
 * A function that makes a new object holding the `keys` that `from` has (by generated code that
 * names each key, in a constructor: see compileBuild), then `then`'s keys in that order with the
 * values it is given after `from`: for records assembled from a parsed one.
 */
export function compileCopy(
  keys: readonly string[],
  then: readonly string[],
): (from: RawObject, ...values: unknown[]) => RawObject {
  const copied = keys.map((key) => {
    const k = JSON.stringify(key);
    return `if (${k} in from) this[${k}] = from[${k}];`;
  });
  const params = ["from", ...then.map((_, i) => `v${i}`)].join(", ");
  const assigned = then.map((key, i) => `this[${JSON.stringify(key)}] = v${i};`);
  return generated([], [], params, [...copied, ...assigned].join(" "), `(${params}) => new Output(${params})`);
}
