import http from 'node:http'
import type { RequestListener } from 'node:http'

/**
 * How long the server waits for a client, so slow or stalled clients (slowloris: headers or a
 * body sent a byte at a time) cannot hold connections open until the process runs out of them.
 * Honest connections are not capped: Node sets no connection limit, and each costs a socket and a
 * few kilobytes. docs/deploy.md "Timeouts" says how these sit with a reverse proxy's own.
 */
export type ServerLimits = {
  /** From a request's first byte to the end of its headers. Headers are a few hundred bytes. */
  headersTimeout: number
  /**
   * From a request's first byte to the end of its body. Forms are small (64 KB, see
   * MAX_BODY_BYTES); this leaves room for a large upload over a poor mobile link.
   */
  requestTimeout: number
  /**
   * An idle keep-alive connection is closed after this. Longer than the 60 s idle timeout of
   * common proxies and load balancers, so they, not we, close first and never reuse a socket we
   * are closing.
   */
  keepAliveTimeout: number
  /** How often Node checks the two timeouts above (Node's default, 30 s, lets them overrun). */
  connectionsCheckingInterval: number
}

export const serverLimits: ServerLimits = {
  headersTimeout: 20_000,
  requestTimeout: 120_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 2_000,
}

export function createHttpServer(
  handler: RequestListener,
  limits: ServerLimits = serverLimits,
): http.Server {
  const server = http.createServer(
    {
      headersTimeout: limits.headersTimeout,
      requestTimeout: limits.requestTimeout,
      keepAliveTimeout: limits.keepAliveTimeout,
      connectionsCheckingInterval: limits.connectionsCheckingInterval,
    },
    handler,
  )
  return server
}
