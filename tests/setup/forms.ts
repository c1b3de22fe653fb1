import type { RequestContext } from '#app/platform/context.server.ts'
import { issueToken } from '#app/domain/forms/time-trap.server.ts'
import { loaderArgs } from './context.ts'

export type Answer = {
  status: number
  headers: Headers
  /** The action's data (refusals and script answers), or null for a redirect. */
  body: Record<string, unknown> | null
  location: string | null
}

type RouteArgs = ReturnType<typeof loaderArgs>
type Action = (args: RouteArgs) => Promise<unknown>

/** A time-trap token as a page drawn `secondsAgo` seconds ago would carry. */
export function tokenFrom(
  context: RequestContext,
  form: 'contact' | 'apply',
  secondsAgo = 5,
): string {
  return issueToken(context.appSecret, form, Date.now() - secondsAgo * 1000)
}

/**
 * Posts a form to a route action with a real Request, as a browser would, and reads the answer
 * whether the action returned data (with a status) or threw a redirect.
 */
export async function postForm(
  action: Action,
  url: string,
  context: RequestContext,
  fields: Record<string, string>,
): Promise<Answer> {
  const body = new URLSearchParams(fields)
  const args = loaderArgs(url, context, {}, { method: 'POST', body })
  let result: unknown
  try {
    result = await action(args)
  } catch (thrown) {
    if (thrown instanceof Response)
      return {
        status: thrown.status,
        headers: thrown.headers,
        body: null,
        location: thrown.headers.get('location'),
      }
    throw thrown
  }
  const d = result as { type?: string; data?: unknown; init?: ResponseInit | null }
  if (d?.type === 'DataWithResponseInit')
    return {
      status: d.init?.status ?? 200,
      headers: new Headers(d.init?.headers),
      body: d.data as Record<string, unknown>,
      location: null,
    }
  return {
    status: 200,
    headers: new Headers(),
    body: result as Record<string, unknown>,
    location: null,
  }
}
