import type { ChainableCommander } from "ioredis";
import { isClusterClient, type RedisClient } from "./cluster.js";

/** Queues the commands of one item (keys that share a slot) on a transaction; `arg` is what every item shares. */
export type QueueWrites<TItem, TArg> = (transaction: ChainableCommander, item: TItem, arg: TArg) => void;

/** Writes the commands of every item; see {@link multiWriter}. */
export type MultiWrite<TItem, TArg> = (items: readonly TItem[], arg: TArg) => Promise<void>;

/**
 * Runs a MULTI transaction.
 * @throws the first failed command's error, or when Redis discarded the transaction.
 */
async function execTransaction(transaction: ChainableCommander, what: string): Promise<void> {
  const results = await transaction.exec();
  if (results === null) throw new Error(`Redis discarded the ${what} transaction`);
  for (const [error] of results) if (error) throw error;
}

/**
 * A write of many items, as atomic as the topology allows: on one Redis, one MULTI for all
 * items (all or none); on a Cluster, one MULTI per item, in parallel, because a MULTI cannot span
 * slots. A caller that needs all-or-none across items must survive a partial write there (e.g.
 * retry, and read a repeated write once).
 * @param what names the transaction in the error Redis discarding it throws.
 */
export function multiWriter<TItem, TArg>(
  client: RedisClient,
  what: string,
  queue: QueueWrites<TItem, TArg>,
): MultiWrite<TItem, TArg> {
  if (isClusterClient(client)) {
    const writeOne = (item: TItem, arg: TArg): Promise<void> => {
      const transaction = client.multi();
      queue(transaction, item, arg);
      return execTransaction(transaction, what);
    };
    return async (items, arg) => {
      await Promise.all(items.map((item) => writeOne(item, arg)));
    };
  }
  return async (items, arg) => {
    const transaction = client.multi();
    for (const item of items) queue(transaction, item, arg);
    await execTransaction(transaction, what);
  };
}

/**
 * Deletes many keys: on one Redis one DEL of them all (one command, one write: a connection
 * without auto pipelining sends each command on its own); on a Cluster one DEL per key, in
 * parallel, because a command cannot span slots.
 */
export function multiDeleter(client: RedisClient): (keys: readonly string[]) => Promise<unknown> {
  if (isClusterClient(client)) return (keys) => Promise.all(keys.map((key) => client.del(key)));
  return (keys) => client.del(...keys);
}
