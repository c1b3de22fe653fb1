import { describe, expect, test } from 'vitest'
import { bodyOf, pageResponse } from './page-body.server.ts'

describe('bodyOf', () => {
  test('gives a rendered page’s kept bytes without reading its stream', async () => {
    const bytes = Buffer.from('<!DOCTYPE html><p>Grameen</p>')
    const response = pageResponse(bytes, { status: 200 })
    expect(await bodyOf(response)).toBe(bytes)
    expect(response.bodyUsed).toBe(false)
  })

  test('a page’s stream still gives its bytes to anything that reads it', async () => {
    const page = '<!DOCTYPE html><p>ಗ್ರಾಮೀಣ ಸೂಪರ್‌ಮಾರ್ಕೆಟ್</p>'
    const response = pageResponse(Buffer.from(page), {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8' },
    })
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await response.text()).toBe(page)
  })

  test('reads any other answer from its stream', async () => {
    const response = new Response('User-agent: *\n')
    const body = await bodyOf(response)
    expect(body.toString('utf8')).toBe('User-agent: *\n')
    expect(response.bodyUsed).toBe(true)
  })
})
