// @vitest-environment happy-dom
import { act } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { expect, test, vi } from 'vitest'
import { usePopover } from '#app/components/hooks/use-popover.ts'
import { PopoverButton } from './popover-button.tsx'

// How many times the component holding the popover rendered.
let drawn = 0

function Menu() {
  drawn++
  const { open, panelProps, buttonProps } = usePopover<HTMLDivElement>()
  return (
    <header>
      <PopoverButton {...buttonProps}>{open ? 'Close' : 'Open'}</PopoverButton>
      <div {...panelProps}>
        <a href="/a">A</a>
      </div>
    </header>
  )
}

test('the button states aria-expanded only once hydrated, and only the button redraws for it', async () => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  const html = renderToString(<Menu />)
  // Without JavaScript the browser reports the popover's state itself.
  expect(html).not.toContain('aria-expanded')
  expect(html).toMatch(/popovertarget=/i)

  drawn = 0
  const container = document.createElement('div')
  container.innerHTML = html
  document.body.append(container)
  const recoverable = vi.fn()
  await act(async () => {
    hydrateRoot(container, <Menu />, { onRecoverableError: recoverable })
  })
  expect(recoverable).not.toHaveBeenCalled()
  const button = container.querySelector('button')!
  expect(button.getAttribute('aria-expanded')).toBe('false')
  expect(button.getAttribute('aria-controls')).toBe(container.querySelector('[popover]')!.id)
  // Hydration drew the header once; the switch to hydrated redrew the button alone (before, the
  // whole header with every link in it was drawn again).
  expect(drawn).toBe(1)
})
