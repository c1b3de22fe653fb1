// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test } from 'vitest'
import { JsonLdScript, RichText } from './html-block.tsx'

const article = '<p>First <a href="/naati">paragraph</a></p><p><img src="/a.png" alt="A"></p>'

/** A page rendered again with the same text, as React Router's routes are after hydration. */
function Page({ html, renders = 0 }: { html: string; renders?: number }) {
  return (
    <main data-renders={renders}>
      <RichText html={html} className="mt-8" />
      <JsonLdScript json='{"@type":"JobPosting"}' />
    </main>
  )
}

test('re-rendering keeps the rich text and the JSON-LD as the same nodes; new markup replaces them', async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const html = renderToString(<Page html={article} />)
  expect(html).toContain(`<div class="prose-rich mt-8">${article}</div>`)
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const paragraph = container.querySelector('.prose-rich p')!
  const image = container.querySelector('.prose-rich img')!
  const jsonText = container.querySelector('script')!.firstChild

  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, <Page html={article} />)
  })
  await act(async () => root!.render(<Page html={article} renders={1} />))
  await act(async () => root!.render(<Page html={article} renders={2} />))
  expect(container.querySelector('main')!.dataset.renders).toBe('2')
  // The same elements: not parsed again, the picture not fetched again.
  expect(container.querySelector('.prose-rich p')).toBe(paragraph)
  expect(container.querySelector('.prose-rich img')).toBe(image)
  expect(container.querySelector('script')!.firstChild).toBe(jsonText)

  // Markup that did change is written.
  await act(async () => root!.render(<Page html="<p>Edited</p>" />))
  expect(container.querySelector('.prose-rich')!.innerHTML).toBe('<p>Edited</p>')
  expect(container.querySelector('.prose-rich p')).not.toBe(paragraph)
})
