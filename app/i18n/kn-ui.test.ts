import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

/**
 * The Kannada catalogue of the public site's fixed strings (docs/kannada-glossary.md): English
 * source text → Kannada. These checks hold whatever the wiring around it becomes.
 */
const raw = readFileSync(new URL('./kn-ui.json', import.meta.url), 'utf8')
const catalogue = JSON.parse(raw) as Record<string, unknown>

const KANNADA = /[\u0C80-\u0CFF]/

/** The values and elements a message carries: `{name}` (ICU arguments, plural ones too) and `<0>`. */
function slots(message: string): string[] {
  const args = [...message.matchAll(/\{(\w+)[,}]/g)].map((m) => `{${m[1]}}`)
  const tags = [...message.matchAll(/<\/?\d+>/g)].map((m) => m[0])
  return [...new Set(args)].sort().concat(tags.sort())
}

test('every entry has Kannada text', () => {
  const bad = Object.entries(catalogue).filter(
    ([, kn]) => typeof kn !== 'string' || kn.trim() === '' || !KANNADA.test(kn),
  )
  expect(bad.map(([en]) => en)).toEqual([])
})

test('a Kannada message carries the same values and elements as its English', () => {
  const bad = Object.entries(catalogue)
    .filter(([en, kn]) => JSON.stringify(slots(en)) !== JSON.stringify(slots(String(kn))))
    .map(([en, kn]) => ({ en, kn }))
  expect(bad).toEqual([])
})

test('no English key is written twice (JSON would keep only the last)', () => {
  const keys = [...raw.matchAll(/^\s*"((?:[^"\\]|\\.)*)":/gm)].map((m) => m[1])
  expect(keys).toHaveLength(Object.keys(catalogue).length)
})
