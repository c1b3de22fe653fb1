import { expect, type Page } from '@playwright/test'
import { issueToken } from '#app/domain/forms/time-trap.server.ts'
import { e2eAppSecret } from './app-secret.js'

type FormKind = 'contact' | 'apply'

/**
 * A time-trap token as the server would have drawn it into the form `secondsAgo` seconds ago,
 * signed with the test servers' APP_SECRET. Negative: a form drawn in the future as far as the
 * server can tell, which every time-trap refuses as too fast (within the allowed clock skew).
 */
export function formToken(form: FormKind, secondsAgo: number): string {
  return issueToken(e2eAppSecret, form, Date.now() - secondsAgo * 1000)
}

/**
 * Puts a token into the page's form, as if the page had been drawn then: the next post carries
 * it. Set it just before posting (React may put its own back when the form draws again).
 */
export async function putFormToken(page: Page, token: string): Promise<void> {
  await page.locator('input[name="started"]').evaluate((el: HTMLInputElement, t) => {
    el.value = t
  }, token)
}

/** The form's script is running (it adds a hidden field): posts go through the fetcher. */
export const formHydrated = (page: Page) => expect(page.locator('input[name="js"]')).toHaveCount(1)

/** A text field by its exact accessible name. */
export const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true })

export type ContactMessage = {
  name: string
  email: string
  subject: string
  phone: string
  message: string
}

/** The contact form's labels, in the order a visitor fills them in. */
const contactLabels = {
  en: ['Name', 'Email', 'Subject', 'Phone number', 'Message'],
  kn: ['ಹೆಸರು', 'ಇ-ಮೇಲ್', 'ವಿಷಯ', 'ಫೋನ್ ಸಂಖ್ಯೆ', 'ಸಂದೇಶ'],
} as const

/** Fills every field of the contact form (English, or the Kannada page's labels). */
export async function fillContact(page: Page, m: ContactMessage, lang: 'en' | 'kn' = 'en') {
  const [name, email, subject, phone, message] = contactLabels[lang]
  await box(page, name).fill(m.name)
  await box(page, email).fill(m.email)
  await box(page, subject).fill(m.subject)
  await box(page, phone).fill(m.phone)
  await box(page, message).fill(m.message)
}

/** Fills every field of the job application. */
export async function fillApplication(
  page: Page,
  a: { name: string; email: string; phone: string; resume: string },
) {
  await box(page, 'Name').fill(a.name)
  await box(page, 'Email Id').fill(a.email)
  await box(page, 'Phone Number').fill(a.phone)
  await box(page, 'Resume Link').fill(a.resume)
}
