import type { Kysely } from 'kysely'
import type { Db } from '#app/db/client.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import { columnOf, localizedFields, type DeclaredField } from './declared.server.ts'
import {
  assertNoNewer,
  findConflict,
  overwriteNote,
  readVersion,
  StaleVersion,
  type Conflict,
} from './conflicts.server.ts'
import type { Actor } from './editor.server.ts'
import { contentChanged } from './events.server.ts'
import type { Values } from './fields.ts'
import { readForm, type FieldErrors } from './fields.server.ts'
import type { ContentKind } from './kind.server.ts'
import { live } from './publishing.server.ts'
import {
  clearDrafts,
  describeChanges,
  diffValues,
  itemNumber,
  pendingDraft,
  recordRevision,
  type Revision,
} from './revisions.server.ts'

/**
 * Content in Kannada (issue 35, docs/architecture.md "Languages"). The item's row is its English;
 * each field declared `localized` has its published Kannada in `content_translations`, one row a
 * field, with the English it was translated from (`source`). A Kannada draft is a revision in
 * 'kn' holding only the localized fields, so an unfinished translation never shows, and
 * publishing either language ends only that language's draft. What is the item's, not a
 * language's (visibility, schedule, Open/Closed, dates, pictures), stays one value.
 *
 * "Needs translation": a live item with a localized field whose English is not empty and that has
 * no published Kannada, or Kannada whose `source` is not the English as it is now.
 */
export type Translation = Record<string, string>

/** The other language staff translate into (English is the item's own row). */
const TRANSLATED: Lang = 'kn'

/** Whether a kind has fields staff translate. */
export function isTranslatable(kind: Pick<ContentKind, 'fields'>): boolean {
  return localizedFields(kind.fields).length > 0
}

/** A value as a translation compares it: text, '' for nothing. */
const text = (v: unknown): string => (typeof v === 'string' ? v : '')

/**
 * The published Kannada of items, by id: a map of each item's translated fields (a field with no
 * Kannada is absent, and its English shows). One query for a whole list.
 */
export async function publishedTranslations(
  db: Db,
  kind: string,
  ids: Array<string | number>,
  lang: Lang = TRANSLATED,
): Promise<Map<string, Translation>> {
  const out = new Map<string, Translation>()
  if (!ids.length || lang === 'en') return out
  const byNumber = new Map(ids.map((id) => [itemNumber(String(id)), String(id)]))
  const rows = await db
    .selectFrom('content_translations')
    .select(['item_id', 'field', 'value'])
    .where('kind', '=', kind)
    .where('lang', '=', lang)
    .where('item_id', 'in', [...byNumber.keys()])
    .execute()
  for (const r of rows) {
    const id = byNumber.get(Number(r.item_id))
    if (id === undefined) continue
    const item = out.get(id) ?? {}
    item[r.field] = r.value
    out.set(id, item)
  }
  return out
}

/**
 * A record in a language, field by field: the Kannada where published, else the English; `en`
 * names the fields still in English (their elements say `lang="en"`).
 */
export function overlay<T extends Record<string, unknown>>(
  record: T,
  translation: Translation | undefined,
  fields: Partial<Record<keyof T, string>>,
): { record: T; en: Array<keyof T & string> } {
  const out: Record<string, unknown> = { ...record }
  const en: Array<keyof T & string> = []
  for (const [key, field] of Object.entries(fields) as Array<[keyof T & string, string]>) {
    const kn = translation?.[field]
    if (kn) out[key] = kn
    else if (record[key] !== null && record[key] !== undefined && record[key] !== '') en.push(key)
  }
  return { record: out as T, en }
}

type Row = { field: string; value: string; source: string }

/** Which localized fields of an item need Kannada: English there, and none or older Kannada. */
function fieldsNeeding(
  fields: readonly DeclaredField[],
  english: Values,
  published: ReadonlyMap<string, Row>,
): string[] {
  return fields
    .filter((f) => {
      const en = text(english[f.name]).trim()
      if (!en) return false
      const kn = published.get(f.name)
      return !kn || !kn.value.trim() || kn.source !== text(english[f.name])
    })
    .map((f) => f.name)
}

async function rowsOf(db: Db, kind: string, id: string): Promise<Map<string, Row>> {
  const rows = await db
    .selectFrom('content_translations')
    .select(['field', 'value', 'source'])
    .where('kind', '=', kind)
    .where('item_id', '=', itemNumber(id))
    .where('lang', '=', TRANSLATED)
    .execute()
  return new Map(rows.map((r) => [r.field, r]))
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const loose = (db: Db) => db as unknown as Kysely<any>

/**
 * The ids of a kind's live items that need translation at `now` (newest rule above), for the
 * console's filter and counts. Reads the live items' localized columns and the kind's Kannada
 * once each; the comparison is the same on both engines because it is done here.
 */
export async function needingTranslation(
  db: Db,
  kind: ContentKind,
  now = Date.now(),
): Promise<string[]> {
  const fields = localizedFields(kind.fields)
  if (!fields.length || !kind.table) return []
  const [items, rows] = await Promise.all([
    loose(db)
      .selectFrom(kind.table)
      .select(['id', ...fields.map((f) => columnOf(f.name))])
      .where(live(kind.table, now))
      .orderBy('id')
      .execute() as Promise<Array<Record<string, unknown>>>,
    db
      .selectFrom('content_translations')
      .select(['item_id', 'field', 'value', 'source'])
      .where('kind', '=', kind.kind)
      .where('lang', '=', TRANSLATED)
      .execute(),
  ])
  const byItem = new Map<number, Map<string, Row>>()
  for (const r of rows) {
    const m = byItem.get(Number(r.item_id)) ?? new Map<string, Row>()
    m.set(r.field, r)
    byItem.set(Number(r.item_id), m)
  }
  return items
    .filter((item) => {
      const english: Values = {}
      for (const f of fields) english[f.name] = item[columnOf(f.name)]
      return fieldsNeeding(fields, english, byItem.get(Number(item.id)) ?? new Map()).length > 0
    })
    .map((item) => String(item.id))
}

/** The Kannada editor's view of one item: what is published, what waits, what needs doing. */
export type TranslationView = {
  /** What the Kannada inputs hold: the waiting draft, else the published Kannada. */
  values: Translation
  published: Translation
  draft: Pick<Revision, 'id' | 'authorEmail' | 'createdAt'> | null
  /** Localized fields whose Kannada is missing or older than the English. */
  needing: string[]
  history: Array<Pick<Revision, 'id' | 'summary' | 'authorEmail' | 'createdAt' | 'isDraft'>>
}

export async function translationView(
  db: Db,
  kind: ContentKind,
  id: string,
  english: Values,
): Promise<TranslationView> {
  const fields = localizedFields(kind.fields)
  const [rows, draft, history] = await Promise.all([
    rowsOf(db, kind.kind, id),
    pendingDraft(db, kind.kind, id, TRANSLATED),
    db
      .selectFrom('content_revisions')
      .select(['id', 'summary', 'author_email', 'created_at', 'is_draft'])
      .where('kind', '=', kind.kind)
      .where('item_id', '=', itemNumber(id))
      .where('lang', '=', TRANSLATED)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(30)
      .execute(),
  ])
  const published: Translation = {}
  for (const f of fields) {
    const r = rows.get(f.name)
    if (r) published[f.name] = r.value
  }
  const drafted: Translation = {}
  if (draft) for (const f of fields) drafted[f.name] = text(draft.snapshot.values[f.name])
  return {
    values: draft ? drafted : published,
    published,
    draft: draft
      ? { id: draft.id, authorEmail: draft.authorEmail, createdAt: draft.createdAt }
      : null,
    needing: fieldsNeeding(fields, english, rows),
    history: history.map((r) => ({
      id: r.id,
      summary: r.summary,
      authorEmail: r.author_email,
      createdAt: Number(r.created_at),
      isDraft: r.is_draft === 1,
    })),
  }
}

/**
 * The Kannada form's fields: the localized fields, none required (a field left empty shows its
 * English), read and sanitized exactly as the English ones are (rich text through the same
 * allow-list, fields.server.ts).
 */
export function translationFields(kind: Pick<ContentKind, 'fields'>): DeclaredField[] {
  return localizedFields(kind.fields).map((f) => ({ ...f, required: false }) as DeclaredField)
}

export type TranslationResult =
  | { ok: true; outcome: 'kn-draft' | 'kn-published' }
  | { ok: false; status: 400 | 404; errors: FieldErrors; values: Translation }
  /** A newer Kannada version was saved since the form was opened (conflicts.server.ts). */
  | { ok: false; status: 409; errors: FieldErrors; values: Translation; conflict: Conflict }

/**
 * "Save Kannada draft": the Kannada is kept as a draft revision in 'kn'; nothing public changes.
 * "Publish Kannada": each field's Kannada is written with the English it translates (an empty
 * field drops its Kannada: the English shows), a revision records it, only the Kannada drafts
 * end, the audit log says so, and the item's pages (both languages: one set of tags) refresh.
 */
export async function saveTranslation(
  db: Db,
  kind: ContentKind,
  id: string,
  form: FormData,
  intent: 'draft' | 'publish',
  actor: Actor,
  ip: string | null,
): Promise<TranslationResult> {
  const fields = translationFields(kind)
  const { values: read, errors } = readForm(fields, form)
  const values: Translation = {}
  for (const f of fields) values[f.name] = text(read[f.name])
  const current = fields.length ? await kind.load(db, id) : null
  if (!current) return { ok: false, status: 404, errors: {}, values }
  // The Kannada editor carries the version of the Kannada it was opened at, as the English one
  // does its own: each language has its own revisions, so only a newer Kannada save conflicts.
  const version = readVersion(form)
  const conflictOf = () =>
    version === null
      ? null
      : findConflict(db, {
          kind: kind.kind,
          id,
          lang: TRANSLATED,
          version,
          fields,
          mine: values,
          actorId: actor.id,
        })
  const early = await conflictOf()
  if (early) return { ok: false, status: 409, errors: {}, values, conflict: early }
  if (Object.keys(errors).length) return { ok: false, status: 400, errors, values }
  const overwrite = await overwriteNote(db, {
    kind: kind.kind,
    id,
    lang: TRANSLATED,
    form,
    version,
  })
  const noted = (text: string) => (overwrite ? `${text} ${overwrite}` : text)
  const stillCurrent = async (tx: Db) => {
    if (version !== null)
      await assertNoNewer(tx, { kind: kind.kind, id, lang: TRANSLATED, allowed: version })
  }
  try {
    return await writeTranslation(current)
  } catch (e) {
    const conflict = e instanceof StaleVersion ? await conflictOf() : null
    if (!conflict) throw e
    return { ok: false, status: 409, errors: {}, values, conflict }
  }

  async function writeTranslation(
    current: NonNullable<Awaited<ReturnType<ContentKind['load']>>>,
  ): Promise<TranslationResult> {
    const before = await rowsOf(db, kind.kind, id)
    const published: Values = {}
    for (const [field, r] of before) published[field] = r.value
    const changes = describeChanges(diffValues(fields, published, values))
    const title = kind.title(current.values)
    const target = `${kind.kind}:${id}`
    if (intent === 'draft') {
      await db.transaction().execute(async (tx) => {
        await stillCurrent(tx)
        await recordRevision(tx, {
          kind: kind.kind,
          itemId: id,
          snapshot: { values, publishing: null },
          summary: noted(`Kannada draft: ${changes}`),
          isDraft: true,
          author: actor,
          lang: TRANSLATED,
        })
        await recordAudit(tx, {
          kind: `content.${kind.kind}.translation-draft-saved`,
          actor,
          target,
          summary: noted(
            `${title}: saved a Kannada draft; the Kannada page is unchanged. ${changes}`,
          ),
          ip,
        })
      })
      return { ok: true, outcome: 'kn-draft' }
    }
    const now = Date.now()
    await db.transaction().execute(async (tx) => {
      await stillCurrent(tx)
      for (const f of fields) {
        const value = values[f.name]!
        const key = { kind: kind.kind, item_id: itemNumber(id), lang: TRANSLATED, field: f.name }
        if (!value) {
          await tx
            .deleteFrom('content_translations')
            .where('kind', '=', key.kind)
            .where('item_id', '=', key.item_id)
            .where('lang', '=', key.lang)
            .where('field', '=', key.field)
            .execute()
          continue
        }
        const row = {
          value,
          source: text(current.values[f.name]),
          updated_at: now,
          author_id: actor.id,
          author_email: actor.email,
        }
        await tx
          .insertInto('content_translations')
          .values({ ...key, ...row })
          .onConflict((oc) => oc.columns(['kind', 'item_id', 'lang', 'field']).doUpdateSet(row))
          .execute()
      }
      await recordRevision(tx, {
        kind: kind.kind,
        itemId: id,
        snapshot: { values, publishing: null },
        summary: noted(`Kannada published. ${changes}`),
        isDraft: false,
        author: actor,
        lang: TRANSLATED,
        at: now,
      })
      await clearDrafts(tx, kind.kind, id, TRANSLATED)
      await recordAudit(tx, {
        kind: `content.${kind.kind}.translation-published`,
        actor,
        target,
        summary: noted(`${title}: published the Kannada. ${changes}`),
        ip,
      })
    })
    await contentChanged({ kind: kind.kind, tags: kind.tags(current.values, id) })
    return { ok: true, outcome: 'kn-published' }
  }
}
