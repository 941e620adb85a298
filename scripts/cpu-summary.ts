import type { CpuProfile } from "./inspector-session.js";

const ROOT = new URL("..", import.meta.url).href;

/** `function file:line`, the file relative to the repository (or to node_modules). */
function frameName(frame: CpuProfile["nodes"][number]["callFrame"]): string {
  const file = frame.url.startsWith(ROOT) ? frame.url.slice(ROOT.length) : frame.url.replace(/^.*\/node_modules\//, "");
  return `${frame.functionName || "(anonymous)"} ${file || "(native)"}:${frame.lineNumber + 1}`;
}

/** A CPU profile's samples by function (self time), as shares of all samples, largest first. */
export function summarizeCpu(profile: CpuProfile): { frame: string; share: number }[] {
  const byFrame = new Map<string, number>();
  let total = 0;
  for (const node of profile.nodes) {
    const hits = node.hitCount ?? 0;
    total += hits;
    const name = frameName(node.callFrame);
    byFrame.set(name, (byFrame.get(name) ?? 0) + hits);
  }
  return [...byFrame].map(([frame, hits]) => ({ frame, share: hits / Math.max(1, total) })).sort((a, b) => b.share - a.share);
}
