import { topic, type Topic } from "../events/envelope.js";

/**
 * How long the result of one operation stays true, gathered from what it read: the shortest
 * lifetime of its reads (each as long as the shared cache may keep that read), and the event
 * topics of the transfers in it, whose events end it early. A read that may not be cached, a
 * failed read, or a write ends it at once (`ms` 0).
 */
export class ResultLifetime {
  ms = Number.POSITIVE_INFINITY;
  readonly topics = new Set<Topic>();

  /** A read that stays true for `ms` (0: not at all). */
  keep(ms: number, value?: unknown): void {
    if (ms < this.ms) this.ms = ms;
    if (ms > 0 && value !== undefined) for (const t of transferTopics(value)) this.topics.add(t);
  }

  end(): void {
    this.ms = 0;
  }
}

/** The topics of the transfers in a read's value: one record or a list of records (`items`). */
function transferTopics(value: unknown): Topic[] {
  if (typeof value !== "object" || value === null) return [];
  const items = (value as { items?: unknown }).items;
  if (Array.isArray(items)) return items.flatMap(transferTopics);
  const record = value as { id?: unknown; depositTxHash?: unknown; withdrawTxHash?: unknown };
  const topics: Topic[] = [];
  if (typeof record.id === "string") topics.push(topic("transaction", record.id));
  if (typeof record.depositTxHash === "string") topics.push(topic("depositTxHash", record.depositTxHash));
  if (typeof record.withdrawTxHash === "string") topics.push(topic("withdrawTxHash", record.withdrawTxHash));
  return topics;
}
