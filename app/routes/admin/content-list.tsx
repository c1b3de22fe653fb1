import { useEffect, useRef } from 'react'
import { data, Form, Link, redirect } from 'react-router'
import { BulkBar } from '#app/components/admin/bulk-actions.tsx'
import { ContentOrder, stateLabel } from '#app/components/admin/content-order.tsx'
import {
  CsrfInput,
  Notice,
  PageTitle,
  Pager,
  Panel,
  SelectField,
} from '#app/components/admin/ui.tsx'
import { requireStaff, staffForm } from '#app/domain/accounts/guard.server.ts'
import { can } from '#app/domain/accounts/roles.ts'
import { applicationCounts } from '#app/domain/inbox/inbox.server.ts'
import {
  bulkChange,
  BULK_MAX,
  type BulkAction,
  type BulkRefusal,
  type BulkResult,
} from '#app/domain/content/bulk.server.ts'
import { reorderContent } from '#app/domain/content/editor.server.ts'
import type { ContentKind } from '#app/domain/content/kind.server.ts'
import { trashable, TRASH_DAYS } from '#app/domain/content/trash.server.ts'
import type { ListQuery } from '#app/domain/content/listing.server.ts'
import { draftsWaiting } from '#app/domain/content/revisions.server.ts'
import { isTranslatable, needingTranslation } from '#app/domain/content/translations.server.ts'
import type { PublishState } from '#app/domain/content/publish-state.ts'
import { contentEditPath, contentListPath, inboxPath } from '#app/routing/console.ts'
import { remoteReadOnly } from '#app/domain/source/content-source.server.ts'
import { consoleHeaders } from './console.server.ts'
import { kindOf, noticeOf, reviewRefusal } from './content.server.ts'
import { mustSubmit } from '#app/domain/content/review-store.server.ts'
import { useConsole } from './layout.tsx'
import { consoleMeta } from './meta.ts'
import type { Route } from './+types/content-list'
import { requestContext } from '#app/platform/context.server.ts'

const PER_PAGE = 25
const states: PublishState[] = ['draft', 'scheduled', 'published', 'expired']
const sortLabels: Record<NonNullable<ListQuery['sort']>, string> = {
  position: 'Their order on the site',
  title: 'Title, A to Z',
  updated: 'Last changed first',
  date: 'Newest first',
}

function readQuery(url: URL, sorts: ListQuery['sort'][]) {
  const q = url.searchParams
  const state = states.find((s) => s === q.get('state'))
  const sort = sorts.find((s) => s === q.get('sort')) ?? sorts[0]!
  const page = Math.min(Math.max(Number.parseInt(q.get('page') ?? '1', 10) || 1, 1), 10_000)
  const search = (q.get('q') ?? '').trim().slice(0, 100) || undefined
  const filter = (q.get('filter') ?? '').slice(0, 40) || undefined
  const kn = q.get('kn') === 'needed' ? 'needed' : undefined
  return { state, sort, page, search, filter, kn }
}

/** /admin/<kind>: the items of a kind, with search, a status filter, sorting, order and pages. */
export async function loader({ context: router, url }: Route.LoaderArgs) {
  const context = requestContext(router)
  const kind = kindOf(url)
  const { user } = requireStaff(context, url, kind.right)
  const { state, sort, page, search, filter, kn } = readQuery(url, kind.sorts)
  const now = Date.now()
  // Live items whose Kannada is missing or older than their English (translations.server.ts).
  const translatable = isTranslatable(kind)
  const needing = translatable ? await needingTranslation(context.db, kind, now) : []
  const only = kn ? needing : undefined
  const [result, listFilter] = await Promise.all([
    kind.list(
      context.db,
      { search, state, sort, filter, only, limit: PER_PAGE, offset: (page - 1) * PER_PAGE },
      now,
    ),
    kind.listFilter?.(context.db) ?? null,
  ])
  // An edit of a live item saved as a draft shows on its row: "Published · draft waiting".
  const waiting = kind.publishable
    ? await draftsWaiting(
        context.db,
        kind.kind,
        result.rows.map((r) => String(r.id)),
      )
    : new Set<string>()
  // A job's applications, for those who may read them (HR, administrators): on its row, linked
  // to the inbox filtered by the job.
  // Under review for this kind (review-store.server.ts): no "Publish selected".
  const underReview = kind.publishable && (await mustSubmit(context.db, user.role, kind.kind))
  const applications =
    kind.kind === 'jobs' && can(user.role, 'inbox:apply')
      ? await applicationCounts(
          context.db,
          result.rows.map((r) => Number(r.id)),
        )
      : null
  return data(
    {
      kind: {
        kind: kind.kind,
        label: kind.label,
        singular: kind.singular,
        plural: kind.plural ?? kind.label.toLowerCase(),
        orderable: kind.orderable && !!kind.reorder,
        publishable: kind.publishable,
        creatable: kind.creatable,
        // Bulk actions: publish and unpublish what has drafts; the trash where Delete is.
        bulk: kind.publishable && !remoteReadOnly(context, kind),
        trashable: trashable(kind),
        underReview,
      },
      sorts: kind.sorts.map((s) => ({ value: s, label: sortLabels[s] })),
      listFilter,
      query: { q: search ?? '', state: state ?? '', sort, filter: filter ?? '', kn: kn ?? '' },
      translation: translatable ? { needing: needing.length } : null,
      // Reordering makes sense only for the whole list (or one brand's), in the site's order.
      canReorder:
        kind.orderable && !!kind.reorder && sort === 'position' && !search && !state && !kn,
      page,
      pages: Math.max(1, Math.ceil(result.total / PER_PAGE)),
      total: result.total,
      rows: result.rows.map((r) => ({
        ...r,
        id: String(r.id),
        detail:
          translatable && needing.includes(String(r.id))
            ? [r.detail, 'needs Kannada'].filter(Boolean).join(' · ')
            : r.detail,
        draftWaiting: waiting.has(String(r.id)),
        link: applicationsLink(Number(r.id), applications?.get(Number(r.id))),
      })),
      notice: noticeOf(url.searchParams),
      readOnly: remoteReadOnly(context, kind),
    },
    { headers: consoleHeaders },
  )
}

function applicationsLink(jobId: number, n: { total: number; fresh: number } | undefined) {
  if (!n?.total) return undefined
  const label = `${n.total} application${n.total === 1 ? '' : 's'}${n.fresh ? ` (${n.fresh} new)` : ''}`
  return { label, href: inboxPath({ job: String(jobId) }) }
}

/** Saves a new order: a dragged list (`order`), or one item moved up or down. */
export async function action({ request, context: router, url }: Route.ActionArgs) {
  const context = requestContext(router)
  const kind = kindOf(url)
  const { staff, form } = await staffForm(context, { request, url }, kind.right)
  const readOnly = remoteReadOnly(context, kind)
  if (readOnly) return data({ error: readOnly }, { status: 409, headers: consoleHeaders })
  // Someone who submits this kind for review may not publish it, a batch included.
  if (
    form.get('intent') === 'bulk' &&
    form.get('do') === 'publish' &&
    (await mustSubmit(context.db, staff.user.role, kind.kind))
  )
    return data({ error: reviewRefusal(kind) }, { status: 403, headers: consoleHeaders })
  if (form.get('intent') === 'bulk')
    return bulkAnswer(
      context.db,
      kind,
      form,
      {
        id: staff.user.id,
        email: staff.user.email,
      },
      context.clientIp,
    )
  if (!kind.reorder) throw data({ message: 'This list has no order to change.' }, { status: 400 })
  const scope = (form.get('filter') ?? '').toString().slice(0, 40) || undefined
  const all = (
    await kind.list(
      context.db,
      { sort: 'position', filter: scope, limit: 10_000, offset: 0 },
      Date.now(),
    )
  ).rows.map((r) => String(r.id))
  let next = [...all]
  const intent = String(form.get('intent') ?? '')
  if (intent === 'move') {
    const id = String(form.get('id') ?? '')
    const i = next.indexOf(id)
    const j = form.get('dir') === 'up' ? i - 1 : i + 1
    if (i < 0 || j < 0 || j >= next.length)
      return data(
        { error: 'That item cannot move further.' },
        { status: 400, headers: consoleHeaders },
      )
    ;[next[i], next[j]] = [next[j]!, next[i]!]
  } else if (intent === 'order') {
    // The items of one page in their new order take that page's places in the whole list.
    const moved = String(form.get('order') ?? '')
      .split(',')
      .filter((id) => all.includes(id))
    const slots = moved.map((id) => all.indexOf(id)).sort((a, b) => a - b)
    if (new Set(moved).size !== moved.length || !moved.length)
      return data(
        { error: 'The new order could not be read. Please try again.' },
        { status: 400, headers: consoleHeaders },
      )
    next = [...all]
    slots.forEach((slot, k) => {
      next[slot] = moved[k]!
    })
  } else {
    return data({ error: 'Unknown request.' }, { status: 400, headers: consoleHeaders })
  }
  await reorderContent(
    context.db,
    kind,
    next,
    scope,
    { id: staff.user.id, email: staff.user.email },
    context.clientIp,
  )
  const back = new URLSearchParams(url.search)
  back.set('notice', 'reordered')
  throw redirect(contentListPath(kind.kind, back.toString()), {
    status: 303,
    headers: consoleHeaders,
  })
}

const bulkActions: readonly BulkAction[] = ['publish', 'unpublish', 'trash']

/**
 * The selected items: the rows ticked (`ids`), and every row of the page when "Select all on this
 * page" was ticked (`all=page` with the page's ids, so it works without JavaScript).
 */
function selectedIds(form: FormData): string[] | null {
  const raw = [...form.getAll('ids'), ...(form.get('all') === 'page' ? form.getAll('page') : [])]
  const ids = raw.map(String)
  if (ids.some((id) => !/^[a-z0-9-]{1,60}$/i.test(id))) return null
  return [...new Set(ids)]
}

/** A bulk action: checked, asked again before the trash, done item by item, said in words. */
async function bulkAnswer(
  db: Parameters<typeof bulkChange>[0],
  kind: ContentKind,
  form: FormData,
  actor: { id: number; email: string },
  ip: string | null,
) {
  const refuse = (error: string) => data({ error }, { status: 400, headers: consoleHeaders })
  const action = bulkActions.find((a) => a === form.get('do'))
  if (!action) return refuse('Choose what to do with the selected items.')
  if (!kind.publishable || (action === 'trash' && !trashable(kind)))
    return refuse('This cannot be done to these items.')
  const ids = selectedIds(form)
  if (ids === null) return refuse('The selection could not be read. Please try again.')
  if (!ids.length) return refuse(`Select at least one ${kind.singular} first.`)
  if (ids.length > BULK_MAX)
    return refuse(`Select at most ${BULK_MAX} ${kind.plural ?? kind.label.toLowerCase()} at once.`)
  // Moving to the trash asks first, naming what would go, as Delete does in the editor.
  if (action === 'trash' && form.get('confirmed') !== 'yes') {
    const items: Array<{ id: string; title: string }> = []
    for (const id of ids) {
      const loaded = await kind.load(db, id)
      if (loaded) items.push({ id, title: kind.title(loaded.values) })
    }
    if (!items.length)
      return refuse(
        `None of the selected ${kind.plural ?? kind.label.toLowerCase()} is there any more.`,
      )
    return data({ confirm: { items, days: TRASH_DAYS } }, { headers: consoleHeaders })
  }
  const result = await bulkChange(db, kind, ids, action, actor, ip)
  return data(
    {
      bulk: {
        tone: result.refused.length ? ('error' as const) : ('success' as const),
        message: bulkMessage(kind, action, result),
        at: Date.now(),
      },
    },
    { headers: consoleHeaders },
  )
}

/** "Unpublished 2 jobs", "Moved 2 jobs to the trash". */
const doneWords: Record<BulkAction, (what: string) => string> = {
  publish: (what) => `Published ${what}`,
  unpublish: (what) => `Unpublished ${what}`,
  trash: (what) => `Moved ${what} to the trash`,
}

const nothingWords: Record<BulkAction, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  trash: 'moved to the trash',
}

function refusalWords(r: BulkRefusal): string {
  if (r.reason === 'not-found') return 'it is no longer there'
  if (r.reason === 'blocked') return r.detail ?? 'something still uses it'
  if (r.reason === 'invalid')
    return r.detail ? `open it to fix this: ${r.detail}` : 'open it: some fields need another look'
  return 'this cannot be done to it'
}

/** "Unpublished 2 jobs: A, B. Already off the site: C. Not changed: D (it is no longer there)." */
function bulkMessage(kind: ContentKind, action: BulkAction, r: BulkResult): string {
  const count = (n: number) =>
    `${n} ${n === 1 ? kind.singular : (kind.plural ?? kind.label.toLowerCase())}`
  const names = (items: Array<{ title: string }>) => items.map((i) => i.title).join(', ')
  const parts: string[] = []
  if (r.done.length) {
    parts.push(`${doneWords[action](count(r.done.length))}: ${names(r.done)}.`)
    if (action === 'trash') parts.push(`Restore from Trash within ${TRASH_DAYS} days.`)
  } else parts.push(`Nothing was ${nothingWords[action]}.`)
  if (r.unchanged.length)
    parts.push(
      `${action === 'publish' ? 'Already on the site or scheduled' : 'Already off the site'}: ${names(r.unchanged)}.`,
    )
  if (r.refused.length)
    parts.push(
      `Not changed: ${r.refused.map((x) => `${x.title} (${refusalWords(x)})`).join('; ')}.`,
    )
  return parts.join(' ')
}

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  consoleMeta(d?.kind.label ?? 'Content')

export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf } = useConsole()
  const {
    kind,
    sorts,
    listFilter,
    query,
    translation,
    rows,
    total,
    page,
    pages,
    canReorder,
    notice,
    readOnly,
  } = loaderData
  const link = (extra: Record<string, string>) => {
    const q = new URLSearchParams({ ...query, ...extra })
    for (const [k, v] of [...q.entries()]) if (!v) q.delete(k)
    return contentListPath(kind.kind, q.toString())
  }
  return (
    <>
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <PageTitle>{kind.label}</PageTitle>
        {kind.creatable && !readOnly ? (
          <Link to={contentEditPath(kind.kind, 'new')} className="btn-primary rounded-lg">
            New {kind.singular}
          </Link>
        ) : null}
      </div>
      {/* The notice of the last reorder (?notice=) says nothing about a move refused since. */}
      {notice && !actionData ? (
        <div className="mb-4">
          <Notice tone="success">{notice}</Notice>
        </div>
      ) : null}
      {readOnly ? (
        <div className="mb-4">
          <Notice tone="info">{readOnly}</Notice>
        </div>
      ) : null}
      {actionData && 'error' in actionData ? (
        <div className="mb-4">
          <Notice tone="error">{actionData.error}</Notice>
        </div>
      ) : null}
      {actionData && 'bulk' in actionData ? (
        <div className="mb-4">
          <Notice tone={actionData.bulk.tone}>{actionData.bulk.message}</Notice>
        </div>
      ) : null}
      {actionData && 'confirm' in actionData ? (
        <ConfirmBulkTrash
          csrf={csrf}
          items={actionData.confirm.items}
          days={actionData.confirm.days}
          noun={actionData.confirm.items.length === 1 ? kind.singular : kind.plural}
          cancelTo={link({})}
        />
      ) : null}
      <Panel>
        {/* Keyed by the query shown, so Clear (or Back) also clears what was typed. */}
        <Form
          key={new URLSearchParams(query).toString()}
          method="get"
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end"
        >
          <div className="sm:col-span-2 lg:col-span-1">
            <label htmlFor="content-q" className="block font-semibold">
              Search
            </label>
            <input
              id="content-q"
              type="search"
              name="q"
              defaultValue={query.q}
              maxLength={100}
              className="mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5"
            />
          </div>
          {kind.publishable ? (
            <SelectField
              label="Status"
              name="state"
              defaultValue={query.state}
              options={[
                { value: '', label: 'Any status' },
                ...states.map((s) => ({ value: s, label: stateLabel(s) })),
              ]}
            />
          ) : null}
          {listFilter ? (
            <SelectField
              label={listFilter.label}
              name="filter"
              defaultValue={query.filter}
              options={[{ value: '', label: 'All' }, ...listFilter.options]}
            />
          ) : null}
          {translation ? (
            <SelectField
              label="Kannada"
              name="kn"
              defaultValue={query.kn}
              options={[
                { value: '', label: 'Any' },
                { value: 'needed', label: `Needs translation (${translation.needing})` },
              ]}
            />
          ) : null}
          {sorts.length > 1 ? (
            <SelectField label="Sort" name="sort" defaultValue={query.sort} options={sorts} />
          ) : null}
          <div className="flex gap-3 sm:col-span-2 lg:col-span-4">
            <button type="submit" className="btn-primary rounded-lg">
              Show
            </button>
            <Link to={contentListPath(kind.kind)} className="btn-outline rounded-lg">
              Clear
            </Link>
          </div>
        </Form>
      </Panel>
      {translation ? (
        <p className="mt-6 text-muted" data-testid="needs-translation">
          <span lang="kn">ಕನ್ನಡ</span> Kannada:{' '}
          {translation.needing === 0 ? (
            'every live item is translated.'
          ) : (
            <>
              <Link to={link({ kn: 'needed', page: '' })} className="font-semibold">
                {translation.needing} {translation.needing === 1 ? kind.singular : kind.plural} need
                {translation.needing === 1 ? 's' : ''} translation
              </Link>
              .
            </>
          )}
        </p>
      ) : null}
      <p className="mt-6 mb-2 font-semibold" role="status">
        {total === 0
          ? 'Nothing matches.'
          : `${total.toLocaleString('en-US')} ${total === 1 ? kind.singular : kind.plural}`}
        {canReorder && rows.length > 1 ? (
          <span className="font-normal text-muted">
            {' '}
            · drag to reorder, or use Move up / Move down
          </span>
        ) : null}
      </p>
      {kind.bulk ? (
        <BulkBar
          csrf={csrf}
          pageIds={rows.map((r) => r.id)}
          legend={`With the selected ${kind.plural}`}
          stamp={actionData && 'bulk' in actionData ? actionData.bulk.at : 0}
          buttons={[
            ...(kind.underReview ? [] : [{ value: 'publish', label: 'Publish selected' }]),
            { value: 'unpublish', label: 'Unpublish selected' },
            ...(kind.trashable
              ? [{ value: 'trash', label: 'Move selected to the trash', danger: true }]
              : []),
          ]}
        />
      ) : null}
      <ContentOrder
        kind={kind.kind}
        rows={rows}
        csrf={csrf}
        canReorder={canReorder}
        filter={query.filter}
        showState={kind.publishable}
        select={
          kind.bulk
            ? { stamp: actionData && 'bulk' in actionData ? actionData.bulk.at : 0 }
            : undefined
        }
      />
      <Pager page={page} pages={pages} link={(p) => link({ page: String(p) })} />
    </>
  )
}

/**
 * "Move selected to the trash" asks first, naming the items, with Cancel first (as the editor's
 * Delete does); the answer is a plain form, so it works without JavaScript.
 */
function ConfirmBulkTrash({
  csrf,
  items,
  days,
  noun,
  cancelTo,
}: {
  csrf: string
  items: Array<{ id: string; title: string }>
  days: number
  noun: string
  cancelTo: string
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [items])
  return (
    <section
      aria-labelledby="bulk-trash-title"
      className="mb-4 rounded-xl border-2 border-danger/40 bg-red-50 p-4 text-ink sm:p-6"
    >
      <h2 id="bulk-trash-title" ref={heading} tabIndex={-1} className="text-lg text-danger">
        Move {items.length} {noun} to the trash?
      </h2>
      <p className="mt-2">
        They leave the site at once and wait in Trash for {days} days, where they can be restored.
      </p>
      <ul className="mt-2 list-disc pl-6">
        {items.map((i) => (
          <li key={i.id}>{i.title}</li>
        ))}
      </ul>
      <Form method="post" className="mt-4 flex flex-wrap gap-3">
        <CsrfInput token={csrf} />
        <input type="hidden" name="intent" value="bulk" />
        <input type="hidden" name="do" value="trash" />
        <input type="hidden" name="confirmed" value="yes" />
        {items.map((i) => (
          <input key={i.id} type="hidden" name="ids" value={i.id} />
        ))}
        <Link to={cancelTo} className="btn-outline rounded-lg">
          Cancel
        </Link>
        <button
          type="submit"
          className="btn rounded-lg border-2 border-danger bg-white text-danger hover:bg-red-50"
        >
          Yes, move {items.length === 1 ? 'it' : 'them'} to the trash
        </button>
      </Form>
    </section>
  )
}
