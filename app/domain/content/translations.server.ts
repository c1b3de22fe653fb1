import type { Kysely } from 'kysely'
import type { Db } from '#app/db/client.server.ts'
import { recordAudit } from '#app/domain/audit/audit.server.ts'
import type { Lang } from '#app/routing/lang.ts'
import { formatMomentIST } from '#app/utils/dates.ts'
import type { ImageData } from '#app/utils/image.ts'
import {
  columnOf,
  hasLocalized,
  isLocalized,
  localizedFields,
  type DeclaredField,
} from './declared.server.ts'
import {
  assertNoNewer,
  findConflict,
  newerVersion,
  overwriteNote,
  readVersion,
  StaleVersion,
  type Conflict,
} from './conflicts.server.ts'
import type { Actor } from './editor.server.ts'
import { contentChanged } from './events.server.ts'
import type { Field, Values } from './fields.ts'
import { readForm, type FieldErrors } from './fields.server.ts'
import { fieldsFor, type ContentKind } from './kind.server.ts'
import { items, list } from './kinds/common.server.ts'
import { live } from './publishing.server.ts'
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
 *
 * A group's localized subfield (a brand's section titles) is a word per item, named by its path
 * in the item's values: `sections.12.title`, the item by its own id (a line or section keeps its
 * id across edits, so its Kannada follows it when staff reorder; the page copy's cards, points and
 * awards keep a name of their own for the same reason), an item without one (a section's
 * picture) by its index: `sections.12.images.0.alt`. A string list (a brand's categories) is one
 * word, a line each.
 */
export type Translation = Record<string, string>

/** The other language staff translate into (English is the item's own row). */
const TRANSLATED: Lang = 'kn'

/**
 * Whether a kind has fields staff translate: declared on its fields, or said by a kind whose
 * items have fields of their own (the page copy's blocks, `fieldsOf`).
 */
export function isTranslatable(kind: Pick<ContentKind, 'fields' | 'translatable'>): boolean {
  return kind.translatable === true || hasLocalized(kind.fields)
}

/** A value as a translation compares it: text, '' for nothing. */
const text = (v: unknown): string => (typeof v === 'string' ? v : '')

/** One word of an item staff translate: its form field (named by its path) and its English now. */
export type Word = { field: DeclaredField; english: string }

/** What names a group's item in a label: its own name or title, else its place. */
function itemName(item: Values, index: number): string {
  const name = text(item.name) || text(item.title) || text(item.alt)
  return name
    ? `${index + 1} (${name.length > 40 ? `${name.slice(0, 39)}…` : name})`
    : `${index + 1}`
}

/**
 * The words of an item with these values, in the order of its fields: each localized field, and
 * each localized subfield of each item of its groups (see the rule above). A string list is
 * translated as a text of lines.
 */
export function wordsOf(fields: readonly Field[], values: Values, path = '', label = ''): Word[] {
  const out: Word[] = []
  for (const f of fields) {
    if (f.type === 'group') {
      if (!hasLocalized(f.fields)) continue
      items(values[f.name]).forEach((item, i) => {
        const key = text(item.id) || String(i)
        out.push(
          ...wordsOf(
            f.fields,
            item,
            `${path}${f.name}.${key}.`,
            `${label}${f.itemLabel} ${itemName(item, i)} · `,
          ),
        )
      })
      continue
    }
    if (!isLocalized(f)) continue
    const name = `${path}${f.name}`
    const field: DeclaredField =
      f.type === 'strings'
        ? { type: 'textarea', name, label: `${label}${f.label}`, max: 3000, hint: 'One per line.' }
        : ({ ...f, name, label: `${label}${f.label}`, required: false } as DeclaredField)
    const english = f.type === 'strings' ? list(values[f.name]).join('\n') : text(values[f.name])
    out.push({ field, english })
  }
  return out
}

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

/** The published Kannada of several kinds' items (a brand page's brand, products and tiles). */
export type Translations = Map<string, Map<string, Translation>>

/**
 * `publishedTranslations` for several kinds at once, in one query: by kind, then by id. A page
 * that shows a brand with its products and social items reads their Kannada together.
 */
export async function publishedTranslationsOf(
  db: Db,
  wanted: Partial<Record<string, Array<string | number>>>,
  lang: Lang = TRANSLATED,
): Promise<Translations> {
  const out: Translations = new Map()
  const kinds = Object.entries(wanted).filter(
    (e): e is [string, Array<string | number>] => !!e[1]?.length,
  )
  if (!kinds.length || lang === 'en') return out
  const ids = [...new Set(kinds.flatMap(([, list]) => list.map((id) => itemNumber(String(id)))))]
  const rows = await db
    .selectFrom('content_translations')
    .select(['kind', 'item_id', 'field', 'value'])
    .where(
      'kind',
      'in',
      kinds.map(([k]) => k),
    )
    .where('lang', '=', lang)
    .where('item_id', 'in', ids)
    .execute()
  const asked = new Map(kinds.map(([k, list]) => [k, new Set(list.map(String))]))
  for (const r of rows) {
    const id = String(r.item_id)
    if (!asked.get(r.kind)?.has(id)) continue
    const byId = out.get(r.kind) ?? new Map<string, Translation>()
    const item = byId.get(id) ?? {}
    item[r.field] = r.value
    byId.set(id, item)
    out.set(r.kind, byId)
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

/** Which words of an item need Kannada: English there, and none or older Kannada. */
function fieldsNeeding(words: readonly Word[], published: ReadonlyMap<string, Row>): string[] {
  return words
    .filter((w) => {
      if (!w.english.trim()) return false
      const kn = published.get(w.field.name)
      return !kn || !kn.value.trim() || kn.source !== w.english
    })
    .map((w) => w.field.name)
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

/** The item's published Kannada as form values, field by field. */
async function publishedValues(db: Db, kind: string, id: string): Promise<Values> {
  const values: Values = {}
  for (const [field, r] of await rowsOf(db, kind, id)) values[field] = r.value
  return values
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
  if (!isTranslatable(kind)) return []
  if (!kind.table) return needingWithoutTable(db, kind, now)
  const fields = localizedFields(kind.fields)
  // Words only in columns of its table are read in one query; a kind with translated groups or
  // lists (brands) reads each live item as the editor does.
  const onlyColumns =
    fields.every((f) => f.type !== 'strings') &&
    !kind.fields.some((f) => f.type === 'group' && hasLocalized(f.fields))
  const [found, rows] = await Promise.all([
    loose(db)
      .selectFrom(kind.table)
      .select(onlyColumns ? ['id', ...fields.map((f) => columnOf(f.name))] : ['id'])
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
  const english = async (item: Record<string, unknown>): Promise<Values | null> => {
    if (!onlyColumns) return (await kind.load(db, String(item.id)))?.values ?? null
    const values: Values = {}
    for (const f of fields) values[f.name] = item[columnOf(f.name)]
    return values
  }
  const needing = await Promise.all(
    found.map(async (item) => {
      const values = await english(item)
      if (!values) return false
      const published = byItem.get(Number(item.id)) ?? new Map<string, Row>()
      return fieldsNeeding(wordsOf(kind.fields, values), published).length > 0
    }),
  )
  return found.filter((_, i) => needing[i]).map((item) => String(item.id))
}

/**
 * `needingTranslation` for the kinds without a table of their own (the site settings, the page
 * copy's blocks): few items, always live, each read as its editor reads it.
 */
async function needingWithoutTable(db: Db, kind: ContentKind, now: number): Promise<string[]> {
  const [{ rows: found }, rows] = await Promise.all([
    kind.list(db, { offset: 0, limit: null }, now),
    db
      .selectFrom('content_translations')
      .select(['item_id', 'field', 'value', 'source'])
      .where('kind', '=', kind.kind)
      .where('lang', '=', TRANSLATED)
      .execute(),
  ])
  const needing = await Promise.all(
    found.map(async ({ id }) => {
      const item = await kind.load(db, String(id))
      if (!item) return false
      const number = itemNumber(String(id))
      const published = new Map(
        rows.filter((r) => Number(r.item_id) === number).map((r) => [r.field, r]),
      )
      const words = wordsOf(fieldsFor(kind, String(id)), item.values)
      return fieldsNeeding(words, published).length > 0
    }),
  )
  return found.filter((_, i) => needing[i]).map((r) => String(r.id))
}

/**
 * An item's values in a language, word by word (the rule of `wordsOf`): each localized field's
 * published Kannada where it has one, else its English; `en` names the words still in English
 * (not empty), for the page to mark `lang="en"`, by their place as the page draws them
 * (`cards.0.description`, whatever the card's own name). For the kinds whose pages read the
 * editor's values (the site settings, the page copy).
 */
export function valuesInLang(
  fields: readonly Field[],
  values: Values,
  translation: Translation | undefined,
  path = '',
  place = '',
): { values: Values; en: string[] } {
  const out: Values = { ...values }
  const en: string[] = []
  for (const f of fields) {
    if (f.type === 'group') {
      if (!hasLocalized(f.fields)) continue
      out[f.name] = items(values[f.name]).map((item, i) => {
        const key = text(item.id) || String(i)
        const r = valuesInLang(
          f.fields,
          item,
          translation,
          `${path}${f.name}.${key}.`,
          `${place}${f.name}.${i}.`,
        )
        en.push(...r.en)
        return r.values
      })
      continue
    }
    if (!isLocalized(f)) continue
    const name = `${path}${f.name}`
    const kn = translation?.[name]?.trim()
    const english = f.type === 'strings' ? list(values[f.name]).join('\n') : text(values[f.name])
    if (kn)
      out[f.name] =
        f.type === 'strings'
          ? kn
              .split('\n')
              .map((l) => l.trim())
              .filter(Boolean)
          : kn
    else if (english.trim()) en.push(`${place}${f.name}`)
  }
  return { values: out, en }
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
  const words = wordsOf(fieldsFor(kind, id), english)
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
  for (const { field } of words) {
    const r = rows.get(field.name)
    if (r) published[field.name] = r.value
  }
  const drafted: Translation = {}
  if (draft)
    for (const { field } of words) drafted[field.name] = text(draft.snapshot.values[field.name])
  return {
    values: draft ? drafted : published,
    published,
    draft: draft
      ? { id: draft.id, authorEmail: draft.authorEmail, createdAt: draft.createdAt }
      : null,
    needing: fieldsNeeding(words, rows),
    history: history.map((r) => ({
      id: r.id,
      summary: r.summary,
      authorEmail: r.author_email,
      createdAt: Number(r.created_at),
      isDraft: r.is_draft === 1,
    })),
  }
}

export type TranslationResult =
  | { ok: true; outcome: 'kn-draft' | 'kn-published' | 'kn-submitted' }
  | { ok: false; status: 400 | 404; errors: FieldErrors; values: Translation }
  /** A newer Kannada version was saved since the form was opened (conflicts.server.ts). */
  | { ok: false; status: 409; errors: FieldErrors; values: Translation; conflict: Conflict }

/**
 * "Save Kannada draft": the Kannada is kept as a draft revision in 'kn'; nothing public changes.
 * "Publish Kannada": each field's Kannada is written with the English it translates (an empty
 * field drops its Kannada: the English shows), a revision records it, only the Kannada drafts
 * end, the audit log says so, and the item's pages (both languages: one set of tags) refresh.
 * The form's fields are the item's words now (`wordsOf`), none required (a field left empty shows
 * its English), read and sanitized exactly as the English ones are (rich text through the same
 * allow-list, fields.server.ts).
 */
export async function saveTranslation(
  db: Db,
  kind: ContentKind,
  id: string,
  form: FormData,
  intent: 'draft' | 'publish',
  actor: Actor,
  ip: string | null,
  /** An approval from review (review.server.ts): its own audit verb and a note in the history. */
  options: { verb?: string; note?: string } = {},
): Promise<TranslationResult> {
  const current = isTranslatable(kind) ? await kind.load(db, id) : null
  const words = current ? wordsOf(fieldsFor(kind, id), current.values) : []
  const fields = words.map((w) => w.field)
  const { values: read, errors } = readForm(fields, form)
  const values: Translation = {}
  for (const f of fields) values[f.name] = text(read[f.name])
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
  const notes = [overwrite, options.note].filter(Boolean).join(' ')
  const noted = (text: string) => (notes ? `${text} ${notes}` : text)
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
    const published = await publishedValues(db, kind.kind, id)
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
      await putTranslation(tx, kind.kind, id, words, values, actor, now)
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
      await settleOnPublish(tx, { kind: kind.kind, itemId: id, lang: TRANSLATED, actor, at: now })
      await recordAudit(tx, {
        kind: `content.${kind.kind}.${options.verb ?? 'translation-published'}`,
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

/** Who saved a newer Kannada version than the page's, and when: why a restore or discard is refused. */
type NewerKannada = { ok: false; reason: 'conflict'; newer: { by: string | null; at: number } }

const newerKannada = (db: Db, kind: string, id: string, version: number | null) =>
  version === null ? null : newerVersion(db, { kind, id, lang: TRANSLATED, version })

/**
 * An earlier Kannada revision (a draft or a publish) beside the published Kannada: field by
 * field what differs, then → now, for the item's words as they are now (a word whose line or
 * section is gone is not shown). Null when there is no such Kannada revision of the item.
 */
export async function compareTranslation(
  db: Db,
  kind: ContentKind,
  id: string,
  revisionId: number,
  english: Values,
): Promise<{ id: number; at: number; changes: Change[] } | null> {
  const rev = await getRevision(db, kind.kind, id, revisionId, TRANSLATED)
  if (!rev) return null
  const fields = wordsOf(fieldsFor(kind, id), english).map((w) => w.field)
  const published = await publishedValues(db, kind.kind, id)
  return {
    id: rev.id,
    at: rev.createdAt,
    changes: diffValues(fields, rev.snapshot.values, published),
  }
}

/**
 * "Restore this Kannada": an earlier Kannada revision is published again, word by word, for the
 * item's words as they are now (each noted as translating the English of now, as a publish
 * does); a word that revision had no Kannada for shows its English. Like a publish it ends only
 * the Kannada draft, is audited and refreshes the item's pages. Refused (nothing written) when a
 * newer Kannada version than the page's was saved meanwhile, checked again inside the write.
 */
export async function restoreTranslation(
  db: Db,
  kind: ContentKind,
  id: string,
  revisionId: number,
  actor: Actor,
  ip: string | null,
  version: number | null = null,
): Promise<{ ok: true } | { ok: false; reason: 'not-found' } | NewerKannada> {
  const current = isTranslatable(kind) ? await kind.load(db, id) : null
  const rev = current ? await getRevision(db, kind.kind, id, revisionId, TRANSLATED) : null
  if (!rev || !current) return { ok: false, reason: 'not-found' }
  const newer = await newerKannada(db, kind.kind, id, version)
  if (newer) return { ok: false, reason: 'conflict', newer }
  const words = wordsOf(fieldsFor(kind, id), current.values)
  const values: Translation = {}
  for (const { field } of words) values[field.name] = text(rev.snapshot.values[field.name])
  const before = await publishedValues(db, kind.kind, id)
  const fields = words.map((w) => w.field)
  const changes = describeChanges(diffValues(fields, before, values))
  const when = formatMomentIST(rev.createdAt)
  const now = Date.now()
  const late = await db.transaction().execute(async (tx) => {
    const meanwhile = await newerKannada(tx, kind.kind, id, version)
    if (meanwhile) return meanwhile
    await putTranslation(tx, kind.kind, id, words, values, actor, now)
    await recordRevision(tx, {
      kind: kind.kind,
      itemId: id,
      snapshot: { values, publishing: null },
      summary: `Restored the Kannada of ${when}. ${changes}`,
      isDraft: false,
      author: actor,
      lang: TRANSLATED,
      at: now,
    })
    await clearDrafts(tx, kind.kind, id, TRANSLATED)
    await settleOnPublish(tx, { kind: kind.kind, itemId: id, lang: TRANSLATED, actor, at: now })
    await recordAudit(tx, {
      kind: `content.${kind.kind}.translation-restored`,
      actor,
      target: `${kind.kind}:${id}`,
      summary: `${kind.title(current.values)}: restored the Kannada of ${when}. ${changes}`,
      ip,
    })
    return null
  })
  if (late) return { ok: false, reason: 'conflict', newer: late }
  await contentChanged({ kind: kind.kind, tags: kind.tags(current.values, id) })
  return { ok: true }
}

/**
 * "Discard the Kannada draft": the Kannada editor shows the published Kannada again; the
 * English and its draft are untouched. False when no Kannada draft waits; refused when a newer
 * Kannada version than the page's was saved meanwhile (it may be someone else's draft).
 */
export async function discardTranslationDraft(
  db: Db,
  kind: ContentKind,
  id: string,
  actor: Actor,
  ip: string | null,
  version: number | null = null,
): Promise<false | { ok: true } | NewerKannada> {
  const draft = await pendingDraft(db, kind.kind, id, TRANSLATED)
  if (!draft) return false
  const newer = await newerKannada(db, kind.kind, id, version)
  if (newer) return { ok: false, reason: 'conflict', newer }
  await clearDrafts(db, kind.kind, id, TRANSLATED)
  await recordAudit(db, {
    kind: `content.${kind.kind}.translation-draft-discarded`,
    actor,
    target: `${kind.kind}:${id}`,
    summary: 'Discarded an unpublished Kannada draft.',
    ip,
  })
  return { ok: true }
}

/**
 * Makes `values` an item's published Kannada, word by word (an empty word has none, so the page
 * shows the English there), each row noting the English it was made from. Nothing else: the
 * revision, audit and cache are the caller's (saveTranslation; the console's live preview writes
 * it on a copy of the database, server/preview.ts).
 */
export async function putTranslation(
  db: Db,
  kind: string,
  id: string,
  words: readonly Word[],
  values: Translation,
  actor: Actor,
  now: number,
): Promise<void> {
  for (const { field: f, english } of words) {
    const value = values[f.name] ?? ''
    const key = { kind, item_id: itemNumber(id), lang: TRANSLATED, field: f.name }
    if (!value) {
      await db
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
      source: english,
      updated_at: now,
      author_id: actor.id,
      author_email: actor.email,
    }
    await db
      .insertInto('content_translations')
      .values({ ...key, ...row })
      .onConflict((oc) => oc.columns(['kind', 'item_id', 'lang', 'field']).doUpdateSet(row))
      .execute()
  }
}

/**
 * An image on a page in `lang`, its alt text marked English (`altLang`) unless it is one of the
 * item's translated words: an own description with no Kannada yet, or the media library's (which
 * has no Kannada), is the content's English.
 */
export function altInLang(image: ImageData, translated: readonly string[], lang: Lang): ImageData {
  return lang === 'en' || !image.alt || translated.includes(image.alt)
    ? image
    : { ...image, altLang: 'en' }
}

/** Where a public page reads published Kannada: its content source (the ERP's `?lang=kn` in remote mode). */
export type TranslationSource = {
  translations(kind: string, ids: number[], lang: Lang): Promise<Map<string, Translation>>
}

/**
 * The published translations of a page's items in its language, in one query: nothing on an
 * English page, and nothing when they cannot be read (the page then shows its English, marked,
 * rather than no page).
 */
export async function pageTranslations(
  source: TranslationSource,
  kind: string,
  ids: number[],
  lang: Lang,
): Promise<Map<string, Translation>> {
  if (lang === 'en' || !ids.length) return new Map()
  return source.translations(kind, ids, lang).catch(() => new Map<string, Translation>())
}
