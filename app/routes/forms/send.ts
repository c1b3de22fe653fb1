import { data } from 'react-router'
import { sendKeptForm } from '#app/domain/forms/kept.server.ts'
import { requestContext } from '#app/platform/context.server.ts'
import type { Route } from './+types/send'

/** POST /forms/send?form=contact|apply: a post kept on the phone, answered in JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  return sendKeptForm(request, requestContext(context))
}

export function loader() {
  return data(
    { message: 'Send a kept form with POST.' },
    { status: 405, headers: { Allow: 'POST', 'Cache-Control': 'private, no-store' } },
  )
}
