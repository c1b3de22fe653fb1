import type { Db } from '#app/db/client.server.ts'
import { saveValues, type Actor } from './editor.server.ts'
import { contentChanged } from './events.server.ts'
import type { ContentKind } from './kind.server.ts'
import { publishState } from './publishing.server.ts'
import { pendingDraft } from './revisions.server.ts'
import { moveToTrash } from './trash.server.ts'

/**
 * Bulk actions on a content list (issue 37): publish, unpublish or move to the trash the items
 * selected. Each item goes through the same function as its editor's button (saveValues with the
 * item as its editor shows it, a waiting draft included; moveToTrash), so each is validated,
 * kept in History and audited on its own, one entry per item. The page cache hears of the batch
 * once, after the last item, with every tag the items touched.
 */
export type BulkAction = 'publish' | 'unpublish' | 'trash'

/** At most this many items in one request (a list page shows 25). */
export const BULK_MAX = 100

type BulkItem = { id: string; title: string }

/**
 * Why an item was left as it was: gone meanwhile, its fields or schedule refused (`detail` is the
 * field's message), something still refers to it (`detail` says what), or its kind cannot do it.
 */
export type BulkRefusal = BulkItem & {
  reason: 'not-found' | 'invalid' | 'blocked' | 'unsupported'
  detail?: string
}

export type BulkResult = {
  done: BulkItem[]
  /** Already so: published items asked to publish, drafts asked to unpublish. */
  unchanged: BulkItem[]
  refused: BulkRefusal[]
}

export async function bulkChange(
  db: Db,
  kind: ContentKind,
  ids: readonly string[],
  action: BulkAction,
  actor: Actor,
  ip: string | null,
  now = Date.now(),
): Promise<BulkResult> {
  const result: BulkResult = { done: [], unchanged: [], refused: [] }
  const tags = new Set<string>()
  const chosen = [...new Set(ids)].slice(0, BULK_MAX)
  const note = `Bulk action on ${chosen.length} ${chosen.length === 1 ? 'item' : 'items'} from the list.`
  for (const id of chosen) {
    const current = await kind.load(db, id)
    if (!current) {
      result.refused.push({ id, title: `No. ${id}`, reason: 'not-found' })
      continue
    }
    const item = { id, title: kind.title(current.values) }
    if (action === 'trash') {
      const moved = await moveToTrash(db, kind, id, actor, ip, { collect: tags, note })
      if (moved === true) result.done.push(item)
      else if (moved === false) result.refused.push({ ...item, reason: 'unsupported' })
      else result.refused.push({ ...item, reason: 'blocked', detail: moved.refused })
      continue
    }
    const p = current.publishing
    if (!kind.publishable || !p) {
      result.refused.push({ ...item, reason: 'unsupported' })
      continue
    }
    const state = publishState(
      { status: p.status, publish_at: p.publishAt, unpublish_at: p.unpublishAt },
      now,
    )
    // As the editor: a waiting draft of a live item is what it shows, and what its buttons send.
    const draft = await pendingDraft(db, kind.kind, id)
    const waiting = draft && draft.createdAt >= current.updatedAt ? draft : null
    const already =
      action === 'publish'
        ? (state === 'published' || state === 'scheduled') && !waiting
        : state === 'draft' || state === 'expired'
    if (already) {
      result.unchanged.push(item)
      continue
    }
    const saved = await saveValues(
      db,
      kind,
      id,
      {
        values: waiting ? waiting.snapshot.values : current.values,
        errors: {},
        // Publish: now, unless a time ahead was set (it stays scheduled); an end already past
        // is dropped, or the item would come straight down again. Unpublish keeps both times,
        // as the editor's form would send them.
        publishAt:
          action === 'publish'
            ? p.publishAt > now
              ? p.publishAt
              : null
            : p.publishAt > 1
              ? p.publishAt
              : null,
        unpublishAt: p.unpublishAt !== null && p.unpublishAt > now ? p.unpublishAt : null,
        version: null,
        overwrite: null,
      },
      action,
      actor,
      ip,
      { collect: tags, note },
    )
    if (saved.ok) result.done.push(item)
    else
      result.refused.push({
        ...item,
        reason: saved.refusal === 'not-found' ? 'not-found' : 'invalid',
        detail: Object.values(saved.errors)[0],
      })
  }
  if (tags.size) await contentChanged({ kind: kind.kind, tags: [...tags] })
  return result
}
