/**
 * The catalogue's messages formatted: ICU MessageFormat as the catalogue uses it (docs/decisions/
 * 0031): `{name}` arguments, `{n, plural, =0 {…} one {# …} other {# …}}` and `{x, select, a {…}
 * other {…}}`, and numbered elements `<0>…</0>` for links and emphasis inside a sentence
 * (formatted by `parts`, drawn by the React side, app/i18n/i18n.tsx). Imports nothing: the
 * server, the browser and the tests share it, and it is most of the JavaScript the languages add.
 */
export type Values = Readonly<Record<string, string | number>>

/**
 * Figures in Western digits with Indian grouping (1,74,57,000), as docs/kannada-glossary.md asks.
 * Whole numbers are grouped here: an `Intl` formatter loads its locale's data when it is made,
 * which on a slow phone cost the home page's first render 150 ms at 6x CPU (issue 39) to write
 * "1 of 5". Fractions, rare in a message, go through `Intl`, made on first use.
 */
let numbers: Intl.NumberFormat | undefined
export function figure(n: number): string {
  if (!Number.isSafeInteger(n)) return (numbers ??= new Intl.NumberFormat('en-IN')).format(n)
  const digits = String(Math.abs(n)).replace(/(\d)(?=(\d\d)+\d$)/g, '$1,')
  return n < 0 ? `-${digits}` : digits
}
const pluralRules = new Map<string, Intl.PluralRules>()

function pluralOf(locale: string, n: number): string {
  let rules = pluralRules.get(locale)
  if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)))
  return rules.select(n)
}

/**
 * Formats `message` from `start` up to the `}` that closes the branch it is in (or the end):
 * the text and the index it stopped at. `pound` is what `#` stands for inside a plural branch.
 */
function formatFrom(
  message: string,
  start: number,
  values: Values,
  locale: string,
  pound: string | undefined,
): [string, number] {
  let out = ''
  let i = start
  while (i < message.length) {
    const c = message[i]!
    if (c === '}') return [out, i]
    if (c === '#' && pound !== undefined) {
      out += pound
      i++
      continue
    }
    if (c !== '{') {
      out += c
      i++
      continue
    }
    let j = i + 1
    while (j < message.length && message[j] !== ',' && message[j] !== '}') j++
    const name = message.slice(i + 1, j).trim()
    const value = values[name]
    if (message[j] !== ',') {
      out += value === undefined ? `{${name}}` : typeof value === 'number' ? figure(value) : value
      i = j + 1
      continue
    }
    const kindEnd = message.indexOf(',', j + 1)
    const kind = message.slice(j + 1, kindEnd).trim()
    const n = Number(value)
    const pick = kind === 'plural' ? pluralOf(locale, n) : String(value)
    let exact: string | undefined
    let chosen: string | undefined
    let other: string | undefined
    i = kindEnd + 1
    for (;;) {
      while (/\s/.test(message[i] ?? '')) i++
      if (i >= message.length || message[i] === '}') break
      const open = message.indexOf('{', i)
      const selector = message.slice(i, open).trim()
      const [branch, end] = formatFrom(
        message,
        open + 1,
        values,
        locale,
        kind === 'plural' ? figure(n) : pound,
      )
      i = end + 1
      if (selector === `=${n}`) exact = branch
      else if (selector === pick) chosen = branch
      else if (selector === 'other') other = branch
    }
    out += exact ?? chosen ?? other ?? ''
    i++
  }
  return [out, i]
}

/** A message with its values: `format('Call us on {phone}', { phone })`. */
export function format(message: string, values: Values = {}, locale = 'en'): string {
  if (!message.includes('{')) return message
  return formatFrom(message, 0, values, locale, undefined)[0]
}

/**
 * A message with numbered elements, as text and elements in order:
 * `Posted <0>{date}</0>` → ['Posted ', { index: 0, text: '3 Dec 2026' }].
 */
export function parts(
  message: string,
  values: Values = {},
  locale = 'en',
): Array<string | { index: number; text: string }> {
  const out: Array<string | { index: number; text: string }> = []
  const element = /<(\d+)>([\s\S]*?)<\/\1>/g
  let last = 0
  for (const m of message.matchAll(element)) {
    if (m.index > last) out.push(format(message.slice(last, m.index), values, locale))
    out.push({ index: Number(m[1]), text: format(m[2]!, values, locale) })
    last = m.index + m[0].length
  }
  if (last < message.length) out.push(format(message.slice(last), values, locale))
  return out
}

/** The text of a message in a catalogue, the English source itself when it has none. */
export function lookup(messages: Readonly<Record<string, string>> | undefined, message: string) {
  return messages?.[message] ?? message
}
