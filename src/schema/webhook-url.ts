import { isIP } from "node:net";
import { InvalidInput } from "../upstream/errors.js";

/**
 * Which hosts a caller's `webhookUrl` may name. The upstream posts every event of the transfer
 * there; in sandbox mode that upstream is the sandbox in this process, so a URL naming a cloud
 * metadata address (169.254.169.254) or a private host would have the gateway's own machine post
 * to it.
 */
export interface WebhookUrlPolicy {
  /** Hosts allowed besides loopback and `own` (`WEBHOOK_URL_ALLOWED_HOSTS`), or `any`. */
  allowed: readonly string[] | "any";
  /** The gateway's own hosts (`PUBLIC_URL`'s, `HOST` unless a wildcard). */
  own: readonly string[];
}

/** IPv4 of an IPv4-mapped IPv6 literal (`::ffff:a9fe:a9fe`, as the URL parser writes it), else the address. */
function unmapped(ip: string): string {
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(ip);
  if (!hex) return ip.replace(/^::ffff:/, "");
  const [a, b] = [Number.parseInt(hex[1]!, 16), Number.parseInt(hex[2]!, 16)];
  return `${a >> 8}.${a & 255}.${b >> 8}.${b & 255}`;
}

const isLoopback = (host: string) =>
  host === "localhost" || host.endsWith(".localhost") || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));

/** Link-local (where clouds serve instance metadata) or a metadata host name: never a webhook. */
const isMetadata = (host: string) =>
  host.startsWith("169.254.") ||
  /^fe[89ab][0-9a-f]:/.test(host) ||
  host === "fd00:ec2::254" ||
  host === "100.100.100.200" ||
  host === "metadata.google.internal";

/** Why `url` may not be a webhook URL under `policy`, or undefined when it may. */
export function webhookUrlProblem(url: string, policy: WebhookUrlPolicy): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "must be an http(s) URL";
  }
  const host = unmapped(parsed.hostname.replace(/^\[|\]$/g, "").toLowerCase());
  if (policy.allowed !== "any" && policy.allowed.includes(host)) return undefined;
  if (isMetadata(host)) return `must not name a link-local or cloud metadata host (${host})`;
  if (policy.allowed === "any" || isLoopback(host) || policy.own.includes(host)) return undefined;
  return `must point at this gateway or a loopback host, not ${host} (WEBHOOK_URL_ALLOWED_HOSTS names other hosts)`;
}

/** @throws InvalidInput at `path` when the caller's `webhookUrl` names a host the policy refuses. */
export function checkWebhookUrl(url: string | null | undefined, policy: WebhookUrlPolicy, path: string[]): void {
  if (url == null) return;
  const problem = webhookUrlProblem(url, policy);
  if (problem) throw new InvalidInput([{ path, message: `webhookUrl ${problem}` }]);
}
