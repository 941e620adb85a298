import { spawn } from "node:child_process";
import { Redis } from "ioredis";
import { startRedis } from "./processes.js";

/**
 * `npx tsx bench/shard-capacity.ts`: what one Redis shard (one single-threaded redis-server)
 * takes, for docs/scaling.md: SPUBLISH of an event-sized message to a channel with three
 * subscribers (one per gateway instance), XADD of the history, and memory per sharded channel
 * subscription. Runs a private redis-server on a free port; never touches a shared Redis.
 */
const server = await startRedis();
const { url, port } = server;
const admin = new Redis(url);
try {
  const payload = "x".repeat(1500); // a relayed BRIDGE_* event with its record is ~1-2 KB of JSON
  const subscribers = [0, 1, 2].map(() => new Redis(url));
  let received = 0;
  for (const s of subscribers) {
    s.on("smessage", () => received++);
    await s.ssubscribe("bench:events:withdrawTxHash:0xabc");
  }
  // Asynchronously: the subscribers in this process must keep reading while it runs.
  const bench = (args: string[]) =>
    new Promise<string>((resolve) => {
      const child = spawn("redis-benchmark", [
        "-h",
        "127.0.0.1",
        "-p",
        String(port),
        "-c",
        "50",
        "-n",
        "100000",
        "--csv",
        ...args,
      ]);
      let out = "";
      child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
      child.once("exit", () => {
        const row = out.trim().split("\n").at(-1)?.split(",") ?? [];
        resolve(`${Number(JSON.parse(row[1] ?? '"0"')).toFixed(0)} per second, p50 ${JSON.parse(row[5] ?? '"?"')} ms`);
      });
    });
  console.log("SPUBLISH 1.5 KB to 3 subscribers:", await bench(["SPUBLISH", "bench:events:withdrawTxHash:0xabc", payload]));
  console.log("XADD MAXLEN 100 1.5 KB:", await bench(["XADD", "bench:history:t", "MAXLEN", "100", "*", "event", payload]));
  console.log("messages received by the 3 subscribers:", received);
  await Promise.all(subscribers.map((s) => s.quit()));

  const before = Number(/used_memory:(\d+)/.exec(await admin.info("memory"))![1]);
  const holder = new Redis(url);
  const channels = Array.from({ length: 10_000 }, (_, i) => `bench:events:transaction:q-${i}`);
  for (let i = 0; i < channels.length; i += 500) await holder.ssubscribe(...channels.slice(i, i + 500));
  const after = Number(/used_memory:(\d+)/.exec(await admin.info("memory"))![1]);
  console.log("memory per sharded channel subscription:", ((after - before) / channels.length).toFixed(0), "bytes");
  holder.disconnect();
} finally {
  admin.disconnect();
  await server.stop();
}
