import { readFileSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from 'vitest'
import { describeError } from '#app/components/error-page.tsx'
import { applyRules } from '#app/domain/forms/apply.ts'
import { contactRules } from '#app/domain/forms/contact.ts'
import type { FieldRule } from '#app/domain/forms/fields.ts'
import { refusalMessage, type FormRefusal } from '#app/domain/forms/refusals.ts'
import { socialLabels } from '#app/domain/settings/site-settings.ts'
import { navLinks } from '#app/routing/nav.ts'
import { DEFAULT_SHARE_ALT } from '#app/routing/seo.ts'
import { SALARY_MESSAGE } from '#app/components/job-blocks.tsx'
import { identityDefaults } from '#app/domain/settings/defaults.ts'
import { translator } from './catalogue.server.ts'
import kannada from './kn-ui.json'

/**
 * Every message the public site's code asks for has its Kannada (CONVENTIONS.md "Content kinds
 * and words"): the literal messages of `t(…)`, `rich(…)` and `say(…)` calls in the public code,
 * and the English texts that tables hand to them (navigation, form fields, refusals, error pages).
 */
const catalogue = kannada as Record<string, string>
const appDir = path.resolve(import.meta.dirname, '..')

/** The public side of the app: the console and the content framework have their own words. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name)
    if (statSync(file).isDirectory())
      return /^(admin|content|seed|migrations)$/.test(name) ? [] : sources(file)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : []
  })
}

const CALL = /\b(?:t|say|rich)\(\s*(?:'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)")/g

function calledMessages(): Map<string, string> {
  const found = new Map<string, string>()
  for (const file of sources(appDir)) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes('useI18n') && !text.includes('translator(')) continue
    for (const m of text.matchAll(CALL)) {
      const raw = m[1] ?? m[2]!
      const message = raw.replace(/\\(.)/g, '$1')
      found.set(message, path.relative(appDir, file))
    }
  }
  return found
}

function tableMessages(): string[] {
  const rules = [...Object.values(contactRules), ...Object.values(applyRules)] as FieldRule[]
  const reasons: FormRefusal[] = [
    'invalid',
    'refused',
    'too-fast',
    'expired',
    'too-old',
    'rate-limited',
    'duplicate',
    'unavailable',
  ]
  return [
    ...navLinks.map((l) => l.label),
    ...Object.values(socialLabels),
    ...rules.flatMap((r) => [
      r.label,
      // A placeholder that is an example address (name@example.com) is the same in both.
      /\s/.test(r.placeholder ?? '') || !/[@.]/.test(r.placeholder ?? '') ? r.placeholder : '',
      r.hint,
      r.messages.required,
      r.messages.tooLong,
      r.messages.invalid,
    ]),
    ...reasons.map((r) => refusalMessage(r).message),
    refusalMessage('unavailable', { offline: true }).message,
    // A thrown Error (500), and what a loader throws: a response with a status.
    ...Object.values(describeError(new Error('x'))),
    ...[404, 410, 503].flatMap((status) => {
      const described = describeError(routeError(status))
      return [described.title, described.message]
    }),
    ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    // A salary from its figures, the default share picture's alt, the default WhatsApp message.
    SALARY_MESSAGE,
    DEFAULT_SHARE_ALT,
    identityDefaults.whatsappMessage,
  ].filter((m): m is string => typeof m === 'string' && m !== '')
}

/** A thrown error response, as isRouteErrorResponse recognises it. */
function routeError(status: number) {
  return { status, statusText: '', internal: false, data: {} }
}

test('the code asks for messages, and every one has Kannada text', () => {
  const called = calledMessages()
  // The scan sees the wiring: a change that drops it fails here rather than passing empty.
  expect(called.size).toBeGreaterThan(120)
  const missing = [...called]
    .filter(([message]) => !/[\u0C80-\u0CFF]/.test(catalogue[message] ?? ''))
    .map(([message, file]) => `${file}: ${message}`)
  expect(missing).toEqual([])
})

test('the texts the tables hand to the page have Kannada text', () => {
  const missing = tableMessages().filter((m) => !/[\u0C80-\u0CFF]/.test(catalogue[m] ?? ''))
  expect(missing).toEqual([])
})

test('the server words a Kannada refusal in Kannada, with its values', () => {
  const t = translator('kn')
  const { message, values } = refusalMessage('rate-limited', { retryMinutes: 3 })
  expect(t(message, values)).toBe(
    'ಕಡಿಮೆ ಸಮಯದಲ್ಲಿ ನಿಮ್ಮ ನೆಟ್‌ವರ್ಕ್‌ನಿಂದ ತುಂಬಾ ಸಂದೇಶಗಳು ಬಂದಿವೆ. ದಯವಿಟ್ಟು 3 ನಿಮಿಷದ ನಂತರ ಮತ್ತೆ ಪ್ರಯತ್ನಿಸಿ, ಅಥವಾ ನಮಗೆ ಕರೆ ಮಾಡಿ.',
  )
  expect(translator('en')(message, values)).toContain('try again in 3 minutes')
})
