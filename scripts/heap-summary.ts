import { readFileSync } from "node:fs";

/** Live objects of one kind in a heap snapshot: how many, and their own (shallow) bytes. */
export interface HeapGroup {
  count: number;
  selfBytes: number;
}

/** Node types whose snapshot name is their content (a string's text, a number's value): grouped by type alone. */
const BY_TYPE_ONLY = new Set(["string", "concatenated string", "sliced string", "number", "heap number", "bigint", "symbol"]);

/** Index of the first byte of `"key":[` in `buffer` (after the brackets), from `from` on. */
function arrayStart(buffer: Buffer, key: string, from = 0): number {
  const at = buffer.indexOf(`"${key}":[`, from);
  if (at < 0) throw new Error(`heap snapshot without "${key}"`);
  return at + key.length + 4;
}

/** The non-negative integers of a JSON array of numbers starting at `start`, without building a string of them. */
function readIntegers(buffer: Buffer, start: number, count: number): Uint32Array {
  const out = new Uint32Array(count);
  let n = 0;
  let value = 0;
  let inNumber = false;
  for (let i = start; n < count; i++) {
    const c = buffer[i]!;
    if (c >= 48 && c <= 57) {
      value = value * 10 + (c - 48);
      inNumber = true;
    } else if (inNumber) {
      out[n++] = value;
      value = 0;
      inNumber = false;
      if (c === 93) break;
    } else if (c === 93) break;
  }
  return out;
}

/**
 * Counts the live objects of a V8 heap snapshot (`.heapsnapshot`, as DevTools or
 * `HeapProfiler.takeHeapSnapshot` write it) by constructor, as DevTools' Summary view groups
 * them: objects by constructor name, closures by function name, V8's internals by their
 * `(system)` names, strings and numbers by type. The file is read as bytes, so a snapshot larger
 * than V8's longest string still parses.
 */
export function summarizeHeapSnapshot(path: string): Map<string, HeapGroup> {
  const buffer = readFileSync(path);
  const head = buffer.subarray(0, buffer.indexOf('"nodes":[')).toString("utf8");
  const meta = JSON.parse(`${head.replace(/,\s*$/, "")}}`) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] }; node_count: number };
  };
  const fields = meta.snapshot.meta.node_fields;
  const width = fields.length;
  const typeAt = fields.indexOf("type");
  const nameAt = fields.indexOf("name");
  const sizeAt = fields.indexOf("self_size");
  const types = meta.snapshot.meta.node_types[0];
  const nodes = readIntegers(buffer, arrayStart(buffer, "nodes"), meta.snapshot.node_count * width);
  const stringsAt = buffer.lastIndexOf('"strings":[');
  const strings = JSON.parse(buffer.subarray(stringsAt + 10, buffer.lastIndexOf("]") + 1).toString("utf8")) as string[];

  const groups = new Map<string, HeapGroup>();
  for (let i = 0; i < nodes.length; i += width) {
    const type = types[nodes[i + typeAt]!]!;
    const key = BY_TYPE_ONLY.has(type) ? `(${type})` : `${type}: ${strings[nodes[i + nameAt]!]!.slice(0, 60)}`;
    const group = groups.get(key) ?? { count: 0, selfBytes: 0 };
    group.count++;
    group.selfBytes += nodes[i + sizeAt]!;
    groups.set(key, group);
  }
  return groups;
}

/** One row of {@link diffHeapSummaries}: what one subscriber (or other unit) adds of a group. */
export interface HeapDelta {
  group: string;
  countPerUnit: number;
  bytesPerUnit: number;
}

/** What `after` holds beyond `before`, per unit (`units` subscribers opened between them), largest first. */
export function diffHeapSummaries(before: Map<string, HeapGroup>, after: Map<string, HeapGroup>, units: number): HeapDelta[] {
  const rows: HeapDelta[] = [];
  for (const [group, a] of after) {
    const b = before.get(group) ?? { count: 0, selfBytes: 0 };
    rows.push({ group, countPerUnit: (a.count - b.count) / units, bytesPerUnit: (a.selfBytes - b.selfBytes) / units });
  }
  return rows.sort((x, y) => y.bytesPerUnit - x.bytesPerUnit);
}
