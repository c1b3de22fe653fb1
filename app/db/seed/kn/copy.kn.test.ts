import { expect, test } from 'vitest'
import * as about from '#app/domain/copy/about.ts'
import * as careers from '#app/domain/copy/careers.ts'
import * as home from '#app/domain/copy/home.ts'
import * as privacy from '#app/domain/copy/privacy.ts'
import { defaultCopy } from '#app/domain/copy/store.server.ts'
import { aboutAwardsTitleKn, aboutKn, careersKn, homeKn, privacyKn } from './copy.kn.ts'

/**
 * The Kannada page copy against the English it translates (docs/kannada-glossary.md). Every
 * export of the English copy modules is walked, so a block added to the English without its
 * Kannada fails here; exports with no words (FOUNDED_YEAR, PRIVACY_UPDATED …) are figures, shared.
 */
const KANNADA = /[\u0C80-\u0CFF]/
const WORDS = /[A-Za-z]{2,}/
/** Fields that are not words: the Kannada keeps the English value. */
const SAME = new Set(['src', 'key', 'color', 'id', 'kind'])
/** The policy's text is drawn with the site's names; these stand in for them. */
const identity = { companyName: 'Acme Rural Commerce Pvt. Ltd.', shortName: 'Zeta' }

type Kind = 'missing' | 'not-kannada' | 'markup' | 'same' | 'figures'
type Problem = { kind: Kind; path: string; en: unknown; kn: unknown }

const hasWords = (v: unknown): boolean =>
  typeof v === 'string'
    ? WORDS.test(v)
    : Array.isArray(v)
      ? v.some(hasWords)
      : typeof v === 'object' && v !== null && Object.values(v).some(hasWords)

/** The paths whose Kannada was checked for being Kannada. */
const checked: string[] = []
const tags = (s: string) => s.match(/<\/?[a-z][^>]*>/gi) ?? []
const count = (s: string, part: string) => s.split(part).length - 1

function walk(en: unknown, kn: unknown, path: string, out: Problem[]): void {
  const problem = (kind: Kind): void => {
    out.push({ kind, path, en, kn })
  }
  const field = path.slice(path.lastIndexOf('.') + 1)
  if (typeof en === 'string') {
    if (typeof kn !== 'string') return problem('missing')
    if (SAME.has(field)) {
      if (kn !== en) problem('same')
      return
    }
    // A decorative picture (alt "") stays decorative.
    if (field === 'alt' && en === '' && kn !== '') problem('same')
    if (WORDS.test(en)) {
      checked.push(path)
      if (kn.trim() === '' || !KANNADA.test(kn)) problem('not-kannada')
    }
    if (JSON.stringify(tags(en)) !== JSON.stringify(tags(kn))) problem('markup')
    const figures = en.match(/\d+/g) ?? []
    const knFigures = kn.match(/\d+/g) ?? []
    const short = figures.filter(
      (f) => knFigures.filter((k) => k === f).length < figures.filter((e) => e === f).length,
    )
    const names = Object.values(identity).filter((n) => count(en, n) !== count(kn, n))
    if (short.length > 0 || names.length > 0) problem('figures')
  } else if (Array.isArray(en)) {
    if (!Array.isArray(kn) || kn.length !== en.length) return problem('missing')
    en.forEach((e, i) => walk(e, kn[i], `${path}[${i}]`, out))
  } else if (typeof en === 'object' && en !== null) {
    if (typeof kn !== 'object' || kn === null) return problem('missing')
    const knObj = kn as Record<string, unknown>
    const keys = new Set([...Object.keys(en), ...Object.keys(knObj)])
    for (const k of keys) {
      if (!(k in en) || !(k in knObj)) out.push({ kind: 'missing', path: `${path}.${k}`, en, kn })
      else walk((en as Record<string, unknown>)[k], knObj[k], `${path}.${k}`, out)
    }
  } else if (en !== kn) problem('same')
}

/** Each English module's exports beside the Kannada of the same name. */
function compare(name: string, en: Record<string, unknown>, kn: Record<string, unknown>) {
  const out: Problem[] = []
  for (const [k, value] of Object.entries(en)) {
    const knValue = kn[k]
    if (typeof value === 'function') {
      if (typeof knValue !== 'function')
        out.push({ kind: 'missing', path: `${name}.${k}`, en: value, kn: knValue })
      else walk(value(identity), knValue(identity), `${name}.${k}()`, out)
    } else if (hasWords(value)) walk(value, knValue, `${name}.${k}`, out)
  }
  for (const k of Object.keys(kn))
    if (!(k in en)) out.push({ kind: 'missing', path: `${name}.${k}`, en: undefined, kn: kn[k] })
  return out
}

const problems: Problem[] = [
  ...compare('home', home, homeKn),
  ...compare('about', about, aboutKn),
  ...compare('careers', careers, careersKn),
  ...compare('privacy', privacy, privacyKn),
]
walk(defaultCopy['about-awards'].title, aboutAwardsTitleKn, 'about-awards.title', problems)

const of = (kind: Kind) => problems.filter((p) => p.kind === kind)

test('every English copy block and string has its Kannada counterpart, in the same shape', () => {
  expect(of('missing')).toEqual([])
})

test('every Kannada string is Kannada where the English has words', () => {
  expect(of('not-kannada')).toEqual([])
})

test('the Kannada keeps the English markup: the same tags in the same order, the same links', () => {
  expect(of('markup')).toEqual([])
})

test('pictures, keys, colours, ids and block kinds are the English ones; decorative stays decorative', () => {
  expect(of('same')).toEqual([])
})

test('figures and the site’s names stay as the English writes them', () => {
  expect(of('figures')).toEqual([])
})

test('the checks reach every English string with words (none is skipped)', () => {
  const words = (v: unknown, field = ''): number =>
    typeof v === 'string'
      ? Number(WORDS.test(v) && !SAME.has(field))
      : typeof v === 'function'
        ? words(v(identity))
        : typeof v === 'object' && v !== null
          ? Object.entries(v).reduce((n: number, [k, x]) => n + words(x, k), 0)
          : 0
  const modules = [home, about, careers, privacy, { title: defaultCopy['about-awards'].title }]
  expect(checked).toHaveLength(modules.reduce((n, m) => n + words(m), 0))
  expect(checked.length).toBeGreaterThan(150)
})
