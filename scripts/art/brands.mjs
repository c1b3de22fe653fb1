#!/usr/bin/env node
// Draws the brand catalogue artwork (logos, banners, product packs, social posters, section images,
// Suggi category icons and banners) as SVG files under app/db/seed/media/brands/.
// Plain Node, no dependencies: `node scripts/art/brands.mjs` rewrites them all.
//
// The list of files comes from app/db/seed/brands.ts itself (read as text): every 'brands/...' path
// it names is drawn, and the script stops with an error if one has no drawing. Names, colours and
// social kinds are read from the same file; how each pack looks (shape, colour, motif) is the table
// in the "catalogue" section below.
//
// Logos are served to the browser as SVG, so they use text with a font stack. Everything else is
// rasterised by sharp (librsvg) to WebP/AVIF: flat shapes, a few gradients, no filters, and text
// only on the packs, measured with DejaVu widths so it never overflows.

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const mediaDir = path.join(root, 'app/db/seed/media')
const brandsFile = path.join(root, 'app/db/seed/brands.ts')

// ------------------------------------------------------------------------------------------ basics

/** Short numbers keep the files small. */
const f = (v) => {
  const r = Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}
const tr = (x, y, s = 1, rot = 0) =>
  `translate(${f(x)} ${f(y)})` +
  (rot ? ` rotate(${f(rot)})` : '') +
  (s !== 1 ? ` scale(${+s.toFixed(3)})` : '')
const at = (x, y, body, s = 1, rot = 0) =>
  body ? `<g transform="${tr(x, y, s, rot)}">${body}</g>` : ''
const op = (o) => ` opacity="${String(o).replace(/^0\./, '.')}"`
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${fill}"${extra}/>`
const rr = (x, y, w, h, r, fill, extra = '') => rect(x, y, w, h, fill, ` rx="${f(r)}"${extra}`)
const circ = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"${extra}/>`
const ell = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`
const pth = (d, fill, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`
const line = (d, stroke, w, extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${f(w)}"${extra}/>`
const poly = (pts, fill, extra = '') =>
  `<path d="M${pts.map((p) => p.map(f).join(' ')).join('L')}Z" fill="${fill}"${extra}/>`
const ring = (cx, cy, r, stroke, w, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${stroke}" stroke-width="${f(w)}"${extra}/>`
/** A path string from a list of numbers and commands: P('M', x, y, 'L', x, y) → "M1 2L3 4". */
const P = (...a) =>
  a
    .map((v) => (typeof v === 'number' ? f(v) : v))
    .join(' ')
    .replace(/ ?([MLHVCSQTAZmlhvcsqtaz]) ?/g, '$1')

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Per-document defs: helpers register gradients here and get back their id. */
let DEFS = new Map()
function def(key, make) {
  if (!DEFS.has(key)) DEFS.set(key, make(`g${DEFS.size}`))
  return DEFS.get(key).id
}
const gradStops = (stops) =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a !== undefined ? ` stop-opacity="${a}"` : ''}/>`,
    )
    .join('')
/** Linear gradient (top to bottom unless x2/y2 say otherwise); returns a url(). */
function lg(stops, x2 = 0, y2 = 1) {
  const key = `lg${JSON.stringify(stops)}${x2}${y2}`
  const id = def(key, (id) => ({
    id,
    svg: `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${gradStops(stops)}</linearGradient>`,
  }))
  return `url(#${id})`
}
function rg(stops) {
  const key = `rg${JSON.stringify(stops)}`
  const id = def(key, (id) => ({
    id,
    svg: `<radialGradient id="${id}">${gradStops(stops)}</radialGradient>`,
  }))
  return `url(#${id})`
}
let clipN = 0
/** Draw `body` clipped to the shape `shape` (an element string). */
function clip(shape, body) {
  const id = `c${clipN++}`
  DEFS.set(id, { id, svg: `<clipPath id="${id}">${shape}</clipPath>` })
  return `<g clip-path="url(#${id})">${body}</g>`
}

const SANS_R = "'DejaVu Sans','Liberation Sans',Arial,sans-serif"
const SERIF_R = "'DejaVu Serif','Liberation Serif',Georgia,serif"
const SANS_WEB = "'Trebuchet MS','DejaVu Sans',Arial,sans-serif"
const SERIF_WEB = "Georgia,'DejaVu Serif','Times New Roman',serif"

function svgDoc(w, h, body, { web = false } = {}) {
  const defs = [...DEFS.values()].map((d) => d.svg).join('')
  const usesB = body.includes('class="b"')
  const usesR = body.includes('class="r"')
  const style =
    (usesB ? `.b{font-family:${web ? SANS_WEB : SANS_R};font-weight:700}` : '') +
    (usesR ? `.r{font-family:${web ? SERIF_WEB : SERIF_R};font-weight:700}` : '')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" stroke-linecap="round" stroke-linejoin="round">` +
    (style ? `<style>${style}</style>` : '') +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    `</svg>\n`
  )
}

/** Small deterministic random numbers, so a re-run draws the same pictures. */
function rng(seed) {
  let a = seed >>> 0 || 1
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  next.range = (lo, hi) => lo + next() * (hi - lo)
  next.pick = (arr) => arr[Math.floor(next() * arr.length)]
  next.int = (lo, hi) => Math.floor(lo + next() * (hi - lo + 1))
  return next
}
const hash = (s) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 7)

// ------------------------------------------------------------------------------------------ colour

const rgbOf = (h) => [1, 3, 5].map((i) => parseInt(h.slice(i, i + 2), 16))
const hexOf = (rgb) =>
  '#' +
  rgb
    .map((v) =>
      Math.round(Math.max(0, Math.min(255, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')
const mix = (a, b, t) => {
  const A = rgbOf(a)
  const B = rgbOf(b)
  return hexOf(A.map((v, i) => v + (B[i] - v) * t))
}
const lighten = (c, t) => mix(c, '#ffffff', t)
const darken = (c, t) => mix(c, '#000000', t)
const lum = (c) => {
  const [r, g, b] = rgbOf(c).map((v) => {
    v /= 255
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
const contrast = (a, b) => {
  const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p)
  return (x + 0.05) / (y + 0.05)
}
/** `c`, darkened until it reads on `bg` (WCAG 4.5:1). */
const inkOn = (bg, c) => {
  let k = c
  for (let i = 0; i < 30 && contrast(k, bg) < 4.5; i++) k = darken(k, 0.1)
  return k
}
/** White or a dark tone of `c`, whichever reads better on `bg`. */
const textOn = (bg, dark = '#222') => (contrast('#ffffff', bg) >= 4.5 ? '#ffffff' : inkOn(bg, dark))
const CREAM = '#fff8ee'
const tint = (c, t = 0.88) => mix(c, CREAM, t)

// ------------------------------------------------------------------------------------------ text

// Advance widths (1/100 em) of ASCII 32–126 in DejaVu Sans Bold and DejaVu Serif Bold, the fonts
// librsvg uses on the server; browser fonts (Trebuchet, Georgia) are narrower, so a fit here fits there.
const W_SANS = [
  35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70,
  70, 70, 40, 40, 84, 84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85,
  73, 85, 77, 72, 68, 81, 77, 110, 77, 72, 73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72,
  71, 34, 34, 67, 34, 104, 71, 69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84,
]
const W_SERIF = [
  35, 44, 52, 84, 70, 95, 90, 31, 47, 47, 52, 84, 35, 42, 35, 37, 70, 70, 70, 70, 70, 70, 70, 70,
  70, 70, 37, 37, 84, 84, 84, 59, 100, 78, 85, 80, 87, 76, 71, 85, 94, 47, 47, 87, 70, 111, 91, 87,
  75, 87, 83, 72, 74, 87, 78, 112, 78, 71, 73, 47, 37, 47, 84, 50, 50, 65, 70, 61, 70, 64, 43, 70,
  73, 38, 36, 69, 38, 106, 73, 67, 70, 70, 53, 56, 46, 73, 58, 86, 60, 58, 57, 64, 36, 64, 84,
]

/** Width in px of `str` at `size`, with letter spacing `ls`. */
function textW(str, size, serif = false, ls = 0) {
  const t = serif ? W_SERIF : W_SANS
  let s = 0
  for (const ch of str) {
    const c = ch.charCodeAt(0)
    s += c >= 32 && c < 127 ? t[c - 32] : 70
  }
  return (s / 100) * size + ls * Math.max(0, str.length - 1)
}

const WARN = []
let MINI = false
/** Product pictures get the finer (larger, less regular) grain tiles; scenes the lighter ones. */
let GRAIN_FINE = true
let CURRENT = ''
/** The largest size ≤ max (and ≥ min) at which `str` fits in `maxW`. */
function fit(str, maxW, max, min = 28, serif = false, ls = 0) {
  let s = max
  while (s > min && textW(str, s, serif, ls) > maxW) s -= 1
  if (textW(str, s, serif, ls) > maxW + 0.5)
    WARN.push(
      `${CURRENT}: "${str}" needs ${Math.round(textW(str, s, serif, ls))}px at ${s}px, has ${Math.round(maxW)}`,
    )
  return s
}

/**
 * A line of bold text centred on (x, cy) (vertical centre of the capitals), fitted to maxW.
 * o: { max, min, serif, anchor, ls, extra }
 */
function label(x, cy, str, maxW, fill, o = {}) {
  const serif = !!o.serif
  const ls = o.ls ?? 0
  if (MINI) {
    // No words in rasterised scenes: a print line of about the same length.
    const w = Math.min(maxW, textW(str, o.max ?? 34, serif)) * 0.7
    return rr(
      o.anchor === 'start' ? x : o.anchor === 'end' ? x - w : x - w / 2,
      cy - 5,
      w,
      10,
      5,
      fill,
      op(0.85),
    )
  }
  const size = fit(str, maxW, o.max ?? 40, o.min ?? 28, serif, ls)
  const anchor = o.anchor ?? 'middle'
  return (
    `<text x="${f(x)}" y="${f(cy + size * 0.36)}" class="${serif ? 'r' : 'b'}" font-size="${size}" fill="${fill}"` +
    (anchor !== 'start' ? ` text-anchor="${anchor}"` : '') +
    (ls ? ` letter-spacing="${ls}"` : '') +
    `${o.extra ?? ''}>${esc(str)}</text>`
  )
}

// ------------------------------------------------------------------------------------------ catalogue data

/** Reads brands.ts as text: the brands, their colours, products, lines, categories and pictures. */
function readCatalogue() {
  const src = readFileSync(brandsFile, 'utf8')
  const allPaths = [...new Set([...src.matchAll(/['"](brands\/[^'"]+)['"]/g)].map((m) => m[1]))]
  const blocks = src.split(/\n {2}\{\n {4}id: /).slice(1)
  const one = (re, s) => (s.match(re) ?? [])[1]
  const brands = blocks.map((b) => {
    const br = {
      slug: one(/\n {4}slug: '([^']+)'/, b),
      name: one(/\n {4}name: '([^']+)'/, b),
      color: one(/\n {4}color: '(#[0-9A-Fa-f]{6})'/, b),
      colorCode: one(/\n {4}colorCode: '(#[0-9A-Fa-f]{6})'/, b),
      text: one(/\n {4}textColorCode: '(#[0-9A-Fa-f]{6})'/, b),
      logo: one(/\n {4}logo: '([^']+)'/, b),
      banner: one(/\n {4}banner: '([^']+)'/, b),
      products: [...b.matchAll(/name: '([^']+)',\s*slug: '([^']+)',\s*image: '([^']+)'/g)].map(
        (m) => ({ name: m[1], slug: m[2], image: m[3] }),
      ),
      social: [
        ...b.matchAll(/kind: '(video|link)',\s*title: (['"])(.*?)\2,[^{}]*?image: '([^']+)'/g),
      ].map((m) => ({ kind: m[1], title: m[3], image: m[4] })),
      lines: [
        ...b.matchAll(
          /slug: '([^']+)',\s*name: '([^']+)',\s*color: '(#\w+)',\s*colorCode: '(#\w+)',\s*textColorCode: '(#\w+)',\s*banner: '([^']+)'/g,
        ),
      ].map((m) => ({
        slug: m[1],
        name: m[2],
        color: m[3],
        colorCode: m[4],
        text: m[5],
        banner: m[6],
      })),
      categories: [
        ...b.matchAll(
          /slug: '([^']+)',\s*name: '([^']+)',\s*icon: '([^']+)',(?:\s*banner: '([^']+)')?/g,
        ),
      ].map((m) => ({ slug: m[1], name: m[2], icon: m[3], banner: m[4] })),
      sectionImages: [...b.matchAll(/src: '(brands\/[^']+)'/g)].map((m) => m[1]),
    }
    return br
  })
  return { brands, allPaths }
}

// ------------------------------------------------------------------------------------------ motifs
// Each motif is drawn in a box of about 100 × 100 centred on the origin.

const GREEN = '#3f8a2e'
const GREEN_L = '#7cb342'
const LEAF = '#5a9e3a'

const MOTIF = {
  chilli: (c = '#d32f2f') =>
    pth('M-30-30C-6-34 22-10 38 40C12 22-10 4-34-12C-40-18-38-28-30-30Z', c) +
    pth('M-30-30C-36-36-42-34-44-26C-40-20-34-16-30-14Z', GREEN) +
    line('M-40-30Q-46-42-38-48', GREEN, 5) +
    line('M-22-22C0-20 16-4 26 20', '#fff', 4, op(0.35)),
  chilli2: (c = '#c62828', c2 = '#e53935') =>
    at(-14, 6, MOTIF.chilli(c), 0.85, -10) + at(16, -4, MOTIF.chilli(c2), 0.8, 24),
  leaf: (c = LEAF) =>
    pth('M0-46C30-28 30 22 0 46C-30 22-30-28 0-46Z', c) +
    line('M0-38V40M0-8L14-20M0 12L-14 0M0 24L12 14', darken(c, 0.25), 3),
  leaves: (c = LEAF, c2 = GREEN) =>
    at(-14, 4, MOTIF.leaf(c2), 0.8, -32) + at(14, -2, MOTIF.leaf(c), 0.85, 28),
  seeds: (c = '#8d6e4a', n = 9, seed = 3) => {
    const r = rng(seed)
    let s = ''
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2 + r() * 0.5
      const d = i % 3 === 0 ? 10 : 28
      s += ell(
        Math.cos(a) * d,
        Math.sin(a) * d,
        7,
        12,
        i % 2 ? c : darken(c, 0.15),
        ` transform="rotate(${f(r.range(0, 180))} ${f(Math.cos(a) * d)} ${f(Math.sin(a) * d)})"`,
      )
    }
    return s
  },
  turmeric: (c = '#e39b12') =>
    pth(
      'M-40 6C-40-8-22-12-8-8L20-14C34-18 44-6 38 6C34 14 24 12 18 10L4 14C0 26-14 30-20 22C-28 20-40 18-40 6Z',
      '#c98a3a',
    ) +
    ell(-18, 4, 9, 6, c) +
    ell(22, -2, 8, 5, c) +
    line('M-30 0h4M-4-6h3M14-8h4', '#8a5a23', 2),
  coriander: () =>
    line('M0 40V-10M0 0L-24-24M0-6L24-28', GREEN, 4) +
    [
      [-24, -24],
      [24, -28],
      [0, -16],
    ]
      .map(
        ([x, y]) =>
          circ(x - 8, y, 9, LEAF) + circ(x + 8, y, 9, LEAF) + circ(x, y - 10, 10, GREEN_L),
      )
      .join('') +
    circ(-14, 30, 7, '#c9a15a') +
    circ(14, 32, 7, '#b88d45') +
    circ(0, 24, 7, '#d6b06a'),
  starAnise: (c = '#6d3b23') => {
    let s = ''
    for (let i = 0; i < 8; i++)
      s += pth('M0 0L-9-14Q0-44 9-14Z', c, ` transform="rotate(${i * 45})"`)
    for (let i = 0; i < 8; i++) s += ell(0, -24, 4, 6, '#d9a066', ` transform="rotate(${i * 45})"`)
    return s + circ(0, 0, 6, darken(c, 0.3))
  },
  bowl: (c = '#d9642b', food = '#f2a33a', steam = true) =>
    (steam
      ? line('M-14-22q-8-10 0-20t0-20M6-24q-8-10 0-20t0-20M24-20q-6-8 0-16', '#fff', 5, op(0.8))
      : '') +
    ell(0, 2, 44, 12, food) +
    pth('M-46 2Q-44 40 0 42Q44 40 46 2Z', c) +
    line('M-36 16Q0 30 36 16', '#fff', 3, op(0.45)) +
    ell(-12, 0, 8, 4, '#fff', op(0.4)) +
    circ(14, -2, 4, '#2e7d32'),
  tamarind: () =>
    pth(
      'M-44 10C-40-6-28 0-20-8C-12-16 0-4 8-12C18-20 30-8 40-14C48-18 48 0 38 4C28 8 20 0 12 8C4 16-8 6-16 14C-24 22-34 14-40 18Z',
      '#8b5a2b',
    ) + line('M-36 10C-26 6-20 2-12 6M4-2C12-6 20-4 28-6', '#b07a3f', 3),
  brinjal: (c = '#5e2a84') =>
    pth('M-6-14C-36-8-44 30-20 40C0 48 30 36 28 8C26-10 14-18-6-14Z', c) +
    pth('M-10-16C-4-30 10-30 16-18C10-14 2-12-10-16Z', GREEN) +
    line('M4-26L10-40', GREEN, 5) +
    ell(-16, 14, 5, 12, '#fff', op(0.3) + ' transform="rotate(20 -16 14)"'),
  drumstick: () =>
    pth(
      'M-6-40C16-44 34-26 30-4C28 10 16 16 8 18L-14 38C-20 44-30 40-28 32C-34 30-34 20-26 20L-10 4C-16-6-22-36-6-40Z',
      '#c9692d',
    ) +
    pth('M-4-32C10-34 22-22 20-8C10-18 4-22-4-32Z', '#e08a3a') +
    ell(-24, 34, 7, 7, '#f4e6d0'),
  pot: (c = '#9c4a1a') =>
    line('M-12-30q-6-8 0-16t0-14M10-30q-6-8 0-16t0-14', '#fff', 5, op(0.8)) +
    pth('M-36-18H36L40-10Q46 30 0 38Q-46 30-40-10Z', c) +
    rr(-42, -24, 84, 10, 5, darken(c, 0.25)) +
    line('M-30 6Q0 16 30 6', '#fff', 3, op(0.3)),
  sheaf: (c = '#e0a526', band = '#c0392b') => {
    let st = ''
    let hd = ''
    for (let i = -3; i <= 3; i++) {
      const x = i * 12
      const y = -14 - (3 - Math.abs(i)) * 6
      st += `M${i * 3} 40L${x} ${y}`
      hd += `M${x} ${y}q${f(-7 + i)} -12 ${f(i * 2.5)} -28q${f(7 + i)} 14 ${f(-i * 2.5)} 28z`
    }
    return line(st, '#b8862a', 3) + pth(hd, c) + rr(-14, 8, 28, 8, 3, band)
  },
  wheat: (c = '#d9a035') => {
    let d = ''
    for (let i = 0; i < 5; i++)
      d += `M0 ${30 - i * 12}q-16-2-14-20q12 4 14 20zM0 ${30 - i * 12}q16-2 14-20q-12 4-14 20z`
    return (
      line('M0 46V-30', '#b07d2a', 3) +
      pth(d, c) +
      ell(0, -38, 4.5, 10, c) +
      line('M0-46V-60M-6-40L-12-54M6-40L12-54', '#c99a3a', 1.5)
    )
  },
  sunflower: (c = '#f6c324', core = '#6b3e1a', r = 30) => {
    // Two rings of pointed petals around a seed head.
    const petals = (n, len, wid, off) => {
      let d = ''
      for (let i = 0; i < n; i++) {
        const a = ((i + off) / n) * Math.PI * 2
        const [ca, sa] = [Math.cos(a), Math.sin(a)]
        const bx = ca * r * 0.4
        const by = sa * r * 0.4
        const mx = ca * r * (0.4 + len * 0.5)
        const my = sa * r * (0.4 + len * 0.5)
        d += `M${f(bx)} ${f(by)}Q${f(mx - sa * wid)} ${f(my + ca * wid)} ${f(ca * r * (0.4 + len))} ${f(sa * r * (0.4 + len))}Q${f(mx + sa * wid)} ${f(my - ca * wid)} ${f(bx)} ${f(by)}Z`
      }
      return d
    }
    return (
      pth(petals(14, 0.62, r * 0.2, 0.5), darken(c, 0.12)) +
      pth(petals(14, 0.6, r * 0.2, 0), c) +
      circ(0, 0, r * 0.46, core) +
      circ(0, 0, r * 0.32, darken(core, 0.2)) +
      circ(-r * 0.14, -r * 0.14, r * 0.12, '#fff', op(0.2))
    )
  },
  bubbles: (c = '#7ec8f2') =>
    ring(-10, 6, 24, c, 5) +
    ring(22, -18, 14, c, 4) +
    ring(20, 24, 9, c, 3.5) +
    ell(-18, -4, 6, 4, c, op(0.6)),
  lemon: (c = '#f4d03f') =>
    pth('M-40 0C-40-24-14-36 8-32C26-28 40-14 40 0C40 14 26 28 8 32C-14 36-40 24-40 0Z', c) +
    pth('M36-6L46-2L36 4Z', darken(c, 0.15)) +
    ell(-14, -12, 12, 6, '#fff', op(0.35)) +
    pth('M-2-30Q6-46 22-44Q12-30-2-30Z', GREEN_L),
  lemonSlice: (c = '#f4d03f') => {
    let s = circ(0, 0, 34, '#e6c229') + circ(0, 0, 29, '#fdf3b5')
    for (let i = 0; i < 8; i++)
      s += pth('M0 0L-8-22Q0-27 8-22Z', c, ` transform="rotate(${i * 45 + 22})"`)
    return s + circ(0, 0, 4, '#fdf3b5')
  },
  sparkle: (c = '#fff') => pth('M0-30Q4-4 30 0Q4 4 0 30Q-4 4-30 0Q-4-4 0-30Z', c),
  flower: (c = '#e8577e', core = '#f9c74f', n = 5) => {
    let s = ''
    for (let i = 0; i < n; i++) s += ell(0, -22, 14, 22, c, ` transform="rotate(${(i * 360) / n})"`)
    return s + circ(0, 0, 12, core)
  },
  rose: (c = '#d81b60') =>
    pth('M-8 30L-14 44M-10 38Q-24 34-26 44Q-14 48-10 38', GREEN, '') +
    line('M-8 28L-14 46', GREEN, 4) +
    circ(0, 0, 30, c) +
    pth('M-20-6Q0-30 20-6Q0 8-20-6Z', darken(c, 0.2)) +
    pth('M-12 4Q0-14 14 4Q0 16-12 4Z', lighten(c, 0.2)) +
    line('M-22 10Q0 30 22 10', darken(c, 0.25), 3),
  jasmine: () => {
    let s = ''
    for (let i = 0; i < 6; i++)
      s +=
        ell(0, -18, 9, 18, '#ffffff', ` transform="rotate(${i * 60})"`) +
        ell(0, -14, 3, 10, '#f1eadb', ` transform="rotate(${i * 60})"`)
    return at(18, -18, MOTIF.leaf(LEAF), 0.4, 40) + s + circ(0, 0, 7, '#f4d35e')
  },
  champa: () => {
    let s = ''
    for (let i = 0; i < 5; i++)
      s += pth(
        'M0 0C-16-10-14-40 0-42C14-40 16-10 0 0Z',
        '#fff7e0',
        ` transform="rotate(${i * 72 + 10})"`,
      )
    return s + circ(0, 0, 12, '#f6b93b') + circ(0, 0, 6, '#f39c12')
  },
  diya: (c = '#b5532f') =>
    pth('M0-46C10-30 14-20 8-12C4-8-4-8-8-12C-14-20-10-30 0-46Z', '#f9c31f') +
    pth('M0-34C4-26 4-18 0-14C-4-18-4-26 0-34Z', '#fff3b0') +
    pth('M-42-6Q0 4 42-6Q36 28 0 30Q-36 28-42-6Z', c) +
    pth('M-42-6Q0 4 42-6Q0-12-42-6Z', darken(c, 0.3)) +
    line('M-28 10Q0 18 28 10', '#f6c453', 3),
  moon: (c = '#fff6c8') => pth('M10-40A40 40 0 1 0 30 26A32 32 0 1 1 10-40Z', c),
  palm: (c = '#2e7d32') => {
    let s = line('M0 46Q4 10-2-26', '#8a5a33', 7)
    for (const a of [-150, -115, -80, -45, -10]) {
      const r = (a * Math.PI) / 180
      const ex = Math.cos(r) * 44
      const ey = -26 + Math.sin(r) * 30 + 12
      s += pth(
        `M-2-26Q${f(ex * 0.5)} ${f(-26 + Math.sin(r) * 30 - 10)} ${f(ex)} ${f(ey)}Q${f(ex * 0.45)} ${f(-26 + Math.sin(r) * 16)} -2-22Z`,
        c,
      )
    }
    return s + circ(-4, -22, 5, '#6b3e1a') + circ(3, -20, 5, '#7a4a22')
  },
  hills: (c = '#2b4c78', c2 = '#4a6fa5') =>
    circ(16, -14, 14, '#f6c324') +
    pth('M-46 30L-14-12L8 12L26-6L46 30Z', c2) +
    pth('M-46 30L-20 2L0 22L20 8L46 30Z', c) +
    pth('M-14-12L-20-4L-12-2L-8-6Z', '#fff'),
  palace: (c = '#fff') =>
    pth('M-44 40V6H-34V-6H-26V6H-14V-10Q-14-28 0-36Q14-28 14-10V6H26V-6H34V6H44V40Z', c) +
    pth('M-30-6Q-30-16-30-20Q-26-16-26-6ZM26-6Q30-16 30-20Q34-16 34-6Z', c) +
    line('M0-36V-46', c, 3) +
    rect(-6, 18, 12, 22, '#000', op(0.15)),
  biscuit: (c = '#e0a94f') => {
    let s = circ(0, 0, 40, c) + ring(0, 0, 34, darken(c, 0.15), 2)
    for (const [x, y] of [
      [-14, -14],
      [14, -14],
      [-14, 14],
      [14, 14],
      [0, 0],
      [0, -22],
      [0, 22],
      [-22, 0],
      [22, 0],
    ])
      s += circ(x, y, 2.6, darken(c, 0.3))
    return s
  },
  creamBiscuit: (c = '#4e2a1a', cream = '#f3e3c8') =>
    rr(-40, 2, 80, 16, 8, c) +
    rr(-38, -6, 76, 10, 5, cream) +
    rr(-40, -20, 80, 16, 8, c) +
    circ(-20, -12, 2.5, '#000', op(0.3)) +
    circ(0, -12, 2.5, '#000', op(0.3)) +
    circ(20, -12, 2.5, '#000', op(0.3)),
  wafer: (c = '#e8b866', cream = '#f48fb1') => {
    let s = ''
    for (let i = 0; i < 3; i++)
      s += rect(-44, -22 + i * 16, 88, 10, c) + rect(-44, -12 + i * 16, 88, 6, cream)
    return (
      pth('M-44-22L-36-30H52L44-22Z', lighten(c, 0.2)) +
      pth('M44-22L52-30V14L44 22Z', darken(c, 0.15)) +
      s +
      line('M-30-22V22M-10-22V22M10-22V22M30-22V22', darken(c, 0.2), 1.5, op(0.6))
    )
  },
  strawberry: () =>
    pth('M0 40C-26 28-36 0-28-16C-20-30 20-30 28-16C36 0 26 28 0 40Z', '#e53935') +
    pth('M-22-20L-8-30L0-20L8-30L22-20L10-16L0-24L-10-16Z', GREEN) +
    [
      [-12, -4],
      [8, -6],
      [-4, 12],
      [14, 10],
      [-16, 12],
      [2, 26],
    ]
      .map(([x, y]) => ell(x, y, 2, 3, '#ffe082'))
      .join(''),
  noodles: (c = '#c62828') =>
    line('M-28-30q-6-8 0-14t0-12M0-32q-6-8 0-14t0-12M26-30q-6-8 0-14t0-12', '#fff', 4, op(0.75)) +
    ell(0, -6, 46, 14, '#f6d06b') +
    line('M-36-8q8-8 16 0t16 0t16 0t16 0M-30 0q8-8 16 0t16 0t16 0t14 0', '#e0a83a', 3) +
    circ(-14, -10, 4, '#43a047') +
    circ(18, -8, 4, '#e53935') +
    rect(4, -14, 8, 5, '#ff9800') +
    pth('M-48-6Q-46 34 0 38Q46 34 48-6Z', c) +
    line('M-38 10Q0 26 38 10', '#fff', 3, op(0.4)) +
    line('M28-12L56-46M36-10L62-42', '#b0793f', 4),
  pad: (c = '#f7b6cf') =>
    pth(
      'M-18-44C-4-50 4-50 18-44C22-20 22-14 20-8L40-4Q42 8 20 10C22 24 22 32 18 44C4 50-4 50-18 44C-22 32-22 24-20 10Q-42 8-40-4L-20-8C-22-14-22-20-18-44Z',
      '#fff',
    ) +
    pth('M-10-34C-4-38 4-38 10-34C14-12 14 12 10 34C4 38-4 38-10 34C-14 12-14-12-10-34Z', c) +
    line('M-6-24V24M6-24V24', '#fff', 2, op(0.7)),
  tomato: () =>
    circ(0, 6, 34, '#e53935') +
    pth('M-16-24L0-18L16-24L8-14L20-8L0-12L-20-8L-8-14Z', GREEN) +
    ell(-12, -4, 8, 5, '#fff', op(0.35)),
  onion: () =>
    pth('M0-44C4-30 40-16 36 16C32 40 12 44 0 44C-12 44-32 40-36 16C-40-16-4-30 0-44Z', '#f3e5c7') +
    line('M0-40C-10-20-24 0-18 38M0-40C10-20 24 0 18 38M0-40V42', '#d4b98a', 2) +
    line('M0-44Q-8-60 4-70M0-44Q10-56 18-58', GREEN_L, 4),
  bananaChip: () =>
    circ(0, 0, 30, '#f3c94f') +
    circ(0, 0, 22, '#f8dc82') +
    circ(0, 0, 5, '#d6a42e') +
    [0, 60, 120, 180, 240, 300]
      .map((a) =>
        circ(Math.cos((a * Math.PI) / 180) * 12, Math.sin((a * Math.PI) / 180) * 12, 2, '#c99a2e'),
      )
      .join(''),
  peanut: (c = '#c98b4f') =>
    pth(
      'M-30-10C-40 6-26 22-12 14C-4 10 4 10 12 14C26 22 40 6 30-10C22-24 8-18 0-16C-8-18-22-24-30-10Z',
      c,
    ) + line('M-24-4h6M-26 4h6M18-4h6M20 4h6M-6-6v4M6-6v4', darken(c, 0.2), 2),
  corn: () => {
    let s = pth('M0-44C18-40 22 0 14 36C8 42-8 42-14 36C-22 0-18-40 0-44Z', '#f7c948')
    for (let y = -32; y < 34; y += 10) s += line(`M-14 ${y}Q0 ${y + 4} 14 ${y}`, '#e0a21a', 2)
    return (
      s +
      line('M0-40V36', '#e0a21a', 2) +
      pth('M-4 40C-30 30-34 0-26-20C-18 4-10 24-4 40Z', GREEN_L) +
      pth('M4 40C30 30 34 0 26-20C18 4 10 24 4 40Z', GREEN)
    )
  },
  sev: (c = '#e6a23c') => {
    let s = ''
    for (let i = 0; i < 7; i++)
      s += line(
        `M${-36 + i * 3} ${-20 + i * 7}q12-10 24 0t24 0t20 0`,
        i % 2 ? c : darken(c, 0.15),
        4,
      )
    return s
  },
  chip: (c = '#f3c14f') =>
    pth('M-34-4C-30-22 0-28 24-20C40-12 38 10 22 18C0 28-30 20-34-4Z', c) +
    pth(
      'M-22-6C-14-14 4-16 16-10',
      'none',
      ` stroke="${darken(c, 0.15)}" stroke-width="3" stroke-linecap="round"`,
    ) +
    circ(-8, 6, 3, darken(c, 0.25)) +
    circ(10, 4, 2.5, darken(c, 0.25)),
  shirt: (c = '#fff') =>
    pth('M-16-40L-40-28L-32-8L-24-12V40H24V-12L32-8L40-28L16-40Q0-26-16-40Z', c) +
    line('M0-30V40', darken(c, 0.15), 2),
  soap: (c = '#7cb342') => rr(-40, -24, 80, 48, 22, c) + rr(-30, -16, 44, 10, 5, '#fff', op(0.35)),
  plate: (c = '#c9d3de') =>
    circ(0, 0, 44, c) +
    ring(0, 0, 32, '#fff', 3, op(0.5)) +
    circ(0, 0, 24, lighten(c, 0.3)) +
    pth(
      'M-30-20Q-20-34 0-36',
      'none',
      ` stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".7"`,
    ),
  scrubber: () => {
    let s = ''
    for (let i = 0; i < 9; i++)
      s += ell(
        0,
        0,
        36 - (i % 3) * 6,
        20 + (i % 4) * 4,
        'none',
        ` stroke="${i % 2 ? '#9aa5b1' : '#d5dde5'}" stroke-width="3" transform="rotate(${i * 20})"`,
      )
    return s
  },
  grain: (c = '#e0b04a') => {
    let s = ''
    for (const [x, y, a] of [
      [-16, -10, 30],
      [6, -18, -20],
      [18, 6, 60],
      [-8, 12, -50],
      [-26, 16, 10],
      [22, -30, 40],
      [0, 2, 90],
    ])
      s += ell(x, y, 6, 11, c, ` transform="rotate(${a} ${x} ${y})"`)
    return s
  },
  cashew: (c = '#ecd3a3') =>
    pth(
      'M-30-20C-40 6-24 34 6 34C26 34 36 20 28 12C20 4 10 16 0 10C-10 4-8-12-14-22C-18-30-26-28-30-20Z',
      c,
    ) + line('M-22-14C-26 6-12 24 6 26', darken(c, 0.12), 3),
  almond: (c = '#a86b3c') =>
    pth('M0-40C20-26 24 10 14 28C8 38-8 38-14 28C-24 10-20-26 0-40Z', c) +
    line('M-4-26Q-10 0-4 26M6-20Q10 0 6 20', darken(c, 0.18), 2),
  cup: (c = '#fff', tea = '#b5651d') =>
    line('M-14-36q-6-8 0-16t0-14M6-38q-6-8 0-16t0-14', '#fff', 4, op(0.75)) +
    pth('M-30-22H30L24 30Q22 36 16 36H-16Q-22 36-24 30Z', c) +
    ell(0, -22, 30, 7, tea) +
    ring(36, 0, 12, c, 6) +
    ell(0, 40, 40, 6, c, op(0.7)),
  pencil: (c = '#f9a825') =>
    pth('M-6-44H6V30L0 44L-6 30Z', c) +
    pth('M-6 30L0 44L6 30Z', '#f1d3a1') +
    pth('M-2 38L0 44L2 38Z', '#333') +
    rect(-6, -50, 12, 8, '#e57373') +
    rect(-6, -44, 12, 4, '#b0bec5'),
  dal: (c = '#f2c230') => MOTIF.bowl('#8d5a2b', c, false),
  sugarCubes: () => {
    const cube = (x, y) =>
      poly(
        [
          [x, y],
          [x + 22, y - 8],
          [x + 44, y],
          [x + 22, y + 8],
        ],
        '#fff',
      ) +
      poly(
        [
          [x, y],
          [x + 22, y + 8],
          [x + 22, y + 32],
          [x, y + 24],
        ],
        '#e8eef3',
      ) +
      poly(
        [
          [x + 22, y + 8],
          [x + 44, y],
          [x + 44, y + 24],
          [x + 22, y + 32],
        ],
        '#d2dbe3',
      )
    return cube(-44, 4) + cube(0, 4) + cube(-22, -20)
  },
  jaggery: () => {
    const blk = (x, y) =>
      poly(
        [
          [x, y],
          [x + 20, y - 8],
          [x + 40, y],
          [x + 20, y + 8],
        ],
        '#d9923a',
      ) +
      poly(
        [
          [x, y],
          [x + 20, y + 8],
          [x + 20, y + 30],
          [x, y + 22],
        ],
        '#b8742a',
      ) +
      poly(
        [
          [x + 20, y + 8],
          [x + 40, y],
          [x + 40, y + 22],
          [x + 20, y + 30],
        ],
        '#9c5f1f',
      )
    return blk(-42, 6) + blk(2, 6) + blk(-20, -16)
  },
  pepper: () =>
    [
      [-12, -10],
      [10, -12],
      [0, 8],
      [-18, 12],
      [20, 10],
      [2, -28],
      [-26, -8],
    ]
      .map(([x, y]) => circ(x, y, 10, '#2b2320') + circ(x - 3, y - 3, 3, '#5d4a40'))
      .join(''),
  cumin: () =>
    [
      [-14, -10, 30],
      [10, -14, -30],
      [0, 8, 70],
      [-20, 14, 10],
      [20, 12, -60],
      [2, -28, 50],
      [-28, -10, -20],
    ]
      .map(([x, y, a]) => ell(x, y, 4, 12, '#8d6e4a', ` transform="rotate(${a} ${x} ${y})"`))
      .join(''),
  methi: () =>
    [
      [-14, -10],
      [10, -14],
      [0, 8],
      [-20, 14],
      [20, 12],
      [2, -28],
      [-28, -10],
      [24, -8],
    ]
      .map(([x, y], i) => rr(x - 5, y - 4, 10, 8, 2, i % 2 ? '#d9a441' : '#c8912e'))
      .join(''),
  ragi: () =>
    [
      [-14, -10],
      [10, -14],
      [0, 8],
      [-20, 14],
      [20, 12],
      [2, -28],
      [-28, -10],
      [24, -8],
      [-4, -10],
      [12, 28],
    ]
      .map(([x, y], i) => circ(x, y, 5, i % 2 ? '#8e3b2a' : '#a24a34'))
      .join(''),
  atta: () =>
    pth('M-40 30Q-20-20 0-22Q20-20 40 30Z', '#f6ecd9') +
    ell(0, 30, 40, 6, '#e9dcc2') +
    at(26, -10, MOTIF.wheat(), 0.5, 20),
  rice: () =>
    pth('M-42 0Q-40 38 0 40Q40 38 42 0Z', '#7b5230') +
    ell(0, 0, 42, 10, '#fffdf5') +
    [
      [-20, -4],
      [-6, -8],
      [8, -4],
      [22, -6],
      [-12, 2],
      [14, 2],
      [0, 0],
    ]
      .map(([x, y]) => ell(x, y - 4, 5, 2.4, '#fff'))
      .join('') +
    line('M-32 14Q0 24 32 14', '#fff', 2, op(0.3)),
  dates: () =>
    [
      [-16, 4, -30],
      [14, 2, 20],
      [0, -16, 80],
    ]
      .map(
        ([x, y, a]) =>
          ell(x, y, 12, 22, '#6d3a1c', ` transform="rotate(${a} ${x} ${y})"`) +
          ell(x - 3, y - 6, 3, 8, '#a0582c', ` transform="rotate(${a} ${x} ${y})"`),
      )
      .join(''),
  raisin: () =>
    [
      [-16, 4],
      [14, 2],
      [0, -16],
      [-2, 20],
      [22, -18],
    ]
      .map(([x, y]) => ell(x, y, 11, 9, '#c98a2e') + ell(x - 3, y - 3, 4, 2.5, '#f2c36b'))
      .join(''),
  pistachio: () =>
    [
      [-14, 2, -30],
      [14, 0, 30],
    ]
      .map(
        ([x, y, a]) =>
          ell(x, y, 16, 24, '#e3cfa6', ` transform="rotate(${a} ${x} ${y})"`) +
          ell(x, y, 8, 18, '#8bc34a', ` transform="rotate(${a} ${x} ${y})"`),
      )
      .join(''),
  walnut: () =>
    pth('M-30 0C-30-26 30-26 30 0C30 26-30 26-30 0Z', '#c8995a') +
    line(
      'M0-18V18M-20-8Q-12 0-20 8M20-8Q12 0 20 8M-10-14Q-4-6-10 2M10-14Q4-6 10 2M-10 14Q-4 6-10-2M10 14Q4 6 10-2',
      '#9c6e38',
      3,
    ),
  beans: (c = '#8e2c2c') =>
    [
      [-14, -6, -20],
      [12, -10, 30],
      [0, 12, 70],
      [-20, 18, 10],
      [22, 14, -40],
    ]
      .map(([x, y, a]) =>
        pth(
          `M-12 0C-12-10 12-10 12 0C12 8 2 6 0 4C-2 6-12 8-12 0Z`,
          c,
          ` transform="translate(${x} ${y}) rotate(${a}) scale(1.2)"`,
        ),
      )
      .join(''),
  chickpea: (c = '#e6c690') =>
    [
      [-14, -6],
      [12, -10],
      [0, 12],
      [-20, 18],
      [22, 14],
      [-2, -26],
    ]
      .map(([x, y]) => circ(x, y, 11, c) + circ(x + 4, y - 5, 3, darken(c, 0.18)))
      .join(''),
  sparkles: (c = '#fff') =>
    at(-20, -10, MOTIF.sparkle(c), 0.9) +
    at(24, 18, MOTIF.sparkle(c), 0.5) +
    at(20, -30, MOTIF.sparkle(c), 0.35),
  tile: (c = '#7fd3e0') =>
    poly(
      [
        [-40, 10],
        [0, -14],
        [40, 10],
        [0, 34],
      ],
      c,
    ) +
    poly(
      [
        [-40, 10],
        [0, -14],
        [0, -6],
        [-30, 10],
      ],
      '#fff',
      op(0.4),
    ) +
    at(10, -18, MOTIF.sparkle('#fff'), 0.5),
  trophy: (c = '#f2b01e') =>
    pth('M-26-40H26Q26 0 0 8Q-26 0-26-40Z', c) +
    line('M-26-32Q-42-32-38-16Q-34-4-18-2M26-32Q42-32 38-16Q34-4 18-2', c, 5) +
    rect(-5, 6, 10, 18, c) +
    rr(-20, 24, 40, 12, 3, darken(c, 0.3)),
}
const motif = (name, ...args) => (MOTIF[name] ? MOTIF[name](...args) : '')

// ------------------------------------------------------------------------------------------ packs
// Every pack stands on y = 0, centred on x = 0. `face(box)` draws the printed front into
// box = { x0, x1, y0, y1 } (pack coordinates); the pack adds gloss and shade on top.

const gloss = (x, y, w, h) => rr(x, y, w, h, w / 2, '#fff', op(0.22))
const boxOf = (x0, y0, x1, y1) => ({
  x0,
  y0,
  x1,
  y1,
  w: x1 - x0,
  h: y1 - y0,
  cx: (x0 + x1) / 2,
  cy: (y0 + y1) / 2,
})

/** Stand-up pouch with a zip, a serrated seal and a round gusset. */
function pouchPack({ w = 300, h = 400, body, seal = darken(body, 0.18), face }) {
  const hw = w / 2
  const t = -h
  const d = P(
    'M',
    -hw,
    t + 8,
    'Q',
    -hw,
    t,
    -hw + 8,
    t,
    'H',
    hw - 8,
    'Q',
    hw,
    t,
    hw,
    t + 8,
    'C',
    hw + 6,
    t + h * 0.45,
    hw + 6,
    -h * 0.22,
    hw - 4,
    -24,
    'Q',
    hw - 8,
    0,
    hw - 34,
    0,
    'H',
    -hw + 34,
    'Q',
    -hw + 8,
    0,
    -hw + 4,
    -24,
    'C',
    -hw - 6,
    -h * 0.22,
    -hw - 6,
    t + h * 0.45,
    -hw,
    t + 8,
    'Z',
  )
  const shape = pth(d, body)
  return (
    shape +
    clip(
      pth(d, '#000'),
      rect(-hw - 10, t, w + 20, 30, seal) +
        rect(hw - 30, t, 40, h, '#000', op(0.09)) +
        rect(-hw - 10, t + 30, 22, h, '#fff', op(0.08)),
    ) +
    line(
      P('M', -hw + 8, t + 9, 'H', hw - 8),
      lighten(seal, 0.2),
      8,
      ' stroke-dasharray="2 5" stroke-linecap="butt"',
    ) +
    line(P('M', -hw + 3, t + 42, 'H', hw - 3), '#000', 3, op(0.14)) +
    face(boxOf(-hw + 22, t + 54, hw - 22, -30)) +
    line(P('M', -hw + 20, -22, 'Q', 0, -6, hw - 20, -22), '#000', 3, op(0.1)) +
    gloss(-hw + 12, t + 56, 14, h - 110)
  )
}

/** Pillow pack with crimped seals (chips, biscuits, noodles). `across` lays it on its side. */
function pillowPack({ w = 300, h = 420, body, seal = darken(body, 0.15), face, across = false }) {
  // Drawn upright in (W, H); turned 90° when across.
  const W = w
  const H = h
  const hw = W / 2
  const sh = 34
  const y1 = -H + sh
  const y2 = -sh
  const zig = (y, dir) => {
    let s = ''
    for (let x = -hw + 4, i = 0; x <= hw - 4 + 0.1; x += (W - 8) / 16, i++)
      s += `L${f(x)} ${f(y + (i % 2 ? dir * 7 : 0))}`
    return s
  }
  const top = `M${f(-hw + 4)} ${f(y1)}` + zig(-H, 1).replace(/^L/, 'L') + `L${f(hw - 4)} ${f(y1)}Z`
  const bot = `M${f(-hw + 4)} ${f(y2)}` + zig(0, -1) + `L${f(hw - 4)} ${f(y2)}Z`
  const bd = P(
    'M',
    -hw + 4,
    y1,
    'Q',
    0,
    y1 + 14,
    hw - 4,
    y1,
    'C',
    hw + 12,
    y1 + (y2 - y1) * 0.3,
    hw + 12,
    y2 - (y2 - y1) * 0.3,
    hw - 4,
    y2,
    'Q',
    0,
    y2 - 14,
    -hw + 4,
    y2,
    'C',
    -hw - 12,
    y2 - (y2 - y1) * 0.3,
    -hw - 12,
    y1 + (y2 - y1) * 0.3,
    -hw + 4,
    y1,
    'Z',
  )
  const crimp = (y) =>
    line(
      P('M', -hw + 8, y, 'H', hw - 8),
      '#000',
      18,
      ' stroke-dasharray="2 5" stroke-linecap="butt"' + op(0.14),
    )
  let shell =
    pth(top, seal) + pth(bot, seal) + crimp(-H + sh / 2 + 2) + crimp(-sh / 2 - 2) + pth(bd, body)
  const shine = clip(
    pth(bd, '#000'),
    rect(hw - 34, -H, 40, H, '#000', op(0.1)) + rect(-hw - 10, -H, 28, H, '#000', op(0.06)),
  )
  const g = gloss(-hw + 18, y1 + 30, 14, y2 - y1 - 60)
  if (!across) return shell + shine + face(boxOf(-hw + 22, y1 + 18, hw - 22, y2 - 16)) + g
  const rot = (s) =>
    `<g transform="translate(0 ${f(-w / 2)}) rotate(-90) translate(0 ${f(H / 2)})">${s}</g>`
  // After rotation the pack spans x ∈ [-h/2, h/2], y ∈ [-w, 0].
  return rot(shell + shine) + face(boxOf(-h / 2 + sh + 16, -w + 22, h / 2 - sh - 16, -22)) + rot(g)
}

/** Carton seen a little from the right: front, side and top faces. */
function boxPack({
  w = 260,
  h = 320,
  d = 60,
  body,
  side = darken(body, 0.25),
  top = lighten(body, 0.18),
  face,
}) {
  const x0 = -w / 2 - d * 0.35
  const x1 = x0 + w
  const dy = d * 0.5
  return (
    poly(
      [
        [x1, -h],
        [x1 + d, -h - dy],
        [x1 + d, -dy],
        [x1, 0],
      ],
      side,
    ) +
    poly(
      [
        [x0, -h],
        [x0 + d, -h - dy],
        [x1 + d, -h - dy],
        [x1, -h],
      ],
      top,
    ) +
    rect(x0, -h, w, h, body) +
    line(P('M', x0, -h, 'H', x1), '#fff', 2, op(0.5)) +
    face(boxOf(x0 + 14, -h + 14, x1 - 14, -14)) +
    rect(x0 + 10, -h + 10, 12, h - 20, '#fff', op(0.14))
  )
}

/**
 * Bottles. kind: 'round' | 'flip' | 'handle' | 'angled' | 'spray' | 'flat'.
 * liquid: a colour shown through a clear body (with body as the film tint).
 */
function bottlePack({
  w = 230,
  h = 420,
  body,
  cap = darken(body, 0.35),
  kind = 'round',
  liquid,
  level = 0.78,
  face,
  neck = 0.34,
}) {
  const hw = w / 2
  const capH = kind === 'spray' ? 0 : kind === 'flip' ? 58 : 46
  const nw = w * neck
  const nh = kind === 'handle' ? 16 : 26
  const sh = kind === 'flat' ? h * 0.14 : h * 0.2
  const t = -h + capH
  const ys = t + nh
  const yb = ys + sh
  let d
  if (kind === 'handle') {
    // Jug with the neck to the left and a handle on the right.
    const nx = -w * 0.2
    d = P(
      'M',
      nx - nw / 2,
      t,
      'V',
      ys,
      'C',
      nx - nw / 2,
      ys + 20,
      -hw,
      ys + 14,
      -hw,
      yb,
      'V',
      -20,
      'Q',
      -hw,
      0,
      -hw + 20,
      0,
      'H',
      hw - 20,
      'Q',
      hw,
      0,
      hw,
      -20,
      'V',
      ys + 24,
      'Q',
      hw,
      ys - 6,
      hw - 40,
      ys - 8,
      'H',
      nx + nw / 2 + 20,
      'Q',
      nx + nw / 2,
      ys - 8,
      nx + nw / 2,
      ys - 20,
      'V',
      t,
      'Z',
    )
  } else {
    const sq = kind === 'flat' ? 26 : 14
    d = P(
      'M',
      -nw / 2,
      t,
      'V',
      ys,
      'C',
      -nw / 2,
      ys + sh * 0.55,
      -hw,
      ys + sh * 0.35,
      -hw,
      yb,
      'V',
      -sq,
      'Q',
      -hw,
      0,
      -hw + sq,
      0,
      'H',
      hw - sq,
      'Q',
      hw,
      0,
      hw,
      -sq,
      'V',
      yb,
      'C',
      hw,
      ys + sh * 0.35,
      nw / 2,
      ys + sh * 0.55,
      nw / 2,
      ys,
      'V',
      t,
      'Z',
    )
  }
  const shape = pth(d, body)
  let s = ''
  if (kind === 'handle') {
    // The handle: a thick loop from the shoulder back into the body.
    s += pth(
      P(
        'M',
        hw - 60,
        ys - 8,
        'Q',
        hw + 4,
        ys - 90,
        hw + 18,
        ys + 10,
        'Q',
        hw + 22,
        ys + 60,
        hw,
        ys + 80,
        'L',
        hw,
        ys + 44,
        'Q',
        hw + 2,
        ys - 40,
        hw - 36,
        ys - 8,
        'Z',
      ),
      darken(body, 0.12),
    )
  }
  s += shape
  if (liquid)
    s += clip(
      pth(d, '#000'),
      rect(-hw, -h * level, w, h * level, liquid) +
        rect(-hw, -h * level, w, 6, lighten(liquid, 0.35)),
    )
  s += clip(pth(d, '#000'), rect(hw - 30, -h, 40, h, '#000', op(0.1)))
  // Caps
  const cx = kind === 'handle' ? -w * 0.2 : 0
  const cw = nw + 14
  if (kind === 'flip') {
    s +=
      rr(cx - cw / 2, -h + 14, cw, capH - 12, 8, cap) +
      pth(
        P('M', cx - cw / 2 + 6, -h + 16, 'Q', cx, -h - 4, cx + cw / 2 - 6, -h + 16, 'Z'),
        lighten(cap, 0.15),
      ) +
      rect(cx - cw / 2, -h + 34, cw, 4, '#000', op(0.2))
  } else if (kind === 'angled') {
    // Duck neck bending to the left, with a small cap at its tip.
    s += pth(
      P(
        'M',
        -nw / 2,
        t + 6,
        'L',
        -nw / 2 - 40,
        -h - 10,
        'L',
        -nw / 2 - 10,
        -h - 26,
        'L',
        nw / 2,
        t + 6,
        'Z',
      ),
      body,
    )
    s += at(-nw / 2 - 30, -h - 22, rr(-14, -26, 28, 30, 5, cap), 1, -55)
    s += rr(-nw / 2 - 6, t, nw + 12, 26, 6, cap)
  } else if (kind === 'spray') {
    s += rr(-nw / 2 - 6, t - 10, nw + 12, 22, 5, cap)
    s += pth(
      P(
        'M',
        -nw / 2 - 4,
        t - 10,
        'V',
        t - 70,
        'Q',
        -nw / 2 - 4,
        t - 86,
        -nw / 2 + 12,
        t - 86,
        'H',
        nw / 2 + 16,
        'Q',
        nw / 2 + 30,
        t - 86,
        nw / 2 + 26,
        t - 72,
        'L',
        nw / 2 + 10,
        t - 10,
        'Z',
      ),
      cap,
    )
    s +=
      rr(-nw / 2 - 56, t - 84, 56, 24, 5, cap) +
      rect(-nw / 2 - 64, t - 78, 10, 12, darken(cap, 0.3))
    s += pth(
      P(
        'M',
        -nw / 2 - 6,
        t - 58,
        'Q',
        -nw / 2 - 40,
        t - 50,
        -nw / 2 - 34,
        t - 18,
        'L',
        -nw / 2 - 20,
        t - 22,
        'Q',
        -nw / 2 - 22,
        t - 40,
        -nw / 2 - 4,
        t - 44,
        'Z',
      ),
      darken(cap, 0.15),
    )
  } else {
    s +=
      rr(cx - cw / 2, -h, cw, capH + 4, 8, cap) +
      line(
        P(
          'M',
          cx - cw / 2 + 8,
          -h + 10,
          'V',
          -h + capH - 8,
          'M',
          cx - cw / 2 + 20,
          -h + 10,
          'V',
          -h + capH - 8,
          'M',
          cx + cw / 2 - 8,
          -h + 10,
          'V',
          -h + capH - 8,
          'M',
          cx + cw / 2 - 20,
          -h + 10,
          'V',
          -h + capH - 8,
        ),
        '#000',
        3,
        op(0.18),
      )
  }
  return s + face(boxOf(-hw + 16, yb + 6, hw - 16, -22)) + gloss(-hw + 12, yb, 14, -yb - 40)
}

/** Oil jar (5 L) with a carry handle and a side cap, showing the oil inside. */
function jarPack({ w = 360, h = 400, body, oil, cap = '#d32f2f', face }) {
  const hw = w / 2
  const t = -h + 70
  const d = P(
    'M',
    -hw,
    t + 30,
    'Q',
    -hw,
    t,
    -hw + 30,
    t,
    'H',
    hw - 30,
    'Q',
    hw,
    t,
    hw,
    t + 30,
    'V',
    -24,
    'Q',
    hw,
    0,
    hw - 24,
    0,
    'H',
    -hw + 24,
    'Q',
    -hw,
    0,
    -hw,
    -24,
    'Z',
  )
  const handle = pth(
    P(
      'M',
      -hw + 40,
      t + 4,
      'V',
      -h + 34,
      'Q',
      -hw + 40,
      -h + 8,
      -hw + 70,
      -h + 8,
      'H',
      20,
      'Q',
      48,
      -h + 8,
      48,
      -h + 34,
      'V',
      t + 4,
      'H',
      18,
      'V',
      -h + 40,
      'H',
      -hw + 70,
      'V',
      t + 4,
      'Z',
    ),
    body,
  )
  return (
    handle +
    rr(hw - 92, -h + 20, 54, 56, 8, darken(body, 0.05)) +
    rr(hw - 100, -h + 6, 70, 30, 8, cap) +
    line(
      P(
        'M',
        hw - 90,
        -h + 14,
        'V',
        -h + 30,
        'M',
        hw - 78,
        -h + 14,
        'V',
        -h + 30,
        'M',
        hw - 66,
        -h + 14,
        'V',
        -h + 30,
        'M',
        hw - 54,
        -h + 14,
        'V',
        -h + 30,
        'M',
        hw - 42,
        -h + 14,
        'V',
        -h + 30,
      ),
      '#000',
      2.5,
      op(0.2),
    ) +
    pth(d, body) +
    clip(
      pth(d, '#000'),
      rect(-hw, t + 28, w, h, oil) +
        rect(-hw, t + 28, w, 6, lighten(oil, 0.4)) +
        rect(hw - 34, t, 40, h, '#000', op(0.08)),
    ) +
    face(boxOf(-hw + 24, t + 50, hw - 24, -24)) +
    gloss(-hw + 12, t + 40, 14, -t - 80)
  )
}

/** Square 15 L tin with a top face, a cap and a wire handle. */
function tinPack({ w = 300, h = 400, face }) {
  const d = 70
  const x0 = -w / 2 - d * 0.35
  const x1 = x0 + w
  const dy = d * 0.45
  const metal = lg(
    [
      [0, '#eef1f4'],
      [0.5, '#c7ced6'],
      [1, '#f4f6f8'],
    ],
    1,
    0,
  )
  return (
    poly(
      [
        [x1, -h],
        [x1 + d, -h - dy],
        [x1 + d, -dy],
        [x1, 0],
      ],
      '#a9b2bc',
    ) +
    poly(
      [
        [x0, -h],
        [x0 + d, -h - dy],
        [x1 + d, -h - dy],
        [x1, -h],
      ],
      '#dde2e7',
    ) +
    ell(x0 + w * 0.75 + d * 0.5, -h - dy * 0.5, 20, 8, '#9aa4ae') +
    rr(x0 + w * 0.75 + d * 0.5 - 16, -h - dy * 0.5 - 22, 32, 22, 5, '#d32f2f') +
    ell(x0 + w * 0.75 + d * 0.5, -h - dy * 0.5 - 22, 16, 6, '#e57373') +
    line(
      P(
        'M',
        x0 + w * 0.2,
        -h - 4,
        'Q',
        x0 + w * 0.35 + d * 0.5,
        -h - 80,
        x0 + w * 0.55 + d * 0.5,
        -h - dy - 2,
      ),
      '#7b858f',
      5,
    ) +
    rect(x0, -h, w, h, metal) +
    rect(x0, -h, w, 14, '#aab3bc') +
    rect(x0, -14, w, 14, '#aab3bc') +
    face(boxOf(x0 + 16, -h + 30, x1 - 16, -30)) +
    rect(x0 + 10, -h + 20, 12, h - 40, '#fff', op(0.4))
  )
}

/** Flat oil pouch with straight seals and a cut-here corner. */
function oilPouchPack({ w = 280, h = 420, film = '#fffaf0', oil, face }) {
  const hw = w / 2
  const sh = 26
  const d = P(
    'M',
    -hw,
    -h + sh,
    'H',
    hw,
    'C',
    hw + 10,
    -h * 0.7,
    hw + 10,
    -h * 0.3,
    hw,
    -sh,
    'H',
    -hw,
    'C',
    -hw - 10,
    -h * 0.3,
    -hw - 10,
    -h * 0.7,
    -hw,
    -h + sh,
    'Z',
  )
  const sealF = darken(film, 0.08)
  const crimp = (y) =>
    line(
      P('M', -hw + 6, y, 'H', hw - 6),
      '#000',
      14,
      ' stroke-dasharray="1.5 4" stroke-linecap="butt"' + op(0.12),
    )
  return (
    rr(-hw, -h, w, sh + 4, 4, sealF) +
    rr(-hw, -sh - 4, w, sh + 4, 4, sealF) +
    crimp(-h + sh / 2 + 1) +
    crimp(-sh / 2 - 1) +
    pth(d, film) +
    clip(
      pth(d, '#000'),
      rect(-hw - 10, -h * 0.62, w + 20, h, oil) +
        rect(-hw - 10, -h * 0.62, w + 20, 6, lighten(oil, 0.35)) +
        rect(hw - 30, -h, 40, h, '#000', op(0.08)),
    ) +
    line(
      P('M', hw - 54, -h + sh + 2, 'L', hw, -h + sh + 40),
      '#000',
      2.5,
      ' stroke-dasharray="6 5"' + op(0.35),
    ) +
    face(boxOf(-hw + 20, -h + sh + 26, hw - 20, -sh - 18)) +
    gloss(-hw + 12, -h + sh + 30, 14, h - 2 * sh - 80)
  )
}

/** A woven-bag texture, as a pattern fill. */
function weave(col) {
  const id = def(`weave${col}`, (id) => ({
    id,
    svg: `<pattern id="${id}" width="10" height="10" patternUnits="userSpaceOnUse"><path d="M0 2.5h10M0 7.5h10" stroke="${col}" stroke-width="2"/><path d="M2.5 0v10M7.5 0v10" stroke="${col}" stroke-width="1" opacity=".6"/></pattern>`,
  }))
  return `url(#${id})`
}

/** Woven sack (rice, atta) with a stitched top and a carry handle. */
function sackPack({ w = 340, h = 430, body, face, handle = true }) {
  const hw = w / 2
  const t = -h + 40
  const d = P(
    'M',
    -hw + 10,
    t,
    'H',
    hw - 10,
    'C',
    hw + 8,
    t + h * 0.3,
    hw + 8,
    -h * 0.25,
    hw - 2,
    -20,
    'Q',
    hw - 6,
    0,
    hw - 30,
    0,
    'H',
    -hw + 30,
    'Q',
    -hw + 6,
    0,
    -hw + 2,
    -20,
    'C',
    -hw - 8,
    -h * 0.25,
    -hw - 8,
    t + h * 0.3,
    -hw + 10,
    t,
    'Z',
  )
  let stitch = ''
  for (let x = -hw + 18; x < hw - 16; x += 16) stitch += `M${f(x)} ${f(t + 8)}l8 10l8-10`
  return (
    (handle
      ? line(
          P('M', -50, t + 6, 'Q', -50, -h - 10, 0, -h - 10, 'Q', 50, -h - 10, 50, t + 6),
          darken(body, 0.3),
          12,
        )
      : '') +
    pth(d, body) +
    pth(d, weave(darken(body, 0.07))) +
    rect(-hw + 6, t, w - 12, 30, darken(body, 0.08)) +
    line(stitch, darken(body, 0.35), 2.5) +
    clip(pth(d, '#000'), rect(hw - 36, t, 40, h, '#000', op(0.09))) +
    face(boxOf(-hw + 26, t + 44, hw - 26, -28))
  )
}

/** A wrapped bar or cake, lying flat, seen from the front and a little above. */
function barPack({ w = 380, h = 150, d = 70, body, face }) {
  const x0 = -w / 2 - d * 0.3
  const x1 = x0 + w
  const dy = d * 0.45
  const top = lighten(body, 0.15)
  const side = darken(body, 0.25)
  return (
    poly(
      [
        [x1, -h],
        [x1 + d, -h - dy],
        [x1 + d, -dy],
        [x1, 0],
      ],
      side,
    ) +
    line(
      P(
        'M',
        x1,
        -h,
        'L',
        x1 + d * 0.55,
        -h * 0.5 - dy * 0.5,
        'L',
        x1,
        0,
        'M',
        x1 + d,
        -h - dy,
        'L',
        x1 + d * 0.55,
        -h * 0.5 - dy * 0.5,
        'L',
        x1 + d,
        -dy,
      ),
      '#000',
      2,
      op(0.2),
    ) +
    poly(
      [
        [x0, -h],
        [x0 + d, -h - dy],
        [x1 + d, -h - dy],
        [x1, -h],
      ],
      top,
    ) +
    rect(x0, -h, w, h, body) +
    face(boxOf(x0 + 12, -h + 10, x1 - 12, -10)) +
    rect(x0 + 8, -h + 8, w - 16, 8, '#fff', op(0.16))
  )
}

/** A round tub with a lid. */
function tubPack({ w = 360, h = 280, body, lid = darken(body, 0.2), face }) {
  const hw = w / 2
  const ry = 30
  const t = -h + ry
  const d = P(
    'M',
    -hw,
    t,
    'L',
    -hw + 16,
    -ry * 0.4,
    'Q',
    -hw + 20,
    0,
    0,
    0,
    'Q',
    hw - 20,
    0,
    hw - 16,
    -ry * 0.4,
    'L',
    hw,
    t,
    'Z',
  )
  return (
    pth(d, body) +
    clip(pth(d, '#000'), rect(hw - 50, -h, 60, h, '#000', op(0.1))) +
    rect(-hw - 6, t - 4, w + 12, 26, lid) +
    ell(0, t + 22, hw + 6, 8, darken(lid, 0.2)) +
    ell(0, t - 4, hw + 6, ry, lid) +
    ell(0, t - 6, hw - 14, ry - 8, lighten(lid, 0.12)) +
    face(boxOf(-hw + 30, t + 34, hw - 30, -16))
  )
}

/** A squeeze tube standing on its cap. */
function tubePack({ w = 240, h = 430, body, cap = '#fff', face }) {
  const hw = w / 2
  const capH = 66
  const cw = w * 0.5
  const d = P(
    'M',
    -hw,
    -h + 26,
    'H',
    hw,
    'L',
    hw - 18,
    -capH - 40,
    'Q',
    hw - 24,
    -capH - 6,
    cw / 2,
    -capH,
    'H',
    -cw / 2,
    'Q',
    -hw + 24,
    -capH - 6,
    -hw + 18,
    -capH - 40,
    'Z',
  )
  return (
    rr(-cw / 2, -capH - 4, cw, capH + 4, 12, cap) +
    line(
      P('M', -cw / 2 + 12, -capH + 10, 'V', -14, 'M', cw / 2 - 12, -capH + 10, 'V', -14),
      '#000',
      3,
      op(0.1),
    ) +
    rect(-hw, -h, w, 30, darken(body, 0.1)) +
    line(
      P('M', -hw + 6, -h + 15, 'H', hw - 6),
      '#000',
      22,
      ' stroke-dasharray="2 6" stroke-linecap="butt"' + op(0.14),
    ) +
    pth(d, body) +
    clip(pth(d, '#000'), rect(hw - 34, -h, 40, h, '#000', op(0.09))) +
    face(boxOf(-hw + 20, -h + 44, hw - 20, -capH - 60)) +
    gloss(-hw + 14, -h + 50, 12, h - 200)
  )
}

/** A notebook standing up, pages showing on the right and below. */
function notebookPack({ w = 300, h = 420, cover, spine = darken(cover, 0.3), face }) {
  const hw = w / 2
  return (
    rr(-hw + 10, -h + 10, w, h - 6, 6, '#e9e2d2') +
    line(P('M', hw + 4, -h + 18, 'V', -6, 'M', hw + 8, -h + 20, 'V', -8), '#cfc6b2', 1.5) +
    rr(-hw, -h, w, h - 6, 6, cover) +
    rect(-hw, -h, 36, h - 6, spine) +
    line(P('M', -hw + 18, -h + 12, 'V', -18), '#fff', 3, ' stroke-dasharray="10 8"' + op(0.6)) +
    face(boxOf(-hw + 50, -h + 24, hw - 16, -30))
  )
}

/** A hanging card with a blister. */
function cardPack({ w = 300, h = 420, body, hole = CREAM, face }) {
  const hw = w / 2
  return (
    rr(-hw, -h, w, h, 20, body) +
    rr(-30, -h + 18, 60, 16, 8, hole) +
    rr(-30, -h + 18, 60, 16, 8, '#000', op(0.08)) +
    face(boxOf(-hw + 18, -h + 50, hw - 18, -18))
  )
}

/** Incense box: a tall carton with sticks and a curl of smoke. */
function incensePack({ w = 200, h = 380, body, face, lit = true }) {
  // Sticks rise from a slot in the lid; the middle one is lit.
  const x0 = -w / 2 - 50 * 0.35
  const base = -h - 12
  let sticks = rr(x0 + 22, base - 6, 5 * 18 + 14, 12, 6, darken(body, 0.45))
  for (let i = 0; i < 5; i++) {
    const x = x0 + 32 + i * 18
    const tip = base - 70 - (i % 2) * 22
    sticks +=
      line(P('M', x, base, 'L', x + 3, tip), '#d9b38c', 3.5) +
      line(P('M', x + 0.6, base - 18, 'L', x + 3, tip), '#6d4c41', 6)
  }
  const sx = x0 + 32 + 2 * 18 + 3
  const st = base - 70
  const smoke = lit
    ? circ(sx, st, 4, '#ff7043') +
      line(
        P('M', sx, st - 6, 'q', -18, -18, 0, -36, 't', 4, -36, 't', -12, -30),
        '#fff',
        5,
        op(0.85),
      )
    : ''
  return boxPack({ w, h, d: 50, body, face }) + sticks + smoke
}

// ------------------------------------------------------------------------------------------ pack faces

/** Product name colour on a plate: white on dark plates, else the product colour darkened to read. */
const plateInk = (bg, spec) =>
  contrast('#ffffff', bg) >= 4.5 ? '#ffffff' : inkOn(bg, spec.ink ?? spec.col)

/** A rounded pill with text, e.g. a weight. anchor: which end sits on x. */
function pill(x, cy, str, bg, fg, anchor = 'end', size = 28) {
  const w = textW(str, size) + 30
  const x0 = anchor === 'end' ? x - w : anchor === 'start' ? x : x - w / 2
  return (
    rr(x0, cy - 23, w, 46, 23, bg) + label(x0 + w / 2, cy, str, w, fg, { max: size, min: size })
  )
}

/** Grain texture as a pattern: many small `shape(col)` on a jittered grid. */
function grains(kind, cols, seed = 1) {
  const g = GRAIN[kind] ?? GRAIN.dal
  const key = `grain${kind}${cols.join()}`
  const id = def(key, (id) => {
    const r = rng(seed + hash(key))
    const T = g.tile
    const n = g.n
    let items = ''
    // One grain per colour in <defs>; the tile (twice the size, four times the grains, jittered
    // and turned) places them with <use>, so no grid shows and the file stays small.
    const gid = cols.map((c, k) => {
      const sid = `${id}_${k}`
      DEFS.set(sid, { id: sid, svg: `<g id="${sid}">${g.shape(c, r)}</g>` })
      return sid
    })
    const base = Math.ceil(Math.sqrt(n))
    // Round grains show a grid most, so product pictures give them a larger, looser tile.
    const cells = Math.round(base * (GRAIN_FINE && g.round ? 1.5 : 1))
    const cs = T / base
    const size = cs * cells
    for (let i = 0; i < cells * cells; i++) {
      const cx = ((i % cells) + 0.5) * cs + r.range(-cs * 0.3, cs * 0.3)
      const cy = (Math.floor(i / cells) + 0.5) * cs + r.range(-cs * 0.3, cs * 0.3)
      const ref = gid[r.int(0, cols.length - 1)]
      // Round grains keep their highlight to the top left, like light from above; others turn.
      items += g.round
        ? `<use href="#${ref}" x="${f(cx)}" y="${f(cy)}"/>`
        : `<use href="#${ref}" transform="translate(${f(cx)} ${f(cy)}) rotate(${r.int(0, 35) * 10})"/>`
    }
    return {
      id,
      svg: `<pattern id="${id}" width="${f(size)}" height="${f(size)}" patternUnits="userSpaceOnUse" patternTransform="rotate(${r.int(0, 40)})">${items}</pattern>`,
    }
  })
  return `url(#${id})`
}
const GRAIN = {
  dal: {
    round: true,
    tile: 36,
    n: 9,
    shape: (c) => circ(0, 0, 6.5, c) + circ(-2, -2, 2.2, lighten(c, 0.45)),
  },
  smallRound: {
    round: true,
    tile: 30,
    n: 9,
    shape: (c) => ell(0, 0, 5.2, 4.4, c) + circ(-1.5, -1.4, 1.4, lighten(c, 0.45)),
  },
  tiny: {
    round: true,
    tile: 24,
    n: 12,
    shape: (c) => circ(0, 0, 3.2, c) + circ(-1, -1, 1, lighten(c, 0.35)),
  },
  bean: {
    tile: 56,
    n: 9,
    shape: (c) =>
      pth('M-11 0C-11-8 11-8 11 0C11 6 2 5 0 3C-2 5-11 6-11 0Z', c) +
      ell(-4, -2.5, 3.5, 1.5, lighten(c, 0.35)),
  },
  cowpea: {
    tile: 44,
    n: 9,
    shape: (c) =>
      ell(0, 0, 9, 6, c) +
      ell(1, 0, 2.6, 1.8, '#2a1d14') +
      ell(1, 0, 4, 3, 'none', ' stroke="#8a6d4a" stroke-width=".8"'),
  },
  flatBean: {
    tile: 52,
    n: 9,
    shape: (c) =>
      ell(0, 0, 11, 8, c) +
      line('M-6 0h-3', darken(c, 0.3), 1.5) +
      ell(-3, -3, 4, 1.6, lighten(c, 0.3)),
  },
  chickpea: {
    round: true,
    tile: 48,
    n: 9,
    shape: (c) =>
      circ(0, 0, 9.5, c) + circ(4, -4, 2.4, darken(c, 0.2)) + circ(-3, -3, 2.6, lighten(c, 0.35)),
  },
  peanut: {
    tile: 48,
    n: 9,
    shape: (c) =>
      ell(-4, 0, 7, 6.5, c) + ell(5, 0, 7, 6, c) + ell(-5, -2, 2.5, 1.5, lighten(c, 0.35)),
  },
  crystal: { tile: 26, n: 12, shape: (c, r) => rect(-3, -3, 6, 6, r() < 0.5 ? c : '#dfe9f1') },
  cumin: {
    tile: 26,
    n: 10,
    shape: (c) => ell(0, 0, 1.8, 6, c) + line('M0-5V5', darken(c, 0.25), 0.7),
  },
  methi: { tile: 24, n: 10, shape: (c) => rr(-3.4, -2.6, 6.8, 5.2, 1.5, c) },
  pepper: {
    round: true,
    tile: 36,
    n: 9,
    shape: (c) => circ(0, 0, 6.2, c) + circ(-2, -2, 1.6, '#6d5a4e'),
  },
  chilli: { tile: 70, n: 6, shape: (c) => at(0, 0, MOTIF.chilli(c), 0.34) },
  tamarind: { tile: 60, n: 6, shape: () => at(0, 0, MOTIF.tamarind(), 0.4) },
  cashew: { tile: 60, n: 6, shape: (c) => at(0, 0, MOTIF.cashew(c), 0.4) },
  almond: { tile: 52, n: 6, shape: (c) => at(0, 0, MOTIF.almond(c), 0.36) },
  raisin: {
    round: true,
    tile: 36,
    n: 9,
    shape: (c) => ell(0, 0, 6.5, 5, c) + ell(-2, -2, 2.5, 1.3, lighten(c, 0.35)),
  },
  date: { tile: 64, n: 6, shape: (c) => ell(0, 0, 8, 14, c) + ell(-2, -4, 2, 5, lighten(c, 0.25)) },
  pistachio: { tile: 56, n: 6, shape: (c) => ell(0, 0, 10, 14, '#e3cfa6') + ell(0, 0, 5, 10, c) },
  walnut: { tile: 60, n: 6, shape: () => at(0, 0, MOTIF.walnut(), 0.42) },
  flour: { round: true, tile: 40, n: 6, shape: (c) => circ(0, 0, 8, c, op(0.5)) },
}

/** A heap of grains (or powder) on the table, centred on x, standing on y. */
function heap(x, y, w, h, base, fill) {
  const d = P(
    'M',
    x - w / 2,
    y,
    'Q',
    x - w * 0.32,
    y - h * 0.9,
    x,
    y - h,
    'Q',
    x + w * 0.32,
    y - h * 0.9,
    x + w / 2,
    y,
    'Z',
  )
  return (
    pth(d, base) +
    (fill ? pth(d, fill) : '') +
    pth(
      P(
        'M',
        x - w * 0.25,
        y - h * 0.55,
        'Q',
        x - w * 0.1,
        y - h * 0.92,
        x + w * 0.06,
        y - h * 0.96,
      ),
      'none',
      ` stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".25"`,
    )
  )
}

/**
 * The usual front: brand band on top, a picture in the middle (motif disc or grain window),
 * product name on a plate at the bottom, weight pill over the picture.
 */
function stdFace(spec, B, o = {}) {
  return (b) => {
    const bandH = o.bandH ?? 62
    const plateH = o.plateH ?? 52
    const gap = o.gap ?? 10
    let s = o.deco && !MINI ? o.deco(b) : ''
    const bandBg = o.bandBg ?? B.color
    const bandFg = o.bandFg ?? textOn(bandBg, B.text)
    s += rr(b.x0, b.y0, b.w, bandH, o.bandR ?? 12, bandBg)
    let tx = b.cx
    let tw = b.w - 24
    if (o.bandEmblem && !MINI) {
      s += at(b.x0 + 34, b.y0 + bandH / 2, motif(...o.bandEmblem), 0.42)
      tx = b.cx + 24
      tw = b.w - 84
    }
    s += brandMark(tx, b.y0 + bandH / 2, tw, bandH, B, bandFg, { max: o.brandMax ?? 42 })
    if (o.bandRule)
      s += line(
        P('M', b.x0 + 12, b.y0 + bandH + 6, 'H', b.x1 - 12),
        bandBg,
        3,
        ' stroke-dasharray="2 7"',
      )
    const plateBg = o.plateBg ?? '#fffaf0'
    const plateFg = o.plateFg ?? plateInk(plateBg, spec)
    const py = b.y1 - plateH
    s +=
      rr(b.x0, py, b.w, plateH, o.plateR ?? 10, plateBg) +
      label(b.cx, py + plateH / 2, spec.label, b.w - 18, plateFg, { max: o.prodMax ?? 34 })
    const m0 = b.y0 + bandH + gap + (o.bandRule ? 8 : 0)
    const m1 = py - gap
    const mh = m1 - m0
    const my = (m0 + m1) / 2
    if (o.middle === 'window') {
      const ww = b.w - (o.windowInset ?? 16)
      const wh = mh
      const shape = o.windowShape ?? 'round'
      const wx = b.cx - ww / 2
      const mk = (fill, extra = '') =>
        shape === 'oval'
          ? ell(b.cx, my, ww / 2, wh / 2, fill, extra)
          : shape === 'arch'
            ? pth(
                P(
                  'M',
                  wx,
                  m1,
                  'V',
                  m0 + ww / 2,
                  'A',
                  ww / 2,
                  ww / 2,
                  0,
                  0,
                  1,
                  wx + ww,
                  m0 + ww / 2,
                  'V',
                  m1,
                  'Z',
                ),
                fill,
                extra,
              )
            : rr(wx, m0, ww, wh, 22, fill, extra)
      s +=
        mk(spec.grainBase ?? darken(spec.grainCols[0], 0.2)) +
        mk(grains(spec.grain, spec.grainCols, hash(spec.slug))) +
        mk('none', ` stroke="${o.windowRim ?? '#fff'}" stroke-width="5"`)
      s += rr(wx + 14, m0 + 12, 10, Math.max(10, wh * 0.45), 5, '#fff', op(0.35))
    } else if (o.middle !== 'none') {
      const r = Math.min(b.w * (o.discW ?? 0.34), mh / 2)
      if (o.disc !== false)
        s +=
          circ(b.cx, my, r, o.discBg ?? '#fffaf0') +
          (o.discRing ? ring(b.cx, my, r - 8, o.discRing, 2.5, ' stroke-dasharray="3 6"') : '')
      s += at(
        b.cx,
        my,
        spec.art ?? motif(spec.motif, ...(spec.motifArgs ?? [])),
        (r / 58) * (spec.artScale ?? 1),
      )
    }
    if (spec.weight)
      s += pill(
        b.x1 - 4,
        m1 - 20,
        spec.weight,
        o.pillBg ?? B.color,
        o.pillFg ?? textOn(o.pillBg ?? B.color, B.text),
      )
    return s
  }
}

/** A wide front (bars, horizontal packs): picture on the left, brand and product on the right. */
function rowFace(spec, B, o = {}) {
  return (b) => {
    let s = o.deco && !MINI ? o.deco(b) : ''
    const mw = Math.min(b.h, b.w * (o.artW ?? 0.38))
    const r = mw / 2 - 4
    const mx = b.x0 + mw / 2
    if (o.disc !== false) s += circ(mx, b.cy, r, o.discBg ?? '#fffaf0')
    s += at(
      mx,
      b.cy,
      spec.art ?? motif(spec.motif, ...(spec.motifArgs ?? [])),
      (r / 56) * (spec.artScale ?? 1),
    )
    const x0 = b.x0 + mw + 10
    const w = b.x1 - x0
    const cx = x0 + w / 2
    const bandH = o.bandH ?? 56
    const gap = o.gap ?? 10
    const plateH = o.plateH ?? 50
    const top = b.cy - (bandH + gap + plateH) / 2 - (o.lift ?? 0)
    const bandBg = o.bandBg ?? B.color
    s +=
      rr(x0, top, w, bandH, 12, bandBg) +
      brandMark(cx, top + bandH / 2, w - 20, bandH, B, o.bandFg ?? textOn(bandBg, B.text), {
        max: o.brandMax ?? 42,
      })
    const plateBg = o.plateBg ?? '#fffaf0'
    s +=
      rr(x0, top + bandH + gap, w, plateH, 10, plateBg) +
      label(
        cx,
        top + bandH + gap + plateH / 2,
        spec.label,
        w - 16,
        o.plateFg ?? plateInk(plateBg, spec),
        { max: o.prodMax ?? 34 },
      )
    if (spec.weight && !o.noPill)
      s += pill(
        o.pillX ?? b.x1,
        o.pillY ?? b.y1 - 6,
        spec.weight,
        o.pillBg ?? B.color,
        o.pillFg ?? textOn(o.pillBg ?? B.color, B.text),
        'end',
      )
    return s
  }
}

// Body decorations drawn under a face.
const DECO = {
  stripes:
    (col, gapX = 26) =>
    (b) =>
      clip(
        rect(b.x0 - 14, b.y0 - 14, b.w + 28, b.h + 28, '#000'),
        line(
          Array.from(
            { length: Math.ceil((b.w + b.h + 120) / gapX) },
            (_, i) =>
              `M${f(b.x0 - b.h - 60 + i * gapX)} ${f(b.y1 + 30)}l${f(b.h + 120)} ${f(-b.h - 120)}`,
          ).join(''),
          col,
          8,
          op(0.12),
        ),
      ),
  dots:
    (col, seed = 1, n = 18) =>
    (b) => {
      const r = rng(seed)
      let s = ''
      for (let i = 0; i < n; i++)
        s += circ(r.range(b.x0, b.x1), r.range(b.y0, b.y1), r.range(3, 8), col, op(0.35))
      return s
    },
  bubbles:
    (col, seed = 1, n = 10) =>
    (b) => {
      const r = rng(seed)
      let s = ''
      for (let i = 0; i < n; i++) {
        const x = r.range(b.x0 + 10, b.x1 - 10)
        const y = r.range(b.y0 + 10, b.y1 - 10)
        const rad = r.range(6, 16)
        s +=
          ring(x, y, rad, col, 2.5, op(0.5)) +
          circ(x - rad * 0.35, y - rad * 0.35, rad * 0.22, col, op(0.6))
      }
      return s
    },
  burst:
    (col, cx = 0.5, cy = 0.45) =>
    (b) => {
      let d = ''
      const x = b.x0 + b.w * cx
      const y = b.y0 + b.h * cy
      const R = Math.max(b.w, b.h)
      for (let i = 0; i < 16; i++) {
        const a0 = (i / 16) * Math.PI * 2
        const a1 = a0 + Math.PI / 16
        d += `M${f(x)} ${f(y)}L${f(x + Math.cos(a0) * R)} ${f(y + Math.sin(a0) * R)}L${f(x + Math.cos(a1) * R)} ${f(y + Math.sin(a1) * R)}Z`
      }
      return clip(rect(b.x0 - 16, b.y0 - 40, b.w + 32, b.h + 60, '#000'), pth(d, col, op(0.16)))
    },
  leaves:
    (col, seed = 2) =>
    (b) => {
      const r = rng(seed)
      let s = ''
      const leaf = sym(`leaf${col}`, MOTIF.leaf(col))
      for (const [fx, fy] of [
        [0.08, 0.12],
        [0.92, 0.3],
        [0.1, 0.75],
        [0.9, 0.85],
        [0.5, 0.05],
      ])
        s += leaf(b.x0 + b.w * fx, b.y0 + b.h * fy, 0.32, r.range(-60, 60))
      return `<g opacity=".35">${s}</g>`
    },
  kolam: (col) => (b) => {
    let s = ''
    for (let x = b.x0 + 14; x < b.x1; x += 28)
      s += circ(x, b.y0 + 4, 3, col) + circ(x, b.y1 - 4, 3, col)
    return `<g opacity=".45">${s}</g>`
  },
}

// ------------------------------------------------------------------------------------------ catalogue
// How each product is drawn. [pack, colour, motif, label?, extra?]; the label defaults to the
// product name without its weight, which goes on the pill.

const weightOf = (name) => (name.match(/\s(\d+(?:\.\d+)?\s?(?:g|kg|ml|Ltr))$/) ?? [])[1]
const nameOf = (name) => name.replace(/\s(\d+(?:\.\d+)?\s?(?:g|kg|ml|Ltr))$/, '')

const PRODUCTS = {
  naati: {
    'chilli-powder-100-g': ['pouch', '#c62828', 'chilli'],
    'kashmiri-chilli-powder-100-g': [
      'pouch',
      '#8e1b2c',
      'chilli2',
      'Kashmiri Chilli',
      { motifArgs: ['#b71c1c', '#d32f2f'] },
    ],
    'turmeric-powder-100-g': ['pouch', '#e09b12', 'turmeric'],
    'dhaniya-powder-100-g': ['pouch', '#5f7f22', 'coriander'],
    'jeera-powder-50-g': ['pouch', '#8a6a45', 'seeds', null, { motifArgs: ['#8d6e4a', 12, 5] }],
    'sambar-masala-100-g': ['box', '#d9642b', 'bowl', null, { motifArgs: ['#8d3d1a', '#e07a2e'] }],
    'rasam-powder-100-g': ['box', '#b23a48', 'bowl', null, { motifArgs: ['#6d2a1a', '#d9572f'] }],
    'garam-masala-50-g': ['box', '#5d2e1f', 'starAnise', null, { motifArgs: ['#7b4027'] }],
    'pulao-masala-50-g': ['box', '#2e7d5b', 'rice'],
    'chicken-masala-100-g': ['box', '#c0392b', 'drumstick'],
    'mutton-masala-100-g': ['box', '#7b2d26', 'pot', null, { motifArgs: ['#6d3a1c'] }],
    'bisibele-bath-masala-100-g': [
      'pouch',
      '#c7762b',
      'pot',
      'Bisibele Bath',
      { motifArgs: ['#8d3d1a'] },
    ],
    'puliyogare-powder-100-g': ['pouch', '#8b5a2b', 'tamarind', 'Puliyogare'],
    'vangi-bath-masala-100-g': ['pouch', '#5e3a87', 'brinjal', 'Vangi Bath'],
  },
  suggi: {
    'toor-dal-1-kg': [
      'win',
      '#e0a21b',
      'dal',
      null,
      { grainCols: ['#f2c230', '#e8b41f', '#f5cf4a'] },
    ],
    'moong-dal-1-kg': [
      'win',
      '#c9a81a',
      'dal',
      null,
      { grainCols: ['#f5d54a', '#ecc93a', '#f8df6c'] },
    ],
    'urad-dal-1-kg': [
      'win',
      '#6d6a62',
      'dal',
      null,
      { grainCols: ['#f4f0e2', '#e9e2cf', '#faf7ee'], grainBase: '#cfc6ad' },
    ],
    'chana-dal-1-kg': [
      'win',
      '#d08a14',
      'dal',
      null,
      { grainCols: ['#eab43c', '#e0a52c', '#f1c45a'] },
    ],
    'masoor-dal-1-kg': [
      'win',
      '#e0662b',
      'dal',
      null,
      { grainCols: ['#f08a3c', '#e8782e', '#f59a52'] },
    ],
    'rajma-500-g': [
      'win500',
      '#8e2c2c',
      'bean',
      null,
      { grainCols: ['#8e2c2c', '#7a2222', '#9c3a33'] },
    ],
    'kabuli-chana-500-g': [
      'win500',
      '#b58a4a',
      'chickpea',
      null,
      { grainCols: ['#ecd2a0', '#e4c68e', '#f0dab0'] },
    ],
    'green-gram-1-kg': [
      'win',
      '#4f7d22',
      'smallRound',
      null,
      { grainCols: ['#5b8c2a', '#4d7a22', '#6a9a35'] },
    ],
    'horse-gram-1-kg': [
      'win',
      '#7a5236',
      'flatBean',
      null,
      { grainCols: ['#8a5a3a', '#7a4e30', '#9a6a48'] },
    ],
    'ragi-1-kg': ['win', '#8e3b2a', 'tiny', null, { grainCols: ['#8e3b2a', '#a24a34', '#7a3224'] }],
    'jowar-1-kg': [
      'win',
      '#b89a5a',
      'smallRound',
      null,
      { grainCols: ['#efe6cf', '#e6dbbd', '#f5eedc'], grainBase: '#cdbf9a' },
    ],
    'bajra-1-kg': [
      'win',
      '#6f7a52',
      'smallRound',
      null,
      { grainCols: ['#9aa37a', '#8a9370', '#a8b088'] },
    ],
    'groundnut-500-g': [
      'win500',
      '#b5653d',
      'peanut',
      null,
      { grainCols: ['#d99a7a', '#cf8b6b', '#e2a88a'] },
    ],
    'avare-500-g': [
      'win500',
      '#6d7d3a',
      'flatBean',
      null,
      { grainCols: ['#a3a060', '#8f8c50', '#b2ad70'] },
    ],
    'cowpea-500-g': ['win500', '#a0804f', 'cowpea', null, { grainCols: ['#efe3c8', '#e8d9b8'] }],
    'field-beans-500-g': [
      'win500',
      '#7d5433',
      'flatBean',
      null,
      { grainCols: ['#a0714a', '#8f6440', '#b07f56'] },
    ],
    'kala-chana-500-g': [
      'win500',
      '#5a3620',
      'chickpea',
      null,
      { grainCols: ['#6b4226', '#5a361e', '#7a4e30'] },
    ],
    'fried-gram-500-g': [
      'win500',
      '#c99029',
      'chickpea',
      null,
      { grainCols: ['#f0d08a', '#e8c47a', '#f4da9c'] },
    ],
    'sona-masoori-rice-5-kg': ['sack', '#2f5d34', 'rice', 'Sona Masoori'],
    'idli-rice-5-kg': ['sack', '#1f6f8b', 'rice', 'Idli Rice'],
    'rice-flour-1-kg': ['flour', '#3d7a3a', 'atta', 'Rice Flour'],
    'sugar-1-kg': [
      'win',
      '#4a86b4',
      'crystal',
      null,
      { grainCols: ['#ffffff', '#f4f8fb'], grainBase: '#c9d6e0' },
    ],
    'jaggery-1-kg': ['jaggery', '#9c5f1f', 'jaggery'],
    'mustard-seeds-100-g': [
      'spice',
      '#4a2e1c',
      'tiny',
      'Mustard',
      { grainCols: ['#3b2414', '#503220'] },
    ],
    'cumin-seeds-100-g': [
      'spice',
      '#7d6a3f',
      'cumin',
      'Cumin',
      { grainCols: ['#8d6e4a', '#a08160'], grainBase: '#5e4a30' },
    ],
    'fenugreek-seeds-100-g': [
      'spice',
      '#b07d1e',
      'methi',
      'Fenugreek',
      { grainCols: ['#d9a441', '#c8912e', '#e2b256'] },
    ],
    'black-pepper-50-g': [
      'spice',
      '#2b2320',
      'pepper',
      null,
      { grainCols: ['#2b2320', '#3f332c'] },
    ],
    'dry-red-chilli-100-g': [
      'spice',
      '#b71c1c',
      'chilli',
      'Red Chilli',
      { grainCols: ['#c62828', '#e0403a'], grainBase: '#7a1414' },
    ],
    'tamarind-250-g': [
      'spice',
      '#6d4222',
      'tamarind',
      null,
      { grainCols: ['#8b5a2b'], grainBase: '#6b3f1c' },
    ],
    'cashew-100-g': [
      'dry',
      '#d7b56d',
      'cashew',
      null,
      { grainCols: ['#ecd3a3', '#e2c48a'], grainBase: '#c9a76a' },
    ],
    'almonds-100-g': [
      'dry',
      '#a86b3c',
      'almond',
      null,
      { grainCols: ['#a86b3c', '#b8794a'], grainBase: '#7a4a26' },
    ],
    'raisins-100-g': [
      'dry',
      '#c98a2e',
      'raisin',
      null,
      { grainCols: ['#c98a2e', '#dba042'], grainBase: '#8a5a18' },
    ],
    'dates-250-g': [
      'dry',
      '#6d3a1c',
      'date',
      null,
      { grainCols: ['#6d3a1c', '#80482a'], grainBase: '#3e1e0c' },
    ],
    'pistachio-100-g': [
      'dry',
      '#7cb342',
      'pistachio',
      null,
      { grainCols: ['#8bc34a', '#7cb342'], grainBase: '#c9b58a' },
    ],
    'walnut-kernels-100-g': [
      'dry',
      '#b88a4e',
      'walnut',
      'Walnuts',
      { grainCols: ['#c8995a'], grainBase: '#8a6434' },
    ],
    'whole-wheat-atta-5-kg': ['sack', '#c9891e', 'wheat', 'Wheat Atta'],
    'maida-1-kg': ['flour', '#2f6aa3', 'atta', 'Maida'],
  },
  suryakash: {
    'refined-sunflower-oil-1-ltr': ['oilpouch', '#f6c324', 'sunflower', 'Sunflower Oil'],
    'refined-sunflower-oil-5-ltr': ['jar', '#f6c324', 'sunflower', 'Sunflower Oil'],
    'refined-sunflower-oil-15-ltr': ['tin', '#e0a800', 'sunflower', 'Sunflower Oil'],
  },
  'glim-detergent': {
    'detergent-powder-500-g': ['pouch', '#1457a8', 'shirt', 'Detergent'],
    'detergent-powder-1-kg': ['bag', '#0f4a94', 'shirt', 'Detergent'],
    'detergent-cake-150-g': ['bar', '#1e6fcf', 'bubbles', 'Detergent Cake'],
    'detergent-bar-250-g': ['bars', '#1457a8', 'bubbles', 'Detergent Bar'],
    'liquid-detergent-500-ml': ['bottle', '#1e88e5', 'bubbles', 'Liquid'],
    'liquid-detergent-1-ltr': ['jug', '#1457a8', 'shirt', 'Liquid'],
  },
  'kick-bite': {
    'classic-salted-chips': ['chips', '#f2b705', 'chip', 'Classic Salted'],
    'masala-magic-chips': ['chips', '#d84315', 'chip', 'Masala Magic'],
    'tomato-tangy-chips': ['chips', '#e53935', 'tomato', 'Tomato Tangy'],
    'cream-and-onion-chips': ['chips', '#43a047', 'onion', 'Cream & Onion'],
    'kerala-banana-chips': ['chips', '#7cb342', 'bananaChip', 'Banana Chips'],
    'aloo-bhujia': ['snack', '#f9a825', 'sev'],
    'khatta-meetha': ['snack', '#8e24aa', 'sev', null, { motifArgs: ['#f2a33a'] }],
    'moong-dal-namkeen': ['snack', '#fbc02d', 'dal', 'Moong Dal'],
    'masala-peanuts': ['snack', '#6d4c41', 'peanut'],
    mixture: ['snack', '#e65100', 'sev', null, { motifArgs: ['#f0b03c'] }],
    'corn-puffs': ['chips', '#1e88e5', 'corn'],
  },
  goldenpalm: {
    'palmolein-oil-500-ml': [
      'oilpouch',
      '#d9a21b',
      'palm',
      'Palmolein Oil',
      { w: 280, h: 370, pill: '#2e7d32' },
    ],
    'palmolein-oil-1-ltr': ['oilpouch', '#d9a21b', 'palm', 'Palmolein Oil', { pill: '#c62828' }],
  },
  femiluv: {
    'ultra-soft-xl-pads': ['soft', '#e0609a', 'pad', 'Ultra Soft XL', { weight: '7 pads' }],
    'ultra-thin-xxl-pads': ['soft', '#7b3f9e', 'pad', 'Ultra Thin XXL', { weight: '6 pads' }],
  },
  mandous: {
    'masala-instant-noodles-70-g': [
      'noodles',
      '#c62828',
      'noodles',
      'Masala Noodles',
      { motifArgs: ['#c62828'] },
    ],
  },
  trulove: {
    'marie-biscuits': ['biscuitpack', '#b5651d', 'biscuit', 'Marie'],
    'butter-cookies': [
      'cookietin',
      '#1e5aa8',
      'biscuit',
      'Butter Cookies',
      { motifArgs: ['#e8b45a'] },
    ],
    'chocolate-cream-biscuits': ['biscuitpack', '#4e2a1a', 'creamBiscuit', 'Choco Cream'],
    'strawberry-wafers': [
      'waferpack',
      '#d81b60',
      'wafer',
      'Strawberry',
      { motifArgs: ['#e8b866', '#f48fb1'] },
    ],
    'chocolate-wafers': [
      'waferpack',
      '#5d3519',
      'wafer',
      'Chocolate',
      { motifArgs: ['#e8b866', '#6d3a1c'] },
    ],
  },
  aramane: {
    'detergent-cake-125-g': [
      'bar',
      '#128080',
      'palace',
      'Detergent Cake',
      { w: 420, h: 150, motifArgs: ['#0f6e6e'] },
    ],
    'detergent-cake-250-g': [
      'bar',
      '#0b5c5c',
      'palace',
      'Detergent Cake',
      { w: 430, h: 190, motifArgs: ['#0b5c5c'] },
    ],
    'detergent-powder-1-kg': [
      'pouch',
      '#0f6e6e',
      'palace',
      'Detergent',
      { motifArgs: ['#0f6e6e'] },
    ],
  },
  chandrika: {
    'neem-bath-soap-100-g': ['soapbox', '#2e7d32', 'soap', 'Neem Soap', { motifArgs: ['#6aa84f'] }],
    'sandal-bath-soap-100-g': [
      'soapbox',
      '#b06a2c',
      'soap',
      'Sandal Soap',
      { motifArgs: ['#e0b47a'] },
    ],
    'coconut-hair-oil-200-ml': ['hairoil', '#2e7d32', 'leaves', 'Coconut Oil'],
    'turmeric-face-wash-100-ml': ['tube', '#e39b12', 'turmeric', 'Face Wash'],
  },
  'white-hills': {
    'king-size-notebook': [
      'notebook',
      '#1f3a5f',
      'hills',
      'King Size',
      { w: 330, h: 440, weight: '172 pages' },
    ],
    'long-notebook': [
      'notebook',
      '#2e6b4f',
      'hills',
      'Long Book',
      { w: 270, h: 460, weight: '200 pages' },
    ],
    'small-notebook': [
      'notebook',
      '#b23a48',
      'hills',
      'Small Book',
      { w: 290, h: 370, weight: '100 pages' },
    ],
  },
  agardeep: {
    'sandal-agarbatti': [
      'incense',
      '#a0662b',
      'flower',
      'Sandal',
      { motifArgs: ['#e0b47a', '#8a5a23'] },
    ],
    'rose-agarbatti': ['incense', '#c2185b', 'rose', 'Rose'],
    'jasmine-agarbatti': ['incense', '#2e7d5b', 'jasmine', 'Jasmine'],
    'champa-dhoop-sticks': ['dhoop', '#e08a12', 'champa', 'Champa Dhoop'],
    'deepam-lamp-oil-500-ml': ['lampoil', '#5b2a86', 'diya', 'Deepam Oil', { w: 240, h: 380 }],
    'deepam-lamp-oil-1-ltr': ['lampoil', '#5b2a86', 'diya', 'Deepam Oil'],
  },
  'stay-shine': {
    'floor-cleaner-1-ltr': ['jug', '#f2c811', 'lemonSlice', 'Floor Cleaner', { ink: '#8a6d00' }],
    'toilet-cleaner-500-ml': [
      'angled',
      '#1e64c8',
      'sparkles',
      'Toilet Cleaner',
      { motifArgs: ['#1e64c8'] },
    ],
    'bathroom-cleaner-500-ml': ['flip', '#8e24aa', 'tile', 'Bathroom', { motifArgs: ['#7FD3E0'] }],
    'glass-cleaner-500-ml': [
      'spray',
      '#29b6f6',
      'sparkles',
      'Glass Cleaner',
      { motifArgs: ['#0288d1'] },
    ],
    'phenyl-1-ltr': ['round', '#2e7d32', 'leaf', 'Phenyl'],
  },
  'glim-dishwash': {
    'dishwash-bar-200-g': ['bar', '#7cb342', 'lemon', 'Dishwash Bar'],
    'dishwash-tub-500-g': ['tub', '#5a9e2a', 'lemonSlice', 'Dishwash Tub'],
    'dishwash-liquid-250-ml': ['flip', '#8bc34a', 'lemon', 'Dishwash', { w: 214, h: 340 }],
    'dishwash-liquid-500-ml': ['flip', '#689f38', 'lemon', 'Dishwash'],
    'steel-scrubber': ['card', '#8bc34a', 'scrubber', 'Steel Scrubber'],
  },
}

/** The brand as printed on packs, and its emblem. */
const BRAND_ART = {
  naati: { packName: 'Naati', emblem: 'chilli', sub: 'SPICES & MASALAS' },
  suggi: { packName: 'Suggi', emblem: 'sheaf', serif: true, sub: 'HARVEST STAPLES' },
  suryakash: { packName: 'Suryakash', emblem: 'sunflower', sub: 'SUNFLOWER OIL' },
  'glim-detergent': { packName: 'Glim', emblem: 'bubbles', sub: 'DETERGENTS' },
  'kick-bite': { packName: 'Kick Bite', emblem: 'chip', sub: 'CHIPS & NAMKEEN' },
  goldenpalm: { packName: 'Goldenpalm', emblem: 'palm', sub: 'PALMOLEIN OIL' },
  femiluv: { packName: 'Femiluv', emblem: 'flower', sub: 'SOFT CARE' },
  mandous: { packName: 'Mandous', emblem: 'noodles', sub: 'INSTANT NOODLES' },
  trulove: { packName: 'TruLove', emblem: 'heart', sub: 'BISCUITS & WAFERS' },
  aramane: { packName: 'Aramane', emblem: 'palace', serif: true, sub: 'ROYAL CLEAN' },
  chandrika: { packName: 'Chandrika', emblem: 'moon', serif: true, sub: 'HERBAL CARE' },
  'white-hills': { packName: 'White Hills', emblem: 'hills', sub: 'NOTEBOOKS' },
  agardeep: { packName: 'Agardeep', emblem: 'diya', serif: true, sub: 'INCENSE & LAMP OIL' },
  'stay-shine': { packName: 'Stay Shine', emblem: 'sparkle', sub: 'HOME CLEANERS' },
  'glim-dishwash': { packName: 'Glim', emblem: 'lemon', sub: 'LEMON POWER' },
}
MOTIF.heart = (c = '#e53950') =>
  pth('M0 36C-30 14-44-4-40-20C-36-36-14-40 0-22C14-40 36-36 40-20C44-4 30 14 0 36Z', c) +
  ell(-20, -18, 8, 5, '#fff', op(0.35) + ' transform="rotate(-30 -20 -18)"')

MOTIF.coconut = () =>
  circ(-8, 4, 34, '#7a4a26') +
  circ(-18, -6, 4, '#3e2412') +
  circ(-4, -10, 4, '#3e2412') +
  circ(-12, 6, 4, '#3e2412') +
  pth('M8 20A30 30 0 0 1 48 20Z', '#fffaf0') +
  pth('M6 20A32 32 0 0 0 50 20Z', '#6d3a1c') +
  at(34, -30, MOTIF.leaf(LEAF), 0.4, 50)

// ------------------------------------------------------------------------------------------ products

const GRAIN_MOTIF = {
  dal: 'dal',
  smallRound: 'grain',
  tiny: 'ragi',
  bean: 'beans',
  cowpea: 'chickpea',
  flatBean: 'beans',
  chickpea: 'chickpea',
  peanut: 'peanut',
  crystal: 'sugarCubes',
  cumin: 'cumin',
  methi: 'methi',
  pepper: 'pepper',
  chilli: 'chilli',
  tamarind: 'tamarind',
  cashew: 'cashew',
  almond: 'almond',
  raisin: 'raisin',
  date: 'dates',
  pistachio: 'pistachio',
  walnut: 'walnut',
}

function productSpec(B, p) {
  const row = PRODUCTS[B.slug]?.[p.slug]
  if (!row) WARN.push(`no pack design for ${B.slug}/${p.slug}, drawing a plain box`)
  const [pack, col, mot, lab, extra = {}] = row ?? ['box', B.color, B.emblem]
  // For packs with a grain window the third field names the grain; the picture is its motif.
  const grain = extra.grainCols ? mot : undefined
  return {
    slug: p.slug,
    pack,
    col,
    grain,
    motif: grain ? (GRAIN_MOTIF[grain] ?? 'grain') : mot,
    label: lab ?? nameOf(p.name),
    weight: extra.weight ?? weightOf(p.name),
    ...extra,
  }
}

/** Soft plastic pack (sanitary pads): a pillowy block with a perforated opening strip. */
function softPack({ w = 330, h = 400, body, face }) {
  const hw = w / 2
  const d = P(
    'M',
    -hw + 30,
    -h,
    'H',
    hw - 30,
    'Q',
    hw + 6,
    -h,
    hw,
    -h + 40,
    'Q',
    hw + 10,
    -h / 2,
    hw,
    -40,
    'Q',
    hw + 6,
    0,
    hw - 30,
    0,
    'H',
    -hw + 30,
    'Q',
    -hw - 6,
    0,
    -hw,
    -40,
    'Q',
    -hw - 10,
    -h / 2,
    -hw,
    -h + 40,
    'Q',
    -hw - 6,
    -h,
    -hw + 30,
    -h,
    'Z',
  )
  return (
    pth(d, body) +
    clip(
      pth(d, '#000'),
      rect(hw - 34, -h, 40, h, '#000', op(0.1)) + rect(-hw - 6, -h, w + 12, 40, '#fff', op(0.18)),
    ) +
    line(P('M', -hw + 24, -h + 40, 'H', hw - 24), '#fff', 3, ' stroke-dasharray="8 6"' + op(0.7)) +
    face(boxOf(-hw + 22, -h + 54, hw - 22, -24)) +
    gloss(-hw + 12, -h + 60, 14, h - 120)
  )
}

/** The pack for one product, standing on y=0. Returns { svg, w, spill }. */
function drawPack(B, s) {
  const c = s.col
  switch (`${B.slug}:${s.pack}`) {
    // Naati: spice colours, maroon band, a kolam dot border and a medallion.
    case 'naati:pouch':
      return {
        w: 340,
        spill: 'powder',
        svg: pouchPack({
          w: 340,
          h: 420,
          body: c,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fff3dc',
            discRing: B.color,
            plateBg: '#fff3dc',
            pillBg: B.color,
            deco: DECO.kolam('#fff'),
            bandEmblem: ['chilli', '#ffcf6e'],
          }),
        }),
      }
    case 'naati:box':
      return {
        w: 350,
        spill: 'motif',
        svg: boxPack({
          w: 300,
          h: 340,
          d: 64,
          body: c,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fff3dc',
            discRing: B.color,
            plateBg: '#fff3dc',
            pillBg: B.color,
            deco: DECO.stripes('#fff'),
            bandEmblem: ['chilli', '#ffcf6e'],
          }),
        }),
      }
    // Suggi: kraft pouches with a window onto the grain.
    case 'suggi:win':
    case 'suggi:win500':
    case 'suggi:spice': {
      const [w, h, shape] = {
        win: [320, 430, 'round'],
        win500: [300, 380, 'oval'],
        spice: [280, 330, 'round'],
      }[s.pack]
      return {
        w,
        spill: 'grains',
        svg: pouchPack({
          w,
          h,
          body: '#f1e4c6',
          face: stdFace(s, B, {
            middle: 'window',
            windowShape: shape,
            bandEmblem: ['sheaf', '#f2c14e', '#c0392b'],
            plateBg: c,
            pillBg: B.color,
            windowRim: '#fffaf0',
          }),
        }),
      }
    }
    case 'suggi:dry':
      return {
        w: 300,
        spill: 'grains',
        svg: pouchPack({
          w: 300,
          h: 390,
          body: '#1f3d24',
          seal: '#c9a240',
          face: stdFace(s, B, {
            middle: 'window',
            windowShape: 'arch',
            bandBg: '#d4a73a',
            bandFg: '#1f2a12',
            bandEmblem: ['sheaf', '#1f3d24', '#1f3d24'],
            plateBg: '#fbf3df',
            plateFg: inkOn('#fbf3df', c),
            pillBg: '#d4a73a',
            pillFg: '#1f2a12',
            windowRim: '#d4a73a',
          }),
        }),
      }
    case 'suggi:sack':
      return {
        w: 360,
        svg: sackPack({
          w: 360,
          h: 450,
          body: s.motif === 'wheat' ? '#f1e3c4' : '#f4f1e8',
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fffaf0',
            discRing: c,
            bandEmblem: ['sheaf', '#f2c14e', '#c0392b'],
            plateBg: c,
            pillBg: '#c0392b',
            discW: 0.3,
          }),
        }),
      }
    case 'suggi:flour':
      return {
        w: 320,
        spill: 'flour',
        svg: pouchPack({
          w: 320,
          h: 420,
          body: '#fbf8f1',
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: lighten(c, 0.85),
            bandEmblem: ['sheaf', '#f2c14e', '#c0392b'],
            plateBg: c,
            pillBg: B.color,
            deco: DECO.leaves('#9ab87a'),
          }),
        }),
      }
    case 'suggi:jaggery':
      return {
        w: 360,
        spill: 'jaggery',
        svg: boxPack({
          w: 300,
          h: 300,
          d: 70,
          body: '#f1e2c2',
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fffaf0',
            discRing: c,
            bandEmblem: ['sheaf', '#f2c14e', '#c0392b'],
            plateBg: c,
            pillBg: B.color,
          }),
        }),
      }
    // Suryakash and Goldenpalm: clear film showing the oil.
    case 'suryakash:oilpouch':
    case 'goldenpalm:oilpouch': {
      const w = s.w ?? 290
      const h = s.h ?? 440
      const oil = B.slug === 'suryakash' ? '#f5c542' : '#e9a81f'
      return {
        w,
        spill: 'drops',
        svg: oilPouchPack({
          w,
          h,
          oil,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fffaf0',
            plateBg: '#fffaf0',
            plateFg: B.slug === 'suryakash' ? '#7a4a00' : '#6a4800',
            pillBg: s.pill ?? '#c62828',
            discW: 0.42,
          }),
        }),
      }
    }
    case 'suryakash:jar':
      return {
        w: 380,
        spill: 'drops',
        svg: jarPack({
          w: 380,
          h: 420,
          body: '#fff6da',
          oil: '#f5c542',
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fffaf0',
            plateFg: '#7a4a00',
            pillBg: '#c62828',
            discW: 0.3,
          }),
        }),
      }
    case 'suryakash:tin':
      return {
        w: 360,
        svg: tinPack({
          w: 320,
          h: 400,
          body: c,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fff6da',
            bandBg: '#f6c324',
            plateBg: '#c62828',
            plateFg: '#fff',
            pillBg: '#2e7d32',
            deco: (b) => rect(b.x0 - 16, b.y0 - 16, b.w + 32, b.h + 32, '#f6c324', op(0.35)),
          }),
        }),
      }
    // Glim: blue packs, yellow band, bubbles.
    case 'glim-detergent:pouch':
    case 'glim-detergent:bag': {
      const big = s.pack === 'bag'
      const w = big ? 360 : 310
      const h = big ? 450 : 400
      let svg = pouchPack({
        w,
        h,
        body: c,
        face: stdFace(s, B, {
          middle: 'disc',
          discBg: '#dcebfb',
          bandBg: '#ffd23f',
          bandFg: '#0d3c78',
          brandMax: 48,
          plateBg: '#ffffff',
          pillBg: '#e53935',
          pillFg: '#fff',
          deco: DECO.bubbles('#fff', 3),
        }),
      })
      if (big) svg += rr(-40, -h + 42, 80, 26, 13, tint(c), '')
      return { w, spill: 'bubbles', svg }
    }
    case 'glim-detergent:bar':
      return {
        w: 440,
        spill: 'bubbles',
        svg: barPack({
          w: 420,
          h: 170,
          d: 70,
          body: c,
          face: rowFace(s, B, {
            artW: 0.3,
            discBg: '#dcebfb',
            bandBg: '#ffd23f',
            bandFg: '#0d3c78',
            pillBg: '#e53935',
            pillFg: '#fff',
            pillY: -166,
            pillX: 170,
          }),
        }),
      }
    case 'glim-detergent:bars': {
      const back = barPack({
        w: 400,
        h: 130,
        d: 60,
        body: darken(c, 0.2),
        face: (b) => line(P('M', b.x0 + 20, b.cy, 'H', b.x1 - 20), '#ffd23f', 14),
      })
      return {
        w: 440,
        spill: 'bubbles',
        svg:
          at(24, -150, back) +
          barPack({
            w: 420,
            h: 170,
            d: 70,
            body: c,
            face: rowFace(s, B, {
              artW: 0.3,
              discBg: '#dcebfb',
              bandBg: '#ffd23f',
              bandFg: '#0d3c78',
              pillBg: '#e53935',
              pillFg: '#fff',
              pillY: -166,
              pillX: 170,
            }),
          }),
      }
    }
    case 'glim-detergent:bottle':
      return {
        w: 240,
        spill: 'bubbles',
        svg: bottlePack({
          w: 240,
          h: 420,
          kind: 'flip',
          body: c,
          cap: '#ffd23f',
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#dcebfb',
            bandBg: '#ffd23f',
            bandFg: '#0d3c78',
            plateBg: '#fff',
            pillBg: '#e53935',
            pillFg: '#fff',
            deco: DECO.bubbles('#fff', 5, 6),
          }),
        }),
      }
    case 'glim-detergent:jug':
      return {
        w: 320,
        spill: 'bubbles',
        svg: bottlePack({
          w: 300,
          h: 440,
          kind: 'handle',
          body: c,
          cap: '#ffd23f',
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#dcebfb',
            bandBg: '#ffd23f',
            bandFg: '#0d3c78',
            plateBg: '#fff',
            pillBg: '#e53935',
            pillFg: '#fff',
            deco: DECO.bubbles('#fff', 6, 7),
          }),
        }),
      }
    // Kick Bite: bright pillow packs with a sunburst; namkeen in pouches.
    case 'kick-bite:chips':
      return {
        w: 330,
        spill: 'chips',
        svg: pillowPack({
          w: 320,
          h: 450,
          body: c,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fff3c4',
            bandBg: '#2b1500',
            bandFg: '#ffb547',
            brandMax: 46,
            plateBg: '#2b1500',
            plateFg: '#fff',
            deco: DECO.burst('#fff'),
            bandR: 24,
            plateR: 24,
          }),
        }),
      }
    case 'kick-bite:snack':
      return {
        w: 320,
        spill: 'snack',
        svg: pouchPack({
          w: 320,
          h: 400,
          body: c,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fff3c4',
            bandBg: '#F28C28',
            bandFg: '#2b1500',
            plateBg: '#fffaf0',
            deco: DECO.dots('#fff', hash(s.slug)),
            bandR: 24,
            plateR: 24,
            pillBg: '#2b1500',
            pillFg: '#fff',
          }),
        }),
      }
    case 'femiluv:soft':
      return {
        w: 340,
        spill: 'petals',
        svg: softPack({
          w: 340,
          h: 400,
          body: c,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fff0f6',
            plateBg: '#fff',
            pillBg: darken(c, 0.3),
            pillFg: '#fff',
            deco: DECO.dots('#fff', 4, 14),
            discW: 0.3,
          }),
        }),
      }
    case 'mandous:noodles':
      return {
        w: 540,
        spill: 'chillies',
        svg: pillowPack({
          w: 320,
          h: 540,
          body: c,
          across: true,
          face: rowFace(s, B, {
            artW: 0.36,
            discBg: '#ffe7a3',
            bandBg: '#ffd23f',
            bandFg: '#8e0000',
            brandMax: 44,
            plateBg: '#fff',
            pillBg: '#2e7d32',
            pillFg: '#fff',
            deco: DECO.burst('#fff', 0.25, 0.5),
          }),
        }),
      }
    case 'trulove:biscuitpack':
      return {
        w: 520,
        spill: 'biscuits',
        svg: pillowPack({
          w: 300,
          h: 520,
          body: c,
          across: true,
          face: rowFace(s, B, {
            artW: 0.36,
            discBg: '#fdf0dc',
            bandBg: '#e53950',
            bandFg: '#fff',
            plateBg: '#fffaf0',
            deco: DECO.dots('#fff', 9, 12),
          }),
        }),
      }
    case 'trulove:waferpack':
      return {
        w: 520,
        spill: 'wafers',
        svg: pillowPack({
          w: 250,
          h: 520,
          body: c,
          across: true,
          face: rowFace(s, B, {
            artW: 0.36,
            discBg: '#fdf0dc',
            bandBg: '#fffaf0',
            bandFg: '#e53950',
            plateBg: '#fffaf0',
            bandH: 52,
            plateH: 48,
          }),
        }),
      }
    case 'trulove:cookietin':
      return {
        w: 420,
        spill: 'biscuits',
        svg: tubPack({
          w: 400,
          h: 330,
          body: c,
          lid: '#174a8c',
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fdf0dc',
            bandBg: '#e53950',
            bandFg: '#fff',
            plateBg: '#fffaf0',
            bandH: 54,
            plateH: 48,
            deco: DECO.dots('#fff', 11, 10),
          }),
        }),
      }
    case 'aramane:bar':
      return {
        w: s.w + 40,
        spill: 'bubbles',
        svg: barPack({
          w: s.w,
          h: s.h,
          d: 70,
          body: c,
          face: rowFace(s, B, {
            artW: 0.3,
            discBg: '#fdf3d7',
            bandBg: '#e9c46a',
            bandFg: '#0b3b3b',
            plateBg: '#fffaf0',
            pillBg: '#c0392b',
            pillFg: '#fff',
            pillY: -s.h + 4,
            pillX: s.w / 2 - 40,
            artScale: 0.95,
          }),
        }),
      }
    case 'aramane:pouch':
      return {
        w: 330,
        spill: 'bubbles',
        svg: pouchPack({
          w: 330,
          h: 420,
          body: c,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fdf3d7',
            bandBg: '#e9c46a',
            bandFg: '#0b3b3b',
            plateBg: '#fffaf0',
            pillBg: '#c0392b',
            pillFg: '#fff',
            deco: DECO.bubbles('#bfe9e6', 7, 8),
          }),
        }),
      }
    case 'chandrika:soapbox':
      return {
        w: 420,
        spill: 'leaves',
        svg: boxPack({
          w: 390,
          h: 220,
          d: 80,
          body: c,
          face: rowFace(s, B, {
            discBg: '#f3fbf3',
            bandBg: '#BFE3C8',
            bandFg: '#123D22',
            plateBg: '#fffaf0',
            pillBg: '#fffaf0',
            pillFg: inkOn('#fffaf0', c),
            pillY: -194,
            pillX: 130,
            deco: DECO.leaves('#fff', hash(s.slug)),
          }),
        }),
      }
    case 'chandrika:hairoil':
      return {
        w: 260,
        spill: 'coconut',
        svg: bottlePack({
          w: 250,
          h: 430,
          kind: 'flat',
          body: '#eef6e8',
          liquid: '#f7f1d6',
          level: 0.86,
          cap: '#2e7d32',
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fffaf0',
            bandBg: '#BFE3C8',
            bandFg: '#123D22',
            plateBg: c,
            plateFg: '#fff',
            pillBg: c,
            pillFg: '#fff',
          }),
          neck: 0.3,
        }),
      }
    case 'chandrika:tube':
      return {
        w: 250,
        spill: 'leaves',
        svg: tubePack({
          w: 250,
          h: 450,
          body: c,
          cap: '#fffaf0',
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fff6dc',
            bandBg: '#BFE3C8',
            bandFg: '#123D22',
            plateBg: '#fffaf0',
            plateFg: '#7a4a00',
            pillBg: '#123D22',
            pillFg: '#fff',
          }),
        }),
      }
    case 'white-hills:notebook': {
      const w = s.w
      const h = s.h
      const face = (b) => {
        let t = clip(
          rect(b.x0 - 14, b.y0 - 24, b.w + 30, b.h - 160, '#000'),
          rect(b.x0 - 14, b.y0 - 24, b.w + 30, b.h, lighten(c, 0.75)) +
            circ(b.x1 - 50, b.y0 + 40, 22, '#f6c324') +
            pth(
              P(
                'M',
                b.x0 - 14,
                b.y0 + b.h * 0.42,
                'L',
                b.x0 + b.w * 0.3,
                b.y0 + 40,
                'L',
                b.x0 + b.w * 0.55,
                b.y0 + b.h * 0.3,
                'L',
                b.x0 + b.w * 0.75,
                b.y0 + 70,
                'L',
                b.x1 + 20,
                b.y0 + b.h * 0.4,
                'V',
                b.y0 + b.h,
                'H',
                b.x0 - 14,
                'Z',
              ),
              lighten(c, 0.35),
            ) +
            pth(
              P('M', b.x0 + b.w * 0.3, b.y0 + 40, 'l', -20, 26, 'l', 14, -4, 'l', 12, 8, 'Z'),
              '#fff',
            ) +
            pth(
              P(
                'M',
                b.x0 - 14,
                b.y0 + b.h * 0.5,
                'Q',
                b.x0 + b.w * 0.4,
                b.y0 + b.h * 0.3,
                b.x1 + 20,
                b.y0 + b.h * 0.46,
                'V',
                b.y0 + b.h,
                'H',
                b.x0 - 14,
                'Z',
              ),
              lighten(c, 0.15),
            ),
        )
        const lh = 150
        const ly = b.y1 - lh - 58
        t +=
          rr(b.x0, ly, b.w, lh, 10, '#fff') +
          brandMark(b.cx, ly + 38, b.w - 24, 56, B, c, { max: 36 }) +
          line(P('M', b.x0 + 16, ly + 72, 'H', b.x1 - 16), lighten(c, 0.6), 2) +
          label(b.cx, ly + 108, s.label, b.w - 24, '#333', { max: 34 })
        t += pill(b.x1, b.y1 - 22, s.weight, '#f6c324', '#1f2a3a')
        return t
      }
      return { w: w + 20, spill: 'pencil', svg: notebookPack({ w, h, cover: c, face }) }
    }
    case 'agardeep:incense':
      return {
        w: 280,
        spill: 'flowers',
        svg: incensePack({
          w: 220,
          h: 380,
          body: c,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fbf2ff',
            plateBg: '#fffaf0',
            bandBg: B.color,
            pillBg: '#f2b01e',
            pillFg: '#3a1a00',
            deco: DECO.dots('#fff', 12, 10),
            discW: 0.4,
          }),
        }),
      }
    case 'agardeep:dhoop':
      return {
        w: 360,
        spill: 'flowers',
        svg: incensePack({
          w: 300,
          h: 300,
          body: c,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fff8e6',
            plateBg: '#fffaf0',
            bandBg: B.color,
            deco: DECO.dots('#fff', 13, 10),
            discW: 0.3,
          }),
        }),
      }
    case 'agardeep:lampoil': {
      const w = s.w ?? 270
      const h = s.h ?? 440
      return {
        w,
        spill: 'diyas',
        svg: bottlePack({
          w,
          h,
          kind: 'round',
          body: '#fff6dc',
          liquid: '#f2b928',
          level: 0.8,
          cap: B.color,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fbf2ff',
            plateBg: '#fffaf0',
            plateFg: B.color,
            bandBg: B.color,
            pillBg: '#fff',
            pillFg: B.color,
            discW: 0.3,
          }),
        }),
      }
    }
    case 'stay-shine:jug':
    case 'stay-shine:angled':
    case 'stay-shine:flip':
    case 'stay-shine:spray':
    case 'stay-shine:round': {
      const kind = {
        jug: 'handle',
        angled: 'angled',
        flip: 'flip',
        spray: 'spray',
        round: 'round',
      }[s.pack]
      const clear = s.pack === 'spray'
      const w = { jug: 300, angled: 270, flip: 250, spray: 270, round: 260 }[s.pack]
      const h = { jug: 440, angled: 400, flip: 420, spray: 370, round: 430 }[s.pack]
      const body = clear ? '#e6f7fd' : s.pack === 'round' ? '#f7f7f2' : c
      return {
        w,
        spill: 'sparkles',
        svg: bottlePack({
          w,
          h,
          kind,
          body,
          liquid: clear ? '#4fc3f7' : undefined,
          level: 0.72,
          cap: s.pack === 'round' ? '#2e7d32' : s.pack === 'jug' ? '#06343C' : '#ffffff',
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#e8f8fb',
            bandBg: '#7FD3E0',
            bandFg: '#06343C',
            plateBg: '#fff',
            pillBg: '#06343C',
            pillFg: '#fff',
            discW: 0.3,
          }),
        }),
      }
    }
    case 'glim-dishwash:bar':
      return {
        w: 440,
        spill: 'lemons',
        svg: barPack({
          w: 420,
          h: 170,
          d: 70,
          body: '#f4d03f',
          face: rowFace(s, B, {
            artW: 0.3,
            discBg: '#fffbe6',
            bandBg: '#2e7d32',
            bandFg: '#fff',
            plateBg: '#fffaf0',
            plateFg: '#2b5a12',
            pillBg: '#2e7d32',
            pillFg: '#fff',
            pillY: -166,
            pillX: 170,
          }),
        }),
      }
    case 'glim-dishwash:tub':
      return {
        w: 420,
        spill: 'lemons',
        svg: tubPack({
          w: 400,
          h: 320,
          body: '#f4d03f',
          lid: c,
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fffbe6',
            bandBg: '#2e7d32',
            bandFg: '#fff',
            plateBg: '#fffaf0',
            plateFg: '#2b5a12',
            pillBg: '#2e7d32',
            pillFg: '#fff',
            bandH: 54,
            plateH: 48,
          }),
        }),
      }
    case 'glim-dishwash:flip': {
      const w = s.w ?? 240
      const h = s.h ?? 430
      return {
        w,
        spill: 'lemons',
        svg: bottlePack({
          w,
          h,
          kind: 'flip',
          body: '#e8f5d8',
          liquid: c,
          level: 0.8,
          cap: '#2e7d32',
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#fffbe6',
            bandBg: '#2e7d32',
            bandFg: '#fff',
            plateBg: '#fffaf0',
            plateFg: '#2b5a12',
            pillBg: '#f4d03f',
            pillFg: '#1B3300',
            discW: 0.3,
          }),
        }),
      }
    }
    case 'glim-dishwash:card':
      return {
        w: 320,
        spill: 'lemons',
        svg: cardPack({
          w: 320,
          h: 440,
          body: c,
          hole: tint(c),
          face: stdFace(s, B, {
            middle: 'disc',
            discBg: '#eef2f5',
            bandBg: '#2e7d32',
            bandFg: '#fff',
            plateBg: '#fffaf0',
            plateFg: '#2b5a12',
            discW: 0.4,
          }),
        }),
      }
    default:
      return {
        w: 300,
        svg: boxPack({ w: 260, h: 320, d: 60, body: c, face: stdFace(s, B, { middle: 'disc' }) }),
      }
  }
}

/** Things lying in front of the pack, so a grid of products feels like a shop table. */
function spill(kind, s, x, y) {
  const c = s.col
  switch (kind) {
    case 'powder':
      return heap(x, y, 130, 50, s.col, null) + at(x + 40, y - 8, s.corner, 0.5, -10)
    case 'grains':
      return heap(
        x,
        y,
        140,
        56,
        s.grainBase ?? darken(s.grainCols[0], 0.2),
        grains(s.grain, s.grainCols, hash(s.slug)),
      )
    case 'flour':
      return heap(x, y, 140, 50, '#f7f1e4', null) + at(x + 50, y - 10, MOTIF.wheat(), 0.45, 30)
    case 'jaggery':
      return at(x - 10, y - 24, MOTIF.jaggery(), 0.9)
    case 'drops':
      return at(x, y - 40, MOTIF.sunflower('#f6c324', '#6b3e1a', 34), 1)
    case 'bubbles':
      return at(x, y - 40, MOTIF.bubbles('#7ec8f2'), 0.9)
    case 'chips':
      return (
        at(x - 10, y - 14, MOTIF[s.motif === 'chip' ? 'chip' : s.motif](), 0.7, -15) +
        at(x + 38, y - 10, MOTIF.chip('#f3c14f'), 0.6, 20)
      )
    case 'snack':
      return (
        heap(x, y, 120, 44, lighten(c, 0.2), null) +
        at(x, y - 24, motif(s.motif, ...(s.motifArgs ?? [])), 0.5)
      )
    case 'petals':
      return (
        at(x, y - 26, MOTIF.flower('#f48fb1', '#fff3c4'), 0.55) +
        at(x + 40, y - 10, MOTIF.flower('#f8bbd0', '#fff3c4'), 0.35)
      )
    case 'chillies':
      return at(x + 30, y - 20, MOTIF.chilli('#d32f2f'), 0.7, 10)
    case 'biscuits':
      return at(x, y - 34, MOTIF.biscuit('#e0a94f'), 0.7)
    case 'wafers':
      return at(x + 10, y - 28, MOTIF.strawberry(), 0.7)
    case 'leaves':
      return at(x, y - 20, MOTIF.leaves(), 0.7, -20)
    case 'coconut':
      return at(x, y - 30, MOTIF.coconut(), 0.85)
    case 'pencil':
      return at(x + 10, y - 12, MOTIF.pencil('#f9a825'), 0.9, 80)
    case 'flowers':
      return (
        at(x, y - 20, MOTIF.flower('#f6b93b', '#e67e22'), 0.5) +
        at(x + 44, y - 12, MOTIF.flower('#ff8a65', '#fff3c4'), 0.35)
      )
    case 'diyas':
      return at(x, y - 24, MOTIF.diya(), 0.8)
    case 'sparkles':
      return at(x, y - 60, MOTIF.sparkles('#ffffff'), 1.1)
    case 'lemons':
      return at(x, y - 26, MOTIF.lemon(), 0.75, -10) + at(x + 46, y - 20, MOTIF.lemonSlice(), 0.55)
    case 'motif':
      return at(x, y - 30, s.corner, 0.55)
    default:
      return ''
  }
}

function productImage(B, p) {
  const s = productSpec(B, p)
  const m = motif(s.motif === 'chilli2' ? 'chilli' : s.motif, ...(s.motifArgs ?? []))
  const full = motif(s.motif, ...(s.motifArgs ?? []))
  // Drawn once in <defs>, used on the pack and in the corners.
  const mid = def('motif', (id) => ({ id, svg: `<g id="${id}">${full}</g>` }))
  const sid =
    s.motif === 'chilli2' ? def('motif1', (id) => ({ id, svg: `<g id="${id}">${m}</g>` })) : mid
  s.art ??= `<use href="#${mid}"/>`
  const pack = drawPack(B, s)
  const c = s.col
  const bgTint = tint(c, 0.9)
  const r = rng(hash(p.slug))
  let body = rect(0, 0, 600, 600, bgTint) + circ(300, 292, 246, tint(c, 0.8))
  // A faint pattern of the motif in the corners.
  const u = `<use href="#${sid}"/>`
  s.corner = u
  body += `<g opacity=".22">${at(70, 78, u, 0.5, r.range(-30, 30))}${at(532, 90, u, 0.42, r.range(-30, 30))}${at(540, 470, u, 0.36, r.range(-30, 30))}</g>`
  body +=
    rect(0, 530, 600, 70, tint(c, 0.84)) +
    ell(300, 532, pack.w * 0.52, 16, darken(c, 0.55), op(0.2))
  body += at(300, 530, pack.svg)
  const sx = Math.max(78, 300 - pack.w / 2 - 40)
  body += spill(pack.spill, s, sx, 548)
  return body
}
// ------------------------------------------------------------------------------------------ logos
// 320 × 160, transparent: an emblem in a disc of the brand's text colour (so it stands out on the
// brand tile) and the name in that text colour, with a small descriptor line.

const EMBLEM = {
  naati: () =>
    at(4, 4, MOTIF.chilli('#d32f2f'), 0.95, -8) + at(-22, -24, MOTIF.leaf(LEAF), 0.3, -40),
  suggi: () => at(0, 2, MOTIF.sheaf('#e0a526', '#2F5D34'), 1.05),
  suryakash: () => MOTIF.sunflower('#f6c324', '#7a4a12', 48),
  'glim-detergent': () =>
    at(-6, 6, MOTIF.bubbles('#1e6fcf'), 1.1) + at(22, -26, MOTIF.sparkle('#f9b91e'), 0.5),
  'kick-bite': () =>
    at(0, 0, MOTIF.chip('#f5b335'), 1.15, -12) + at(22, -26, MOTIF.sparkle('#F28C28'), 0.45),
  goldenpalm: () => circ(10, -10, 24, '#f2a71b') + at(0, 4, MOTIF.palm('#8bc34a'), 0.95),
  femiluv: () => at(0, 0, MOTIF.flower('#f7b6cf', '#ffd8e6', 6), 1.25),
  mandous: () => at(0, 4, MOTIF.noodles('#c62828'), 0.9),
  trulove: () => at(0, 2, MOTIF.heart('#e53950'), 1.05),
  aramane: () => at(0, 2, MOTIF.palace('#0F6E6E'), 1.05),
  chandrika: () =>
    at(-4, 0, MOTIF.moon('#fff3c4'), 0.95) + at(20, 18, MOTIF.leaf('#6fbf73'), 0.42, 30),
  'white-hills': () => at(0, 4, MOTIF.hills('#1F3A5F', '#4a6fa5'), 1.1),
  agardeep: () => at(0, 8, MOTIF.diya('#b5532f'), 1.0),
  'stay-shine': () =>
    at(-8, 4, MOTIF.sparkle('#7FD3E0'), 1.2) +
    at(22, -20, MOTIF.sparkle('#ffffff'), 0.55) +
    at(20, 24, MOTIF.sparkle('#ffffff'), 0.35),
  'glim-dishwash': () =>
    at(-2, 6, MOTIF.lemon('#f4d03f'), 0.95, -15) +
    ring(26, -28, 9, '#fff', 3) +
    ring(36, -8, 5, '#fff', 2.5),
}

function logo(B) {
  const fg = B.text
  const darkTile = contrast('#ffffff', B.color) >= 3
  const shadow = darkTile ? mix(B.color, '#000000', 0.45) : mix(B.color, '#ffffff', 0.45)
  const serif = !!B.serif
  let s =
    ring(66, 80, 57, fg, 2, op(0.55)) +
    circ(66, 80, 50, fg) +
    at(66, 80, (EMBLEM[B.slug] ?? (() => MOTIF.leaf()))(), 0.72)
  const x0 = 136
  const maxW = 320 - x0 - 6
  const words = B.name.split(' ')
  const lines = words.length > 1 ? words : [B.name]
  let size = Math.min(...lines.map((l) => fit(l, maxW, lines.length > 1 ? 44 : 54, 20, serif)))
  const sub = B.sub ?? ''
  const subSize = fit(sub, maxW, 13, 9, false, 2)
  const lh = size * 0.98
  const total = lines.length * lh + 12 + subSize
  let y = 80 - total / 2 + size * 0.74
  const word = (str, yy) =>
    `<text x="${x0 + 2}" y="${f(yy + 2)}" class="${serif ? 'r' : 'b'}" font-size="${size}" fill="${shadow}">${esc(str)}</text>` +
    `<text x="${x0}" y="${f(yy)}" class="${serif ? 'r' : 'b'}" font-size="${size}" fill="${fg}">${esc(str)}</text>`
  for (const l of lines) {
    s += word(l, y)
    y += lh
  }
  y += -lh + 8
  s += line(P('M', x0 + 1, y, 'H', x0 + 34), fg, 3) + circ(x0 + 42, y, 2, fg)
  s += `<text x="${x0}" y="${f(y + 8 + subSize * 0.8)}" class="b" font-size="${subSize}" letter-spacing="2" fill="${fg}" opacity=".9">${esc(sub)}</text>`
  return s
}

// ------------------------------------------------------------------------------------------ scenes
// Banners (1600 × 500), video posters (640 × 360) and cards share these pieces. Packs in scenes
// are the product packs in "mini" mode: the printed text becomes the brand emblem and print lines,
// so the rasterised pictures carry no words (the page prints the brand name itself).

/** A pack as in the product pictures, drawn without words, standing on (x, y) at scale k. */
function miniPack(B, slug, x, y, k, o = {}) {
  const p = B.products.find((q) => q.slug === slug) ?? B.products[0]
  const s = productSpec(B, p)
  const mid = def(`mm${B.slug}${s.motif}${JSON.stringify(s.motifArgs ?? [])}`, (id) => ({
    id,
    svg: `<g id="${id}">${motif(s.motif, ...(s.motifArgs ?? []))}</g>`,
  }))
  s.art = `<use href="#${mid}"/>`
  MINI = true
  const pk = drawPack(B, s)
  MINI = false
  return (
    (o.shadow === false ? '' : ell(x, y + 2 * k, pk.w * 0.5 * k, 12 * k, '#000', op(0.16))) +
    at(x, y, pk.svg, k, o.rot ?? 0)
  )
}

/** The brand mark on a pack band: the words, or in mini mode the emblem and a rule. */
function brandMark(x, cy, maxW, h, B, fg, o = {}) {
  if (!MINI) return label(x, cy, B.packName, maxW, fg, { max: o.max ?? 42, serif: B.serif })
  const id = def(`em${B.slug}`, (id) => ({
    id,
    svg: `<g id="${id}">${(EMBLEM[B.slug] ?? (() => ''))()}</g>`,
  }))
  return (
    at(x - h * 0.55, cy, `<use href="#${id}"/>`, (h / 100) * 0.75) +
    rr(x - h * 0.1, cy - 4, Math.min(maxW * 0.45, h * 1.4), 8, 4, fg)
  )
}

function sky(W, H, c1, c2, y1 = H) {
  return rect(
    0,
    0,
    W,
    y1,
    lg([
      [0, c1],
      [1, c2],
    ]),
  )
}
function glow(x, y, r, col, halo = '#fff3c4') {
  return (
    circ(x, y, r * 2.4, halo, op(0.16)) + circ(x, y, r * 1.6, halo, op(0.28)) + circ(x, y, r, col)
  )
}
/** Rolling hills through random peaks, filled down to `bottom`. */
function hills(x0, x1, base, amp, seed, n, fill, bottom) {
  const r = rng(seed)
  const pts = []
  for (let i = 0; i <= n; i++)
    pts.push([x0 + ((x1 - x0) * i) / n, base - amp * (0.35 + 0.65 * r())])
  let d = `M${f(x0)} ${f(bottom)}L${f(pts[0][0])} ${f(pts[0][1])}`
  for (let i = 0; i < n; i++) {
    const [xa, ya] = pts[i]
    const [xb, yb] = pts[i + 1]
    const mx = (xa + xb) / 2
    d += `C${f(mx)} ${f(ya)} ${f(mx)} ${f(yb)} ${f(xb)} ${f(yb)}`
  }
  return pth(d + `L${f(x1)} ${f(bottom)}Z`, fill)
}
function cloud(x, y, s = 1, o = 0.9) {
  return at(
    x,
    y,
    `<g fill="#fff" opacity="${o}">${rr(0, -16, 140, 18, 9, '#fff')}${circ(38, -20, 20, '#fff')}${circ(72, -28, 27, '#fff')}${circ(106, -18, 17, '#fff')}</g>`,
    s,
  )
}
function birds(x, y, s = 1, col = '#5a4a5a') {
  return at(
    x,
    y,
    line('M0 0q6-6 12 0q6-6 12 0M34-14q5-5 10 0q5-5 10 0M20-30q4-4 8 0q4-4 8 0', col, 2.2),
    s,
  )
}
/** Field rows running to the horizon (a fan of stripes). */
function fieldRows(W, y0, y1, c1, c2, n = 14, vx = W / 2) {
  let d = ''
  const spread = W * 1.6
  for (let i = 0; i < n; i += 2) {
    const a = -spread / 2 + (spread * i) / n + W / 2
    const b = -spread / 2 + (spread * (i + 1)) / n + W / 2
    d += `M${f(vx + (a - vx) * 0.2)} ${f(y0)}L${f(vx + (b - vx) * 0.2)} ${f(y0)}L${f(b)} ${f(y1)}L${f(a)} ${f(y1)}Z`
  }
  return rect(0, y0, W, y1 - y0, c1) + pth(d, c2)
}
/** Wooden table top across the picture, from y down. */
function tableTop(W, y, H, col = '#b27c4b') {
  return (
    rect(0, y, W, H - y, col) +
    rect(0, y, W, 10, lighten(col, 0.2)) +
    line(
      `M0 ${f(y + (H - y) * 0.45)}H${W}M0 ${f(y + (H - y) * 0.78)}H${W}`,
      darken(col, 0.15),
      3,
      op(0.6),
    )
  )
}
/** A repeating pattern of a small drawing, as a fill. */
function motifPattern(key, tile, body, rot = 0) {
  const id = def(`pat${key}`, (id) => ({
    id,
    svg: `<pattern id="${id}" width="${tile}" height="${tile}" patternUnits="userSpaceOnUse"${rot ? ` patternTransform="rotate(${rot})"` : ''}>${body}</pattern>`,
  }))
  return `url(#${id})`
}
/** Draw `body` once in defs; returns a function placing it. */
function sym(key, body) {
  const id = def(`sym${key}`, (id) => ({ id, svg: `<g id="${id}">${body}</g>` }))
  return (x, y, s = 1, rot = 0) => at(x, y, `<use href="#${id}"/>`, s, rot)
}
function bubbleField(W, H, seed, n, col = '#fff', area = [0, 0, W, H]) {
  const r = rng(seed)
  let s = ''
  for (let i = 0; i < n; i++) {
    const x = r.range(area[0], area[2])
    const y = r.range(area[1], area[3])
    const rad = r.range(6, 26) * (H / 500)
    s +=
      ring(x, y, rad, col, Math.max(1.5, rad * 0.12), op(0.7)) +
      circ(x - rad * 0.4, y - rad * 0.4, rad * 0.2, col, op(0.8))
  }
  return s
}
function sparkleField(W, H, seed, n, col = '#fff', area = [0, 0, W, H]) {
  const r = rng(seed)
  const sp = sym(`sp${col}`, MOTIF.sparkle(col))
  let s = ''
  for (let i = 0; i < n; i++)
    s += sp(r.range(area[0], area[2]), r.range(area[1], area[3]), r.range(0.25, 0.7) * (H / 500))
  return s
}
function steam(x, y, s = 1, col = '#fff') {
  return at(
    x,
    y,
    line(
      'M-30 0q-12-16 0-32t0-32t0-30M0-6q-12-16 0-32t0-32t0-30M30 0q-12-16 0-32t0-32',
      col,
      6,
      op(0.7),
    ),
    s,
  )
}

// Field crops, each drawn once and repeated.
function chilliBush() {
  return (
    circ(-16, -20, 20, '#3f8a2e') +
    circ(14, -24, 22, '#4f9a36') +
    circ(0, -38, 20, '#5aa33f') +
    ell(-14, -10, 4, 10, '#d32f2f', ' transform="rotate(20 -14 -10)"') +
    ell(10, -14, 4, 11, '#e53935', ' transform="rotate(-15 10 -14)"') +
    ell(-2, -26, 3.5, 10, '#c62828') +
    ell(22, -30, 3.5, 9, '#d32f2f', ' transform="rotate(30 22 -30)"') +
    ell(-22, -32, 3.5, 9, '#e53935', ' transform="rotate(-30 -22 -32)"')
  )
}
function sunflowerPlant() {
  return (
    line('M0 0V-90', '#4f8a2e', 6) +
    pth('M0-40Q-30-50-40-30Q-20-26 0-40Z', '#5a9e3a') +
    pth('M0-56Q30-66 40-46Q20-42 0-56Z', '#4f8a2e') +
    at(0, -104, MOTIF.sunflower('#f6c324', '#6b3e1a', 26))
  )
}
function paddyTuft(col = '#e0b04a') {
  return (
    line('M0 0L-10-36M0 0L-3-42M0 0L5-40M0 0L12-32', col, 3) +
    ell(-10, -40, 3, 7, '#d49a2a') +
    ell(5, -44, 3, 7, '#d49a2a') +
    ell(12, -36, 3, 6, '#c88d22')
  )
}
function haystack(col = '#e3b35a') {
  return (
    pth('M-60 0Q-56-70 0-96Q56-70 60 0Z', col) +
    pth('M-60 0Q-56-70 0-96Q-20-60-22 0Z', lighten(col, 0.15)) +
    line('M-44-30Q0-40 44-30M-52-10Q0-20 52-10', darken(col, 0.2), 3) +
    line('M0-96V-112', '#8a5a33', 4)
  )
}
function caneStalk(h = 220) {
  let s = line(`M0 0V${-h}`, '#6aa84f', 9)
  for (let y = -30; y > -h; y -= 34) s += line(`M-5 ${y}h10`, '#3f7d2a', 3)
  return (
    s +
    pth(`M0 ${-h + 10}Q-60 ${-h + 20}-80 ${-h + 70}Q-40 ${-h + 30} 0 ${-h + 24}Z`, '#4f9a36') +
    pth(`M0 ${-h + 30}Q60 ${-h + 34} 84 ${-h + 90}Q40 ${-h + 50} 0 ${-h + 44}Z`, '#3f8a2e') +
    pth(`M0 ${-h}Q-10 ${-h - 50} 20 ${-h - 80}Q6 ${-h - 40} 4 ${-h}Z`, '#5aa33f')
  )
}
function palmTree(h = 260, col = '#2e5a2a') {
  let s = line(`M0 0Q14 ${-h * 0.5} 6 ${-h}`, darken(col, 0.1), 14)
  for (const a of [-165, -130, -95, -60, -25, 10]) {
    const rad = (a * Math.PI) / 180
    const ex = Math.cos(rad) * 120
    const ey = Math.sin(rad) * 60 + 40
    s += pth(
      `M6 ${-h}Q${f(6 + ex * 0.5)} ${f(-h + ey * 0.2 - 40)} ${f(6 + ex)} ${f(-h + ey)}Q${f(6 + ex * 0.45)} ${f(-h + ey * 0.4 - 10)} 6 ${-h + 8}Z`,
      col,
    )
  }
  return s
}
function basket(w, fill, base = '#a0683a') {
  return (
    pth(P('M', -w / 2, -w * 0.3, 'Q', 0, -w * 0.62, w / 2, -w * 0.3, 'Z'), fill) +
    pth(P('M', -w / 2, -w * 0.3, 'H', w / 2, 'L', w * 0.4, 0, 'H', -w * 0.4, 'Z'), base) +
    line(
      P('M', -w * 0.46, -w * 0.2, 'H', w * 0.46, 'M', -w * 0.43, -w * 0.1, 'H', w * 0.43),
      darken(base, 0.25),
      2.5,
    ) +
    rr(-w / 2 - 4, -w * 0.34, w + 8, 10, 5, darken(base, 0.1))
  )
}
function bowlOf(w, fill, col = '#8d5a2b') {
  return (
    ell(0, -w * 0.28, w / 2, w * 0.12, fill) +
    pth(
      P('M', -w / 2, -w * 0.28, 'Q', -w * 0.46, 0, 0, 0, 'Q', w * 0.46, 0, w / 2, -w * 0.28, 'Z'),
      col,
    ) +
    line(P('M', -w * 0.36, -w * 0.12, 'Q', 0, -w * 0.02, w * 0.36, -w * 0.12), '#fff', 3, op(0.3))
  )
}
function clothes(x0, x1, y, sag, seed, cols) {
  const r = rng(seed)
  let s = line(
    `M${f(x0)} ${f(y)}Q${f((x0 + x1) / 2)} ${f(y + sag * 2)} ${f(x1)} ${f(y)}`,
    '#6b4325',
    2.5,
  )
  let x = x0 + 40
  let i = 0
  while (x < x1 - 80) {
    const t = (x - x0) / (x1 - x0)
    const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y
    const kind = r.pick(['shirt', 'towel', 'saree', 'shirt'])
    const c = cols[i++ % cols.length]
    if (kind === 'shirt') s += at(x + 40, yy + 44, MOTIF.shirt(c), 1)
    else if (kind === 'towel')
      s += rect(x + 6, yy, 60, 80, c) + rect(x + 6, yy + 62, 60, 8, '#fff', op(0.5))
    else
      s +=
        pth(
          P(
            'M',
            x,
            yy,
            'H',
            x + 90,
            'L',
            x + 84,
            yy + 120,
            'Q',
            x + 45,
            yy + 110,
            x + 6,
            yy + 120,
            'Z',
          ),
          c,
        ) + rect(x, yy + 100, 88, 8, '#f2b01e', op(0.8))
    s += rect(x + 10, yy - 6, 5, 12, '#c9a15a') + rect(x + 60, yy - 6, 5, 12, '#c9a15a')
    x += kind === 'saree' ? 110 : 96
  }
  return s
}
/** A kirana shelf unit filled with mini packs of the brand. */
/**
 * A small, simple pack for shop shelves and snack strips (about 60 × 100, standing on 0):
 * drawn once per product in <defs> and placed with <use>.
 */
function tinyPack(B, slug) {
  const p = B.products.find((q) => q.slug === slug) ?? B.products[0]
  const s = productSpec(B, p)
  const c = s.col
  let body
  const suggi = B.slug === 'suggi' && s.grainCols
  const band = rr(-24, -86, 48, 14, 4, s.pack === 'dry' ? '#d4a73a' : B.color)
  if (['box', 'jaggery', 'incense', 'dhoop', 'soapbox'].includes(s.pack)) {
    body =
      poly(
        [
          [30, -100],
          [40, -106],
          [40, -6],
          [30, 0],
        ],
        darken(c, 0.25),
      ) +
      poly(
        [
          [-30, -100],
          [-20, -106],
          [40, -106],
          [30, -100],
        ],
        lighten(c, 0.2),
      ) +
      rect(-30, -100, 60, 100, c) +
      band
  } else if (s.pack === 'chips') {
    body =
      pth(
        'M-30-92L-26-100L-20-94L-14-100L-8-94L-2-100L4-94L10-100L16-94L22-100L28-94L30-92V-8L26 0L20-6L14 0L8-6L2 0L-4-6L-10 0L-16-6L-22 0L-28-6L-30-8Z',
        c,
      ) +
      rect(-30, -92, 60, 8, darken(c, 0.15)) +
      rect(-30, -16, 60, 8, darken(c, 0.15)) +
      rr(-24, -80, 48, 14, 7, '#2b1500')
  } else {
    body =
      rr(-30, -100, 60, 100, 8, suggi ? (s.pack === 'dry' ? '#1f3d24' : '#f1e4c6') : c) +
      rect(-30, -100, 60, 9, '#000', op(0.12)) +
      band
  }
  const win = suggi
    ? rr(-22, -66, 44, 36, 8, s.grainCols[0]) +
      rr(-22, -66, 44, 36, 8, 'none', ' stroke="#fff" stroke-width="2"')
    : circ(0, -48, 16, '#fff8ee')
  const plate = rr(-24, -24, 48, 12, 4, suggi ? c : '#fff8ee')
  return sym(`tiny${B.slug}${slug}`, body + win + plate + rect(-26, -96, 6, 80, '#fff', op(0.18)))
}

function kiranaShelves(B, slugs, x, y, w, h, rows, seed) {
  const r = rng(seed)
  let s = rect(x, y, w, h, '#f6ead2') + rect(x, y, w, h, '#000', op(0.04))
  const rowH = h / rows
  for (let i = 0; i < rows; i++) {
    const by = y + (i + 1) * rowH - 6
    let px = x + 30
    const k = (rowH * 0.7) / 100
    while (px < x + w - 30 * k - 10) {
      s += tinyPack(B, r.pick(slugs))(px, by, k)
      px += 66 * k
    }
    s += rect(x, by, w, 8, '#8a5a33')
  }
  return (
    s +
    rect(x - 8, y - 8, 10, h + 8, '#8a5a33') +
    rect(x + w - 2, y - 8, 10, h + 8, '#8a5a33') +
    rect(x - 8, y - 10, w + 18, 10, '#6b4325')
  )
}
function stove(w) {
  const flame =
    pth('M-40 0Q-30-20-20 0Q-10-26 0 0Q10-26 20 0Q30-20 40 0Z', '#ff9800') +
    pth('M-24 0Q-16-12-8 0Q0-16 8 0Q16-12 24 0Z', '#ffd54f')
  return (
    rr(-w / 2, -40, w, 40, 8, '#3c4450') +
    rr(-w / 2 + 10, -36, w - 20, 6, 3, '#596273') +
    circ(-w / 2 + 30, -18, 8, '#9aa5b8') +
    circ(w / 2 - 30, -18, 8, '#9aa5b8') +
    at(0, -40, flame)
  )
}
function wallTiles(W, y0, y1, col) {
  return (
    rect(0, y0, W, y1 - y0, col) +
    rect(
      0,
      y0,
      W,
      y1 - y0,
      motifPattern(
        `tile${col}`,
        48,
        `<path d="M0 0H48V48" fill="none" stroke="${darken(col, 0.08)}" stroke-width="3"/>`,
      ),
    )
  )
}

// ------------------------------------------------------------------------------------------ banners

/** Packs standing in a scene: [slug, x fraction, ground y fraction, scale at H = 500, rotation]. */
function packsAt(B, W, H, list) {
  return list
    .map(([slug, fx, fy, k, rot]) => miniPack(B, slug, W * fx, H * fy, k * (H / 500), { rot }))
    .join('')
}
const chilliBushes = (W, H, rows) => {
  const bush = sym('bush', chilliBush())
  let s = ''
  for (const [y, k, step, off] of rows) for (let x = off; x < W + 40; x += step) s += bush(x, y, k)
  return s
}

const BANNER = {
  naati: (B, W, H) =>
    sky(W, H, '#ffb764', '#ffe6c0', H * 0.62) +
    glow(W * 0.3, H * 0.3, H * 0.13, '#ffb03b', '#fff0c0') +
    birds(W * 0.42, H * 0.2, H / 500) +
    hills(0, W, H * 0.56, H * 0.1, 3, 7, '#d99a5a', H) +
    hills(0, W, H * 0.62, H * 0.06, 4, 9, '#b97a44', H) +
    fieldRows(W, H * 0.6, H, '#5e9433', '#4d7f2a', 22, W * 0.35) +
    chilliBushes(W, H, [
      [H * 0.66, 0.45 * (H / 500), 70 * (H / 500), 10],
      [H * 0.76, 0.7 * (H / 500), 110 * (H / 500), 40],
      [H * 0.92, 1.05 * (H / 500), 170 * (H / 500), 0],
    ]) +
    at(
      W * 0.58,
      H * 0.97,
      heap(
        0,
        -H * 0.12,
        H * 0.38,
        H * 0.12,
        '#9e1b1b',
        grains('chilli', ['#d32f2f', '#c62828', '#e53935'], 5),
      ) + basket(H * 0.4, 'none'),
    ) +
    packsAt(B, W, H, [
      ['chilli-powder-100-g', 0.7, 0.97, 0.56],
      ['sambar-masala-100-g', 0.8, 0.97, 0.52],
      ['turmeric-powder-100-g', 0.9, 0.97, 0.56],
    ]),
  suggi: (B, W, H) => {
    const tuft = sym('tuft', paddyTuft())
    let t = ''
    const r = rng(5)
    for (let i = 0; i < 22; i++)
      t += tuft(r.range(0, W * 0.6), H * r.range(0.74, 1.0), (H / 500) * r.range(0.8, 1.3))
    const stack = sym('stack', haystack())
    return (
      sky(W, H, '#ffcf7a', '#fff1d2', H * 0.6) +
      glow(W * 0.5, H * 0.34, H * 0.12, '#ffb93b', '#fff3c8') +
      birds(W * 0.3, H * 0.22, H / 500) +
      hills(0, W, H * 0.56, H * 0.1, 8, 6, '#8fb36a', H) +
      hills(0, W, H * 0.64, H * 0.05, 9, 8, '#74a04f', H) +
      fieldRows(W, H * 0.64, H, '#e3b14a', '#d29a32', 26, W * 0.45) +
      stack(W * 0.08, H * 0.8, H / 500) +
      stack(W * 0.2, H * 0.72, (H / 500) * 0.75) +
      stack(W * 0.3, H * 0.69, (H / 500) * 0.55) +
      t +
      packsAt(B, W, H, [
        ['toor-dal-1-kg', 0.66, 0.98, 0.56],
        ['ragi-1-kg', 0.77, 0.98, 0.56],
        ['sona-masoori-rice-5-kg', 0.9, 0.98, 0.58],
      ])
    )
  },
  suryakash: (B, W, H) => {
    const sf = sym('sf', sunflowerPlant())
    let fl = ''
    const r = rng(7)
    for (const [y, k, step] of [
      [0.72, 0.55, 72],
      [0.84, 0.8, 110],
      [1.02, 1.15, 130],
    ])
      for (let x = r.range(0, 40); x < W + 40; x += step * (H / 500) * r.range(0.9, 1.1))
        fl += sf(x, H * y, k * (H / 500))
    return (
      sky(W, H, '#7cc6ef', '#fff4cf', H * 0.7) +
      glow(W * 0.62, H * 0.3, H * 0.15, '#ffc629', '#fff3c4') +
      cloud(W * 0.1, H * 0.25, H / 500) +
      cloud(W * 0.78, H * 0.18, (H / 500) * 0.7) +
      hills(0, W, H * 0.62, H * 0.08, 11, 6, '#8cc06b', H) +
      rect(0, H * 0.66, W, H * 0.34, '#5b9a3a') +
      fl +
      packsAt(B, W, H, [
        ['refined-sunflower-oil-1-ltr', 0.66, 0.98, 0.58],
        ['refined-sunflower-oil-5-ltr', 0.79, 0.98, 0.56],
        ['refined-sunflower-oil-15-ltr', 0.92, 0.98, 0.56],
      ])
    )
  },
  'glim-detergent': (B, W, H) =>
    sky(W, H, '#7fc3f5', '#e9f6ff') +
    glow(W * 0.1, H * 0.2, H * 0.08, '#ffd23f') +
    cloud(W * 0.32, H * 0.2, H / 500) +
    cloud(W * 0.6, H * 0.12, (H / 500) * 0.8) +
    rect(0, H * 0.62, W, H * 0.38, '#e6c08a') +
    rect(0, H * 0.62, W, 12 * (H / 500), '#c99a5a') +
    rect(0, H * 0.86, W, H * 0.14, '#b98a55') +
    line(
      `M${f(W * 0.02)} ${f(H * 0.18)}V${f(H * 0.9)}M${f(W * 0.58)} ${f(H * 0.18)}V${f(H * 0.9)}`,
      '#8a5a33',
      10 * (H / 500),
    ) +
    at(
      0,
      0,
      clothes(W * 0.02, W * 0.58, H * 0.2, H * 0.05, 3, [
        '#ffffff',
        '#ffd23f',
        '#e53935',
        '#1e88e5',
        '#ffffff',
        '#43a047',
      ]),
      1,
    ) +
    bubbleField(W, H, 4, 26, '#fff', [W * 0.55, H * 0.05, W, H * 0.7]) +
    packsAt(B, W, H, [
      ['detergent-powder-1-kg', 0.7, 0.97, 0.6],
      ['detergent-cake-150-g', 0.83, 0.97, 0.5],
      ['liquid-detergent-1-ltr', 0.93, 0.97, 0.52],
    ]),
  'kick-bite': (B, W, H) => {
    const cx = W * 0.78
    const cy = H * 0.5
    let rays = ''
    for (let i = 0; i < 24; i++) {
      const a0 = (i / 24) * Math.PI * 2
      const a1 = a0 + Math.PI / 24
      rays += `M${f(cx)} ${f(cy)}L${f(cx + Math.cos(a0) * W)} ${f(cy + Math.sin(a0) * W)}L${f(cx + Math.cos(a1) * W)} ${f(cy + Math.sin(a1) * W)}Z`
    }
    const r = rng(9)
    const chip = sym('chipk', MOTIF.chip('#f5c04f'))
    const chip2 = sym('chipr', MOTIF.chip('#e8833a'))
    let cs = ''
    for (let i = 0; i < 16; i++)
      cs += (i % 2 ? chip : chip2)(
        r.range(W * 0.3, W),
        r.range(0, H),
        (H / 500) * r.range(0.5, 1.1),
        r.range(0, 360),
      )
    return (
      rect(0, 0, W, H, '#f5a54a') +
      pth(rays, '#F28C28') +
      rect(
        0,
        0,
        W,
        H,
        motifPattern(
          'halftone',
          22,
          circ(6, 6, 3, '#fff', op(0.25)) + circ(17, 17, 3, '#fff', op(0.25)),
        ),
      ) +
      circ(cx, cy, H * 0.42, '#ffd166', op(0.6)) +
      cs +
      packsAt(B, W, H, [
        ['masala-magic-chips', 0.66, 0.98, 0.5, -8],
        ['classic-salted-chips', 0.76, 0.96, 0.56, 0],
        ['tomato-tangy-chips', 0.86, 0.98, 0.5, 8],
        ['mixture', 0.95, 1.0, 0.46, 10],
      ])
    )
  },
  goldenpalm: (B, W, H) => {
    const pt = sym('palm', palmTree(260, '#4a3418'))
    return (
      sky(W, H, '#f77f4f', '#ffd68a', H * 0.7) +
      glow(W * 0.45, H * 0.55, H * 0.16, '#ffcf5a', '#ffe6a6') +
      birds(W * 0.55, H * 0.2, H / 500, '#6a3a2a') +
      hills(0, W, H * 0.68, H * 0.05, 13, 8, '#c4703f', H) +
      rect(0, H * 0.72, W, H * 0.28, '#8a5226') +
      rect(0, H * 0.72, W, 8, '#a5653a') +
      pt(W * 0.05, H * 0.86, H / 500) +
      pt(W * 0.16, H * 0.8, (H / 500) * 0.8) +
      pt(W * 0.27, H * 0.76, (H / 500) * 0.6) +
      pt(W * 0.58, H * 0.76, (H / 500) * 0.55) +
      pt(W * 0.98, H * 0.9, (H / 500) * 1.1) +
      packsAt(B, W, H, [
        ['palmolein-oil-1-ltr', 0.75, 0.98, 0.62],
        ['palmolein-oil-500-ml', 0.87, 0.98, 0.62],
      ])
    )
  },
  femiluv: (B, W, H) => {
    const fl = sym('flw', MOTIF.flower('#f48fb1', '#fff3c4', 5))
    const fl2 = sym('flw2', MOTIF.flower('#ffffff', '#f9c74f', 6))
    const r = rng(12)
    let s = ''
    for (let i = 0; i < 20; i++)
      s += (i % 3 ? fl : fl2)(
        r.range(0, W),
        r.range(0, H),
        (H / 500) * r.range(0.35, 1),
        r.range(0, 90),
      )
    return (
      sky(W, H, '#fde7f0', '#f8c8da') +
      circ(W * 0.2, H * 0.3, H * 0.5, '#fff', op(0.35)) +
      circ(W * 0.72, H * 0.7, H * 0.6, '#fff', op(0.3)) +
      s +
      ell(W * 0.76, H * 0.97, W * 0.2, H * 0.05, '#e79bb8', op(0.5)) +
      packsAt(B, W, H, [
        ['ultra-soft-xl-pads', 0.7, 0.96, 0.62, -4],
        ['ultra-thin-xxl-pads', 0.84, 0.96, 0.62, 4],
      ])
    )
  },
  mandous: (B, W, H) => {
    const cx = W * 0.62
    let rays = ''
    for (let i = 0; i < 20; i++) {
      const a0 = (i / 20) * Math.PI * 2
      const a1 = a0 + Math.PI / 20
      rays += `M${f(cx)} ${f(H * 0.55)}L${f(cx + Math.cos(a0) * W)} ${f(H * 0.55 + Math.sin(a0) * W)}L${f(cx + Math.cos(a1) * W)} ${f(H * 0.55 + Math.sin(a1) * W)}Z`
    }
    return (
      rect(0, 0, W, H, '#c62828') +
      pth(rays, '#b71c1c') +
      circ(cx, H * 0.55, H * 0.4, '#e53935', op(0.6)) +
      tableTop(W, H * 0.86, H, '#8a5a33') +
      at(cx, H * 0.62, MOTIF.noodles('#ffd23f'), (H / 500) * 2.6) +
      at(W * 0.36, H * 0.9, MOTIF.chilli('#ff7043'), (H / 500) * 0.9, -20) +
      at(W * 0.42, H * 0.92, MOTIF.tomato(), (H / 500) * 0.7) +
      miniPack(B, 'masala-instant-noodles-70-g', W * 0.86, H * 0.97, (H / 500) * 0.6, { rot: -6 })
    )
  },
  trulove: (B, W, H) => trulovePicture(B, W, H, 'both'),
  aramane: (B, W, H) =>
    sky(W, H, '#1a8585', '#bfe6de', H * 0.75) +
    circ(W * 0.34, H * 0.42, H * 0.34, '#fff', op(0.12)) +
    at(W * 0.34, H * 0.7, MOTIF.palace('#e9f6f2'), (H / 500) * 4.2) +
    at(W * 0.12, H * 0.76, MOTIF.palace('#d3ede7'), (H / 500) * 2) +
    rect(0, H * 0.76, W, H * 0.24, '#0c5a5a') +
    rect(0, H * 0.76, W, 8, '#e9c46a') +
    bubbleField(W, H, 14, 30, '#fff', [W * 0.5, 0, W, H * 0.7]) +
    packsAt(B, W, H, [
      ['detergent-powder-1-kg', 0.7, 0.97, 0.58],
      ['detergent-cake-250-g', 0.84, 0.97, 0.46],
      ['detergent-cake-125-g', 0.86, 0.72, 0.4],
    ]),
  chandrika: (B, W, H) => {
    const lf = sym('bigleaf', MOTIF.leaf('#3f8a4a'))
    const lf2 = sym('bigleaf2', MOTIF.leaf('#2e6b3a'))
    let l = ''
    const r = rng(21)
    for (let i = 0; i < 14; i++)
      l += (i % 2 ? lf : lf2)(
        r.range(-40, W * 0.55),
        H * r.range(0.7, 1.05),
        (H / 500) * r.range(1.2, 2.2),
        r.range(-70, 70),
      )
    return (
      sky(W, H, '#17452e', '#7fc394') +
      circ(W * 0.22, H * 0.3, H * 0.2, '#fff6c8', op(0.15)) +
      at(W * 0.22, H * 0.3, MOTIF.moon('#fff6c8'), (H / 500) * 1.8) +
      sparkleField(W, H, 3, 10, '#fff6c8', [0, 0, W, H * 0.5]) +
      l +
      tableTop(W, H * 0.84, H, '#e7d3b0') +
      packsAt(B, W, H, [
        ['neem-bath-soap-100-g', 0.62, 0.95, 0.52],
        ['coconut-hair-oil-200-ml', 0.74, 0.95, 0.6],
        ['sandal-bath-soap-100-g', 0.86, 0.95, 0.52],
        ['turmeric-face-wash-100-ml', 0.96, 0.95, 0.55],
      ])
    )
  },
  'white-hills': (B, W, H) =>
    sky(W, H, '#ffcf9a', '#d8e8f6', H * 0.7) +
    glow(W * 0.3, H * 0.26, H * 0.1, '#ffb347') +
    birds(W * 0.4, H * 0.2, H / 500) +
    hills(0, W, H * 0.55, H * 0.3, 17, 5, '#8fa6c8', H) +
    hills(0, W, H * 0.68, H * 0.2, 18, 6, '#4f6e9c', H) +
    hills(0, W, H * 0.8, H * 0.1, 19, 7, '#1F3A5F', H) +
    at(W * 0.6, H * 0.95, MOTIF.pencil('#f9a825'), (H / 500) * 1.6, 75) +
    at(W * 0.6, H * 0.99, MOTIF.pencil('#e53935'), (H / 500) * 1.5, 88) +
    packsAt(B, W, H, [
      ['long-notebook', 0.69, 0.97, 0.6, -4],
      ['king-size-notebook', 0.79, 0.97, 0.6, 0],
      ['small-notebook', 0.89, 0.97, 0.56, 5],
    ]),
  agardeep: (B, W, H) => {
    const d = sym(
      'diya',
      circ(
        0,
        -40,
        60,
        rg([
          [0, '#ffd36b', 0.6],
          [1, '#ffd36b', 0],
        ]),
      ) + MOTIF.diya('#c0603a'),
    )
    let ds = ''
    for (let x = W * 0.04; x < W * 0.6; x += W * 0.075) ds += d(x, H * 0.93, H / 500)
    let smoke = ''
    for (const [x, k] of [
      [0.15, 1],
      [0.35, 1.3],
      [0.5, 0.9],
    ])
      smoke += at(
        W * x,
        H * 0.5,
        line('M0 0q-30-30 0-60t0-60t-10-60', '#d9c8ee', 4, op(0.5)),
        (H / 500) * k,
      )
    return (
      sky(W, H, '#2a1242', '#5b2a86') +
      circ(W * 0.78, H * 0.6, H * 0.5, '#7a45a8', op(0.35)) +
      smoke +
      rect(0, H * 0.86, W, H * 0.14, '#3a1a55') +
      ds +
      packsAt(B, W, H, [
        ['rose-agarbatti', 0.68, 0.96, 0.5],
        ['sandal-agarbatti', 0.77, 0.96, 0.5],
        ['deepam-lamp-oil-1-ltr', 0.87, 0.96, 0.56],
        ['jasmine-agarbatti', 0.96, 0.96, 0.5],
      ])
    )
  },
  'stay-shine': (B, W, H) => {
    const y0 = H * 0.55
    let g = ''
    for (let i = -12; i <= 12; i++)
      g += `M${f(W * 0.5 + i * W * 0.03)} ${f(y0)}L${f(W * 0.5 + i * W * 0.16)} ${f(H)}`
    for (const t of [0.1, 0.25, 0.45, 0.7]) g += `M0 ${f(y0 + (H - y0) * t)}H${W}`
    return (
      rect(0, 0, W, y0, '#dff5f8') +
      rect(0, y0 - 14 * (H / 500), W, 14 * (H / 500), '#7FD3E0') +
      rect(
        0,
        0,
        W,
        y0,
        motifPattern('wall', 80, rect(0, 0, 80, 80, 'none', ' stroke="#c6ecf1" stroke-width="2"')),
      ) +
      rect(
        0,
        y0,
        W,
        H - y0,
        lg([
          [0, '#bfe9f0'],
          [1, '#f4fcfd'],
        ]),
      ) +
      line(g, '#9fd6df', 2) +
      ell(W * 0.3, H * 0.8, W * 0.2, H * 0.06, '#fff', op(0.6)) +
      sparkleField(W, H, 22, 22, '#fff', [0, y0, W, H]) +
      sparkleField(W, H, 23, 8, '#7FD3E0', [0, 0, W, y0]) +
      packsAt(B, W, H, [
        ['floor-cleaner-1-ltr', 0.63, 0.96, 0.56],
        ['toilet-cleaner-500-ml', 0.73, 0.96, 0.52],
        ['glass-cleaner-500-ml', 0.83, 0.96, 0.54],
        ['phenyl-1-ltr', 0.93, 0.96, 0.52],
      ])
    )
  },
  'glim-dishwash': (B, W, H) => {
    const plate = sym('plate', MOTIF.plate('#c3ccd6'))
    const lemon = sym('lemon', MOTIF.lemon())
    return (
      wallTiles(W, 0, H * 0.74, '#e5f3d3') +
      rect(0, H * 0.74, W, H * 0.26, '#9e7b55') +
      rect(0, H * 0.74, W, 12 * (H / 500), '#c9a57a') +
      plate(W * 0.12, H * 0.56, (H / 500) * 2.2) +
      plate(W * 0.24, H * 0.6, (H / 500) * 1.8) +
      plate(W * 0.34, H * 0.64, (H / 500) * 1.5) +
      at(
        W * 0.44,
        H * 0.8,
        rr(
          -40,
          -120,
          80,
          120,
          14,
          lg(
            [
              [0, '#e9eef2'],
              [0.5, '#b9c3cf'],
              [1, '#eef2f5'],
            ],
            1,
            0,
          ),
        ) + ell(0, -120, 40, 10, '#dfe6ec'),
        H / 500,
      ) +
      lemon(W * 0.5, H * 0.82, H / 500, -20) +
      lemon(W * 0.55, H * 0.85, (H / 500) * 0.8, 20) +
      at(W * 0.6, H * 0.84, MOTIF.lemonSlice(), H / 500) +
      bubbleField(W, H, 31, 24, '#fff', [0, 0, W * 0.6, H * 0.6]) +
      packsAt(B, W, H, [
        ['dishwash-tub-500-g', 0.72, 0.95, 0.5],
        ['dishwash-liquid-500-ml', 0.84, 0.95, 0.56],
        ['dishwash-bar-200-g', 0.95, 0.95, 0.4],
      ])
    )
  },
}

/** TruLove: tea-time table. which: 'both' | 'biscuits' | 'wafers'. */
/** Soft white hearts drifting up in the top of a TruLove picture. */
function floatingHearts(W, y1, seed) {
  const r = rng(seed + 70)
  const h = sym('fheart', MOTIF.heart('#fff'))
  let s = ''
  for (let i = 0; i < 9; i++)
    s += h(
      W * (0.06 + i * 0.11) + r.range(-30, 30),
      r.range(y1 * 0.15, y1 * 0.8),
      r.range(0.25, 0.6),
      r.range(-25, 25),
    )
  return `<g opacity=".22">${s}</g>`
}

function trulovePicture(B, W, H, which, bg) {
  const k = H / 500
  const [c1, c2] = bg ?? (which === 'wafers' ? ['#8E3B7E', '#c25aa8'] : ['#6B3E26', '#a8683e'])
  const ty = H * 0.66
  const dots = rect(
    0,
    0,
    W,
    ty,
    motifPattern(
      `hearts${which}`,
      60,
      at(15, 15, MOTIF.heart('#fff'), 0.12) + at(45, 45, MOTIF.heart('#fff'), 0.08),
    ),
  )
  let s =
    sky(W, H, c1, c2, ty) +
    `<g opacity=".18">${dots}</g>` +
    circ(W * 0.3, H * 0.2, H * 0.5, '#fff', op(0.06)) +
    floatingHearts(W, ty, which.length) +
    tableTop(W, ty, H, which === 'wafers' ? '#e7c7dc' : '#d9a86a')
  const bis = sym('bis', MOTIF.biscuit('#e0a94f'))
  const sb = sym('sb', MOTIF.strawberry())
  if (which !== 'wafers') {
    const x = W * (which === 'both' ? 0.4 : 0.3)
    s +=
      ell(x, H * 0.84, 110 * k, 14 * k, '#000', op(0.12)) +
      at(x, H * 0.76, MOTIF.cup('#fff', '#b5651d'), k * 2.6)
    for (let i = 0; i < 5; i++)
      s += at(
        x + 190 * k,
        H * 0.93 - i * 14 * k,
        ell(0, 0, 44, 12, '#c98a3a') + ell(0, -4, 44, 12, '#e0a94f'),
        k * 1.2,
      )
    s += bis(x + 300 * k, H * 0.84, k * 0.9, 20)
  }
  if (which !== 'biscuits') {
    const x = W * (which === 'both' ? 0.14 : 0.24)
    s +=
      at(x + 80 * k, H * 0.8, MOTIF.wafer('#e8b866', '#f48fb1'), k * 2.2, -8) +
      sb(x - 20 * k, H * 0.84, k * 1.3) +
      sb(x + 230 * k, H * 0.88, k * 1.1, 20)
    if (which === 'wafers')
      s +=
        sb(x - 90 * k, H * 0.9, k, -20) +
        at(x + 360 * k, H * 0.85, MOTIF.wafer('#e8b866', '#6d3a1c'), k * 1.8, 10) +
        sb(x + 470 * k, H * 0.9, k * 0.9)
  }
  const list =
    which === 'biscuits'
      ? [
          ['butter-cookies', 0.62, 0.97, 0.56],
          ['marie-biscuits', 0.76, 0.97, 0.55],
          ['chocolate-cream-biscuits', 0.9, 0.99, 0.55],
        ]
      : which === 'wafers'
        ? [
            ['strawberry-wafers', 0.72, 0.97, 0.6],
            ['chocolate-wafers', 0.88, 0.99, 0.6],
          ]
        : [
            ['butter-cookies', 0.64, 0.97, 0.5],
            ['marie-biscuits', 0.78, 0.97, 0.5],
            ['strawberry-wafers', 0.91, 0.99, 0.5],
          ]
  return s + packsAt(B, W, H, list)
}

function brandBanner(B) {
  return (BANNER[B.slug] ?? BANNER.naati)(B, 1600, 500)
}
function lineBanner(B, ln) {
  return trulovePicture(B, 1600, 500, ln.slug, [ln.color, lighten(ln.color, 0.3)])
}

// Suggi category banners.
const CATEGORY_BANNER = {
  'cereals-and-pulses': (B, W, H) => {
    // A scalloped market awning, as one repeating tile of two flaps.
    const flap = (x, c) => pth(`M${x} 0h80v70q-20 26-40 0q-20 26-40 0z`, c)
    const aw = rect(
      0,
      0,
      W,
      100,
      motifPattern('awning', 160, flap(0, '#f3e7cc') + flap(80, '#2F5D34')),
    )
    const heaps = [
      ['dal', ['#f2c230', '#e8b41f', '#f5cf4a']],
      ['smallRound', ['#5b8c2a', '#4d7a22', '#6a9a35']],
      ['bean', ['#8e2c2c', '#7a2222', '#9c3a33']],
      ['chickpea', ['#ecd2a0', '#e4c68e', '#f0dab0']],
      ['dal', ['#f08a3c', '#e8782e', '#f59a52']],
    ]
    let b = ''
    heaps.forEach(([g, cols], i) => {
      const x = W * (0.08 + i * 0.11)
      const w = W * 0.1
      b += at(
        x,
        H * 0.92,
        heap(0, -w * 0.3, w * 0.9, w * 0.28, darken(cols[0], 0.2), grains(g, cols, i + 3)) +
          basket(w, 'none'),
      )
    })
    return (
      rect(0, 0, W, H, '#f6e3c0') +
      rect(0, H * 0.2, W, H * 0.4, '#e9cd9d') +
      aw +
      rect(0, H * 0.62, W, H * 0.38, '#c2412d') +
      rect(
        0,
        H * 0.62,
        W,
        H * 0.38,
        motifPattern(
          'cloth',
          40,
          circ(10, 10, 4, '#f2c14e', op(0.6)) + circ(30, 30, 4, '#fff', op(0.4)),
        ),
      ) +
      b +
      packsAt(B, W, H, [
        ['toor-dal-1-kg', 0.76, 0.97, 0.58],
        ['rajma-500-g', 0.9, 0.97, 0.58],
      ])
    )
  },
  'rice-and-flours': (B, W, H) =>
    sky(W, H, '#9fd3f0', '#eaf7fd', H * 0.6) +
    glow(W * 0.2, H * 0.22, H * 0.08, '#ffd23f') +
    cloud(W * 0.4, H * 0.2, H / 500) +
    hills(0, W, H * 0.52, H * 0.08, 23, 6, '#7cb35a', H) +
    fieldRows(W, H * 0.56, H, '#6aa84f', '#5a9a40', 30, W * 0.3) +
    rect(
      0,
      H * 0.56,
      W,
      H * 0.44,
      motifPattern('paddy', 36, line('M18 34L12 14M18 34V10M18 34L24 14', '#3f7d2a', 2.5)),
    ) +
    at(W * 0.56, H * 0.95, bowlOf(H * 0.32, '#f8f4ea'), 1) +
    packsAt(B, W, H, [
      ['sona-masoori-rice-5-kg', 0.7, 0.97, 0.56],
      ['idli-rice-5-kg', 0.83, 0.97, 0.56],
      ['rice-flour-1-kg', 0.94, 0.97, 0.5],
    ]),
  sugar: (B, W, H) => {
    const cane = sym('cane', caneStalk())
    let c = ''
    const r = rng(29)
    for (let x = -20; x < W * 0.62; x += 38)
      c += cane(x, H * r.range(0.8, 0.9), (H / 500) * r.range(1.1, 1.5), r.range(-6, 6))
    return (
      sky(W, H, '#a7d8ef', '#f5f9e6', H * 0.7) +
      glow(W * 0.8, H * 0.2, H * 0.08, '#ffd23f') +
      hills(0, W, H * 0.62, H * 0.06, 31, 6, '#8fbf6a', H) +
      c +
      tableTop(W, H * 0.82, H, '#b27c4b') +
      at(W * 0.58, H * 0.9, MOTIF.jaggery(), (H / 500) * 1.6) +
      at(W * 0.68, H * 0.93, bowlOf(H * 0.26, '#ffffff', '#3d7a3a'), 1) +
      at(W * 0.68, H * 0.79, MOTIF.sugarCubes(), (H / 500) * 0.6) +
      packsAt(B, W, H, [
        ['sugar-1-kg', 0.8, 0.96, 0.5],
        ['jaggery-1-kg', 0.93, 0.96, 0.5],
      ])
    )
  },
  spices: (B, W, H) => {
    // The same colours as the packs, so the grain patterns are shared.
    const hp = [
      ['tiny', ['#3b2414', '#503220']],
      ['cumin', ['#8d6e4a', '#a08160']],
      ['pepper', ['#2b2320', '#3f332c']],
      ['chilli', ['#c62828', '#e0403a']],
      ['tamarind', ['#8b5a2b']],
    ]
    let s = ''
    hp.forEach(([g, cols], i) => {
      const x = W * (0.1 + (i % 3) * 0.15 + (i > 2 ? 0.075 : 0))
      const y = H * (i > 2 ? 0.95 : 0.72)
      const w = W * 0.13
      s +=
        ell(x, y, w * 0.55, w * 0.09, '#6b4325', op(0.4)) +
        heap(x, y, w, w * 0.32, darken(cols[0], 0.25), grains(g, cols, i + 40))
    })
    return (
      rect(0, 0, W, H, '#4a2c18') +
      rect(0, 0, W, H, motifPattern('wood', 120, line('M0 30H120M0 90H120', '#5a3620', 6))) +
      rr(W * 0.02, H * 0.45, W * 0.58, H * 0.62, 30, '#b27c4b') +
      rr(W * 0.03, H * 0.48, W * 0.56, H * 0.6, 26, '#c99163') +
      s +
      at(W * 0.63, H * 0.5, MOTIF.leaf('#4f8a2e'), (H / 500) * 1.2, 40) +
      at(W * 0.6, H * 0.6, MOTIF.leaf('#6b8e23'), (H / 500) * 0.9, -30) +
      packsAt(B, W, H, [
        ['mustard-seeds-100-g', 0.8, 0.97, 0.62],
        ['dry-red-chilli-100-g', 0.92, 0.97, 0.62],
      ])
    )
  },
  dryfruits: (B, W, H) => {
    const hp = [
      ['cashew', ['#ecd3a3', '#e2c48a'], '#c9a76a'],
      ['almond', ['#a86b3c', '#b8794a'], '#7a4a26'],
      ['raisin', ['#c98a2e', '#dba042'], '#8a5a18'],
      ['date', ['#6d3a1c', '#80482a'], '#3e1e0c'],
    ]
    let s = ''
    hp.forEach(([g, cols, base], i) => {
      s += heap(W * (0.09 + i * 0.13), H * 0.96, W * 0.15, H * 0.28, base, grains(g, cols, i + 50))
    })
    return (
      sky(W, H, '#2a5230', '#3d6b40', H * 0.8) +
      rect(
        0,
        0,
        W,
        H * 0.8,
        motifPattern('dfp', 90, at(45, 45, MOTIF.leaf('#fff'), 0.3, 30), 0),
        op(0.06),
      ) +
      circ(W * 0.3, H * 0.3, H * 0.4, '#d4a73a', op(0.12)) +
      tableTop(W, H * 0.8, H, '#e8d3a8') +
      s +
      packsAt(B, W, H, [
        ['cashew-100-g', 0.7, 0.97, 0.56, -5],
        ['almonds-100-g', 0.82, 0.97, 0.56],
        ['dates-250-g', 0.94, 0.97, 0.56, 5],
      ])
    )
  },
  'atta-and-flour': (B, W, H) => {
    const wh = sym('wh', MOTIF.wheat('#d9a035'))
    let w = ''
    const r = rng(61)
    for (let x = -10; x < W * 0.6; x += 26)
      w += wh(x, H * r.range(0.78, 0.9), (H / 500) * r.range(1.1, 1.5), r.range(-10, 10))
    let chap = ''
    for (let i = 0; i < 6; i++)
      chap +=
        ell(0, -i * 9, 110, 26, i % 2 ? '#e9c48a' : '#e0b574') +
        circ(-30 + i * 12, -i * 9 - 4, 5, '#b8843e', op(0.6)) +
        circ(34 - i * 9, -i * 9 + 6, 4, '#b8843e', op(0.5))
    return (
      sky(W, H, '#8fd0f0', '#fff3d6', H * 0.7) +
      glow(W * 0.35, H * 0.25, H * 0.09, '#ffc629') +
      hills(0, W, H * 0.6, H * 0.06, 62, 6, '#cfa64a', H) +
      rect(0, H * 0.64, W, H * 0.36, '#e3b752') +
      w +
      tableTop(W, H * 0.86, H, '#b27c4b') +
      at(W * 0.6, H * 0.94, chap, (H / 500) * 0.9) +
      packsAt(B, W, H, [
        ['whole-wheat-atta-5-kg', 0.76, 0.97, 0.58],
        ['maida-1-kg', 0.9, 0.97, 0.52],
      ])
    )
  },
}
function categoryBanner(B, cat) {
  return (CATEGORY_BANNER[cat.slug] ?? CATEGORY_BANNER['cereals-and-pulses'])(B, 1600, 500)
}

// ------------------------------------------------------------------------------------------ posters
// Video posters are 640 × 360 scenes (the page adds the play button); link cards are 600 × 600.

function kitchen(W, H, o = {}) {
  const cy = H * (o.counter ?? 0.72)
  return (
    wallTiles(W, 0, cy, o.wall ?? '#f3ead8') +
    rr(W * 0.06, H * 0.08, W * 0.22, H * 0.34, 6, '#bfe3f5') +
    line(
      P('M', W * 0.17, H * 0.08, 'V', H * 0.42, 'M', W * 0.06, H * 0.25, 'H', W * 0.28),
      '#fff',
      6,
    ) +
    rect(W * 0.05, H * 0.42, W * 0.24, 8, '#b27c4b') +
    rect(0, cy, W, H - cy, '#5d4a3e') +
    rect(0, cy, W, 12, '#7a6455')
  )
}
function shopFront(W, H, B, slugs, seed) {
  const k = H / 360
  let aw = ''
  for (let x = 0; x < W; x += 64)
    aw += pth(
      `M${x} ${f(H * 0.1)}h64v${f(40 * k)}q-16 ${f(18 * k)}-32 0q-16 ${f(18 * k)}-32 0z`,
      (x / 64) % 2 ? B.color : '#fff7e6',
    )
  return (
    rect(0, 0, W, H, '#f4e4c4') +
    rect(0, 0, W, H * 0.1, '#b54b31') +
    aw +
    kiranaShelves(B, slugs, W * 0.08, H * 0.26, W * 0.84, H * 0.5, 2, seed) +
    rect(0, H * 0.78, W, H * 0.22, '#8a5a33') +
    rect(0, H * 0.78, W, 10 * k, '#b27c4b')
  )
}
function bullockCart(s = 1) {
  return at(
    0,
    0,
    // Cart
    rect(40, -120, 150, 50, '#a0683a') +
      line('M40-95H190M60-120V-70M100-120V-70M140-120V-70', '#7a4a26', 4) +
      pth('M36-124Q115-190 194-124Z', '#e3b35a') +
      line('M40-80L-60-76', '#6b4325', 7) +
      circ(130, -52, 46, 'none', ' stroke="#6b4325" stroke-width="9"') +
      line('M130-98V-6M84-52H176M98-85L162-19M162-85L98-19', '#6b4325', 5) +
      circ(130, -52, 9, '#6b4325') +
      // Bullock, with a hump, curved horns and a yoke to the cart
      line('M-60-86L40-82', '#6b4325', 6) +
      line('M-40-86Q-20-70-26-40', '#d9d2c4', 5) +
      rect(-156, -72, 14, 72, '#ddd6c8') +
      rect(-134, -70, 14, 70, '#efe9dd') +
      rect(-84, -70, 14, 70, '#ddd6c8') +
      rect(-62, -72, 14, 72, '#efe9dd') +
      rect(-156, -8, 14, 8, '#5a4a3a') +
      rect(-134, -8, 14, 8, '#5a4a3a') +
      rect(-84, -8, 14, 8, '#5a4a3a') +
      rect(-62, -8, 14, 8, '#5a4a3a') +
      pth('M-170-96Q-170-126-120-124Q-60-128-44-100Q-36-70-60-62H-150Q-172-66-170-96Z', '#efe9dd') +
      circ(-152, -122, 16, '#e3dccf') +
      pth('M-166-104Q-186-118-196-104L-206-70Q-208-58-196-56Q-186-56-184-66L-172-86Z', '#efe9dd') +
      pth('M-206-70Q-208-58-196-56Q-186-56-184-66Z', '#9a8a7a') +
      line('M-190-108Q-206-128-194-146M-176-112Q-170-134-154-140', '#a08060', 5) +
      pth('M-168-84Q-160-60-150-62L-156-86Z', '#ddd6c8') +
      circ(-194, -92, 3, '#333') +
      line('M-46-96Q-30-90-36-60', '#ddd6c8', 4),
    s,
  )
}
function kadai(w, oil = '#f2b928') {
  let b = ''
  for (let i = 0; i < 5; i++)
    b +=
      ell(-w * 0.3 + i * w * 0.15, -w * 0.2 + (i % 2) * 6, w * 0.09, w * 0.05, '#d9932a') +
      ell(-w * 0.3 + i * w * 0.15 - 4, -w * 0.22 + (i % 2) * 6, w * 0.04, w * 0.02, '#f3c262')
  return (
    ell(0, -w * 0.2, w / 2, w * 0.1, oil) +
    b +
    pth(
      P(
        'M',
        -w / 2,
        -w * 0.2,
        'Q',
        -w * 0.45,
        w * 0.1,
        0,
        w * 0.1,
        'Q',
        w * 0.45,
        w * 0.1,
        w / 2,
        -w * 0.2,
        'Z',
      ),
      '#2f2f33',
    ) +
    line(
      P(
        'M',
        -w / 2 - 4,
        -w * 0.2,
        'q',
        -26,
        -6,
        -34,
        10,
        'M',
        w / 2 + 4,
        -w * 0.2,
        'q',
        26,
        -6,
        34,
        10,
      ),
      '#2f2f33',
      8,
    )
  )
}
function idliSteamer(w) {
  let s =
    rr(-w / 2, -w * 0.9, w, w * 0.9, 14, '#c3ccd6') +
    rect(
      -w / 2,
      -w * 0.9,
      w,
      w * 0.9,
      lg(
        [
          [0, '#e3e9ee'],
          [0.5, '#aab5c2'],
          [1, '#e8edf1'],
        ],
        1,
        0,
      ),
    )
  s +=
    pth(P('M', -w / 2 - 6, -w * 0.9, 'Q', 0, -w * 1.2, w / 2 + 6, -w * 0.9, 'Z'), '#b9c3cf') +
    circ(0, -w * 1.08, 8, '#7b858f')
  for (const y of [0.3, 0.6]) s += rect(-w / 2, -w * y, w, 5, '#8f99a5')
  return steam(0, -w * 1.16, w / 160) + s
}
function clothesCourtyard(W, H, seed, cols) {
  return (
    sky(W, H, '#8ecdf7', '#eef8ff', H * 0.6) +
    glow(W * 0.85, H * 0.18, H * 0.07, '#ffd23f') +
    rect(0, H * 0.45, W, H * 0.2, '#e6c08a') +
    rect(0, H * 0.45, W, 10, '#c99a5a') +
    rect(0, H * 0.65, W, H * 0.35, '#d4a870') +
    rect(
      0,
      H * 0.65,
      W,
      H * 0.35,
      motifPattern('flag', 60, rect(0, 0, 60, 60, 'none', ' stroke="#c49660" stroke-width="2"')),
    ) +
    line(
      `M${f(W * 0.04)} ${f(H * 0.12)}V${f(H * 0.7)}M${f(W * 0.96)} ${f(H * 0.12)}V${f(H * 0.7)}`,
      '#8a5a33',
      8,
    ) +
    at(0, 0, clothes(W * 0.04, W * 0.96, H * 0.14, H * 0.04, seed, cols), 1)
  )
}
function flowerBed(W, H, seed, cols) {
  const r = rng(seed)
  let s = ''
  const fl = cols.map((c) => sym(`fb${c}`, MOTIF.flower(c, '#fff3c4', 5)))
  for (let i = 0; i < 18; i++)
    s += r.pick(fl)(r.range(0, W), r.range(0, H), r.range(0.3, 0.8) * (H / 360), r.range(0, 60))
  return s
}

const POSTER = {
  'naati/social/1': (B, W, H) =>
    sky(W, H, '#ffb764', '#ffe6c0', H * 0.5) +
    glow(W * 0.2, H * 0.2, 26, '#ffb03b', '#fff0c0') +
    hills(0, W, H * 0.46, 24, 3, 5, '#c98a4f', H) +
    fieldRows(W, H * 0.5, H, '#5e9433', '#4d7f2a', 14, W * 0.3) +
    chilliBushes(W, H, [
      [H * 0.58, 0.35, 46, 0],
      [H * 0.72, 0.55, 74, 20],
      [H * 0.96, 0.85, 120, 0],
    ]) +
    at(
      W * 0.5,
      H * 0.95,
      heap(0, -40, 150, 46, '#9e1b1b', grains('chilli', ['#c62828', '#e0403a'], 5)) +
        basket(160, 'none'),
    ) +
    miniPack(B, 'chilli-powder-100-g', W * 0.8, H * 0.95, 0.5),
  'naati/social/2': (B, W, H) =>
    kitchen(W, H) +
    at(W * 0.42, H * 0.76, stove(260)) +
    at(W * 0.42, H * 0.64, MOTIF.pot('#8d4a22'), 1.6) +
    steam(W * 0.42, H * 0.34, 0.8) +
    miniPack(B, 'bisibele-bath-masala-100-g', W * 0.78, H * 0.94, 0.48) +
    miniPack(B, 'sambar-masala-100-g', W * 0.14, H * 0.94, 0.4),
  'naati/social/3': (B, W, H) =>
    shopFront(
      W,
      H,
      B,
      [
        'chilli-powder-100-g',
        'turmeric-powder-100-g',
        'sambar-masala-100-g',
        'rasam-powder-100-g',
        'garam-masala-50-g',
        'vangi-bath-masala-100-g',
      ],
      3,
    ) + miniPack(B, 'chilli-powder-100-g', W * 0.5, H * 0.97, 0.36),
  'suggi/social/1': (B, W, H) => {
    const stack = sym('stack', haystack())
    return (
      sky(W, H, '#ffcf7a', '#fff1d2', H * 0.5) +
      glow(W * 0.7, H * 0.2, 24, '#ffb93b', '#fff3c8') +
      hills(0, W, H * 0.46, 20, 8, 5, '#8fb36a', H) +
      fieldRows(W, H * 0.52, H, '#e3b14a', '#d29a32', 16, W * 0.5) +
      stack(W * 0.1, H * 0.6, 0.6) +
      stack(W * 0.9, H * 0.58, 0.5) +
      at(W * 0.42, H * 0.9, bullockCart(0.95)) +
      miniPack(B, 'toor-dal-1-kg', W * 0.74, H * 0.97, 0.38) +
      miniPack(B, 'sona-masoori-rice-5-kg', W * 0.88, H * 0.97, 0.36)
    )
  },
  'suggi/social/2': (B, W, H) =>
    rect(0, 0, W, H, '#f4e4c4') +
    kiranaShelves(
      B,
      [
        'toor-dal-1-kg',
        'moong-dal-1-kg',
        'chana-dal-1-kg',
        'masoor-dal-1-kg',
        'urad-dal-1-kg',
        'rajma-500-g',
      ],
      W * 0.06,
      H * 0.08,
      W * 0.88,
      H * 0.7,
      2,
      7,
    ) +
    rect(0, H * 0.82, W, H * 0.18, '#8a5a33') +
    rect(0, H * 0.82, W, 8, '#b27c4b') +
    at(W * 0.5, H * 0.98, basket(120, 'none')) +
    at(
      W * 0.5,
      H * 0.98,
      heap(0, -36, 110, 30, '#c99a1a', grains('dal', ['#f2c230', '#e8b41f', '#f5cf4a'], 2)),
    ),
  'suggi/social/3': (B, W, H) =>
    kitchen(W, H, { wall: '#e9f1e3' }) +
    at(W * 0.42, H * 0.76, stove(260)) +
    at(W * 0.42, H * 0.64, idliSteamer(150)) +
    miniPack(B, 'idli-rice-5-kg', W * 0.8, H * 0.96, 0.46) +
    at(
      W * 0.12,
      H * 0.9,
      ell(0, 0, 60, 14, '#fff') +
        [-30, 0, 30]
          .map((x) => ell(x, -8, 22, 10, '#fffdf5') + ell(x, -10, 16, 5, '#fff'))
          .join(''),
    ),
  'suryakash/social/1': (B, W, H) => {
    const sf = sym('sf', sunflowerPlant())
    let fl = ''
    for (const [y, k, step] of [
      [0.62, 0.4, 52],
      [0.78, 0.6, 76],
      [1.02, 0.95, 110],
    ])
      for (let x = 10; x < W + 40; x += step) fl += sf(x + (y > 0.9 ? 30 : 0), H * y, k)
    return (
      sky(W, H, '#ffb870', '#ffeecb', H * 0.6) +
      glow(W * 0.5, H * 0.42, 34, '#ffc629', '#fff3c4') +
      hills(0, W, H * 0.55, 18, 11, 5, '#8cc06b', H) +
      rect(0, H * 0.58, W, H * 0.42, '#5b9a3a') +
      fl +
      miniPack(B, 'refined-sunflower-oil-1-ltr', W * 0.8, H * 0.97, 0.5)
    )
  },
  'suryakash/social/2': (B, W, H) =>
    kitchen(W, H, { wall: '#fbeed2' }) +
    at(W * 0.42, H * 0.76, stove(280)) +
    at(W * 0.42, H * 0.7, kadai(220)) +
    steam(W * 0.42, H * 0.46, 0.5) +
    miniPack(B, 'refined-sunflower-oil-1-ltr', W * 0.8, H * 0.96, 0.5) +
    at(W * 0.12, H * 0.92, bowlOf(100, '#e0a24a', '#fff')),
  'glim-detergent/social/1': (B, W, H) =>
    clothesCourtyard(W, H, 5, ['#ffffff', '#ffffff', '#e9f2fb', '#ffffff']) +
    bubbleField(W, H, 8, 12, '#fff', [W * 0.5, H * 0.4, W, H]) +
    miniPack(B, 'detergent-powder-1-kg', W * 0.8, H * 0.97, 0.46),
  'glim-detergent/social/2': (B, W, H) =>
    sky(W, H, '#1e6fcf', '#8fc7f7') +
    circ(W * 0.5, H * 0.55, H * 0.42, '#fff', op(0.15)) +
    bubbleField(W, H, 12, 26, '#fff') +
    miniPack(B, 'detergent-powder-500-g', W * 0.5, H * 0.94, 0.55) +
    miniPack(B, 'detergent-cake-150-g', W * 0.78, H * 0.94, 0.38),
  'kick-bite/social/1': (B, W, H) => {
    let rays = ''
    for (let i = 0; i < 20; i++) {
      const a0 = (i / 20) * Math.PI * 2
      const a1 = a0 + Math.PI / 20
      rays += `M${f(W / 2)} ${f(H / 2)}L${f(W / 2 + Math.cos(a0) * W)} ${f(H / 2 + Math.sin(a0) * W)}L${f(W / 2 + Math.cos(a1) * W)} ${f(H / 2 + Math.sin(a1) * W)}Z`
    }
    const chip = sym('chipk', MOTIF.chip('#f5c04f'))
    const r = rng(4)
    let cs = ''
    for (let i = 0; i < 14; i++) {
      const a = r.range(-2.6, -0.5)
      const d = r.range(90, 250)
      cs += chip(
        W * 0.5 + Math.cos(a) * d,
        H * 0.5 + Math.sin(a) * d,
        r.range(0.5, 0.9),
        r.range(0, 360),
      )
    }
    return (
      rect(0, 0, W, H, '#f5a54a') +
      pth(rays, '#F28C28') +
      cs +
      miniPack(B, 'masala-magic-chips', W * 0.5, H * 1.02, 0.62, { rot: -10 })
    )
  },
  'kick-bite/social/2': (B, W, H) => {
    let strips = ''
    const slugs = [
      'classic-salted-chips',
      'masala-magic-chips',
      'tomato-tangy-chips',
      'cream-and-onion-chips',
      'corn-puffs',
    ]
    slugs.forEach((sl, i) => {
      for (let j = 0; j < 4; j++)
        strips += tinyPack(B, sl)(W * (0.12 + i * 0.19), H * (0.22 + j * 0.145), 0.5)
      strips += line(`M${f(W * (0.12 + i * 0.19))} ${f(H * 0.06)}V${f(H * 0.12)}`, '#6b4325', 3)
    })
    return (
      rect(0, 0, W, H, '#f4e4c4') +
      rect(0, 0, W, H * 0.06, '#8a5a33') +
      strips +
      rect(0, H * 0.8, W, H * 0.2, '#a0683a') +
      rect(0, H * 0.8, W, 10, '#c99a5a') +
      at(
        W * 0.85,
        H * 0.86,
        rr(-50, -60, 100, 60, 10, '#bfe3f5', op(0.7)) +
          rr(-50, -60, 100, 60, 10, 'none', ' stroke="#8a5a33" stroke-width="4"'),
      )
    )
  },
  'goldenpalm/social/1': (B, W, H) => {
    const pt = sym('palm', palmTree(260, '#4a3418'))
    return (
      sky(W, H, '#f77f4f', '#ffd68a', H * 0.68) +
      glow(W * 0.5, H * 0.56, 40, '#ffcf5a', '#ffe6a6') +
      rect(0, H * 0.68, W, H * 0.32, '#8a5226') +
      pt(W * 0.08, H * 0.9, 0.9) +
      pt(W * 0.24, H * 0.78, 0.6) +
      pt(W * 0.94, H * 0.84, 0.75) +
      miniPack(B, 'palmolein-oil-1-ltr', W * 0.66, H * 0.97, 0.52)
    )
  },
  'femiluv/social/1': (B, W, H) =>
    sky(W, H, '#fde7f0', '#f8c8da') +
    flowerBed(W, H, 6, ['#f48fb1', '#f8bbd0', '#fff', '#e0609a']) +
    ell(W * 0.5, H * 0.95, 140, 14, '#d97aa0', op(0.3)) +
    miniPack(B, 'ultra-soft-xl-pads', W * 0.5, H * 0.94, 0.6),
  'mandous/social/1': (B, W, H) =>
    kitchen(W, H, { wall: '#fde3d6' }) +
    at(W * 0.4, H * 0.76, stove(280)) +
    at(W * 0.4, H * 0.7, kadai(210, '#f6d06b')) +
    at(
      W * 0.4,
      H * 0.6,
      line('M-70 0q12-10 24 0t24 0t24 0t24 0t24 0M-60 8q12-10 24 0t24 0t24 0t24 0', '#e0a83a', 4),
    ) +
    steam(W * 0.4, H * 0.44, 0.5) +
    miniPack(B, 'masala-instant-noodles-70-g', W * 0.8, H * 0.96, 0.42, { rot: -8 }),
  'aramane/social/1': (B, W, H) =>
    clothesCourtyard(W, H, 9, ['#ffffff', '#1e88e5', '#c2185b', '#2f8f5b', '#f2b01e']) +
    at(
      W * 0.16,
      H * 0.96,
      rr(-70, -50, 140, 50, 8, '#9aa5b8') + rect(-70, -50, 140, 10, '#b9c3cf'),
    ) +
    miniPack(B, 'detergent-cake-250-g', W * 0.16, H * 0.86, 0.3) +
    miniPack(B, 'detergent-powder-1-kg', W * 0.82, H * 0.97, 0.46),
  'chandrika/social/1': (B, W, H) => {
    const leaf = sym('nleaf', MOTIF.leaf('#4f9a3a'))
    let tree = line(`M${f(W * 0.22)} ${f(H * 0.8)}V${f(H * 0.35)}`, '#7a5230', 16)
    const r = rng(3)
    for (let i = 0; i < 26; i++)
      tree += leaf(
        W * 0.22 + r.range(-110, 110),
        H * 0.3 + r.range(-80, 70),
        r.range(0.3, 0.5),
        r.range(0, 360),
      )
    return (
      sky(W, H, '#cdebd5', '#f4fbf5', H * 0.8) +
      circ(W * 0.22, H * 0.28, 110, '#3f8a4a') +
      tree +
      rect(0, H * 0.8, W, H * 0.2, '#b9a07a') +
      at(
        W * 0.52,
        H * 0.86,
        rr(-50, -70, 100, 70, 6, '#c2572f') +
          rect(-56, -80, 112, 14, '#d9724a') +
          at(
            0,
            -86,
            line('M0 0V-60', '#3f7d2a', 4) +
              [
                [-20, -20],
                [18, -32],
                [-14, -46],
                [10, -56],
              ]
                .map(([x, y]) => leaf(x, y, 0.24, x < 0 ? -50 : 50))
                .join(''),
          ),
      ) +
      miniPack(B, 'neem-bath-soap-100-g', W * 0.82, H * 0.94, 0.4)
    )
  },
  'chandrika/social/2': (B, W, H) =>
    sky(W, H, '#a7d8b4', '#eaf7ee') +
    bubbleField(W, H, 33, 20, '#fff') +
    tableTop(W, H * 0.82, H, '#e7d3b0') +
    miniPack(B, 'sandal-bath-soap-100-g', W * 0.34, H * 0.92, 0.38) +
    miniPack(B, 'coconut-hair-oil-200-ml', W * 0.66, H * 0.92, 0.5),
  'white-hills/social/1': (B, W, H) =>
    rect(0, 0, W, H, '#dfe8f2') +
    rr(W * 0.6, H * 0.08, W * 0.3, H * 0.38, 6, '#bfe3f5') +
    hills(W * 0.6, W * 0.9, H * 0.44, 30, 5, 3, '#8fa6c8', H * 0.46) +
    rect(W * 0.6, H * 0.08, W * 0.3, H * 0.38, 'none', ' stroke="#8a5a33" stroke-width="8"') +
    rect(0, H * 0.7, W, 18, '#a0683a') +
    rect(0, H * 0.7 + 18, W, H, '#8a5a33') +
    rect(W * 0.08, H * 0.7, 16, H * 0.3, '#6b4325') +
    rect(W * 0.88, H * 0.7, 16, H * 0.3, '#6b4325') +
    miniPack(B, 'king-size-notebook', W * 0.28, H * 0.7, 0.42) +
    miniPack(B, 'long-notebook', W * 0.44, H * 0.7, 0.4, { rot: 4 }) +
    at(
      W * 0.8,
      H * 0.7,
      line('M-12-60L-20-120M0-60V-128M12-60L22-116', '#f9a825', 8) +
        line('M-20-120l-2-8M0-128v-8M22-116l3-8', '#333', 4) +
        rr(-30, -70, 60, 70, 10, '#1F3A5F') +
        rect(-30, -50, 60, 10, '#f6c324'),
    ) +
    at(W * 0.66, H * 0.68, MOTIF.pencil('#f9a825'), 0.9, 80) +
    at(W * 0.7, H * 0.7, MOTIF.pencil('#e53935'), 0.9, 95),
  'agardeep/social/1': (B, W, H) => {
    let mats = ''
    for (let i = 0; i < 3; i++) {
      const y = H * (0.68 + i * 0.1)
      mats +=
        rect(W * 0.06, y - 10, W * 0.6, 22, '#d9b98a') +
        line(
          Array.from(
            { length: 26 },
            (_, j) => `M${f(W * 0.08 + j * W * 0.022)} ${f(y + 8)}l${f(W * 0.02)}-22`,
          ).join(''),
          '#6d4c41',
          3,
        )
    }
    return (
      sky(W, H, '#8ecdf7', '#fff1d2', H * 0.5) +
      glow(W * 0.8, H * 0.2, 30, '#ffd23f') +
      rect(0, H * 0.4, W, H * 0.2, '#e6c08a') +
      rect(0, H * 0.4, W, 8, '#b5532f') +
      rect(0, H * 0.6, W, H * 0.4, '#cfa77a') +
      mats +
      miniPack(B, 'sandal-agarbatti', W * 0.84, H * 0.97, 0.46)
    )
  },
  'agardeep/social/2': (B, W, H) => {
    const d = sym(
      'diya',
      circ(
        0,
        -40,
        60,
        rg([
          [0, '#ffd36b', 0.6],
          [1, '#ffd36b', 0],
        ]),
      ) + MOTIF.diya('#c0603a'),
    )
    let ds = ''
    for (let row = 0; row < 3; row++)
      for (let x = 40 + row * 20; x < W * 0.66; x += 70)
        ds += d(x, H * (0.58 + row * 0.17), 0.5 + row * 0.12)
    return (
      sky(W, H, '#2a1242', '#5b2a86') +
      ds +
      miniPack(B, 'deepam-lamp-oil-1-ltr', W * 0.82, H * 0.96, 0.5)
    )
  },
  'agardeep/social/3': (B, W, H) =>
    sky(W, H, '#6b3a8e', '#c99ad8') +
    rect(W * 0.1, H * 0.62, W * 0.8, 16, '#8a5a33') +
    rect(W * 0.12, H * 0.62 + 16, W * 0.76, 10, '#6b4325') +
    at(W * 0.3, H * 0.62, MOTIF.diya('#d9a33a'), 0.9) +
    at(
      W * 0.42,
      H * 0.62,
      rr(-10, -14, 20, 14, 4, '#d9a33a') +
        line('M0-14L4-110', '#6d4c41', 3) +
        line('M4-112q-14-14 0-28t2-26t-8-24', '#fff', 3, op(0.8)),
    ) +
    line(`M0 ${f(H * 0.04)}Q${f(W / 2)} ${f(H * 0.2)} ${W} ${f(H * 0.04)}`, '#3f7d2a', 3) +
    Array.from({ length: 21 }, (_, i) => {
      const t = i / 20
      return circ(
        W * t,
        (1 - t) * (1 - t) * H * 0.04 + 2 * (1 - t) * t * H * 0.2 + t * t * H * 0.04 + 6,
        9,
        i % 2 ? '#f08a12' : '#f7c21a',
      )
    }).join('') +
    miniPack(B, 'rose-agarbatti', W * 0.66, H * 0.62, 0.34, { shadow: false }) +
    rect(0, H * 0.8, W, H * 0.2, '#4a2a5e'),
  'stay-shine/social/1': (B, W, H) => {
    const y0 = H * 0.45
    let g = ''
    for (let i = -10; i <= 10; i++)
      g += `M${f(W * 0.5 + i * W * 0.04)} ${f(y0)}L${f(W * 0.5 + i * W * 0.18)} ${f(H)}`
    for (const t of [0.12, 0.3, 0.55, 0.85]) g += `M0 ${f(y0 + (H - y0) * t)}H${W}`
    return (
      rect(0, 0, W, y0, '#dff5f8') +
      rect(
        0,
        y0,
        W,
        H - y0,
        lg([
          [0, '#bfe9f0'],
          [1, '#f4fcfd'],
        ]),
      ) +
      line(g, '#9fd6df', 2) +
      ell(W * 0.35, H * 0.75, 160, 26, '#fff', op(0.6)) +
      sparkleField(W, H, 5, 16, '#fff', [0, y0, W, H]) +
      miniPack(B, 'floor-cleaner-1-ltr', W * 0.66, H * 0.9, 0.46) +
      miniPack(B, 'glass-cleaner-500-ml', W * 0.84, H * 0.9, 0.42)
    )
  },
  'glim-dishwash/social/1': (B, W, H) => {
    const plate = sym('plate', MOTIF.plate('#c3ccd6'))
    return (
      wallTiles(W, 0, H * 0.72, '#e5f3d3') +
      rect(0, H * 0.72, W, H * 0.28, '#9e7b55') +
      rect(0, H * 0.72, W, 10, '#c9a57a') +
      plate(W * 0.16, H * 0.5, 1.6) +
      plate(W * 0.3, H * 0.56, 1.2) +
      at(
        W * 0.42,
        H * 0.8,
        rr(
          -34,
          -100,
          68,
          100,
          12,
          lg(
            [
              [0, '#e9eef2'],
              [0.5, '#b9c3cf'],
              [1, '#eef2f5'],
            ],
            1,
            0,
          ),
        ) + ell(0, -100, 34, 8, '#dfe6ec'),
      ) +
      at(W * 0.54, H * 0.84, MOTIF.lemon(), 0.7, -15) +
      at(W * 0.6, H * 0.88, MOTIF.lemonSlice(), 0.6) +
      bubbleField(W, H, 9, 14, '#fff', [0, 0, W * 0.6, H * 0.5]) +
      miniPack(B, 'dishwash-liquid-500-ml', W * 0.8, H * 0.94, 0.5)
    )
  },
}

function videoPoster(B, so) {
  const key = so.image.replace(/^brands\//, '').replace(/\.svg$/, '')
  const draw = POSTER[key]
  if (!draw) WARN.push(`no poster design for ${key}, drawing a plain one`)
  return (
    draw ??
    ((B, W, H) =>
      sky(W, H, B.color, lighten(B.color, 0.4)) +
      miniPack(B, B.products[0].slug, W / 2, H * 0.95, 0.5))
  )(B, 640, 360)
}

const CARD = {
  1: (B, W, H) =>
    sky(W, H, '#fbe3c8', '#f5c99a') +
    circ(W * 0.5, H * 0.42, 220, '#fff', op(0.3)) +
    tableTop(W, H * 0.7, H, '#c98f55') +
    ell(W * 0.32, H * 0.78, 120, 18, '#000', op(0.12)) +
    at(W * 0.32, H * 0.71, MOTIF.cup('#fff', '#b5651d'), 2.4) +
    [0, 1, 2, 3, 4]
      .map((i) =>
        at(
          W * 0.8,
          H * 0.8 - i * 14,
          ell(0, 0, 44, 12, '#c98a3a') + ell(0, -4, 44, 12, '#e0a94f'),
          1.3,
        ),
      )
      .join('') +
    at(W * 0.12, H * 0.9, MOTIF.biscuit('#e0a94f'), 0.8, 15) +
    miniPack(B, 'marie-biscuits', W * 0.56, H * 0.99, 0.5, { rot: -4 }),
  2: (B, W, H) => {
    let bulbs = line(`M0 ${f(H * 0.1)}Q${f(W / 2)} ${f(H * 0.3)} ${W} ${f(H * 0.1)}`, '#5a3a2a', 3)
    for (let i = 1; i < 10; i++) {
      const t = i / 10
      const y = (1 - t) * (1 - t) * H * 0.1 + 2 * (1 - t) * t * H * 0.3 + t * t * H * 0.1
      bulbs +=
        circ(W * t, y + 16, 22, ['#ffd23f', '#ff8a65', '#81d4fa', '#ce93d8'][i % 4], op(0.25)) +
        ell(W * t, y + 16, 8, 12, ['#ffd23f', '#ff8a65', '#81d4fa', '#ce93d8'][i % 4])
    }
    return (
      sky(W, H, '#3b1f4a', '#7b3f6a') +
      bulbs +
      tableTop(W, H * 0.7, H, '#a86b3c') +
      miniPack(B, 'butter-cookies', W * 0.55, H * 0.95, 0.7) +
      [0, 1, 2]
        .map((i) =>
          at(W * (0.14 + i * 0.09), H * 0.9 - (i % 2) * 20, MOTIF.biscuit('#e8b45a'), 0.9),
        )
        .join('')
    )
  },
  3: (B, W, H) => {
    const sb = sym('sb', MOTIF.strawberry())
    return (
      sky(W, H, '#ffd6e4', '#f48fb1') +
      circ(W * 0.5, H * 0.42, 220, '#fff', op(0.3)) +
      tableTop(W, H * 0.72, H, '#f3d5e2') +
      sb(W * 0.16, H * 0.84, 1.3) +
      sb(W * 0.84, H * 0.86, 1.1, 20) +
      sb(W * 0.74, H * 0.94, 0.9, -20) +
      at(W * 0.26, H * 0.94, MOTIF.wafer('#e8b866', '#f48fb1'), 1.2, -10) +
      miniPack(B, 'strawberry-wafers', W * 0.52, H * 0.86, 0.7, { rot: -6 })
    )
  },
  4: (B, W, H) =>
    sky(W, H, '#bfe3f5', '#e9f6fd') +
    rr(W * 0.62, H * 0.1, W * 0.3, H * 0.3, 6, '#fff', op(0.6)) +
    tableTop(W, H * 0.62, H, '#d9a86a') +
    at(
      W * 0.36,
      H * 0.86,
      ell(0, 4, 170, 14, '#000', op(0.12)) +
        rr(-150, -250, 300, 150, 26, '#c62828') +
        rr(-136, -238, 272, 126, 20, '#ef5350') +
        rr(-150, -110, 300, 110, 24, '#e53935') +
        rr(-138, -100, 276, 88, 18, '#fff3e0') +
        rr(-130, -94, 130, 76, 12, '#f3e5f5') +
        at(-66, -58, MOTIF.wafer('#e8b866', '#6d3a1c'), 1.05, -6) +
        rr(8, -94, 122, 76, 12, '#e8f5e9') +
        circ(40, -58, 20, '#ef5350') +
        circ(44, -62, 6, '#fff', op(0.4)) +
        circ(86, -52, 16, '#8bc34a') +
        circ(104, -70, 12, '#8bc34a'),
    ) +
    at(W * 0.8, H * 0.7, MOTIF.pencil('#f9a825'), 1, 70) +
    miniPack(B, 'chocolate-wafers', W * 0.7, H * 0.99, 0.5, { rot: 4 }),
}
function socialCard(B, so, i) {
  const n = Number((so.image.match(/(\d+)\.svg$/) ?? [])[1] ?? i + 1)
  return (CARD[n] ?? CARD[1])(B, 600, 600)
}

// ------------------------------------------------------------------------------------------ sections

function sectionImage(B, src) {
  const W = 800
  const H = 600
  const name = src.split('/').pop().replace('.svg', '')
  if (name === 'award') {
    const ribbon = (y) =>
      pth(`M110 ${y}H690L660 ${y + 40}L690 ${y + 80}H110L140 ${y + 40}Z`, '#c62828') +
      pth(`M150 ${y - 10}H650V${y + 70}H150Z`, '#e53935')
    return (
      sky(W, H, '#fff4d6', '#f6c324') +
      circ(400, 250, 230, '#fff', op(0.35)) +
      sparkleField(W, H, 3, 14, '#fff', [0, 0, W, H * 0.6]) +
      at(400, 262, laurelWreath(), 1.75) +
      at(400, 318, MOTIF.trophy('#f2b01e'), 3) +
      at(400, 232, MOTIF.sunflower('#fff6c8', '#c98a12', 18)) +
      ribbon(440) +
      label(400, 480, 'EMERGING BRAND OF THE YEAR', 470, '#fff', { max: 30, min: 18 }) +
      label(400, 568, '2024', 200, '#3B2A05', { max: 44 })
    )
  }
  if (name === 'broom-stick') {
    let bristles = ''
    for (let i = -14; i <= 14; i++) bristles += `M${f(i * 3)} 0L${f(i * 9)} 200`
    return (
      sky(W, H, '#dff5f8', '#bfe9f0') +
      rect(0, H * 0.78, W, H * 0.22, '#e8f7fa') +
      line(`M0 ${f(H * 0.78)}H${W}`, '#9fd6df', 3) +
      sparkleField(W, H, 9, 10, '#fff') +
      at(
        360,
        520,
        ell(0, 10, 150, 16, '#000', op(0.12)) +
          at(
            0,
            0,
            line('M0-440V-190', '#1e88e5', 26) +
              rr(-16, -460, 32, 30, 10, '#0d47a1') +
              rr(-34, -200, 68, 40, 8, '#1565c0') +
              line('M-30-186H30M-30-172H30', '#fff', 3, op(0.5)) +
              at(
                0,
                -160,
                pth('M-40 0H40L110 150Q0 170-110 150Z', '#d7b46a') +
                  line(bristles, '#b8914a', 2.5) +
                  pth('M-40 0H40L48 20H-48Z', '#c9a24e'),
                1,
              ),
            1,
            -12,
          ),
      ) +
      at(
        580,
        520,
        ell(0, 10, 110, 12, '#000', op(0.12)) +
          pth('M-100 0L-80-70H80L100 0Z', '#7FD3E0') +
          rr(-100, -6, 200, 12, 6, '#4fb3c4') +
          line('M60-70L120-170', '#06343C', 14) +
          line('M-60-52H60', '#fff', 3, op(0.4)),
      )
    )
  }
  if (name === 'detail-1') {
    let lines = ''
    for (let y = 150; y < 500; y += 26) lines += `M130 ${y}H385M415 ${y}H670`
    return (
      rect(0, 0, W, H, '#d9a86a') +
      rect(0, 0, W, H, motifPattern('desk', 160, line('M0 40H160M0 120H160', '#c99258', 6))) +
      pth(
        'M100 110Q250 90 400 120Q550 90 700 110V530Q550 510 400 540Q250 510 100 530Z',
        '#000',
        op(0.15),
      ) +
      pth('M110 100Q250 80 400 110V530Q250 500 110 520Z', '#fffdf7') +
      pth('M400 110Q550 80 690 100V520Q550 500 400 530Z', '#fbf8f0') +
      line(lines, '#b9cde6', 2) +
      line('M150 130V515', '#f2a0a0', 2) +
      rect(396, 110, 8, 420, '#e6dfcf') +
      at(
        560,
        400,
        line('M0 0L40-60', '#1F3A5F', 3) +
          pth('M-60 20C-30-20 10 10 40-20', 'none', ' stroke="#1F3A5F" stroke-width="3"'),
        1,
      ) +
      at(630, 300, MOTIF.pencil('#f9a825'), 2.4, 35)
    )
  }
  // detail-2: a stack of notebooks, spines to the front.
  const cols = ['#1F3A5F', '#2e6b4f', '#b23a48', '#1F3A5F', '#e0a21b', '#2e6b4f']
  let stack = ''
  cols.forEach((c, i) => {
    const y = 500 - i * 58
    const x = 160 + (i % 2 ? 16 : -10)
    stack +=
      rr(x, y - 52, 480, 52, 6, c) +
      rect(x + 480 - 20, y - 50, 18, 48, '#f4efe4') +
      line(`M${x + 464} ${y - 44}V${y - 6}`, '#d9d2c2', 2) +
      line(`M${x + 20} ${y - 26}H${x + 440}`, '#fff', 3, ' stroke-dasharray="14 10"' + op(0.8)) +
      rr(x + 190, y - 42, 100, 32, 5, '#fff', op(0.9)) +
      at(x + 240, y - 26, MOTIF.hills(c, lighten(c, 0.4)), 0.28)
  })
  return (
    sky(W, H, '#e6eef7', '#c9d8ea') +
    rect(0, 500, W, 100, '#a0683a') +
    rect(0, 500, W, 12, '#c99a5a') +
    ell(400, 506, 300, 14, '#000', op(0.15)) +
    stack +
    at(650, 500, MOTIF.pencil('#e53935'), 1.6, 86)
  )
}
/** Two laurel branches rising from the bottom in a U, radius 100. */
function laurelWreath() {
  let l = ''
  for (let t = 0; t < 10; t++) {
    const a = ((100 + t * 14) * Math.PI) / 180
    const [x, y] = [Math.cos(a) * 100, Math.sin(a) * 100]
    const rot = 100 + t * 14 + 90 + 30
    for (const m of [1, -1])
      l += ell(
        m * x,
        y,
        9,
        20,
        t % 2 ? '#5f8a2a' : '#6b9a30',
        ` transform="rotate(${f(m * rot)} ${f(m * x)} ${f(y)})"`,
      )
  }
  return line('M-18 98Q-96 70-100-12M18 98Q96 70 100-12', '#4e7a22', 4) + l
}

// ------------------------------------------------------------------------------------------ icons

const ICON = {
  'cereals-and-pulses': () =>
    at(0, 26, bowlOf(120, '#f2c230', '#8d5a2b')) +
    [
      [-30, -12],
      [-10, -16],
      [12, -14],
      [30, -10],
      [-20, -6],
      [2, -8],
      [22, -4],
    ]
      .map(([x, y]) => circ(x, y + 4, 7, '#f5cf4a') + circ(x - 2, y + 2, 2, '#fff3b0'))
      .join('') +
    at(40, -40, MOTIF.wheat('#d9a035'), 0.5, 20),
  'rice-and-flours': () =>
    at(0, 10, MOTIF.rice(), 1.2) + at(-44, -36, MOTIF.wheat('#d9a035'), 0.45, -25),
  sugar: () => at(-20, 14, MOTIF.sugarCubes(), 0.8) + at(26, 10, MOTIF.jaggery(), 0.7),
  spices: () =>
    at(-16, 6, MOTIF.chilli('#d32f2f'), 0.9, -10) +
    at(28, 24, MOTIF.pepper(), 0.45) +
    at(26, -30, MOTIF.starAnise(), 0.45),
  dryfruits: () =>
    at(-22, 4, MOTIF.cashew('#ecd3a3'), 0.9) +
    at(26, -10, MOTIF.almond('#a86b3c'), 0.75, 30) +
    at(18, 30, MOTIF.raisin(), 0.45),
  'atta-and-flour': () =>
    pth('M-50-44Q-44-54-34-50H22Q32-54 36-44L40 46Q40 54 32 54H-44Q-52 54-52 46Z', '#d9bb7f') +
    pth('M-50-44Q-44-54-34-50H22Q32-54 36-44L38-30H-50Z', '#c9a765') +
    line('M-44-40H30', '#8a6a3a', 2.5, ' stroke-dasharray="4 4"') +
    rect(-51, -8, 90, 24, '#2F5D34') +
    at(-6, 4, MOTIF.sheaf('#f2c14e', '#c0392b'), 0.24) +
    at(44, 6, MOTIF.wheat('#d9a035'), 0.75, 14) +
    heap(-8, 66, 64, 22, '#fffdf7', null) +
    pth('M-40 66Q-30 46-8 44Q14 46 24 66', 'none', ' stroke="#cdb88f" stroke-width="2.5"'),
  trulove: () =>
    at(-6, 8, MOTIF.biscuit('#e0a94f'), 0.95) + at(34, -30, MOTIF.heart('#e53950'), 0.4),
}
function categoryIcon(B, cat) {
  const draw = ICON[cat.slug]
  if (!draw) WARN.push(`no icon design for ${cat.slug}`)
  return (
    circ(100, 100, 92, '#f3ead0') +
    ring(100, 100, 86, '#2F5D34', 3, ' stroke-dasharray="2 7"') +
    at(100, 100, (draw ?? (() => MOTIF.sheaf()))(), 1)
  )
}

// ------------------------------------------------------------------------------------------ main

function buildJobs() {
  const { brands, allPaths } = readCatalogue()
  const jobs = new Map()
  const add = (p, w, h, draw, web = false) => jobs.set(p, { w, h, draw, web })
  for (const br of brands) {
    const B = { ...br, ...(BRAND_ART[br.slug] ?? { packName: br.name, emblem: 'leaf' }) }
    if (br.logo) add(br.logo, 320, 160, () => logo(B), true)
    if (br.banner) add(br.banner, 1600, 500, () => brandBanner(B))
    for (const ln of br.lines) add(ln.banner, 1600, 500, () => lineBanner(B, ln))
    for (const p of br.products) add(p.image, 600, 600, () => productImage(B, p))
    br.social.forEach((so, i) => {
      if (so.kind === 'video') add(so.image, 640, 360, () => videoPoster(B, so, i))
      else add(so.image, 600, 600, () => socialCard(B, so, i))
    })
    for (const src of br.sectionImages) add(src, 800, 600, () => sectionImage(B, src))
    for (const cat of br.categories) {
      add(cat.icon, 200, 200, () => categoryIcon(B, cat))
      if (cat.banner) add(cat.banner, 1600, 500, () => categoryBanner(B, cat))
    }
  }
  const missing = allPaths.filter((p) => !jobs.has(p))
  const extra = [...jobs.keys()].filter((p) => !allPaths.includes(p))
  return { jobs, missing, extra, brands }
}

function main() {
  const only = process.argv[2]
  const { jobs, missing, extra } = buildJobs()
  if (missing.length) {
    console.error(`brands.ts names pictures this script cannot draw:\n  ${missing.join('\n  ')}`)
    process.exit(1)
  }
  if (extra.length)
    console.warn(`drawing pictures brands.ts does not name:\n  ${extra.join('\n  ')}`)
  let n = 0
  let bytes = 0
  const big = []
  for (const [rel, job] of jobs) {
    if (only && !rel.includes(only)) continue
    DEFS = new Map()
    clipN = 0
    CURRENT = rel
    GRAIN_FINE = job.w === 600 && job.h === 600
    // Path data needs no space before a minus sign.
    const svg = svgDoc(job.w, job.h, job.draw(), { web: job.web }).replace(
      / d="([^"]*)"/g,
      (m, d) => ` d="${d.replace(/ -/g, '-')}"`,
    )
    const file = path.join(mediaDir, rel)
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, svg)
    n++
    bytes += svg.length
    const limit = job.w >= 1600 ? 15000 : job.w === 640 ? 10000 : 6000
    if (svg.length > limit) big.push(`${rel} ${(svg.length / 1024).toFixed(1)} KB`)
  }
  console.log(
    `wrote ${n} SVG files (${(bytes / 1024).toFixed(0)} KB) under ${path.relative(root, mediaDir)}/brands`,
  )
  if (big.length) console.log(`larger than usual:\n  ${big.join('\n  ')}`)
  if (WARN.length) console.log(`text or design warnings:\n  ${WARN.join('\n  ')}`)
}

main()
