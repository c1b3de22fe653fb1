import type { Db } from '#app/db/client.server.ts'
import type { ContentKind, ListRow } from './kind.server.ts'
import { latestDrafts } from './revisions.server.ts'
import { waitingKeys } from './review-store.server.ts'

/**
 * Work waiting in the console (the dashboard's "Waiting to go out"): drafts not on the site yet,
 * edits of live items saved as drafts, and what is scheduled to go live or come down in the next
 * seven days. The newest few of each, over the kinds a person may edit; what waits for review is
 * review.server.ts's `reviewQueue`, and a draft submitted for review is listed there, not here
 * (the author's next step is the reviewer's, not more editing).
 */
export type WaitingItem = {
  kind: string
  /** The kind's name, singular ("job"), for the line's words. */
  singular: string
  id: string
  title: string
  /** When it was saved (drafts), goes live (scheduled) or comes down (ending). */
  at: number
  /** A draft of an item that is live: the site still shows the published version. */
  live?: boolean
  by?: string | null
}

export type WaitingWork = {
  drafts: WaitingItem[]
  goLive: WaitingItem[]
  comeDown: WaitingItem[]
  /** How many of each there are in all, when more than shown. */
  totals: { drafts: number; goLive: number; comeDown: number }
}

const SHOWN = 6
/** How far ahead "Goes live" and "Comes down" look. */
const WEEK = 7 * 86_400_000

export async function waitingWork(db: Db, kinds: ContentKind[], now: number): Promise<WaitingWork> {
  const publishable = kinds.filter((k) => k.publishable)
  const item = (k: ContentKind, r: ListRow, at: number): WaitingItem => ({
    kind: k.kind,
    singular: k.singular,
    id: String(r.id),
    title: r.title,
    at,
  })
  const lists = await Promise.all(
    publishable.map(async (k) => {
      // Goings-live and comings-down within the next week only: what needs an eye soon.
      const list = (state: 'draft' | 'scheduled' | 'ending') =>
        k.list(
          db,
          {
            state,
            sort: 'updated',
            limit: SHOWN,
            offset: 0,
            ...(state === 'draft' ? {} : { until: now + WEEK }),
          },
          now,
        )
      const [drafts, goLive, comeDown] = await Promise.all([
        list('draft'),
        list('scheduled'),
        list('ending'),
      ])
      return {
        drafts: drafts.rows.map((r) => item(k, r, r.updatedAt)),
        goLive: goLive.rows.map((r) => item(k, r, r.publishAt)),
        comeDown: comeDown.rows.map((r) => item(k, r, r.unpublishAt ?? 0)),
        totals: { drafts: drafts.total, goLive: goLive.total, comeDown: comeDown.total },
      }
    }),
  )
  const liveDrafts = await draftsOfLiveItems(db, publishable)
  const all = <K extends 'drafts' | 'goLive' | 'comeDown'>(key: K) => lists.flatMap((l) => l[key])
  const sum = (key: 'drafts' | 'goLive' | 'comeDown') =>
    lists.reduce((n, l) => n + l.totals[key], 0)
  // The English drafts waiting for a reviewer (each item's one draft, counted once above).
  const submitted = await waitingKeys(
    db,
    publishable.map((k) => k.kind),
    'en',
  )
  const drafts = [...liveDrafts.items, ...all('drafts')].filter(
    (w) => !submitted.has(`${w.kind}:${w.id}`),
  )
  return {
    // Newest drafts first; the soonest goings-live and comings-down first.
    drafts: drafts.sort((a, b) => b.at - a.at).slice(0, SHOWN),
    goLive: all('goLive')
      .sort((a, b) => a.at - b.at)
      .slice(0, SHOWN),
    comeDown: all('comeDown')
      .sort((a, b) => a.at - b.at)
      .slice(0, SHOWN),
    totals: {
      drafts: Math.max(
        Math.min(drafts.length, SHOWN),
        sum('drafts') + liveDrafts.total - submitted.size,
      ),
      goLive: sum('goLive'),
      comeDown: sum('comeDown'),
    },
  }
}

/**
 * The newest edit waiting on each live item, named by the item's current title, and how many
 * items have one (counted over the newest 200 draft revisions: plenty for a dashboard).
 */
async function draftsOfLiveItems(
  db: Db,
  kinds: ContentKind[],
): Promise<{ items: WaitingItem[]; total: number }> {
  const byKind = new Map(kinds.map((k) => [k.kind, k]))
  const seen = new Set<string>()
  const out: WaitingItem[] = []
  for (const rev of await latestDrafts(db, [...byKind.keys()], 200)) {
    const key = `${rev.kind}:${rev.itemId}`
    if (seen.has(key)) continue
    seen.add(key)
    if (out.length >= SHOWN) continue
    const k = byKind.get(rev.kind)!
    // An item deleted since (its drafts may outlive it) is no work waiting.
    const current = await k.load(db, rev.itemId)
    if (!current) continue
    out.push({
      kind: k.kind,
      singular: k.singular,
      id: rev.itemId,
      title: k.title(current.values),
      at: rev.createdAt,
      live: true,
      by: rev.authorEmail,
    })
  }
  return { items: out, total: seen.size }
}
