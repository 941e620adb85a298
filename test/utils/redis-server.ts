import { spawn, type ChildProcess } from "node:child_process";
import { onDispose } from "./disposers.js";
import { pollUntil } from "./sandbox.js";
import { freePort, redisAnswers } from "./net.js";

/** A `redis-server` owned by one test file, which the test may kill and start again on the same port. */
export interface OwnedRedis {
  url: string;
  /** SIGKILLs the server (no goodbye to clients) and waits for it to exit. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: no persistence) and waits until it answers. */
  start(): Promise<void>;
}

/** Starts a private `redis-server` on a free port; it is killed after the file's tests. */
export async function startOwnedRedis(): Promise<OwnedRedis> {
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}/0`;
  let child: ChildProcess | undefined;

  const handle: OwnedRedis = {
    url,
    async start() {
      child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
        stdio: "ignore",
      });
      await pollUntil(async () => ((await redisAnswers(url)) ? true : undefined), 5000, 50);
    },
    async kill() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null) return;
      const exited = new Promise((resolve) => running.once("exit", resolve));
      running.kill("SIGKILL");
      await exited;
    },
  };
  onDispose(() => handle.kill());
  await handle.start();
  return handle;
}
