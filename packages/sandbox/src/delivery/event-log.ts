import type { EventEnvelope } from "../domain/types.js";

/** One page of GET /webhook/user-events-cursor. */
export interface EventPage {
  items: EventEnvelope[];
  nextPageToken: string | null;
}

/** Every event the sandbox emitted, per project, in emission order. */
export interface EventLog {
  append(projectId: string, envelope: EventEnvelope): void;
  /**
   * Events with `ts > sinceTimestamp`, oldest first. `after` is the position decoded from a
   * page token: the page starts after it.
   */
  page(projectId: string, sinceTimestamp: number, pageSize: number, after: number): EventPage;
  /** Every event with `ts > sinceTimestamp`, oldest first. */
  since(projectId: string, sinceTimestamp: number): EventEnvelope[];
}

/** Page tokens are opaque to clients: base64url of the position of the last event returned. */
export const encodePageToken = (position: number): string => Buffer.from(`p:${position}`, "utf8").toString("base64url");

/** The position in a page token, or undefined when the token was not minted by this sandbox. */
export function decodePageToken(token: string): number | undefined {
  const match = /^p:(\d{1,15})$/.exec(Buffer.from(token, "base64url").toString("utf8"));
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

export function createEventLog(): EventLog {
  const byProject = new Map<string, EventEnvelope[]>();
  return {
    append(projectId, envelope) {
      const list = byProject.get(projectId) ?? [];
      list.push(envelope);
      byProject.set(projectId, list);
    },
    page(projectId, sinceTimestamp, pageSize, after) {
      const list = byProject.get(projectId) ?? [];
      const items: EventEnvelope[] = [];
      let position = after;
      let more = false;
      for (let i = after; i < list.length; i++) {
        const envelope = list[i];
        if (!envelope || envelope.ts <= sinceTimestamp) continue;
        if (items.length === pageSize) {
          more = true;
          break;
        }
        items.push(envelope);
        position = i + 1;
      }
      return { items, nextPageToken: more ? encodePageToken(position) : null };
    },
    since: (projectId, sinceTimestamp) => (byProject.get(projectId) ?? []).filter((e) => e.ts > sinceTimestamp),
  };
}
