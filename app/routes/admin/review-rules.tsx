import { data, redirect } from 'react-router'
import { ConsoleForm, Notice, PageTitle, Panel, SubmitButton } from '#app/components/admin/ui.tsx'
import { actorOf, requireStaff, staffForm } from '#app/domain/accounts/guard.server.ts'
import { can, roleLabels } from '#app/domain/accounts/roles.ts'
import { allContentKinds } from '#app/domain/content/registry.server.ts'
import {
  isReviewableRole,
  reviewableRoles,
  reviewRules,
  setReviewRules,
  type ReviewRules,
} from '#app/domain/content/review-store.server.ts'
import { consolePaths } from '#app/routing/console.ts'
import { requestContext } from '#app/platform/context.server.ts'
import { consoleHeaders } from './console.server.ts'
import { useConsole } from './layout.tsx'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/review-rules'

/** The kinds with publishing (drafts and a Publish button): only those can wait for review. */
const reviewableKinds = () => allContentKinds().filter((k) => k.publishable)

/**
 * /admin/review: an administrator sets, per content kind, which roles submit for review instead
 * of publishing (domain/content/review-store.server.ts). Only the roles that edit a kind are
 * offered for it.
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  requireStaff(context, url, 'settings')
  const rules = await reviewRules(context.db)
  return data(
    {
      kinds: reviewableKinds().map((k) => ({
        kind: k.kind,
        label: k.label,
        plural: k.plural ?? k.label.toLowerCase(),
        roles: reviewableRoles
          .filter((role) => can(role, k.right))
          .map((role) => ({
            role,
            label: roleLabels[role],
            checked: rules[k.kind]?.includes(role) ?? false,
          })),
      })),
      saved: url.searchParams.get('notice') === 'saved',
    },
    { headers: consoleHeaders },
  )
}

export async function action({ request, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const { staff, form } = await staffForm(context, { request, url }, 'settings')
  const kinds = reviewableKinds()
  const wanted: ReviewRules = {}
  for (const raw of form.getAll('rule')) {
    const [kind, role] = String(raw).split(':')
    if (!kinds.some((k) => k.kind === kind) || !role || !isReviewableRole(role))
      return data(
        { error: 'The form could not be read. Please reload the page and try again.' },
        { status: 400, headers: consoleHeaders },
      )
    ;(wanted[kind!] ??= []).push(role)
  }
  await setReviewRules(context.db, kinds, wanted, actorOf(staff), context.clientIp)
  throw redirect(`${consolePaths.review}?notice=saved`, { status: 303, headers: consoleHeaders })
}

export const meta: Route.MetaFunction = () => consoleMeta('Review before publishing')

export default function ReviewRulesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf } = useConsole()
  const { kinds, saved } = loaderData
  return (
    <>
      <PageTitle lead="Choose who submits their changes for review instead of publishing them. Administrators always publish, and review what is submitted; so does anyone who edits a kind without a tick for their role.">
        Review before publishing
      </PageTitle>
      {saved && !actionData ? (
        <div className="mb-4">
          <Notice tone="success">
            Saved. The editors follow these rules from their next page.
          </Notice>
        </div>
      ) : null}
      {actionData?.error ? (
        <div className="mb-4">
          <Notice tone="error">{actionData.error}</Notice>
        </div>
      ) : null}
      <Panel>
        <ConsoleForm csrf={csrf}>
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {kinds.map((k) => (
              <fieldset key={k.kind} className="min-w-0 rounded-xl border border-slate-200 p-4">
                <legend className="px-1 font-semibold">{k.label}</legend>
                <ul className="space-y-1">
                  {k.roles.map((r) => (
                    <li key={r.role}>
                      <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                        <input
                          type="checkbox"
                          name="rule"
                          value={`${k.kind}:${r.role}`}
                          defaultChecked={r.checked}
                          className="size-5 cursor-pointer accent-primary"
                        />
                        {r.role === 'hr' ? 'HR submits' : 'Editors submit'} {k.plural} for review
                      </label>
                    </li>
                  ))}
                </ul>
              </fieldset>
            ))}
          </div>
          <div className="mt-6">
            <SubmitButton busy="Saving…">Save the rules</SubmitButton>
          </div>
        </ConsoleForm>
      </Panel>
    </>
  )
}
