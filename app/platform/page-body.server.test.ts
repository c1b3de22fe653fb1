import { describe, expect, test } from 'vitest'
import { bodyOf, withBody } from './page-body.server'

describe('bodyOf', () => {
  test('gives a rendered page’s kept bytes without reading its stream', async () => {
    const bytes = Buffer.from('<!DOCTYPE html><p>Grameen</p>')
    const response = withBody(new Response(bytes), bytes)
    expect(await bodyOf(response)).toBe(bytes)
    expect(response.bodyUsed).toBe(false)
  })

  test('reads any other answer from its stream', async () => {
    const response = new Response('User-agent: *\n')
    const body = await bodyOf(response)
    expect(body.toString('utf8')).toBe('User-agent: *\n')
    expect(response.bodyUsed).toBe(true)
  })
})
