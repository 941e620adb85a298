import type { ExecutionResult } from "graphql";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_ECHO_MESSAGE, MAX_ECHOED_VALUE } from "../../src/security/input-echo.js";
import { startGateway, type GatewayHandle } from "../utils/gateway.js";

/** A 600 KB string: within GRAPHQL_MAX_BODY_BYTES, and far longer than any answer should be. */
const HUGE = "x".repeat(600 * 1024);

describe("values a client sent, quoted in an error message", () => {
  let gw: GatewayHandle;
  beforeAll(async () => {
    gw = await startGateway();
  });

  async function refusal(body: unknown): Promise<{ text: string; message: string; code: unknown }> {
    const res = await gw.post(body);
    const text = await res.text();
    const error = (JSON.parse(text) as ExecutionResult).errors?.[0];
    return { text, message: error?.message ?? "", code: error?.extensions?.code };
  }

  it("cuts a 600 KB string literal to a short prefix in the validation error", async () => {
    const { text, message } = await refusal({ query: `{ transactions(first: "${HUGE}") { pageInfo { hasNextPage } } }` });
    expect(message).toMatch(/^Int cannot represent non-integer value: "x+…"$/);
    expect(message).toContain(`"${"x".repeat(MAX_ECHOED_VALUE)}…"`);
    expect(text.length).toBeLessThan(2048);
  });

  it("cuts a 600 KB variable to a short prefix in the BAD_USER_INPUT error", async () => {
    const { text, message, code } = await refusal({
      query: "query Page($first: Int) { transactions(first: $first) { pageInfo { hasNextPage } } }",
      variables: { first: HUGE },
    });
    expect(code).toBe("BAD_USER_INPUT");
    expect(message).toMatch(/^Variable "\$first" got invalid value "x{64}…"; Int cannot represent non-integer value: "x{64}…"$/);
    expect(text.length).toBeLessThan(2048);
  });

  it("cuts a 600 KB value in an input variable whose scalar refuses it with its own code", async () => {
    const input = { amount: HUGE, chainIn: "ETHEREUM", chainOut: "BASE", mode: "PAY", tokenIn: "USDT", tokenOut: "USDT" };
    const { text, message, code } = await refusal({
      query: "query Price($input_0: PreviewQuoteInput!) { previewQuote(input: $input_0) { __typename } }",
      variables: { input_0: input },
    });
    expect(code).toBe("BAD_USER_INPUT");
    expect(message).toMatch(
      /^Variable "\$input_0" got invalid value "x{64}…" at "input_0.amount"; "x{64}" is not a decimal number/,
    );
    expect(text.length).toBeLessThan(2048);
  });

  it("cuts a 600 KB string where the parser did not expect one", async () => {
    const { text, message } = await refusal({ query: `{ transactions "${HUGE}" }` });
    expect(message).toMatch(/^Syntax Error: Expected Name, found String "x{64}…"\.$/);
    expect(text.length).toBeLessThan(2048);
  });

  it("keeps every such message within 512 characters, however many values it quotes", async () => {
    const many = Array.from({ length: 50 }, (_, i) => `"${String(i).repeat(100)}"`).join(", ");
    const { message } = await refusal({ query: `{ transactions(first: [${many}]) { pageInfo { hasNextPage } } }` });
    expect(message.length).toBeLessThanOrEqual(MAX_ECHO_MESSAGE);
    expect(message).toMatch(/^Int cannot represent non-integer value: \["0{64}…", "1{64}…", /);
  });
});
