/* global process */
// Preloaded into the gateway by bench/soak.ts (`node --import`): answers the parent's IPC
// "sample" message with the process's memory after a full garbage collection.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc");
process.on("message", (message) => {
  if (message !== "sample") return;
  gc();
  const { rss, heapUsed, external } = process.memoryUsage();
  process.send?.({ rss, heapUsed, external });
});
// The IPC channel must not keep the gateway alive on its own.
process.channel?.unref();
