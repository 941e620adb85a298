import type { SamplingHeapProfile, SamplingHeapProfileNode } from "./inspector-session.js";

/** Live bytes attributed to one place in the code. */
export interface AllocationSite {
  site: string;
  bytes: number;
}

const ROOT = new URL("..", import.meta.url).href;

/** `function file:line`, the file relative to the repository. */
function siteOf(frame: SamplingHeapProfileNode["callFrame"]): string {
  const file = frame.url.startsWith(ROOT) ? frame.url.slice(ROOT.length) : frame.url.replace(/^.*\/node_modules\//, "");
  return `${frame.functionName || "(anonymous)"} ${file || "(native)"}:${frame.lineNumber + 1}`;
}

const isOwnCode = (url: string) => url.startsWith(`${ROOT}src/`);

/**
 * Sums a sampling heap profile's live bytes two ways: by the frame that allocated (the innermost
 * one), and by the innermost frame of the gateway's own code (`src/`) on the stack, which says
 * which of its mechanisms made a dependency allocate.
 */
export function summarizeAllocations(profile: SamplingHeapProfile): {
  bySite: AllocationSite[];
  byOwnCode: AllocationSite[];
  byPair: AllocationSite[];
} {
  const bySite = new Map<string, number>();
  const byOwnCode = new Map<string, number>();
  const byPair = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, bytes: number) => map.set(key, (map.get(key) ?? 0) + bytes);
  const visit = (node: SamplingHeapProfileNode, own: string) => {
    const here = isOwnCode(node.callFrame.url) ? siteOf(node.callFrame) : own;
    if (node.selfSize > 0) {
      add(bySite, siteOf(node.callFrame), node.selfSize);
      add(byOwnCode, here, node.selfSize);
      add(byPair, `${here} -> ${siteOf(node.callFrame)}`, node.selfSize);
    }
    for (const child of node.children) visit(child, here);
  };
  visit(profile.head, "(no gateway frame)");
  const sorted = (map: Map<string, number>) =>
    [...map].map(([site, bytes]) => ({ site, bytes })).sort((a, b) => b.bytes - a.bytes);
  return { bySite: sorted(bySite), byOwnCode: sorted(byOwnCode), byPair: sorted(byPair) };
}
