import { data, Link, redirect, useSearchParams } from 'react-router'
import {
  Badge,
  ConsoleForm,
  Field,
  Notice,
  PageTitle,
  Pager,
  Panel,
  SubmitButton,
  Time,
} from '#app/components/admin/ui.tsx'
import { actorOf, requireStaff, staffForm } from '#app/domain/accounts/guard.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import {
  deleteRedirect,
  getRedirect,
  listRedirects,
  RedirectError,
  saveRedirect,
} from '#app/domain/content/redirects.server.ts'
import { redirectsPath } from '#app/routing/console.ts'
import { consoleHeaders } from './console.server.ts'
import { useConsole } from './layout.tsx'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/redirects'
import { requestContext } from '#app/platform/context.server.ts'

const PAGE = 50

function pageOf(raw: string | null): number {
  const n = Number(raw)
  return Number.isInteger(n) && n > 1 && n < 100_000 ? n : 1
}

/**
 * /admin/redirects (editors and admins): old addresses that lead somewhere else with a 301. Most
 * are made by themselves when a page moves (a brand's path, a post's slug); staff add their own
 * for links printed on posters or shared before a page was renamed. Only an address that would
 * otherwise be a 404 is redirected (server/redirects.ts), so a live page can never be hidden.
 */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  requireStaff(context, url, 'content')
  const search = (url.searchParams.get('q') ?? '').slice(0, 200)
  const page = pageOf(url.searchParams.get('page'))
  const { rows, total } = await listRedirects(context.db, {
    search,
    limit: PAGE,
    offset: (page - 1) * PAGE,
  })
  const editId = Number(url.searchParams.get('edit'))
  const editing =
    Number.isInteger(editId) && editId > 0 ? await getRedirect(context.db, editId) : null
  return data(
    { rows, total, page, pages: Math.max(1, Math.ceil(total / PAGE)), search, editing },
    { headers: consoleHeaders },
  )
}

type ActionData = {
  ok: boolean
  message: string
  field?: 'from' | 'to'
  values?: { id?: string; from: string; to: string; note: string }
}

export async function action({ request, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const { staff, form } = await staffForm(context, { request, url }, 'content')
  const intent = String(form.get('intent') ?? '')
  const answer = (d: ActionData, status = 200) => data(d, { status, headers: consoleHeaders })
  const actor = actorOf(staff)

  if (intent === 'delete') {
    const id = Number(form.get('id'))
    const gone = Number.isInteger(id) ? await deleteRedirect(context.db, id) : null
    if (!gone) return answer({ ok: false, message: 'That redirect no longer exists.' }, 404)
    await recordAudit(context.db, {
      kind: 'content.redirects.deleted',
      actor,
      target: `redirect:${gone.id}`,
      summary: `Removed the redirect ${gone.from} → ${gone.to}.`,
      ip: context.clientIp,
    })
    return answer({ ok: true, message: `Removed the redirect from ${gone.from}.` })
  }

  if (intent !== 'save') return answer({ ok: false, message: 'Unknown action.' }, 400)
  const values = {
    id: String(form.get('id') ?? '') || undefined,
    from: String(form.get('from') ?? '').slice(0, 500),
    to: String(form.get('to') ?? '').slice(0, 1000),
    note: String(form.get('note') ?? '').slice(0, 300),
  }
  const id = values.id === undefined ? undefined : Number(values.id)
  if (id !== undefined && !(Number.isInteger(id) && id > 0))
    return answer({ ok: false, message: 'That redirect no longer exists.', values }, 404)
  const before = id !== undefined ? await getRedirect(context.db, id) : null
  if (id !== undefined && !before)
    return answer({ ok: false, message: 'That redirect no longer exists.', values }, 404)
  try {
    const saved = await saveRedirect(context.db, {
      id,
      from: values.from,
      to: values.to,
      note: values.note,
      by: staff.user.id,
    })
    await recordAudit(context.db, {
      kind: before ? 'content.redirects.changed' : 'content.redirects.created',
      actor,
      target: `redirect:${saved.id}`,
      summary: before
        ? `Changed the redirect ${before.from} → ${before.to} to ${saved.from} → ${saved.to}.`
        : `Added the redirect ${saved.from} → ${saved.to}.`,
      ip: context.clientIp,
    })
    if (before) throw redirect(redirectsPath, { status: 303, headers: consoleHeaders })
    return answer({ ok: true, message: `Saved: ${saved.from} now leads to ${saved.to}.` })
  } catch (error) {
    if (error instanceof RedirectError)
      return answer({ ok: false, message: error.message, field: error.field, values }, 400)
    throw error
  }
}

export const meta: Route.MetaFunction = () => consoleMeta('Redirects')

function RedirectForm({
  csrf,
  values,
  errors,
  editing,
}: {
  csrf: string
  values?: { id?: string; from: string; to: string; note: string }
  errors: { from?: string; to?: string }
  editing: boolean
}) {
  return (
    <ConsoleForm
      csrf={csrf}
      intent="save"
      className="grid gap-4 md:grid-cols-2"
      aria-label={editing ? 'Change the redirect' : 'Add a redirect'}
    >
      {values?.id ? <input type="hidden" name="id" value={values.id} /> : null}
      <Field
        label="Old address"
        name="from"
        required
        maxLength={500}
        spellCheck={false}
        placeholder="/old-page"
        hint="A path on this site that has no page now."
        defaultValue={values?.from}
        error={errors.from}
      />
      <Field
        label="Leads to"
        name="to"
        required
        maxLength={1000}
        spellCheck={false}
        placeholder="/naati"
        hint="A path on this site, or a full https:// address."
        defaultValue={values?.to}
        error={errors.to}
      />
      <Field
        label="Note (optional)"
        name="note"
        maxLength={300}
        hint="Why it exists, e.g. the poster that printed the old link."
        defaultValue={values?.note}
        className="md:col-span-2"
      />
      <div className="flex flex-wrap items-center gap-3 md:col-span-2">
        <SubmitButton name="intent" value="save" busy="Saving…">
          {editing ? 'Save changes' : 'Add redirect'}
        </SubmitButton>
        {editing ? (
          <Link to={redirectsPath} className="font-semibold">
            Cancel
          </Link>
        ) : null}
      </div>
    </ConsoleForm>
  )
}

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf } = useConsole()
  const [params] = useSearchParams()
  const { rows, total, page, pages, search, editing } = loaderData
  const failed = actionData && !actionData.ok ? actionData : null
  const errors = failed?.field ? { [failed.field]: failed.message } : {}
  const failedEdit = failed?.values?.id !== undefined
  const pageLink = (n: number) => {
    const p = new URLSearchParams(params)
    p.delete('edit')
    if (n > 1) p.set('page', String(n))
    else p.delete('page')
    const s = p.toString()
    return s ? `${redirectsPath}?${s}` : redirectsPath
  }
  return (
    <>
      <PageTitle lead="Old addresses that lead to a new place with a permanent (301) redirect, so links shared on WhatsApp, printed on posters or kept by search engines still work. Moving a page adds one by itself.">
        Redirects
      </PageTitle>
      {actionData ? (
        <div className="mb-6">
          <Notice tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice>
        </div>
      ) : null}
      <div className="space-y-6">
        {editing ? (
          <Panel title={`Change the redirect from ${editing.from}`}>
            <RedirectForm
              key={`edit-${editing.id}`}
              csrf={csrf}
              editing
              values={
                failedEdit
                  ? failed!.values
                  : {
                      id: String(editing.id),
                      from: editing.from,
                      to: editing.to,
                      note: editing.note,
                    }
              }
              errors={failedEdit ? errors : {}}
            />
          </Panel>
        ) : (
          <Panel title="Add a redirect">
            <RedirectForm
              key={actionData?.ok ? `added-${actionData.message}` : 'add'}
              csrf={csrf}
              editing={false}
              values={failed && !failedEdit ? failed.values : undefined}
              errors={failed && !failedEdit ? errors : {}}
            />
          </Panel>
        )}

        <Panel title={`${total} redirect${total === 1 ? '' : 's'}`}>
          <form method="get" role="search" className="mb-4 flex flex-wrap items-end gap-3">
            <Field
              label="Search addresses"
              name="q"
              type="search"
              defaultValue={search}
              maxLength={200}
              className="min-w-0 flex-1"
            />
            <button type="submit" className="btn-outline rounded-lg">
              Search
            </button>
          </form>
          {rows.length === 0 ? (
            <p className="text-muted">
              {search ? `No redirect mentions “${search}”.` : 'No redirects yet.'}
            </p>
          ) : (
            // Narrow screens show each redirect as a card with its columns named (`stack-table`
            // in admin.css), the actions included. `relative` keeps the header's sr-only text
            // inside the box: without it, it widened the whole page on a phone.
            <div className="relative overflow-x-auto">
              <table role="table" className="stack-table w-full min-w-[36rem] text-left text-sm">
                <caption className="sr-only">Redirects, by old address</caption>
                <thead role="rowgroup">
                  <tr role="row" className="border-b border-slate-200 text-muted">
                    <th scope="col" role="columnheader" className="py-2 pr-3 font-semibold">
                      Old address
                    </th>
                    <th scope="col" role="columnheader" className="py-2 pr-3 font-semibold">
                      Leads to
                    </th>
                    <th scope="col" role="columnheader" className="py-2 pr-3 font-semibold">
                      Made
                    </th>
                    <th scope="col" role="columnheader" className="py-2 font-semibold">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody role="rowgroup">
                  {rows.map((r) => (
                    <tr key={r.id} role="row" className="border-b border-slate-100 align-top">
                      <td
                        role="cell"
                        data-label="Old address"
                        className="min-w-[9rem] py-2 pr-3 font-mono break-all"
                      >
                        {r.from}
                      </td>
                      <td
                        role="cell"
                        data-label="Leads to"
                        className="min-w-[11rem] py-2 pr-3 font-mono break-all"
                      >
                        {r.to}
                        {r.note ? (
                          <span className="mt-0.5 block font-sans text-muted [word-break:normal]">
                            {r.note}
                          </span>
                        ) : null}
                      </td>
                      <td role="cell" data-label="Made" className="py-2 pr-3">
                        <span className="whitespace-nowrap">
                          <Time ms={r.createdAt} />
                        </span>
                        {r.auto ? (
                          <span className="mt-1 block whitespace-nowrap">
                            <Badge tone="info">when the page moved</Badge>
                          </span>
                        ) : null}
                      </td>
                      <td role="cell" className="py-2">
                        <div className="flex items-center gap-2 md:justify-end">
                          <Link
                            to={`${redirectsPath}?edit=${r.id}`}
                            className="rounded-lg px-2 py-1.5 font-semibold"
                            aria-label={`Change the redirect from ${r.from}`}
                          >
                            Change
                          </Link>
                          <ConsoleForm csrf={csrf} intent="delete">
                            <input type="hidden" name="id" value={r.id} />
                            <button
                              type="submit"
                              className="rounded-lg px-2 py-1.5 font-semibold text-danger hover:bg-red-50"
                              aria-label={`Remove the redirect from ${r.from}`}
                            >
                              Remove
                            </button>
                          </ConsoleForm>
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={page} pages={pages} link={pageLink} label="Pages of redirects" />
        </Panel>
      </div>
    </>
  )
}
