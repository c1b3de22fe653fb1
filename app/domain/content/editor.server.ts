import type { Db } from '#app/db/client.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import { faultPoint } from '#app/platform/faults.server.ts'
import { formatMomentIST } from '#app/utils/dates.ts'
import { contentChanged } from './events.server.ts'
import type { Values } from './fields.ts'
import {
  assertNoNewer,
  findConflict,
  newerVersion,
  overwriteNote,
  readVersion,
  StaleVersion,
  type Conflict,
} from './conflicts.server.ts'
import { parseIstDateTime, readForm, type FieldErrors } from './fields.server.ts'
import { fieldsFor, type ContentKind, type Publishing } from './kind.server.ts'
import { publishState } from './publishing.server.ts'
import { addAutoRedirect } from './redirects.server.ts'
import { settleOnPublish } from './review-store.server.ts'
import {
  clearDrafts,
  describeChanges,
  diffValues,
  getRevision,
  itemNumber,
  pendingDraft,
  recordRevision,
  type Change,
  type Snapshot,
} from './revisions.server.ts'

/**
 * Every change of public content goes through here (DESIGN.md "Content, drafts and
 * publishing"): validate, write the item, keep a revision, move its old address with a 301, write
 * the audit entry, all in one transaction; then tell the page cache (contentChanged). What the
 * buttons do:
 * - "Save draft": a new or unpublished item is written as a draft; an edit of a live item is kept
 *   as a draft revision and the public page stays as it is.
 * - "Publish" (or "Schedule", when the publish time is ahead): written and published.
 * - "Unpublish": written as a draft; the page goes.
 * Kinds without publishing (settings, page copy) have "Save", which is live at once.
 */
export type Intent = 'draft' | 'publish' | 'unpublish' | 'save'

export type Actor = { id: number; email: string }

/**
 * What a save did, as a code: the console says it in words (routes/admin/content.server.ts
 * `notices`), so no caller reads English back. `live-draft` is an edit of a live item kept as a
 * draft: the live page is unchanged.
 */
export type SaveOutcome =
  'published' | 'scheduled' | 'unpublished' | 'draft' | 'live-draft' | 'saved' | 'submitted'

/**
 * Why a save was refused: the item is unknown (404), fields need another look (400), or someone
 * saved a newer version since the editor was opened (409, conflicts.server.ts).
 */
export type SaveRefusal = 'not-found' | 'invalid' | 'conflict'

export type SaveResult =
  | { ok: true; id: string; outcome: SaveOutcome; created: boolean }
  | {
      ok: false
      status: number
      refusal: SaveRefusal
      errors: FieldErrors
      values: Values
      publishing: Publishing | null
      /** With refusal 'conflict': who saved the newer version, when, and how it differs. */
      conflict?: Conflict
    }

/** What a save needs beyond the values: how it is recorded, and who announces its tags. */
export type SaveOptions = {
  /** Appended to the audit entry (a bulk action says it came from the list). */
  note?: string
  /**
   * The page-cache tags are added here instead of announced: a batch (bulk.server.ts) announces
   * them once, after its last item.
   */
  collect?: Set<string>
  /**
   * The audit entry's verb instead of the save's own: an approval from review is one entry,
   * `content.<kind>.approved` (review.server.ts), not a plain "published".
   */
  verb?: string
}

/** A save as read from the editor's form, or made by a bulk action from the stored item. */
type SaveInput = {
  values: Values
  errors: FieldErrors
  publishAt: number | null | 'invalid'
  unpublishAt: number | null | 'invalid'
  /** The version the editor was opened at (conflicts.server.ts); null: not checked. */
  version: number | null
  /** Said in History and the audit log when the save overwrites a newer version on purpose. */
  overwrite: string | null
}

function readPublishing(
  input: Pick<SaveInput, 'publishAt' | 'unpublishAt'>,
  errors: FieldErrors,
  current: Publishing | null,
): { publishAt: number | null; unpublishAt: number | null } {
  const at = input.publishAt
  const until = input.unpublishAt
  if (at === 'invalid') errors.publishAt = 'Enter a date and time, or leave it empty for now.'
  if (until === 'invalid') errors.unpublishAt = 'Enter a date and time, or leave it empty.'
  const publishAt = at === 'invalid' ? null : at
  const unpublishAt = until === 'invalid' ? null : until
  const effectiveStart = publishAt ?? current?.publishAt ?? Date.now()
  if (unpublishAt !== null && unpublishAt <= effectiveStart)
    errors.unpublishAt = 'The end must come after the start.'
  return { publishAt, unpublishAt }
}

/** The audit entry's kind for a save (`content.<kind>.<verb>`; kinds.ts gives its words). */
function verbOf(intent: Intent, created: boolean, scheduled: boolean): string {
  if (intent === 'publish') return scheduled ? 'scheduled' : 'published'
  if (intent === 'unpublish') return 'unpublished'
  if (intent === 'draft') return created ? 'created' : 'draft-saved'
  return created ? 'created' : 'updated'
}

/**
 * What a save did, in words for the history and the audit log: the step on the site first (a
 * first publish is "Published.", never "No field changed."), then the fields that changed. Times
 * are India time, named (utils/dates.ts), as everywhere in the console.
 */
function describeSave(s: {
  intent: Intent
  created: boolean
  wasLive: boolean
  publishing: Publishing | null
  before: Publishing | null
  changes: Change[]
  now: number
}): string {
  const parts: string[] = []
  const at = (ms: number) => formatMomentIST(ms)
  const scheduled = s.publishing?.status === 'published' && s.publishing.publishAt > s.now
  if (s.intent === 'publish') {
    if (scheduled)
      parts.push(`${s.created ? 'Created; goes' : 'Goes'} live ${at(s.publishing!.publishAt)}.`)
    else if (s.created) parts.push('Created and published.')
    else if (!s.wasLive) parts.push('Published.')
    const until = s.publishing?.unpublishAt ?? null
    if (until !== null && until !== (s.before?.unpublishAt ?? null))
      parts.push(`Comes down ${at(until)}.`)
  } else if (s.intent === 'unpublish') parts.push('Taken off the site.')
  else if (s.created) parts.push(s.intent === 'draft' ? 'Created as a draft.' : 'Created.')
  if (!s.created && (s.changes.length || !parts.length)) parts.push(describeChanges(s.changes))
  return parts.join(' ')
}

/** The editor's save: the form read by the kind's fields, then `saveValues`. */
export async function saveContent(
  db: Db,
  kind: ContentKind,
  id: string | null,
  form: FormData,
  intent: Intent,
  actor: Actor,
  ip: string | null,
): Promise<SaveResult> {
  const { values, errors } = readForm(fieldsFor(kind, id), form)
  const version = id === null ? null : readVersion(form)
  const overwrite =
    id === null ? null : await overwriteNote(db, { kind: kind.kind, id, lang: 'en', form, version })
  return saveValues(
    db,
    kind,
    id,
    {
      values,
      errors,
      publishAt: parseIstDateTime(String(form.get('publishAt') ?? '')),
      unpublishAt: parseIstDateTime(String(form.get('unpublishAt') ?? '')),
      version,
      overwrite,
    },
    intent,
    actor,
    ip,
  )
}

/**
 * A save of values already read: the editor's (saveContent) and a bulk action's, which sends an
 * item as its editor would show it (bulk.server.ts).
 */
export async function saveValues(
  db: Db,
  kind: ContentKind,
  id: string | null,
  input: SaveInput,
  intent: Intent,
  actor: Actor,
  ip: string | null,
  options: SaveOptions = {},
): Promise<SaveResult> {
  const { errors } = input
  const values = kind.prepare?.(input.values, id) ?? input.values
  const current = id === null ? null : await kind.load(db, id)
  if (id !== null && !current)
    return {
      ok: false,
      status: 404,
      refusal: 'not-found',
      errors: {},
      values,
      publishing: null,
    }
  const fields = fieldsFor(kind, id)
  const conflictOf = async () =>
    id === null || input.version === null
      ? null
      : findConflict(db, {
          kind: kind.kind,
          id,
          lang: 'en',
          version: input.version,
          fields,
          mine: values,
          actorId: actor.id,
        })
  // A newer version than the one the editor was opened at: nothing is written, and the form
  // comes back with what was typed and how the newer version differs.
  const early = await conflictOf()
  if (early)
    return {
      ok: false,
      status: 409,
      refusal: 'conflict',
      errors: {},
      values,
      publishing: null,
      conflict: early,
    }
  const windows = kind.publishable
    ? readPublishing(input, errors, current?.publishing ?? null)
    : null
  // A field's own message (it says what the field needs) wins over a kind's wider check.
  for (const [field, message] of Object.entries((await kind.check?.(values, db, id)) ?? {}))
    errors[field] ??= message
  const now = Date.now()
  const wasLive = current?.publishing
    ? publishState(
        {
          status: current.publishing.status,
          publish_at: current.publishing.publishAt,
          unpublish_at: current.publishing.unpublishAt,
        },
        now,
      ) !== 'draft'
    : false
  let publishing: Publishing | null = null
  if (kind.publishable) {
    const status = intent === 'publish' ? 'published' : 'draft'
    publishing = {
      status,
      publishAt:
        windows?.publishAt ??
        (status === 'published'
          ? current?.publishing?.status === 'published'
            ? current.publishing.publishAt
            : now
          : (current?.publishing?.publishAt ?? 0)),
      unpublishAt: windows?.unpublishAt ?? null,
    }
  }
  if (Object.keys(errors).length)
    return {
      ok: false,
      status: 400,
      refusal: 'invalid',
      errors,
      values,
      publishing,
    }

  const changes = diffValues(fields, current?.values ?? {}, values)
  const snapshot: Snapshot = { values, publishing }
  const notes = [input.overwrite, options.note].filter(Boolean).join(' ')
  const noted = (text: string) => (notes ? `${text} ${notes}` : text)
  // Content from the seed or wave 1 has no history yet: keep how it was, so it can be restored.
  const baseline = current && id !== null ? await keepBaseline(db, kind, id, current) : null
  // The conflict check once more, inside the write's transaction (conflicts.server.ts); the
  // baseline just kept is no one else's version.
  const stillCurrent = async (tx: Db) => {
    if (id !== null && input.version !== null)
      await assertNoNewer(tx, {
        kind: kind.kind,
        id,
        lang: 'en',
        allowed: Math.max(input.version, baseline ?? 0),
      })
  }
  const refusedLate = async (e: unknown): Promise<SaveResult> => {
    const conflict = e instanceof StaleVersion ? await conflictOf() : null
    if (!conflict) throw e
    return { ok: false, status: 409, refusal: 'conflict', errors: {}, values, publishing, conflict }
  }
  // An edit of a live item saved as a draft: the live row stays, the edit waits as a revision.
  if (
    kind.publishable &&
    intent === 'draft' &&
    current &&
    wasLive &&
    current.publishing?.status === 'published'
  ) {
    try {
      await db.transaction().execute(async (tx) => {
        await stillCurrent(tx)
        await recordRevision(tx, {
          kind: kind.kind,
          itemId: id!,
          snapshot,
          summary: noted(`Draft: ${describeChanges(changes)}`),
          isDraft: true,
          author: actor,
        })
        await recordAudit(tx, {
          kind: `content.${kind.kind}.draft-saved`,
          actor,
          target: `${kind.kind}:${id}`,
          summary: noted(
            `${kind.title(values)}: saved a draft; the live page is unchanged. ${describeChanges(changes)}`,
          ),
          ip,
        })
      })
    } catch (e) {
      return refusedLate(e)
    }
    return { ok: true, id: id!, created: false, outcome: 'live-draft' }
  }

  const oldPath = current ? await kind.publicPath(db, current.values, id!) : null
  const scheduled = publishing?.status === 'published' && publishing.publishAt > now
  const created = id === null
  let newId: string
  try {
    newId = await db.transaction().execute(async (tx) => {
      await stillCurrent(tx)
      const newId = await kind.write(tx, id, values, publishing)
      const verb = options.verb ?? verbOf(intent, created, scheduled)
      const said = describeSave({
        intent,
        created,
        wasLive,
        publishing,
        before: current?.publishing ?? null,
        changes,
        now,
      })
      await recordRevision(tx, {
        kind: kind.kind,
        itemId: newId,
        snapshot,
        summary: input.overwrite ? `${said} ${input.overwrite}` : said,
        isDraft: false,
        author: actor,
      })
      await clearDrafts(tx, kind.kind, newId)
      // What waited for review is on the site now, whoever published it.
      if (intent === 'publish')
        await settleOnPublish(tx, { kind: kind.kind, itemId: newId, lang: 'en', actor, at: now })
      const newPath = await kind.publicPath(tx, values, newId)
      if (wasLive && oldPath && newPath && oldPath !== newPath)
        await addAutoRedirect(tx, oldPath, newPath, actor.id)
      await recordAudit(tx, {
        kind: `content.${kind.kind}.${verb}`,
        actor,
        target: `${kind.kind}:${newId}`,
        summary: noted(
          `${kind.title(values)}: ${said}${oldPath && newPath && oldPath !== newPath && wasLive ? ` Moved from ${oldPath} to ${newPath} (301).` : ''}`,
        ),
        ip,
      })
      await faultPoint('pause-in-save')
      return newId
    })
  } catch (e) {
    return refusedLate(e)
  }
  await faultPoint('pause-after-save')
  const tags = [
    ...new Set([
      ...(current ? kind.tags(current.values, newId) : []),
      ...kind.tags(values, newId),
      ...(oldPath && oldPath !== (await kind.publicPath(db, values, newId)) ? ['redirects'] : []),
    ]),
  ]
  if (options.collect) for (const t of tags) options.collect.add(t)
  else await contentChanged({ kind: kind.kind, tags })
  const outcomes: Record<Intent, SaveOutcome> = {
    publish: scheduled ? 'scheduled' : 'published',
    unpublish: 'unpublished',
    draft: 'draft',
    save: 'saved',
  }
  return { ok: true, id: newId, created, outcome: outcomes[intent] }
}

async function keepBaseline(
  db: Db,
  kind: ContentKind,
  id: string,
  current: { values: Values; publishing: Publishing | null; updatedAt: number },
): Promise<number | null> {
  const earlier = await db
    .selectFrom('content_revisions')
    .select('id')
    .where('kind', '=', kind.kind)
    .where('item_id', '=', itemNumber(id))
    .where('lang', '=', 'en')
    .executeTakeFirst()
  if (earlier) return null
  return recordRevision(db, {
    kind: kind.kind,
    itemId: id,
    snapshot: { values: current.values, publishing: current.publishing },
    summary: 'As it was before its first change in the console.',
    isDraft: false,
    author: null,
    at: Math.min(current.updatedAt || Date.now(), Date.now() - 1),
  })
}

/**
 * A restore or a discard refused by the edit-conflict check: someone saved a newer version after
 * the page that sent it was opened (`version`, as a save carries it; null: not checked).
 */
export type NewerVersion = {
  ok: false
  reason: 'conflict'
  newer: { by: string | null; at: number }
}

const newerThan = (db: Db, kind: ContentKind, id: string, version: number | null) =>
  version === null ? null : newerVersion(db, { kind: kind.kind, id, lang: 'en', version })

/**
 * Restores an earlier revision: saved again as it was, live at once if the item is live. Not ok
 * when there is no such revision (or item), or when a newer version than the page's was saved
 * meanwhile (the conflict check, checked again inside the write); the console says so in its words.
 */
export async function restoreRevision(
  db: Db,
  kind: ContentKind,
  id: string,
  revisionId: number,
  actor: Actor,
  ip: string | null,
  version: number | null = null,
): Promise<{ ok: true } | { ok: false; reason: 'not-found' } | NewerVersion> {
  const rev = await getRevision(db, kind.kind, id, revisionId)
  const current = await kind.load(db, id)
  if (!rev || !current) return { ok: false, reason: 'not-found' }
  const newer = await newerThan(db, kind, id, version)
  if (newer) return { ok: false, reason: 'conflict', newer }
  const publishing = current.publishing
  const changes = diffValues(fieldsFor(kind, id), current.values, rev.snapshot.values)
  const oldPath = await kind.publicPath(db, current.values, id)
  const late = await db.transaction().execute(async (tx) => {
    const meanwhile = await newerThan(tx, kind, id, version)
    if (meanwhile) return meanwhile
    await kind.write(tx, id, rev.snapshot.values, publishing)
    await recordRevision(tx, {
      kind: kind.kind,
      itemId: id,
      snapshot: { values: rev.snapshot.values, publishing },
      summary: `Restored the version of ${formatMomentIST(rev.createdAt)}. ${describeChanges(changes)}`,
      isDraft: false,
      author: actor,
    })
    await clearDrafts(tx, kind.kind, id)
    const newPath = await kind.publicPath(tx, rev.snapshot.values, id)
    if (oldPath && newPath && oldPath !== newPath && publishing?.status !== 'draft')
      await addAutoRedirect(tx, oldPath, newPath, actor.id)
    await recordAudit(tx, {
      kind: `content.${kind.kind}.restored`,
      actor,
      target: `${kind.kind}:${id}`,
      // The version by its time, as History lists it (History shows no numbers).
      summary: `${kind.title(rev.snapshot.values)}: restored the version of ${formatMomentIST(rev.createdAt)}. ${describeChanges(changes)}`,
      ip,
    })
    return null
  })
  if (late) return { ok: false, reason: 'conflict', newer: late }
  await contentChanged({
    kind: kind.kind,
    tags: [
      ...new Set([
        ...kind.tags(current.values, id),
        ...kind.tags(rev.snapshot.values, id),
        'redirects',
      ]),
    ],
  })
  return { ok: true }
}

/**
 * Drops a waiting draft of a live item: the editor shows the live version again. Refused when a
 * newer version than the page's was saved meanwhile (it may be someone else's draft).
 */
export async function discardDraft(
  db: Db,
  kind: ContentKind,
  id: string,
  actor: Actor,
  ip: string | null,
  version: number | null = null,
): Promise<false | { ok: true } | NewerVersion> {
  const draft = await pendingDraft(db, kind.kind, id)
  if (!draft) return false
  const newer = await newerThan(db, kind, id, version)
  if (newer) return { ok: false, reason: 'conflict', newer }
  await clearDrafts(db, kind.kind, id)
  await recordAudit(db, {
    kind: `content.${kind.kind}.draft-discarded`,
    actor,
    target: `${kind.kind}:${id}`,
    summary: 'Discarded an unpublished draft.',
    ip,
  })
  return { ok: true }
}

/** Saves a new order of items (drag, or Move up/down) as their positions. */
export async function reorderContent(
  db: Db,
  kind: ContentKind,
  ids: string[],
  scope: string | undefined,
  actor: Actor,
  ip: string | null,
): Promise<void> {
  if (!kind.reorder) return
  await db.transaction().execute(async (tx) => {
    await kind.reorder!(tx, ids, scope)
    await recordAudit(tx, {
      kind: `content.${kind.kind}.reordered`,
      actor,
      target: kind.kind,
      summary: `Changed the order of ${ids.length} ${kind.label.toLowerCase()}.`,
      ip,
    })
  })
  await contentChanged({ kind: kind.kind, tags: [kind.kind] })
}
