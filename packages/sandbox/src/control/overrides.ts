import type { FastifyReply } from "fastify";
import { z } from "zod";

/** Body of POST /sandbox/overrides: a canned answer for the next `times` requests to method+path. */
export const overrideSchema = z
  .object({
    method: z
      .string()
      .min(1)
      .transform((m) => m.toUpperCase()),
    /** Exact request path, without the query string. */
    path: z.string().startsWith("/"),
    status: z.number().int().min(100).max(599),
    /** JSON body to answer. */
    body: z.unknown().optional(),
    /** Raw text body to answer instead (e.g. broken JSON); content type text/plain unless `headers` says otherwise. */
    rawBody: z.string().optional(),
    headers: z.record(z.string(), z.string()).optional(),
    times: z.number().int().min(1).default(1),
  })
  .refine((o) => o.body === undefined || o.rawBody === undefined, {
    path: ["rawBody"],
    message: "Give body or rawBody, not both",
  });
export type Override = z.output<typeof overrideSchema>;

/** Canned answers, consumed one use at a time. */
export interface Overrides {
  add(override: Override): void;
  clear(): void;
  /** Answers the request from the first matching override; false when none matches. */
  answer(method: string, path: string, reply: FastifyReply): boolean;
}

export function createOverrides(): Overrides {
  let list: { override: Override; left: number }[] = [];
  return {
    add(override) {
      list.push({ override, left: override.times });
    },
    clear() {
      list = [];
    },
    answer(method, path, reply) {
      const entry = list.find((e) => e.override.method === method && e.override.path === path);
      if (!entry) return false;
      entry.left--;
      if (entry.left === 0) list = list.filter((e) => e !== entry);
      const { status, body, rawBody, headers } = entry.override;
      reply.code(status);
      if (rawBody !== undefined) reply.type("text/plain; charset=utf-8");
      else if (body !== undefined) reply.type("application/json; charset=utf-8");
      if (headers) reply.headers(headers);
      reply.send(rawBody ?? (body === undefined ? undefined : JSON.stringify(body)));
      return true;
    },
  };
}
