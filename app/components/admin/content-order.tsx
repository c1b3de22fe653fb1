import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type Modifier,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { useState, type ReactNode } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import type { PublishState } from '#app/domain/content/publish-state.ts'
import { contentEditPath } from '#app/routing/console.ts'
import { SelectRow } from './bulk-actions.tsx'
import { Badge, CsrfInput, Time } from './ui.tsx'

const labels: Record<PublishState, { label: string; tone: 'neutral' | 'warn' | 'good' | 'bad' }> = {
  draft: { label: 'Draft', tone: 'neutral' },
  scheduled: { label: 'Scheduled', tone: 'warn' },
  published: { label: 'Published', tone: 'good' },
  expired: { label: 'Ended', tone: 'bad' },
}

export function stateLabel(state: PublishState): string {
  return labels[state].label
}

export function StateBadge({
  state,
  publishAt,
  draftWaiting,
}: {
  state: PublishState
  publishAt?: number
  /** An edit saved as a draft waits to be published (the site shows the live version). */
  draftWaiting?: boolean
}) {
  return (
    <Badge tone={labels[state].tone}>
      {labels[state].label}
      {state === 'scheduled' && publishAt ? (
        <>
          {' '}
          · <Time ms={publishAt} />
        </>
      ) : null}
      {draftWaiting ? ' · draft waiting' : null}
    </Badge>
  )
}

/** Items move up and down only (what @dnd-kit/modifiers' restrictToVerticalAxis does). */
const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 })

export type OrderRow = {
  id: string
  title: string
  detail?: string
  state: PublishState
  publishAt: number
  updatedAt: number
  draftWaiting?: boolean
  /** A link of the row's own: a job's applications in the inbox ("3 applications (1 new)"). */
  link?: { label: string; href: string }
}

/** One item: its title linking to the editor, when it changed, its state. */
function RowBody({ kind, row, showState }: { kind: string; row: OrderRow; showState: boolean }) {
  return (
    <>
      <div className="min-w-0 flex-[1_1_12rem]">
        <p className="font-semibold">
          <Link to={contentEditPath(kind, row.id)} className="text-ink">
            {row.title}
          </Link>
        </p>
        <p className="text-sm text-muted">
          {row.detail ? `${row.detail} · ` : ''}changed <Time ms={row.updatedAt} />
        </p>
        {row.link ? (
          <p className="text-sm">
            <Link to={row.link.href}>{row.link.label}</Link>
          </p>
        ) : null}
      </div>
      {showState ? (
        <StateBadge state={row.state} publishAt={row.publishAt} draftWaiting={row.draftWaiting} />
      ) : null}
    </>
  )
}

function MoveButtons({
  row,
  i,
  count,
  csrf,
  filter,
}: {
  row: OrderRow
  i: number
  count: number
  csrf: string
  filter: string
}) {
  return (
    <div className="flex gap-1">
      {(['up', 'down'] as const).map((dir) =>
        (dir === 'up' && i === 0) || (dir === 'down' && i === count - 1) ? null : (
          <Form method="post" key={dir}>
            <CsrfInput token={csrf} />
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="dir" value={dir} />
            <input type="hidden" name="filter" value={filter} />
            <button
              type="submit"
              className="rounded-md px-2 py-1 text-sm font-semibold text-primary hover:bg-primary-soft"
            >
              Move {dir}
              <span className="sr-only"> {row.title}</span>
            </button>
          </Form>
        ),
      )}
    </div>
  )
}

function SortableRow({ row, children }: { row: OrderRow; children: ReactNode }) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: row.id })
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-3 p-4 ${isDragging ? 'relative z-10 bg-primary-soft shadow-lg' : 'bg-white hover:bg-slate-50'}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        className="-ml-2 inline-flex size-10 cursor-grab touch-none items-center justify-center rounded-md text-muted hover:bg-slate-100 active:cursor-grabbing"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" width="20" height="20" fill="currentColor">
          <circle cx="7" cy="5" r="1.6" />
          <circle cx="13" cy="5" r="1.6" />
          <circle cx="7" cy="10" r="1.6" />
          <circle cx="13" cy="10" r="1.6" />
          <circle cx="7" cy="15" r="1.6" />
          <circle cx="13" cy="15" r="1.6" />
        </svg>
        <span className="sr-only">Drag {row.title}</span>
      </button>
      {children}
    </li>
  )
}

/**
 * A kind's items, linking to their editors. Where the order matters (slides, brands, products …)
 * each item has Move up / Move down buttons: plain form posts that work without JavaScript. Once
 * the page runs, a handle also lets staff drag an item (mouse or touch), or pick it up with Space
 * and move it with the arrow keys (dnd-kit's keyboard sensor, announced to screen readers); the
 * new order is saved as soon as the item is dropped.
 */
export function ContentOrder({
  kind,
  rows,
  csrf,
  canReorder,
  filter,
  showState = true,
  select,
}: {
  kind: string
  rows: OrderRow[]
  csrf: string
  canReorder: boolean
  filter: string
  showState?: boolean
  /**
   * A checkbox on each row for the list's bulk actions (bulk-actions.tsx); a new `stamp` after
   * each bulk action clears them.
   */
  select?: { stamp: number }
}) {
  const submit = useSubmit()
  const [order, setOrder] = useState(rows)
  const [shown, setShown] = useState(rows)
  // New rows from the server (after a save, a search, another page) replace the local order.
  if (shown !== rows) {
    setShown(rows)
    setOrder(rows)
  }
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  )
  if (!rows.length) return null
  const titleOf = (id: UniqueIdentifier) => order.find((r) => r.id === id)?.title ?? 'The item'
  const placeOf = (id: UniqueIdentifier | undefined) =>
    id === undefined ? 0 : order.findIndex((r) => r.id === id) + 1

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = order.findIndex((r) => r.id === active.id)
    const to = order.findIndex((r) => r.id === over.id)
    const next = arrayMove(order, from, to)
    setOrder(next)
    void submit(
      { csrf, intent: 'order', order: next.map((r) => r.id).join(','), filter },
      { method: 'post' },
    )
  }

  if (!canReorder)
    return (
      <ol className="divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200 bg-white">
        {rows.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-3 p-4 hover:bg-slate-50">
            {select ? (
              <SelectRow key={`${r.id}-${select.stamp}`} id={r.id} title={r.title} />
            ) : null}
            <RowBody kind={kind} row={r} showState={showState} />
          </li>
        ))}
      </ol>
    )

  return (
    <DndContext
      id={`order-${kind}`}
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[restrictToVerticalAxis]}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: {
          draggable:
            'To move an item, press Space, then the up and down arrow keys; press Space again to drop it there, or Escape to cancel.',
        },
        announcements: {
          onDragStart: ({ active }) =>
            `Picked up ${titleOf(active.id)}, place ${placeOf(active.id)} of ${order.length}.`,
          onDragOver: ({ active, over }) =>
            over
              ? `${titleOf(active.id)} is now at place ${placeOf(over.id)} of ${order.length}.`
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? `Dropped ${titleOf(active.id)} at place ${placeOf(over.id)}. The new order is saved.`
              : `Dropped ${titleOf(active.id)}.`,
          onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
        },
      }}
    >
      <SortableContext items={order.map((r) => r.id)} strategy={verticalListSortingStrategy}>
        <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {order.map((r, i) => (
            <SortableRow key={r.id} row={r}>
              {select ? (
                <SelectRow key={`${r.id}-${select.stamp}`} id={r.id} title={r.title} />
              ) : null}
              <RowBody kind={kind} row={r} showState={showState} />
              <MoveButtons row={r} i={i} count={order.length} csrf={csrf} filter={filter} />
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  )
}
