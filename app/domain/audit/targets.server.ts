import type { Db } from '#app/db/client.server.ts'
import { contentKind } from '#app/domain/content/registry.server.ts'
import { inTrash } from '#app/domain/content/trash.server.ts'
import {
  consolePaths,
  contentEditPath,
  contentListPath,
  inboxItemPath,
  mediaItemPath,
  redirectsPath,
  trashPath,
} from '#app/routing/console.ts'

/** What an audit entry was about, as staff read it: its kind and name, linked while it exists. */
export type AuditTarget = { kind: string; name: string; href: string | null }

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1)

/**
 * The audit log stores each entry's target as a code (`jobs:12`, `media:3`, `user:2`); this names
 * them for the page being shown: the item's title today and its kind, with a link to it while it
 * exists (to the Trash while it is there). A target deleted for good keeps its kind and number.
 * Names come from the item itself, read now: nothing a visitor sent is shown (an inbox message
 * is "a message", linked).
 */
export async function describeTargets(
  db: Db,
  targets: Array<string | null>,
): Promise<Record<string, AuditTarget>> {
  const out: Record<string, AuditTarget> = {}
  for (const target of new Set(targets)) {
    if (!target || target in out) continue
    const described = await describe(db, target).catch(() => null)
    if (described) out[target] = described
  }
  return out
}

async function describe(db: Db, target: string): Promise<AuditTarget | null> {
  if (target === 'trash') return { kind: 'Trash', name: 'the trash', href: trashPath }
  const m = /^([a-z-]+)(?::(\d{1,12}))?$/.exec(target)
  if (!m) return null
  const [, prefix, rawId] = m as unknown as [string, string, string | undefined]
  const listKind = contentKind(prefix)
  if (rawId === undefined)
    return listKind
      ? { kind: 'List', name: listKind.label, href: contentListPath(listKind.kind) }
      : null
  const id = Number(rawId)
  if (listKind) {
    const singular = capital(listKind.singular)
    const gone = { kind: singular, name: `#${id}, deleted for good`, href: null }
    const loaded = await listKind.load(db, rawId)
    if (!loaded) return gone
    const name = listKind.title(loaded.values) || `#${id}`
    if (await inTrash(db, listKind.kind, rawId))
      return { kind: singular, name: `${name} (in the trash)`, href: trashPath }
    return { kind: singular, name, href: contentEditPath(listKind.kind, rawId) }
  }
  switch (prefix) {
    case 'media': {
      const row = await db
        .selectFrom('media')
        .select(['key', 'alt'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!row) return { kind: 'Picture', name: `#${id}, deleted`, href: null }
      const file = row.key.split('/').pop() ?? row.key
      return {
        kind: 'Picture',
        name: row.alt ? `${row.alt} (${file})` : file,
        href: mediaItemPath(id),
      }
    }
    case 'user': {
      const row = await db
        .selectFrom('users')
        .select(['email', 'name'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!row) return { kind: 'Person', name: `#${id}, removed`, href: null }
      return {
        kind: 'Person',
        name: row.name ? `${row.name} (${row.email})` : row.email,
        href: consolePaths.users,
      }
    }
    case 'invite': {
      const row = await db
        .selectFrom('invites')
        .select(['email'])
        .where('id', '=', id)
        .executeTakeFirst()
      return { kind: 'Invitation', name: row ? `for ${row.email}` : `#${id}`, href: null }
    }
    case 'redirect': {
      const row = await db
        .selectFrom('redirects')
        .select(['from_path'])
        .where('id', '=', id)
        .executeTakeFirst()
      return row
        ? { kind: 'Redirect', name: `from ${row.from_path}`, href: redirectsPath }
        : { kind: 'Redirect', name: `#${id}, removed`, href: null }
    }
    case 'submission': {
      const row = await db
        .selectFrom('submissions')
        .select(['kind'])
        .where('id', '=', id)
        .executeTakeFirst()
      const name = row?.kind === 'apply' ? `job application #${id}` : `message #${id}`
      return row
        ? { kind: 'Inbox', name, href: inboxItemPath(id) }
        : { kind: 'Inbox', name: `#${id}, deleted`, href: null }
    }
    default:
      return null
  }
}
