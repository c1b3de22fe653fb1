import { keptFormToken } from '#app/domain/forms/kept.server.ts'
import { requestContext } from '#app/platform/context.server.ts'
import type { Route } from './+types/token'

/** GET /forms/token?form=contact|apply: a fresh time-trap for a post kept on the phone. */
export function loader({ context, url }: Route.LoaderArgs) {
  return keptFormToken(url, requestContext(context))
}
