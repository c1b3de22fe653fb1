import { expect, type Page } from '@playwright/test'
import { issueToken } from '#app/domain/forms/time-trap.server.ts'
import { e2eAppSecret } from './app-secret.js'
import { knCatalogue } from './kn.ts'

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

type ContactMessage = {
  name: string
  email: string
  subject: string
  phone: string
  message: string
}

/** Fills every field of the contact form, on the English page or (its labels from the catalogue) the Kannada one. */
export async function fillContact(page: Page, m: ContactMessage, lang: 'en' | 'kn' = 'en') {
  const field = (label: string) => box(page, lang === 'kn' ? knCatalogue[label]! : label)
  await field('Name').fill(m.name)
  await field('Email').fill(m.email)
  await field('Subject').fill(m.subject)
  await field('Phone number').fill(m.phone)
  await field('Message').fill(m.message)
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
