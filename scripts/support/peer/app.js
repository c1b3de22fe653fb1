// The bench's fixed peer (docs/benchmarks.md "Slow CPU"): a landing page in the shape of the
// Next.js landing-page starter the issue names (ixartz/Next-JS-Landing-Page-Starter-Template:
// a navigation bar, a hero with two calls to action, a row of sponsors, three feature rows with
// pictures, a banner and a footer), written with React alone so that it builds from the npm
// registry here (the starter's source is on GitHub, which this machine cannot reach). It is
// prerendered and hydrated, with a phone menu in React state as the starter has, and never
// changes: it is the ruler a slow phase of the machine is read against, not a competitor.
import { createElement as h, useState } from 'react'

const features = [
  ['Stocked every week', 'Orders placed from the shop are delivered by our own vans.'],
  ['Credit when it is needed', 'Small working capital lines, repaid with the next order.'],
  ['Brands villages ask for', 'Packaged food, home care and personal care at fair prices.'],
]

function Picture({ label }) {
  return h(
    'svg',
    { viewBox: '0 0 320 200', width: 320, height: 200, role: 'img', 'aria-label': label },
    h('rect', { width: 320, height: 200, rx: 16, fill: '#e0e7ff' }),
    h('circle', { cx: 90, cy: 80, r: 36, fill: '#818cf8' }),
    h('path', { d: 'M20 180 L120 100 L200 160 L250 120 L300 180 Z', fill: '#4f46e5' }),
  )
}

function Nav() {
  const [open, setOpen] = useState(false)
  const links = ['GitHub', 'Twitter', 'Features', 'Pricing', 'Sign in']
  return h(
    'header',
    { className: 'nav' },
    h('a', { href: '/', className: 'logo' }, 'Landing'),
    h(
      'button',
      { type: 'button', 'aria-expanded': open, onClick: () => setOpen(!open), className: 'menu' },
      open ? 'Close menu' : 'Menu',
    ),
    h(
      'nav',
      { className: open ? 'links open' : 'links' },
      h(
        'ul',
        null,
        links.map((l) => h('li', { key: l }, h('a', { href: `#${l.toLowerCase()}` }, l))),
      ),
    ),
  )
}

export function App() {
  return h(
    'div',
    null,
    h(Nav),
    h(
      'main',
      null,
      h(
        'section',
        { className: 'hero' },
        h('h1', null, 'The modern landing page for ', h('span', null, 'React developers')),
        h('p', null, 'The easiest way to build a landing page on React.'),
        h('a', { href: '#download', className: 'button' }, 'Download your free theme'),
      ),
      h(
        'section',
        { className: 'sponsors' },
        ['One', 'Two', 'Three', 'Four', 'Five'].map((s) => h('span', { key: s }, `Sponsor ${s}`)),
      ),
      h(
        'section',
        { id: 'features' },
        h('h2', null, 'Your title here'),
        features.map(([title, text], i) =>
          h(
            'div',
            { key: title, className: i % 2 ? 'row reverse' : 'row' },
            h('div', null, h('h3', null, title), h('p', null, text)),
            h(Picture, { label: title }),
          ),
        ),
      ),
      h(
        'section',
        { className: 'banner' },
        h('h2', null, 'Lorem ipsum dolor sit amet consectetur adipisicing elit.'),
        h('a', { href: '#get-started', className: 'button' }, 'Get started'),
      ),
    ),
    h(
      'footer',
      null,
      ['Home', 'About', 'Docs', 'Blog', 'GitHub'].map((l) =>
        h('a', { key: l, href: `#${l.toLowerCase()}` }, l),
      ),
      h('p', null, '© Copyright 2026 Landing. Made with React.'),
    ),
  )
}
