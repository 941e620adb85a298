/**
 * A GraphQL-over-HTTP error answer written before yoga parses anything (the request was refused
 * at the door), shaped like any other GraphQL error so clients handle it the same way.
 */
export function errorResponse(
  status: number,
  message: string,
  extensions: { code: string } & Record<string, unknown>,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify({ errors: [{ message, extensions }] }), {
    status,
    headers: { ...headers, "content-type": "application/json; charset=utf-8" },
  });
}
