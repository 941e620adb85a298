import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse, parseAllDocuments } from "yaml";
import { loadConfig } from "../../src/config.js";
import { loadSandboxConfig } from "../../packages/sandbox/src/config.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";

// The container files (Dockerfile, compose.yaml, deploy/k8s/) against the code they run: a
// renamed variable, route or flag breaks a deployment without failing anything else.
// scripts/container-check.sh builds and runs the image itself (docs/deploy.md).

const ROOT = join(import.meta.dirname, "../..");
const read = (path: string) => readFileSync(join(ROOT, path), "utf8");

/** The variable names of the `envSchema = z.object({ ... })` block of a config module. */
function envVariables(path: string): string[] {
  const block = /const envSchema = z\.object\(\{([\s\S]*?)\n\}\);/.exec(read(path))?.[1];
  if (!block) throw new Error(`no envSchema block in ${path}`);
  return [...block.matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map((m) => m[1]!);
}
const GATEWAY_VARIABLES = envVariables("src/config.ts");
const SANDBOX_VARIABLES = envVariables("packages/sandbox/src/config.ts");

/** Compose's `${NAME:-default}` with nothing set in the environment: the default. */
const withDefaults = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).map(([k, v]) => [k, String(v).replace(/\$\{[A-Z_]+:-([^}]*)\}/g, "$1")]));

interface ComposeService {
  environment: Record<string, string>;
  healthcheck: { test: string };
  stop_grace_period?: string;
  command?: string[];
}
const compose = parse(read("compose.yaml"), { merge: true }) as { services: Record<string, ComposeService> };
const gatewayServices = Object.entries(compose.services).filter(([name]) => name.startsWith("gateway"));
const sandboxEnv = withDefaults(compose.services["sandbox"]!.environment);

interface Probe {
  httpGet: { path: string; port: string };
}
interface Container {
  ports: { containerPort: number }[];
  envFrom: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  livenessProbe: Probe;
  readinessProbe: Probe;
  startupProbe: Probe;
  lifecycle: { preStop: { exec: { command: string[] } } };
}
interface Manifest {
  kind: string;
  metadata: { name: string };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  spec: {
    selector: { matchLabels?: Record<string, string> } & Record<string, unknown>;
    template: {
      metadata: { labels: Record<string, string> };
      spec: { terminationGracePeriodSeconds: number; containers: Container[] };
    };
  };
}
// The applied resources, and the example of the Secret they read (created from a secret store).
const resources = [...(parse(read("deploy/k8s/kustomization.yaml")) as { resources: string[] }).resources, "secret.example.yaml"];
const manifests = resources.flatMap((file) => parseAllDocuments(read(`deploy/k8s/${file}`)).map((doc) => doc.toJS() as Manifest));
const kind = (name: string) => manifests.find((m) => m.kind === name)!;
const k8sEnv = { ...kind("ConfigMap").data, ...kind("Secret").stringData };
const template = kind("Deployment").spec.template;
const container = template.spec.containers[0]!;

const dockerfile = read("Dockerfile");
/** The CMD of the runtime stage and of its HEALTHCHECK (exec form, on the instruction's last line). */
const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
const healthcheck = JSON.parse(/^HEALTHCHECK .*\\\n\s+CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];

describe("compose.yaml", () => {
  it.each(gatewayServices)("gives %s only variables the gateway reads, and a valid configuration", (_name, service) => {
    const env = withDefaults(service.environment);
    expect(Object.keys(env).filter((v) => !GATEWAY_VARIABLES.includes(v))).toEqual([]);
    const config = loadConfig(env);
    expect(config.redisUrl).toBe("redis://redis:6379/0");
    expect(config.bridgeApiUrl).toBe(`http://sandbox:${sandboxEnv["SANDBOX_PORT"]}`);
    expect(loadSandboxConfig(sandboxEnv).apiKeys.map((k) => k.key)).toContain(config.bridgeApiKey);
  });

  it("runs the sandbox reachable from the other containers, on a valid configuration", () => {
    expect(Object.keys(sandboxEnv).filter((v) => !SANDBOX_VARIABLES.includes(v))).toEqual([]);
    expect(loadSandboxConfig(sandboxEnv).host).toBe("0.0.0.0");
    expect(compose.services["sandbox"]!.command).toEqual(["node", "packages/sandbox/dist/main.js"]);
  });

  it("gives every gateway longer to stop than its drain takes", () => {
    for (const [, service] of gatewayServices) {
      const drainMs = loadConfig(withDefaults(service.environment)).shutdownTimeoutMs;
      expect(Number.parseInt(service.stop_grace_period!, 10) * 1000).toBeGreaterThan(drainMs);
    }
  });
});

describe("deploy/k8s", () => {
  it("configures the pods with only variables the gateway reads, and a valid configuration", () => {
    expect(Object.keys(k8sEnv).filter((v) => !GATEWAY_VARIABLES.includes(v))).toEqual([]);
    expect(loadConfig(k8sEnv).redisUrl).toBeDefined();
    expect(container.envFrom).toEqual([
      { configMapRef: { name: kind("ConfigMap").metadata.name } },
      { secretRef: { name: kind("Secret").metadata.name } },
    ]);
  });

  it("lets the preStop pause and the drain finish before the grace period ends", () => {
    const pauseS = Number(container.lifecycle.preStop.exec.command.at(-1));
    const drainS = loadConfig(k8sEnv).shutdownTimeoutMs / 1000;
    expect(template.spec.terminationGracePeriodSeconds).toBeGreaterThan(pauseS + drainS);
  });

  it("selects its pods with the Service and the PodDisruptionBudget, on the port the gateway listens on", () => {
    const labels = template.metadata.labels;
    expect(kind("Deployment").spec.selector.matchLabels).toEqual(labels);
    expect(kind("Service").spec.selector).toEqual(labels);
    expect(kind("PodDisruptionBudget").spec.selector.matchLabels).toEqual(labels);
    expect(container.ports[0]!.containerPort).toBe(loadConfig({}).port);
  });
});

describe("the Dockerfile", () => {
  it("runs the bundle with the start script's Node flags", () => {
    const start = (JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts["start"]!;
    const flags = start.split(" ").filter((word) => word.startsWith("--"));
    expect(cmd).toEqual(["node", ...flags, "dist/main.js"]);
  });
});

describe("the probes of the image, compose.yaml and the Deployment", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway();
  });
  afterAll(() => gw.stop());

  /** The path of the first `http://127.0.0.1:<port>/...` URL in a health check command. */
  const pathIn = (command: string) => /http:\/\/127\.0\.0\.1:[^/]+(\/[a-z/]+)/.exec(command)![1]!;

  it.each([
    ["the image's HEALTHCHECK", pathIn(healthcheck.join(" "))],
    ["compose's gateway health check", pathIn(gatewayServices[0]![1].healthcheck.test)],
    ["the liveness probe", container.livenessProbe.httpGet.path],
    ["the readiness probe", container.readinessProbe.httpGet.path],
    ["the startup probe", container.startupProbe.httpGet.path],
  ])("answers %s (%s) with 200 on a healthy gateway", async (_probe, path) => {
    expect(path).toMatch(/^\/(healthz|readyz)$/);
    const res = await fetch(`${gw.url}${path}`);
    expect(res.status).toBe(200);
  });

  it("keeps liveness off /readyz, which fails for every pod at once during an upstream outage", () => {
    expect(container.livenessProbe.httpGet.path).toBe("/healthz");
    expect(pathIn(healthcheck.join(" "))).toBe("/healthz");
  });
});
