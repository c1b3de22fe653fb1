// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { useHydrated } from './use-hydrated.ts'

// What each render of a component saw, in order.
const seen: string[] = []

function Probe({ name }: { name: string }) {
  const hydrated = useHydrated()
  seen.push(`${name}:${hydrated}`)
  return <span data-hydrated={String(hydrated)}>{name}</span>
}

function Page({ later = false }: { later?: boolean }) {
  return (
    <div>
      <Probe name="first" />
      {later ? <Probe name="later" /> : null}
    </div>
  )
}

test('false on the server and while hydrating, true after; a component mounted later starts true', async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const html = renderToString(<Page />)
  expect(html).toContain('data-hydrated="false"')
  expect(seen).toEqual(['first:false'])

  seen.length = 0
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const recoverable = vi.fn()
  let root: ReturnType<typeof hydrateRoot> | undefined
  await act(async () => {
    root = hydrateRoot(container, <Page />, { onRecoverableError: recoverable })
  })
  // Hydration matched the server's HTML (no mismatch to recover from), then switched.
  expect(recoverable).not.toHaveBeenCalled()
  expect(seen[0]).toBe('first:false')
  expect(seen.at(-1)).toBe('first:true')
  expect(container.querySelector('span')?.dataset.hydrated).toBe('true')

  seen.length = 0
  await act(async () => root!.render(<Page later />))
  // Rendered on the client from the start: no no-JavaScript form drawn first.
  expect(seen.filter((s) => s.startsWith('later'))).toEqual(['later:true'])
})
