/** Base of every error the upstream answered with a tagged JSON body. */
export class UpstreamTaggedError extends Error {
  constructor(
    readonly tag: string,
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}
