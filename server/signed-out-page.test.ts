import { Readable } from 'node:stream'
import type { Request as ExpressRequest } from 'express'
import { expect, test } from 'vitest'
import { isPlainFormPost, signedOutPage } from './signed-out-page.ts'

/** A console POST as Express hands it over: headers, the path and the body still to be read. */
function post(path: string, body: string, headers: Record<string, string>): ExpressRequest {
  const req = Readable.from([Buffer.from(body)]) as unknown as ExpressRequest
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]))
  Object.assign(req, {
    method: 'POST',
    path: path.split('?')[0],
    originalUrl: path,
    headers: { 'content-length': String(Buffer.byteLength(body)), ...lower },
    get: (name: string) => lower[name.toLowerCase()],
  })
  return req
}

const form = 'application/x-www-form-urlencoded'

test('only a form the browser shows as a page gets the page; requests for data keep the plain 401', () => {
  const page = { 'Sec-Fetch-Dest': 'document', 'Content-Type': form }
  expect(isPlainFormPost(post('/admin/jobs/4', '', page))).toBe(true)
  expect(isPlainFormPost(post('/admin/jobs/4.data', '', page))).toBe(false)
  expect(isPlainFormPost(post('/admin/jobs/4', '', { 'Sec-Fetch-Dest': 'empty' }))).toBe(false)
  // A browser that sends no Sec-Fetch headers: its Accept says whether it wants a page.
  expect(isPlainFormPost(post('/admin/jobs/4', '', { Accept: 'text/html,*/*' }))).toBe(true)
  expect(isPlainFormPost(post('/admin/jobs/4', '', { Accept: '*/*' }))).toBe(false)
})

test('what was typed is shown, escaped and labelled; the form’s workings and empty fields are not', async () => {
  const body = new URLSearchParams({
    csrf: 'secret-token',
    intent: 'kn-draft',
    version: '12',
    jobTitle: 'ಮಾರ್ಗ </textarea><script>alert(1)</script>',
    jobShortDescription: '<p>Plan the routes.</p>',
    jobLocation: '  ',
  }).toString()
  const html = await signedOutPage(
    post('/admin/jobs/4?lang=kn', body, { 'Sec-Fetch-Dest': 'document', 'Content-Type': form }),
  )
  expect(html).toContain('<h1>You were signed out, so this was not saved</h1>')
  expect(html).toContain('href="/admin/login?next=%2Fadmin%2Fjobs%2F4%3Flang%3Dkn"')
  expect(html).toContain('<label for="typed-0">Job title</label>')
  expect(html).toContain('lang="kn"')
  expect(html).toContain('ಮಾರ್ಗ &#60;/textarea&#62;&#60;script&#62;alert(1)&#60;/script&#62;')
  expect(html).not.toContain('<script>')
  expect(html).toContain('<label for="typed-1">Job short description</label>')
  expect(html).toContain('&#60;p&#62;Plan the routes.&#60;/p&#62;')
  expect(html).not.toMatch(/secret-token|kn-draft|Job location|>Csrf<|>Version</)
})

test('a body that is not a readable form, or too large, still gets the page, with nothing to copy', async () => {
  const page = { 'Sec-Fetch-Dest': 'document' }
  const multipart = await signedOutPage(
    post('/admin/media', '--x\r\n', { ...page, 'Content-Type': 'multipart/form-data; boundary=x' }),
  )
  expect(multipart).toContain('You were signed out')
  expect(multipart).not.toContain('What you typed')
  const huge = await signedOutPage(
    post('/admin/jobs/4', `jobTitle=${'a'.repeat(70_000)}`, { ...page, 'Content-Type': form }),
  )
  expect(huge).toContain('You were signed out')
  expect(huge).not.toContain('What you typed')
})

test('Sign out pressed after the session ended says so, with nothing to copy', async () => {
  const html = await signedOutPage(
    post('/admin/logout', 'csrf=x', { 'Sec-Fetch-Dest': 'document', 'Content-Type': form }),
  )
  expect(html).toContain('<h1>You are signed out</h1>')
  expect(html).toContain('href="/admin/login"')
  expect(html).not.toContain('not saved')
})
