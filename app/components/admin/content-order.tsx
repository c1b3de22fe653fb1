import { Form, Link } from 'react-router'
import type { PublishState } from '#app/domain/content/publish-state.ts'
import { contentEditPath } from '#app/routing/console.ts'
import { Badge, CsrfInput, Time } from './ui'

const labels: Record<PublishState, { label: string; tone: 'neutral' | 'warn' | 'good' | 'bad' }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'warn' },
  published: { label: 'Published', tone: 'good' },
  expired: { label: 'Ended', tone: 'bad' },
}

export function stateLabel(state: PublishState): string {
  return labels[state].label
}

export function StateBadge({ state, publishAt }: { state: PublishState; publishAt?: number }) {
  return (
    <Badge tone={labels[state].tone}>
      {labels[state].label}
      {state === 'scheduled' && publishAt ? (
        <>
          {' '}
          · <Time ms={publishAt} />
        </>
      ) : null}
    </Badge>
  )
}

export type OrderRow = {
  id: string
  title: string
  detail?: string
  state: PublishState
  publishAt: number
  updatedAt: number
}

/**
 * A kind's items, linking to their editors. Where the order matters (slides, brands, products …)
 * each item has Move up / Move down buttons: plain form posts that work with the keyboard and
 * without JavaScript.
 */
export function ContentOrder({
  kind,
  rows,
  csrf,
  canReorder,
  filter,
}: {
  kind: string
  rows: OrderRow[]
  csrf: string
  canReorder: boolean
  filter: string
}) {
  if (!rows.length) return null
  return (
    <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
      {rows.map((r, i) => (
        <li key={r.id} className="flex flex-wrap items-center gap-3 p-4 hover:bg-slate-50">
          <div className="min-w-0 flex-[1_1_12rem]">
            <p className="font-semibold">
              <Link to={contentEditPath(kind, r.id)} className="text-ink">
                {r.title}
              </Link>
            </p>
            <p className="text-sm text-muted">
              {r.detail ? `${r.detail} · ` : ''}changed <Time ms={r.updatedAt} />
            </p>
          </div>
          <StateBadge state={r.state} publishAt={r.publishAt} />
          {canReorder ? (
            <div className="flex gap-1">
              {(['up', 'down'] as const).map((dir) =>
                (dir === 'up' && i === 0) || (dir === 'down' && i === rows.length - 1) ? null : (
                  <Form method="post" key={dir}>
                    <CsrfInput token={csrf} />
                    <input type="hidden" name="intent" value="move" />
                    <input type="hidden" name="id" value={r.id} />
                    <input type="hidden" name="dir" value={dir} />
                    <input type="hidden" name="filter" value={filter} />
                    <button
                      type="submit"
                      className="rounded-md px-2 py-1 text-sm font-semibold text-primary hover:bg-primary-soft"
                    >
                      Move {dir}
                      <span className="sr-only"> {r.title}</span>
                    </button>
                  </Form>
                ),
              )}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  )
}
