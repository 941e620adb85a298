import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { Redis } from "ioredis";
import { expect, inject, it } from "vitest";

const run = promisify(execFile);

it("a test run removes the Redis keys its tests wrote when it ends, and no one else's", async () => {
  const redis = new Redis(inject("redisUrl"));
  const bystander = `other-run:${process.pid}:${Date.now()}`;
  await redis.set(bystander, "kept", "EX", 60);
  const out = join(mkdtempSync(join(tmpdir(), "run-keys-")), "keys.json");

  await run("npx", ["vitest", "run", "--config", "test/scripts/fixtures/leaves-redis-keys.vitest.config.ts"], {
    env: { ...process.env, KEYS_OUT: out, REDIS_URL: inject("redisUrl") },
  });

  const written = JSON.parse(readFileSync(out, "utf8")) as string[];
  expect(written).toHaveLength(2);
  expect(await redis.exists(...written)).toBe(0);
  expect(await redis.get(bystander)).toBe("kept");
  await redis.del(bystander);
  redis.disconnect();
}, 90_000);
