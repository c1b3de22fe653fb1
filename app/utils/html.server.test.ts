import { expect, test } from 'vitest'
import { htmlToPlainText, sanitizeRichText } from './html.server.ts'

test('rich text keeps structure and links, and drops scripts, handlers, styles and frames', () => {
  const dirty =
    '<h1>Title</h1><p style="color:red" onclick="steal()">Hello <strong>kirana</strong> <a href="https://x.example" target="_blank">link</a></p>' +
    '<script>alert(1)</script><iframe src="https://evil.example"></iframe><img src=x onerror=alert(1)>' +
    '<a href="javascript:alert(1)">js</a><a href="data:text/html,hi">data</a><ul><li>One</li></ul>'
  expect(sanitizeRichText(dirty)).toBe(
    '<h2>Title</h2><p>Hello <strong>kirana</strong> <a href="https://x.example" target="_blank" rel="noopener noreferrer">link</a></p>' +
      '<span>js</span><span>data</span><ul><li>One</li></ul>',
  )
  expect(sanitizeRichText(null)).toBe('')
})

test('plain text from markup: tags gone, entities decoded, blocks separated, spaces folded', () => {
  expect(htmlToPlainText('<p>Fresh &amp; <b>fair</b></p><p>prices&nbsp;for   all</p>')).toBe(
    'Fresh & fair prices for all',
  )
  expect(htmlToPlainText('<ul><li>A</li><li>B</li></ul>')).toBe('A B')
  expect(htmlToPlainText('a<br>b')).toBe('a b')
  expect(htmlToPlainText('<script>x()</script>Only text')).toBe('Only text')
  expect(htmlToPlainText('&lt;b&gt; stays text')).toBe('<b> stays text')
})
