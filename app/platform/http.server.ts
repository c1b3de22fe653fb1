import { data } from 'react-router'
import type { RequestContext } from './context.server.ts'
import { doNotCache } from './page-tags.server.ts'
import type { ErrorPayload, Section } from '#app/utils/http.ts'

/** Throws the 404 page. `back` names the list the visitor probably wanted. */
export function notFound(payload: ErrorPayload = {}): never {
  throw data(payload, { status: 404 })
}

/** Throws the 410 page: the item existed and is gone for good (a closed job). */
export function gone(payload: ErrorPayload = {}): never {
  throw data(payload, { status: 410 })
}

/**
 * Reads what a single-section page shows (a brand, product, job or post). When the database (or
 * any source) fails, the cause is logged with the request id and the 503 page is thrown: the
 * shared error boundary draws the spec's "Error: …" with a message for visitors, inside the site
 * (DESIGN.md "Routes" 4).
 */
export async function readOrUnavailable<T>(
  context: Pick<RequestContext, 'log' | 'pageTags'>,
  visitorMessage: string,
  read: () => Promise<T>,
): Promise<T> {
  try {
    return await read()
  } catch (error) {
    context.log.error({ err: error }, `could not read data: ${visitorMessage}`)
    throw data({ message: visitorMessage } satisfies ErrorPayload, { status: 503 })
  }
}

/**
 * Reads one section of a page with several (home, Resources, Opportunities). When the database (or any source) fails, the cause is logged with
 * the request id and the page gets a message written for visitors instead of the data; the route
 * then answers 503 (see statusOf).
 */
export async function readSection<T>(
  context: Pick<RequestContext, 'log' | 'pageTags'>,
  visitorMessage: string,
  read: () => Promise<T>,
): Promise<Section<T>> {
  try {
    return { ok: true, value: await read() }
  } catch (error) {
    context.log.error({ err: error }, `could not read data: ${visitorMessage}`)
    doNotCache(context)
    return { ok: false, error: visitorMessage }
  }
}

/** 503 when any section failed, else 200. */
export function statusOf(...sections: Array<Section<unknown>>): number {
  return sections.some((s) => !s.ok) ? 503 : 200
}
