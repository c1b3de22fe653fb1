import { z } from 'zod'
import type { Db } from '#app/db/client.server.ts'
import { deepFreeze, memoizeByString } from '#app/utils/memo.ts'
import { aboutBanner, awards, missionVision } from './about.ts'
import { whatWeDo, whereWeOperate, whyChooseUs } from './home.ts'

/**
 * The fixed page copy staff edit in the console (/admin/copy): stored as one JSON block per key
 * in `page_copy` (migration 0008), in the same shapes as the copy modules beside this file. Every
 * block is checked when read; a block that is missing or unreadable falls back to the code's copy
 * (which is also what migration 0008 stored), so a page never breaks over its copy.
 */
const image = z.object({ src: z.string().max(300), alt: z.string().max(500) })
const line = z.string().max(300)
const text = z.string().max(2000)
/**
 * An item's own name in a list staff add to, remove from and reorder (cards, points, awards), so
 * its Kannada follows it (translations.server.ts names a group's words by it). Copy stored before
 * it has none: such an item is named by its place when read, as its Kannada was.
 */
const itemId = z
  .string()
  .regex(/^[a-z0-9-]{1,40}$/)
  .optional()

export const copySchemas = {
  'home-what-we-do': z.object({
    title: line,
    intro: text,
    cards: z
      .array(
        z.object({
          id: itemId,
          image,
          title: z.object({ before: line, highlight: line, after: line }),
          description: text,
        }),
      )
      .min(1)
      .max(8),
  }),
  'home-where-we-operate': z.object({ title: line, description: text, map: image }),
  'home-why-choose-us': z.object({
    title: line,
    tabs: z
      .array(
        z.object({
          key: z.enum(['brands', 'consumer', 'kirana']),
          label: line,
          title: line,
          logo: image,
          description: text,
          points: z
            .array(
              z.object({
                id: itemId,
                heading: line.optional(),
                textMain: line,
                text,
                color: z.enum(['primary', 'leaf', 'turmeric']),
              }),
            )
            .max(8),
        }),
      )
      .length(3),
  }),
  'about-mission-vision': z.object({
    title: line,
    statements: z
      .array(z.object({ key: z.string().max(40), heading: line, text, image }))
      .min(1)
      .max(4),
  }),
  'about-awards': z.object({
    title: line,
    awards: z
      .array(
        z.object({ id: itemId, image, title: line, when: z.string().max(60), description: text }),
      )
      .max(12),
  }),
  'about-banner': z.object({ title: line, text, image }),
} as const

export type CopyKey = keyof typeof copySchemas
export type CopyBlocks = { [K in CopyKey]: z.infer<(typeof copySchemas)[K]> }
export const copyKeys = Object.keys(copySchemas) as CopyKey[]

/** The copy as the code holds it: the fallback, and what migration 0008 stored. */
export const defaultCopy: CopyBlocks = {
  'home-what-we-do': whatWeDo,
  'home-where-we-operate': whereWeOperate,
  'home-why-choose-us': whyChooseUs,
  'about-mission-vision': missionVision,
  'about-awards': { title: 'Our Awards', awards },
  'about-banner': aboutBanner,
}

export function isCopyKey(key: string): key is CopyKey {
  return Object.hasOwn(copySchemas, key)
}

/** One block from its stored JSON, or null when it does not fit its shape. */
function parseCopy<K extends CopyKey>(key: K, raw: string): CopyBlocks[K] | null {
  try {
    const r = copySchemas[key].safeParse(JSON.parse(raw))
    return r.success ? (r.data as CopyBlocks[K]) : null
  } catch {
    return null
  }
}

/** parseCopy for the public pages, once per stored text (frozen: every render shares it). */
const parsedBlock = memoizeByString((keyAndRaw) => {
  const at = keyAndRaw.indexOf('\n')
  const key = keyAndRaw.slice(0, at)
  return isCopyKey(key) ? deepFreeze(parseCopy(key, keyAndRaw.slice(at + 1))) : null
})

/**
 * The blocks a page shows, each from the database when it holds a readable one. When the
 * database cannot be read the page still shows the code's copy (`onError` hears why): the copy
 * is never the part of a page worth a 503.
 */
export async function readCopy<K extends CopyKey>(
  db: Db,
  keys: readonly K[],
  onError?: (error: unknown) => void,
): Promise<Pick<CopyBlocks, K>> {
  const out = {} as Pick<CopyBlocks, K>
  for (const k of keys) out[k] = defaultCopy[k]
  let rows: Array<{ key: string; data: string }>
  try {
    rows = await db
      .selectFrom('page_copy')
      .select(['key', 'data'])
      .where('key', 'in', keys as readonly string[] as string[])
      .execute()
  } catch (error) {
    onError?.(error)
    return out
  }
  for (const r of rows) {
    if (!isCopyKey(r.key) || !(keys as readonly string[]).includes(r.key)) continue
    const parsed = parsedBlock(`${r.key}\n${r.data}`)
    if (parsed) (out as Record<string, unknown>)[r.key] = parsed
  }
  return out
}

export async function loadCopyRow(
  db: Db,
  key: CopyKey,
): Promise<{ block: CopyBlocks[CopyKey]; updatedAt: number }> {
  const r = await db
    .selectFrom('page_copy')
    .select(['data', 'updated_at'])
    .where('key', '=', key)
    .executeTakeFirst()
  const parsed = r ? parseCopy(key, r.data) : null
  return { block: parsed ?? defaultCopy[key], updatedAt: r ? Number(r.updated_at) : 0 }
}

export async function writeCopyRow(db: Db, key: CopyKey, block: unknown): Promise<void> {
  const data = JSON.stringify(copySchemas[key].parse(block))
  const now = Date.now()
  const updated = await db
    .updateTable('page_copy')
    .set({ data, updated_at: now })
    .where('key', '=', key)
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0)
    await db.insertInto('page_copy').values({ key, data, updated_at: now }).execute()
}
