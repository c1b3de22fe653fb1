import http, { type IncomingHttpHeaders } from 'node:http'

/** An answer as it came off the wire, its body still encoded (`fetch` and Playwright decode it). */
export type RawReply = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/**
 * One request with Node's own client, for tests about the bytes sent (a brotli body, a 304): the
 * path goes out as written, not normalised by a URL parser, and the body is not decoded.
 */
export function rawRequest(
  base: string,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawReply> {
  const { hostname: host, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port, path, method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}
