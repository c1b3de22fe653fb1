import { expect, test } from './support/fixtures'

// What a visitor still met after the first waves (issue 10): each test here fails on the defect
// it is named after.

test('every page starts with exactly one doctype', async ({ request }) => {
  for (const path of ['/', '/naati', '/contact-us', '/no-such-page']) {
    const html = await (await request.get(path)).text()
    expect(html.match(/<!doctype html>/gi), path).toHaveLength(1)
    expect(html.startsWith('<!DOCTYPE html><html'), path).toBe(true)
  }
})
