import { z } from "zod";
import type { GatewayContext } from "./context.js";
import { InvalidInput } from "../upstream/errors.js";
import type { Transaction as TransactionShape, UnreadableRecord as UnreadableShape } from "../upstream/wire/transaction.js";
import { builder } from "./builder.js";
import { optional } from "./fields.js";
import type { CursorPosition } from "./cursor.js";
import { Transaction, UnreadableRecord } from "./transaction.js";
import { validate } from "./validation.js";
import { MAX_PAGE_SIZE } from "./field-cost.js";

/** Page size when `first` is not given; the largest one accepted is {@link MAX_PAGE_SIZE}. */
export const DEFAULT_PAGE_SIZE = 20;
export { MAX_PAGE_SIZE };
/** Upstream pages one connection page may read (guards against an upstream that answers empty pages forever). */
const MAX_UPSTREAM_PAGES = 10;

interface Edge {
  cursor: string;
  node: TransactionShape;
}

export interface ConnectionShape {
  edges: Edge[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  unreadable: UnreadableShape[];
}

const PageInfo = builder.objectRef<ConnectionShape["pageInfo"]>("PageInfo").implement({
  description: "Where a page ends (Relay cursor connections).",
  fields: (t) => ({
    hasNextPage: t.exposeBoolean("hasNextPage", { description: "Whether a page follows; pass endCursor as `after` to read it." }),
    endCursor: optional(t, "endCursor", "String", "The cursor of the last edge; null when the page is empty."),
  }),
});

const TransactionEdge = builder.objectRef<Edge>("TransactionEdge").implement({
  description: "A transfer and the cursor that resumes after it.",
  fields: (t) => ({
    cursor: t.exposeString("cursor", { description: "Opaque; pass it as `after` to continue after this transfer." }),
    node: t.expose("node", { type: Transaction, description: "The transfer's status record." }),
  }),
});

export const TransactionConnection = builder.objectRef<ConnectionShape>("TransactionConnection").implement({
  description: "A page of transfers, newest first (Relay cursor connection).",
  fields: (t) => ({
    edges: t.expose("edges", { type: [TransactionEdge], description: "The transfers of this page." }),
    pageInfo: t.expose("pageInfo", {
      type: PageInfo,
      description: "Whether more follow, and the cursor to read them.",
    }),
    unreadable: t.expose("unreadable", {
      type: [UnreadableRecord],
      description: "Records of this page that could not be read as transfers (normally empty); they take no edge.",
    }),
  }),
});

const pageArgs = z.object({
  first: z
    .number()
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(MAX_PAGE_SIZE, `must be at most ${MAX_PAGE_SIZE}`)
    .nullish(),
  after: z.string().max(2048, "is not a cursor of this connection").nullish(),
});

/** Checks `first` / `after` before any upstream call: the page size and the cursor's position. */
export function readPageArgs(
  ctx: GatewayContext,
  scope: string,
  args: { first?: number | null; after?: string | null },
): { size: number; from: CursorPosition } {
  const a = validate(pageArgs, args);
  let from: CursorPosition = { token: null, offset: 0 };
  if (a.after != null) {
    const decoded = ctx.cursors.decode(scope, ctx.credential.tenant, a.after);
    if (!decoded) throw new InvalidInput([{ path: ["after"], message: "is not a cursor of this connection" }]);
    from = decoded;
  }
  return { size: a.first ?? DEFAULT_PAGE_SIZE, from };
}

/** One upstream page: its items from the start of `token`'s page, and the next page's token. */
export type PageFetch = (
  token: string | null,
  pageSize: number,
) => Promise<{ items: (TransactionShape | UnreadableShape)[]; nextPageToken: string | null }>;

/**
 * Reads `size` records from `from` over an upstream that pages by token. A cursor names the
 * upstream page and how many of its items were already handed out, so a page of any size can
 * start anywhere. The last item of an upstream page points at the next page's start, so the
 * usual `after: endCursor` costs one upstream call and skips nothing twice.
 */
export async function paginate(
  ctx: GatewayContext,
  scope: string,
  size: number,
  from: CursorPosition,
  fetch: PageFetch,
): Promise<ConnectionShape> {
  const edges: Edge[] = [];
  const unreadable: UnreadableShape[] = [];
  const cursor = (p: CursorPosition) => ctx.cursors.encode(scope, ctx.credential.tenant, p);
  let { token, offset } = from;
  let hasNextPage = false;
  let endCursor: string | null = null;
  for (let reads = 0; reads < MAX_UPSTREAM_PAGES; reads++) {
    const wanted = size - edges.length;
    const page = await fetch(token, Math.min(MAX_PAGE_SIZE, offset + wanted));
    const items = page.items;
    let i = offset;
    for (; i < items.length && edges.length < size; i++) {
      const atPageEnd = i === items.length - 1;
      const after: CursorPosition =
        atPageEnd && page.nextPageToken ? { token: page.nextPageToken, offset: 0 } : { token, offset: i + 1 };
      const item = items[i]!;
      endCursor = cursor(after);
      if (item.__typename === "UnreadableRecord") unreadable.push(item);
      else edges.push({ cursor: endCursor, node: item });
    }
    if (i < items.length) {
      hasNextPage = true;
      break;
    }
    if (!page.nextPageToken) break;
    token = page.nextPageToken;
    offset = 0;
    if (edges.length >= size) {
      hasNextPage = true;
      break;
    }
  }
  // An empty page keeps the caller where it was, so polling `after: endCursor` never jumps back to the start.
  if (endCursor === null && (from.token !== null || from.offset > 0)) endCursor = cursor(from);
  return { edges, pageInfo: { hasNextPage, endCursor }, unreadable };
}

/** A whole list the upstream answers at once (no upstream paging), paged here by position. */
export function listFetch(load: () => Promise<{ items: (TransactionShape | UnreadableShape)[] }>): PageFetch {
  return async () => ({ items: (await load()).items, nextPageToken: null });
}
