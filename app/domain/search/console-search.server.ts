import type { Db } from '#app/db/client.server.ts'
import { can, type Role } from '#app/domain/accounts/roles.ts'
import { allContentKinds } from '#app/domain/content/registry.server.ts'
import type { PublishState } from '#app/domain/content/publish-state.ts'
import { inboxKindsOf, listInbox } from '#app/domain/inbox/inbox.server.ts'
import { listMedia } from '#app/domain/media/library.server.ts'
import {
  consolePaths,
  contentEditPath,
  contentListPath,
  inboxItemPath,
  mediaItemPath,
  mediaPath,
} from '#app/routing/console.ts'

/**
 * One search for the whole console (issue 37): the same search each list runs for its own box,
 * run over every list this person's role may open, a few hits each, with a link to the rest.
 * Nothing is searched that the role could not open: the kinds by their right, the media library
 * by `media`, the inbox by the message kinds the role may read.
 */

/** Hits shown per group; "See all" opens the list with the same search. */
export const HITS_PER_GROUP = 5
/** Longest search, as the lists' own boxes take it. */
export const SEARCH_MAX = 100

type SearchHit = {
  title: string
  detail?: string
  href: string
  /** A content item's publishing state; none for pictures and messages. */
  state?: PublishState
}

export type SearchGroup = {
  /** What the group holds: "Jobs", "Pictures", "Messages and applications". */
  label: string
  total: number
  hits: SearchHit[]
  /** The list behind the group, filtered by the same search. */
  more: string
}

const withQuery = (path: string, q: string) => `${path}?${new URLSearchParams({ q })}`

/** Every group with a hit, in the console menu's order; none for an empty search. */
export async function searchConsole(
  db: Db,
  role: Role,
  search: string,
  now = Date.now(),
): Promise<SearchGroup[]> {
  const q = search.trim().slice(0, SEARCH_MAX)
  if (!q) return []
  const kinds = allContentKinds().filter((k) => can(role, k.right))
  const content = kinds.map(async (k): Promise<SearchGroup> => {
    const { rows, total } = await k.list(
      db,
      { search: q, sort: k.sorts[0], limit: HITS_PER_GROUP, offset: 0 },
      now,
    )
    return {
      label: k.label,
      total,
      hits: rows.map((r) => ({
        title: r.title,
        detail: r.detail,
        href: contentEditPath(k.kind, r.id),
        state: k.publishable ? r.state : undefined,
      })),
      more: withQuery(contentListPath(k.kind), q),
    }
  })
  const media = can(role, 'media')
    ? [
        listMedia(db, { search: q, limit: HITS_PER_GROUP }).then(
          ({ items, total }): SearchGroup => ({
            label: 'Pictures',
            total,
            hits: items.map((m) => ({
              title: m.key.split('/').pop() ?? m.key,
              detail: m.alt || (m.decorative ? 'Decorative' : 'No description yet'),
              href: mediaItemPath(m.id),
            })),
            more: withQuery(mediaPath, q),
          }),
        ),
      ]
    : []
  const readable = inboxKindsOf(role)
  const inbox = readable.length
    ? [
        listInbox(db, { kinds: readable, search: q, limit: HITS_PER_GROUP }).then(
          ({ rows, total }): SearchGroup => ({
            label: readable.length === 2 ? 'Messages and applications' : 'Applications',
            total,
            hits: rows.map((r) => ({
              title: r.name,
              detail:
                r.kind === 'apply'
                  ? `Application${r.jobTitle ? ` · ${r.jobTitle}` : ''}`
                  : `Message${r.subject ? ` · ${r.subject}` : ''}`,
              href: inboxItemPath(r.id),
            })),
            more: withQuery(consolePaths.inbox, q),
          }),
        ),
      ]
    : []
  const groups = await Promise.all([...content, ...media, ...inbox])
  return groups.filter((g) => g.total > 0)
}
