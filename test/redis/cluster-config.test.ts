import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config.js";

describe("Redis Cluster configuration", () => {
  it("reads REDIS_CLUSTER_NODES as seed nodes, IPv6 included, and leaves redisUrl unset", () => {
    const config = loadConfig({ REDIS_CLUSTER_NODES: "10.0.0.1:7000, redis-b:7001,[::1]:7002" });
    expect(config.redisCluster).toEqual({
      nodes: [
        { host: "10.0.0.1", port: 7000 },
        { host: "redis-b", port: 7001 },
        { host: "::1", port: 7002 },
      ],
      tls: false,
    });
    expect(config.redisUrl).toBeUndefined();
  });

  it("reads a redis+cluster:// REDIS_URL with credentials, and rediss+cluster:// as TLS", () => {
    const config = loadConfig({ REDIS_URL: "rediss+cluster://gw:p%40ss:word@a:6379,b:6380/" });
    expect(config.redisCluster).toEqual({
      nodes: [
        { host: "a", port: 6379 },
        { host: "b", port: 6380 },
      ],
      username: "gw",
      password: "p@ss:word",
      tls: true,
    });
    expect(config.redisUrl).toBeUndefined();
  });

  it("keeps a plain REDIS_URL a single Redis", () => {
    const config = loadConfig({ REDIS_URL: "redis://127.0.0.1:6379/0" });
    expect(config.redisUrl).toBe("redis://127.0.0.1:6379/0");
    expect(config.redisCluster).toBeUndefined();
  });

  it.each([
    [{ REDIS_CLUSTER_NODES: "a:7000,b" }, "REDIS_CLUSTER_NODES"],
    [{ REDIS_CLUSTER_NODES: "a:70000" }, "REDIS_CLUSTER_NODES"],
    [{ REDIS_URL: "redis+cluster://" }, "REDIS_URL"],
    [{ REDIS_URL: "http://a:1" }, "REDIS_URL"],
    [{ REDIS_URL: "redis://a:1", REDIS_CLUSTER_NODES: "b:2" }, "REDIS_CLUSTER_NODES"],
  ])("refuses %j, naming %s", (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });
});
