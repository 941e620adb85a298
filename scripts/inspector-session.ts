import { createWriteStream } from "node:fs";
import WebSocket from "ws";

/** A DevTools-protocol session with a node process started with `--inspect=host:port`. */
export interface InspectorSession {
  /** Runs a full garbage collection (twice: the first frees what finalizers then release). */
  collectGarbage(): Promise<void>;
  /** The process's `process.memoryUsage()`. */
  memoryUsage(): Promise<NodeJS.MemoryUsage>;
  /** Writes a heap snapshot (which collects garbage first) to `path`. */
  writeHeapSnapshot(path: string): Promise<void>;
  /**
   * Starts V8's sampling heap profiler: from here on, about one allocation per `intervalBytes` is
   * recorded with its stack; with `collected`, also those the garbage collector frees later (what
   * is allocated, not only what stays). `collected` per kind: `{ minor: false, major: true }` keeps
   * what outlived the young generation (promoted), freed later or not.
   */
  startSampling(intervalBytes: number, collected?: boolean | { minor: boolean; major: boolean }): Promise<void>;
  /** The sampled allocations still alive now (after a full GC; all of them with `collected`), by stack; stops the sampling. */
  stopSampling(): Promise<SamplingHeapProfile>;
  /** Starts V8's CPU profiler (a sample every `intervalUs`). */
  startProfiling(intervalUs: number): Promise<void>;
  stopProfiling(): Promise<CpuProfile>;
  close(): void;
}

/** `Profiler.stop`'s profile: call-tree nodes and the samples that landed in each. */
export interface CpuProfile {
  nodes: { id: number; callFrame: SamplingHeapProfileNode["callFrame"]; hitCount?: number; children?: number[] }[];
  startTime: number;
  endTime: number;
}

/** A node of `HeapProfiler.getSamplingProfile`'s tree: a stack frame and the live bytes allocated right there. */
export interface SamplingHeapProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  selfSize: number;
  children: SamplingHeapProfileNode[];
}

export interface SamplingHeapProfile {
  head: SamplingHeapProfileNode;
}

/** Connects to the inspector listening on `port` (its first target: the main thread). */
export async function connectInspector(port: number): Promise<InspectorSession> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { webSocketDebuggerUrl: string }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl, { perMessageDeflate: false, maxPayload: 2 ** 30 });
  await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
  let nextId = 0;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, (params: Record<string, unknown>) => void>();
  socket.on("message", (data: Buffer) => {
    const message = JSON.parse(data.toString("utf8")) as {
      id?: number;
      method?: string;
      params?: Record<string, unknown>;
      result?: unknown;
      error?: { message: string };
    };
    if (message.id === undefined) return void listeners.get(message.method!)?.(message.params!);
    const waiter = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiter?.reject(new Error(message.error.message));
    else waiter?.resolve(message.result);
  });
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { resolve, reject });
      socket.send(JSON.stringify({ id, method, params }));
    });

  return {
    async collectGarbage() {
      await call("HeapProfiler.collectGarbage");
      await call("HeapProfiler.collectGarbage");
    },
    async memoryUsage() {
      const { result } = (await call("Runtime.evaluate", {
        expression: "JSON.stringify(process.memoryUsage())",
        returnByValue: true,
      })) as { result: { value: string } };
      return JSON.parse(result.value) as NodeJS.MemoryUsage;
    },
    async writeHeapSnapshot(path) {
      const file = createWriteStream(path);
      listeners.set("HeapProfiler.addHeapSnapshotChunk", (params) => file.write(params.chunk as string));
      try {
        await call("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
      } finally {
        listeners.delete("HeapProfiler.addHeapSnapshotChunk");
        await new Promise((resolve) => file.end(resolve));
      }
    },
    async startSampling(intervalBytes, collected = false) {
      await call("HeapProfiler.startSampling", {
        samplingInterval: intervalBytes,
        includeObjectsCollectedByMajorGC: typeof collected === "boolean" ? collected : collected.major,
        includeObjectsCollectedByMinorGC: typeof collected === "boolean" ? collected : collected.minor,
      });
    },
    async stopSampling() {
      await call("HeapProfiler.collectGarbage");
      const { profile } = (await call("HeapProfiler.stopSampling")) as { profile: SamplingHeapProfile };
      return profile;
    },
    async startProfiling(intervalUs) {
      await call("Profiler.enable");
      await call("Profiler.setSamplingInterval", { interval: intervalUs });
      await call("Profiler.start");
    },
    async stopProfiling() {
      const { profile } = (await call("Profiler.stop")) as { profile: CpuProfile };
      return profile;
    },
    close: () => socket.close(),
  };
}
