import { useEffect, useRef } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import {
  ConsoleForm,
  Notice,
  PageTitle,
  Panel,
  SubmitButton,
  Time,
} from '#app/components/admin/ui.tsx'
import { actorOf, forbidden, requireStaff, staffForm } from '#app/domain/accounts/guard.server.ts'
import { can } from '#app/domain/accounts/roles.ts'
import type { ContentKind } from '#app/domain/content/kind.server.ts'
import { allContentKinds } from '#app/domain/content/registry.server.ts'
import {
  emptyTrash,
  listTrash,
  restoreFromTrash,
  trashable,
  TRASH_DAYS,
} from '#app/domain/content/trash.server.ts'
import { remoteReadOnly } from '#app/domain/source/content-source.server.ts'
import type { Role } from '#app/domain/accounts/roles.ts'
import { contentEditPath, trashPath } from '#app/routing/console.ts'
import { consoleHeaders } from './console.server.ts'
import { useConsole } from './layout.tsx'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/trash'
import { requestContext } from '#app/platform/context.server.ts'

/** The kinds whose trash this role sees: those it may edit. */
function kindsFor(role: Role): ContentKind[] {
  return allContentKinds().filter((k) => trashable(k) && can(role, k.right))
}

const notices = {
  restored: 'Restored: it is back as it was, with its history.',
  emptied: 'The trash is empty: what was in it is deleted for good.',
} as const

/**
 * /admin/trash: what Delete moved out of the way, restorable for TRASH_DAYS by anyone who may
 * edit its kind; an administrator can empty it. Items older than that are deleted by the hourly
 * housekeeping (docs/decisions/0024).
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const { user } = requireStaff(context, url)
  const kinds = kindsFor(user.role)
  if (!kinds.length) forbidden()
  const items = await listTrash(context.db, kinds)
  const canEmpty = can(user.role, 'trash:empty')
  const code = url.searchParams.get('notice')
  const restoredKind = url.searchParams.get('kind') ?? ''
  const restoredId = url.searchParams.get('id') ?? ''
  const restored =
    code === 'restored' &&
    kinds.some((k) => k.kind === restoredKind) &&
    /^\d{1,9}$/.test(restoredId)
      ? contentEditPath(restoredKind, restoredId)
      : null
  return data(
    {
      items,
      days: TRASH_DAYS,
      canEmpty,
      confirmEmpty: canEmpty && items.length > 0 && url.searchParams.get('confirm') === 'empty',
      notice: code === 'restored' || code === 'emptied' ? notices[code] : null,
      restored,
    },
    { headers: consoleHeaders },
  )
}

export async function action({ request, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const { staff, form } = await staffForm(context, { request, url })
  const kinds = kindsFor(staff.user.role)
  if (!kinds.length) forbidden()
  const intent = String(form.get('intent') ?? '')
  if (intent === 'empty') {
    if (!can(staff.user.role, 'trash:empty')) forbidden()
    await emptyTrash(context.db, actorOf(staff), context.clientIp)
    throw redirect(`${trashPath}?notice=emptied`, { status: 303, headers: consoleHeaders })
  }
  if (intent !== 'restore')
    return data({ error: 'Unknown request.' }, { status: 400, headers: consoleHeaders })
  const kind = kinds.find((k) => k.kind === String(form.get('kind') ?? ''))
  const id = String(form.get('id') ?? '')
  if (!kind || !/^\d{1,9}$/.test(id))
    return data(
      { error: 'That item is no longer in the trash.' },
      { status: 404, headers: consoleHeaders },
    )
  const readOnly = remoteReadOnly(context, kind)
  if (readOnly) return data({ error: readOnly }, { status: 409, headers: consoleHeaders })
  const r = await restoreFromTrash(context.db, kind, id, actorOf(staff), context.clientIp)
  if (!r.ok) return data({ error: r.message }, { status: 404, headers: consoleHeaders })
  throw redirect(`${trashPath}?notice=restored&kind=${kind.kind}&id=${id}`, {
    status: 303,
    headers: consoleHeaders,
  })
}

export const meta: Route.MetaFunction = () => consoleMeta('Trash')

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf } = useConsole()
  const { items, days, canEmpty, confirmEmpty, notice, restored } = loaderData
  const question = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (confirmEmpty) question.current?.focus()
  }, [confirmEmpty])
  return (
    <>
      <PageTitle
        lead={`Deleted items wait here for ${days} days. Restore one and it is back as it was, with its history, and on the site again if it was live. After ${days} days it is deleted for good.`}
      >
        Trash
      </PageTitle>
      {notice ? (
        <div className="mb-4">
          <Notice tone="success">
            {notice}
            {restored ? (
              <>
                {' '}
                <Link to={restored}>Open it</Link>
              </>
            ) : null}
          </Notice>
        </div>
      ) : null}
      {actionData && 'error' in actionData ? (
        <div className="mb-4">
          <Notice tone="error">{actionData.error}</Notice>
        </div>
      ) : null}
      <p className="mb-2 font-semibold" role="status">
        {items.length === 0
          ? 'The trash is empty.'
          : `${items.length} item${items.length === 1 ? '' : 's'} in the trash`}
      </p>
      {items.length ? (
        <ul className="mb-6 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-xs">
          {items.map((item) => (
            <li
              key={`${item.kind}:${item.id}`}
              className="flex flex-wrap items-center justify-between gap-3 p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold break-words">{item.title || `(no title)`}</p>
                <p className="text-sm text-muted">
                  {item.label} · moved by {item.by ?? 'someone'} <Time ms={item.trashedAt} />
                </p>
                <p className="text-sm text-muted">
                  Deleted for good after <Time ms={item.purgeAt} />
                </p>
              </div>
              <ConsoleForm csrf={csrf} intent="restore">
                <input type="hidden" name="kind" value={item.kind} />
                <input type="hidden" name="id" value={item.id} />
                <SubmitButton
                  variant="outline"
                  name="restoring"
                  value={`${item.kind}:${item.id}`}
                  busy="Restoring…"
                >
                  Restore<span className="sr-only"> {item.title}</span>
                </SubmitButton>
              </ConsoleForm>
            </li>
          ))}
        </ul>
      ) : null}
      {canEmpty && items.length ? (
        confirmEmpty ? (
          <section
            aria-labelledby="empty-trash-question"
            className="rounded-xl border border-danger bg-white p-4 shadow-xs sm:p-6"
          >
            <h2 id="empty-trash-question" ref={question} tabIndex={-1} className="mb-3 text-lg">
              Delete {items.length === 1 ? 'this item' : `these ${items.length} items`} for good?
            </h2>
            <p className="mb-4 text-sm">
              They and their history are deleted and cannot be restored. The audit log keeps a line
              saying what was deleted.
            </p>
            <ConsoleForm csrf={csrf} className="flex flex-wrap gap-3">
              <SubmitButton variant="danger" name="intent" value="empty" busy="Deleting…">
                Yes, delete them for good
              </SubmitButton>
              <Link to={trashPath} className="btn-outline rounded-lg">
                Cancel
              </Link>
            </ConsoleForm>
          </section>
        ) : (
          <Panel title="Empty the trash">
            <p className="mb-3 text-sm text-muted">
              Administrators only: deletes everything above for good, before its {days} days are up.
            </p>
            <Form method="get" reloadDocument>
              <button
                type="submit"
                name="confirm"
                value="empty"
                className="btn rounded-lg border-2 border-danger bg-white text-danger hover:bg-red-50"
              >
                Empty the trash…
              </button>
            </Form>
          </Panel>
        )
      ) : null}
    </>
  )
}
