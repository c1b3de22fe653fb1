import type { RequestContext } from '#app/platform/context.server.ts'

/** What sign-in records about the client: address and browser (for the sessions list). */
export function clientOf(context: Pick<RequestContext, 'clientIp'>, request: Request) {
  return {
    ip: context.clientIp,
    userAgent: (request.headers.get('user-agent') ?? '').slice(0, 300),
  }
}

/** The headers of every console answer: never stored, never indexed. */
export const consoleHeaders = {
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex, nofollow',
}
