// @vitest-environment node
import { renderToString } from 'react-dom/server'
import { MemoryRouter, Link as RouterLink, type LinkProps } from 'react-router'
import { expect, test } from 'vitest'
import { Link } from './link'

// On the server our Link writes the <a> itself (app/components/link.tsx); hydration relies on it
// being exactly React Router's markup.
const render = (C: typeof RouterLink, props: LinkProps) =>
  renderToString(
    <MemoryRouter initialEntries={['/our-brands/suggi']}>
      <C {...props} />
    </MemoryRouter>,
  )

test('on the server, Link writes the markup of React Router’s Link', () => {
  expect(Link).not.toBe(RouterLink)
  const cases: LinkProps[] = [
    { to: '/' },
    { to: '/naati', className: 'btn', children: 'Naati' },
    { to: '/opportunity?page=2', children: 'More' },
    { to: '/about-us#team', 'aria-current': 'page', children: 'Team' },
    { to: '/our-brands/suggi/products/12-toor-dal', target: '_blank', children: 'x' },
    { to: '/contact-us', discover: 'none', children: 'Contact', onClick: () => {} },
    { to: '/opportunity?page=2#job-3', replace: true, preventScrollReset: true, children: 'j' },
    // What React Router resolves goes through its own Link.
    { to: 'spices', children: 'relative' },
    { to: '../about-us', children: 'up' },
    { to: '/a/../b', children: 'dots' },
    { to: '/our-brands/', children: 'slash' },
    { to: '//evil.example/x', children: 'protocol-relative' },
    { to: 'https://www.youtube.com/@x', children: 'away' },
    { to: { pathname: '/naati', search: '?line=x' }, children: 'object' },
    { to: '/naati', prefetch: 'intent', children: 'prefetch' },
  ]
  for (const props of cases) {
    const ours = render(Link as typeof RouterLink, props)
    expect(ours, JSON.stringify(props.to)).toBe(render(RouterLink, props))
    expect(ours).toMatch(/^<a /)
  }
})
