#!/usr/bin/env node
// Draws the site artwork (logo, icons, home, about, banners, gallery, posts) as SVG files under
// app/db/seed/media/. Plain Node, no dependencies: `node scripts/art/site.mjs` rewrites them all.
//
// Files named logo*, icon* and anim* are served to the browser as SVG, so they may use text with a
// generic font stack. Every other file is rasterised by sharp (librsvg) to WebP/AVIF, so those keep
// to flat shapes and a few gradients: no filters, and text only where it helps (signboards, map).

import { mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const mediaDir = path.join(root, 'app/db/seed/media')

// ------------------------------------------------------------------------------------------ basics

/** Short numbers keep the files small: whole units for large values, tenths for small ones. */
const f = (v) => {
  const r = Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10
  return Object.is(r, -0) ? '0' : String(r)
}
const tr = (x, y, s = 1, flip = false) =>
  [
    x || y ? `translate(${f(x)} ${f(y)})` : '',
    flip ? `scale(${+(-s).toFixed(3)} ${+s.toFixed(3)})` : s !== 1 ? `scale(${+s.toFixed(3)})` : '',
  ]
    .filter(Boolean)
    .join(' ')
const at = (x, y, body, s = 1, flip = false) => {
  if (!x && !y && s === 1 && !flip) return body
  // a lone <use> takes its position directly, or a transform of its own
  const m = /^<use href="#\w+"(?: (?:fill|stroke)="[^"]*")*(?: transform="([^"]*)")?\/>$/.exec(body)
  if (m) {
    if (s === 1 && !flip && !m[1]) return body.replace('/>', ` x="${f(x)}" y="${f(y)}"/>`)
    return body.replace(
      /(?: transform="[^"]*")?\/>$/,
      ` transform="${tr(x, y, s, flip)}${m[1] ? ' ' + m[1] : ''}"/>`,
    )
  }
  return `<g transform="${tr(x, y, s, flip)}">${body}</g>`
}
// An empty fill leaves the attribute out, so a shape drawn once in <defs> takes its colour from
// the <use> that places it.
const fa = (fill) => (fill ? ` fill="${fill}"` : '')
const rect = (x, y, w, h, fill, extra = '') =>
  `<rect${x ? ` x="${f(x)}"` : ''}${y ? ` y="${f(y)}"` : ''} width="${f(w)}" height="${f(h)}"${fa(fill)}${extra}/>`
const rr = (x, y, w, h, r, fill, extra = '') => rect(x, y, w, h, fill, ` rx="${f(r)}"${extra}`)
const circ = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"${fa(fill)}${extra}/>`
const ell = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"${extra}/>`
const pth = (d, fill, extra = '') => `<path d="${d}"${fa(fill)}${extra}/>`
// The document's root group sets fill="none" and round caps and joins, so strokes need neither;
// every filled shape names its fill.
const line = (d, stroke, w, extra = '') =>
  `<path d="${d}"${stroke ? ` stroke="${stroke}"` : ''} stroke-width="${f(w)}"${extra}/>`
const poly = (pts, fill, extra = '') =>
  `<path d="M${pts.map((p) => p.map(f).join(' ')).join('L')}Z" fill="${fill}"${extra}/>`

/**
 * Shapes that repeat within a picture (products, sacks, heads, palms …) are drawn once in <defs>
 * and placed with <use>; this keeps a busy scene to a few kilobytes. The registry is emptied by
 * svgDoc, which writes it out.
 */
let DEFS = new Map()
function use(key, draw, x = 0, y = 0, fill = '', extra = '') {
  let e = DEFS.get(key)
  if (!e) {
    e = { id: 'd' + DEFS.size.toString(36) }
    DEFS.set(key, e)
    e.el = `<g id="${e.id}">${draw()}</g>`
  }
  return `<use href="#${e.id}"${fa(fill)}${extra}${x || y ? ` x="${f(x)}" y="${f(y)}"` : ''}/>`
}
/** Registers a raw element (a pattern) and returns its id. */
function defEl(key, build) {
  let e = DEFS.get(key)
  if (!e) {
    e = { id: 'd' + DEFS.size.toString(36) }
    DEFS.set(key, e)
    e.el = build(e.id)
  }
  return e.id
}

function svgDoc(w, h, body, { defs = '', style = '', title = '' } = {}) {
  const shared = [...DEFS.values()].map((e) => e.el).join('')
  DEFS = new Map()
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    (title ? `<title>${title}</title>` : '') +
    (style ? `<style>${style}</style>` : '') +
    (defs || shared ? `<defs>${defs}${shared}</defs>` : '') +
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">${body}</g>` +
    `</svg>\n`
  )
}

const lin = (id, stops, x2 = 0, y2 = 1) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`,
    )
    .join('')}</linearGradient>`
const rad = (id, stops) =>
  `<radialGradient id="${id}">${stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${o}" stop-color="${c}"${op !== undefined ? ` stop-opacity="${op}"` : ''}/>`,
    )
    .join('')}</radialGradient>`

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

// Fonts the server has (DejaVu, Liberation), for the few words in rasterised pictures.
const FONT = `font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif"`

// ------------------------------------------------------------------------------------------ palette

const C = {
  navy: '#1f3a93',
  navyD: '#15296b',
  navyDD: '#0f1f52',
  navyL: '#4a66c4',
  navyP: '#e6ebf8',
  green: '#3d7a3a',
  greenD: '#2b5a2b',
  greenL: '#6fa84c',
  leaf: '#8cc063',
  greenP: '#e2efd6',
  tur: '#f0a81c',
  turD: '#cf8606',
  turL: '#fbd27a',
  turP: '#fdf1d4',
  cream: '#fbf6ec',
  terra: '#c65a3a',
  roof: '#b54b31',
  roofD: '#953a25',
  wall: '#f4e4c4',
  wallD: '#e2c99b',
  wood: '#8a5a33',
  woodL: '#b27c4b',
  woodD: '#6b4325',
  carton: '#c9965c',
  cartonD: '#a97a45',
  cartonL: '#e3bd87',
  jute: '#dcc698',
  juteD: '#bfa46e',
  road: '#d6b98c',
  roadD: '#c2a271',
  ink: '#26324f',
  steel: '#9aa5b8',
  glass: '#cfe6f3',
  white: '#ffffff',
}
const SKIN = ['#8a5a3c', '#a46b45', '#c18552', '#6f452b', '#b57a4e', '#93603d']
const HAIR = '#21170f'
const SAREE = [
  '#c2185b',
  '#e0603a',
  '#0f8b8d',
  '#7b3f9e',
  '#d64541',
  '#2f8f5b',
  '#1f6fb2',
  '#e39b12',
]
const TOPS = [
  '#1f6fb2',
  '#2f8f5b',
  '#e0603a',
  '#f2f2f2',
  '#7b3f9e',
  '#0f8b8d',
  '#d64541',
  '#4a66c4',
  '#e39b12',
]
const PRODUCT = [
  '#d64541',
  '#f0a81c',
  '#2f8f5b',
  '#1f3a93',
  '#e56b2f',
  '#7b3f9e',
  '#0f8b8d',
  '#c2185b',
  '#4caf50',
  '#f2c84b',
]

// ------------------------------------------------------------------------------------------ emblem

/**
 * The company mark: a roof sheltering a rising sun over green fields, in a dark blue disc.
 * Drawn in a 100-unit box centred on the origin.
 */
function emblem({ ring = null } = {}) {
  return use('emblem' + ring, () => drawEmblem(ring))
}
function drawEmblem(ring) {
  return (
    (ring ? circ(0, 0, 54, ring) : '') +
    circ(0, 0, 50, C.navy) +
    circ(0, -2, 17, C.tur) +
    pth('M-45.6 8Q-22-6 0 6Q22 17 45.7 5A46 46 0 0 1-45.6 8Z', C.greenL) +
    pth('M-44.2 16Q-18 4 2 15Q22 25 43.8 14A46 46 0 0 1-44.2 16Z', C.green) +
    line('M-24 32Q0 22 24 33', C.greenL, 2.5) +
    line('M-32-11L0-37L32-11', C.white, 7.5)
  )
}

// ------------------------------------------------------------------------------------------ scenery

/** Rolling hills: a smooth line through random peaks, filled down to `bottom`. */
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
  d += `L${f(x1)} ${f(bottom)}Z`
  return pth(d, fill)
}

function cloud(x, y, s = 1, op = 0.92) {
  return at(
    x,
    y,
    use(
      'cloud' + op,
      () =>
        `<g opacity="${op}">${rr(0, -16, 140, 18, 9, '#fff')}${circ(38, -20, 20, '#fff')}${circ(72, -28, 27, '#fff')}${circ(106, -18, 17, '#fff')}</g>`,
    ),
    s,
  )
}

function sun(x, y, r, col = C.tur, halo = '#ffe9a8') {
  return (
    circ(x, y, r * 2.1, halo, ' opacity=".22"') +
    circ(x, y, r * 1.5, halo, ' opacity=".35"') +
    circ(x, y, r, col)
  )
}

function birds(x, y, s = 1) {
  return at(
    x,
    y,
    line('M0 0q6-6 12 0q6-6 12 0', '#4b587a', 2.2) +
      line('M34 -14q5-5 10 0q5-5 10 0', '#4b587a', 2) +
      line('M20 -30q4-4 8 0q4-4 8 0', '#4b587a', 1.8),
    s,
  )
}

function roundTree(s = 1, tone = 0) {
  return at(
    0,
    0,
    use('tree' + tone, () => drawTree(tone)),
    s,
  )
}
function drawTree(tone) {
  const s = 1
  const g1 = [C.green, '#4f8f3f', '#3f7d4a'][tone % 3]
  const g2 = [C.greenL, '#83b85a', '#6aa86a'][tone % 3]
  return at(
    0,
    0,
    pth('M-7 0L-5-70L5-70L7 0Z', C.wood) +
      line('M0-52L-16-72', C.wood, 5) +
      circ(-22, -86, 30, g1) +
      circ(22, -90, 32, g1) +
      circ(0, -116, 36, g1) +
      circ(-8, -122, 26, g2) +
      circ(20, -100, 20, g2) +
      circ(-26, -92, 16, g2),
    s,
  )
}

function palm(s = 1, lean = 1) {
  return at(
    0,
    0,
    use('palm', () => drawPalm(1)),
    s,
    lean < 0,
  )
}
function drawPalm(lean) {
  const fr = (a, len) => {
    const rad = (a * Math.PI) / 180
    const ex = Math.cos(rad) * len
    const ey = Math.sin(rad) * len
    const cx = Math.cos(rad) * len * 0.5 - Math.sin(rad) * 18
    const cy = Math.sin(rad) * len * 0.5 - 26
    return `M0 0Q${f(cx)} ${f(cy)} ${f(ex)} ${f(ey)}Q${f(cx * 0.8)} ${f(cy * 0.6 + 10)} 0 6Z`
  }
  const top = [lean * 26, -200]
  let fronds = ''
  const angles = [-170, -140, -110, -70, -40, -10, 20, 160]
  angles.forEach((a, i) => {
    fronds += pth(fr(a, i % 2 ? 78 : 92), i % 2 ? C.greenL : C.green)
  })
  return (
    line(`M0 0Q${f(lean * 4)} -110 ${top[0]} ${top[1]}`, '#9a6b3f', 11) +
    line(`M0 0Q${f(lean * 4)} -110 ${top[0]} ${top[1]}`, '#b5844f', 4, ' stroke-dasharray="3 12"') +
    at(
      top[0],
      top[1],
      fronds + circ(-6, 6, 6, '#7a5230') + circ(5, 8, 6, '#8a6038') + circ(0, 2, 5, '#6b4325'),
    )
  )
}

function bush(s = 1, col = C.green, col2 = C.greenL) {
  return at(
    0,
    0,
    use(
      'bush' + col + col2,
      () =>
        circ(-18, -14, 16, col) +
        circ(4, -22, 22, col) +
        circ(24, -12, 14, col) +
        circ(-2, -26, 12, col2) +
        circ(-20, -18, 8, col2),
    ),
    s,
  )
}

/** A tiled-roof village house. */
function house(s = 1, wall = C.wall, roof = C.roof, seed = 1) {
  return at(
    0,
    0,
    use(`house${wall}${roof}${seed}`, () => drawHouse(wall, roof, seed)),
    s,
  )
}
function drawHouse(wall, roof, seed) {
  const s = 1
  const r = rng(seed)
  const door = r.pick(['#6b4325', '#2f6b8f', '#8a2f2f', '#3d7a3a'])
  return at(
    0,
    0,
    rect(-70, -92, 140, 92, wall) +
      rect(-70, -92, 140, 10, '#000', ' opacity=".07"') +
      poly(
        [
          [-86, -88],
          [-56, -140],
          [56, -140],
          [86, -88],
        ],
        roof,
      ) +
      line('M-78-102H78M-71-114H71M-64-127H64', C.roofD, 2, ' opacity=".55"') +
      rect(-14, -62, 28, 62, door) +
      circ(8, -32, 2.2, C.turL) +
      rr(-56, -64, 28, 26, 2, '#3c4a63') +
      line('M-47-64V-38M-37-64V-38', wall, 2.5) +
      rr(28, -64, 28, 26, 2, '#3c4a63') +
      line('M37-64V-38M47-64V-38', wall, 2.5) +
      rect(-74, -6, 148, 6, '#cbb48a'),
    s,
  )
}

// ------------------------------------------------------------------------------------------ people

/**
 * A standing person, front view, feet on y=0, about 160 units tall.
 * kind: pants | saree | dhoti | skirt; hair: short | bun | long | turban | cap | grey | scarf
 * pose: stand | wave | carry | head | hips | point | hold | tablet | give | sit
 */
function person(o = {}) {
  const skin = o.skin ?? SKIN[0]
  const top = o.top ?? C.navy
  const bottom = o.bottom ?? '#3c4a63'
  const kind = o.kind ?? 'pants'
  const hair = o.hair ?? 'short'
  const pose = o.pose ?? 'stand'
  const sit = pose === 'sit'
  const dy = sit ? 50 : 0
  const sc = o.saree ?? SAREE[0]
  const border = o.border ?? C.tur
  // Each part is drawn once per picture and coloured by the <use> that places it.
  const U = (key, draw, fill, extra = '') => use(key, draw, 0, 0, fill, extra)
  let back = ''
  let body = U('shade' + sit, () => ell(0, -1, sit ? 36 : 26, 4.5, '#000', ' opacity=".12"'))
  // legs / lower body
  if (sit) {
    body += U(
      'lap',
      () => pth('M-34-4Q-34-28-16-28L16-28Q34-28 34-4Q34 2 26 2L-26 2Q-34 2-34-4Z', ''),
      kind === 'saree' ? sc : bottom,
    )
    if (kind === 'saree') body += line('M-32-2H32', border, 3)
    body += U('feetSit', () => ell(-24, -1, 8, 4, '') + ell(24, -1, 8, 4, ''), skin)
  } else if (kind === 'saree') {
    body += U(
      'skirt' + border,
      () =>
        line('M-12-2.5h7M5-2.5h7', '#6b4a32', 5) +
        pth('M-18-80L18-80L26-4L-26-4Z', '') +
        pth('M-25.3-11L25.3-11L26-4L-26-4Z', border),
      sc,
    )
  } else if (kind === 'dhoti') {
    body += U(
      'dhoti' + bottom,
      () =>
        rect(-12, -26, 7, 24, '') +
        rect(5, -26, 7, 24, '') +
        line('M-14-2.5h9M5-2.5h9', '#5a3b22', 5) +
        pth('M-19-80L19-80L22-24Q0-19-22-24Z', bottom) +
        line('M2-78L4-26M-10-60Q0-50 10-62', '#000', 1.2, ' opacity=".12"'),
      skin,
    )
  } else if (kind === 'skirt') {
    body += U(
      'skirt' + skin,
      () =>
        rect(-11, -30, 7, 28, skin) +
        rect(4, -30, 7, 28, skin) +
        line('M-12-2.5h8M4-2.5h8', '#3a2b22', 5) +
        pth('M-18-80L18-80L24-28L-24-28Z', ''),
      bottom,
    )
  } else {
    body += U(
      'pants',
      () =>
        pth('M-18-80L18-80L16-5L3-5L0-52L-3-5L-16-5Z', '') + line('M-16-3h10M6-3h10', '#2a2522', 6),
      bottom,
    )
  }
  let upper = ''
  if (hair === 'long') back += U('long', () => rr(-13, -150, 26, 40, 10, HAIR))
  upper += rect(-4.5, -132, 9, 9, skin)
  upper += U(
    'torso',
    () => pth('M-21-112Q-21-125-9-125L9-125Q21-125 21-112L18-76L-18-76Z', ''),
    top,
  )
  if (o.collar) upper += pth('M-7-125L0-116L7-125Z', o.collar)
  if (o.vest)
    upper += U(
      'vest',
      () =>
        pth(
          'M-21-112Q-21-125-9-125L-4-125L-4-76L-18-76ZM21-112Q21-125 9-125L4-125L4-76L18-76Z',
          '',
        ),
      o.vest,
    )
  if (kind === 'saree')
    upper += U(
      'pallu' + border,
      () =>
        pth('M-21-113Q-21-125-10-125L-3-125L18-82L19-76L8-76Z', '') +
        line('M-3-124L18-81', border, 2.6),
      sc,
    )
  if (o.lanyard)
    upper += U(
      'lanyard',
      () => line('M-7-124L0-104L7-124', o.lanyard, 1.6) + rr(-4.5, -105, 9, 12, 1.5, '#fff'),
    )
  // arms: skin-coloured strokes ending in a hand, with a short sleeve over the shoulder
  const ARMS = {
    stand: ['M-19-117Q-26-98-25-80', -25, -80, 'M19-117Q26-98 25-80', 25, -80],
    wave: ['M-19-117Q-26-98-25-80', -25, -80, 'M19-117Q32-128 33-152', 33, -153],
    carry: ['M-19-117Q-26-96-12-92', -12, -92, 'M19-117Q26-96 12-92', 12, -92],
    head: ['M-19-117Q-32-136-16-158', -16, -158, 'M19-117Q26-98 25-80', 25, -80],
    hips: ['M-19-117Q-34-104-19-86', -19, -86, 'M19-117Q34-104 19-86', 19, -86],
    point: ['M-19-117Q-26-98-25-80', -25, -80, 'M19-117Q34-118 52-126', 52, -126],
    hold: ['M-19-117Q-26-98-25-80', -25, -80, 'M19-117Q28-98 10-96', 10, -96],
    tablet: ['M-19-117Q-26-96-10-100', -10, -100, 'M19-117Q26-96 10-100', 10, -100],
    give: ['M-19-117Q-26-98-25-80', -25, -80, 'M19-117Q30-100 46-102', 46, -102],
    sit: ['M-19-117Q-28-96-22-80', -22, -80, 'M19-117Q28-96 22-80', 22, -80],
  }
  const [d1, x1, y1, d2, x2, y2] = ARMS[pose] ?? ARMS.stand
  const arms =
    U(
      'arms' + pose,
      () =>
        `<path d="${d1}${d2}" fill="none" stroke-width="7"/>` +
        circ(x1, y1, 4.4, '') +
        circ(x2, y2, 4.4, ''),
      skin,
      ` stroke="${skin}"`,
    ) + U('sleeves', () => circ(-18.5, -114, 6.5, '') + circ(18.5, -114, 6.5, ''), top)
  // head
  let head = U(
    'head',
    () =>
      circ(-12.5, -140, 3, '') +
      circ(12.5, -140, 3, '') +
      circ(0, -142, 13, '') +
      circ(-4.5, -141, 1.3, '#2a1c12') +
      circ(4.5, -141, 1.3, '#2a1c12') +
      line('M-3.5-135.5Q0-133 3.5-135.5', '#5a3320', 1.2),
    skin,
  )
  const dome = 'M-13.6-141A13.6 13.6 0 0 1 13.6-141Q13-147 6-148Q-2-146-13.6-141Z'
  if (hair === 'short') head += U('dome', () => pth(dome, ''), HAIR)
  else if (hair === 'grey') head += U('dome', () => pth(dome, ''), '#b9b4aa')
  else if (hair === 'bun' || hair === 'long') {
    back += U('bunBack', () => circ(0, -157, 7.5, HAIR))
    head += U('bunFront', () =>
      pth('M-13.6-140A13.6 13.6 0 0 1 13.6-140Q8-150 0-146Q-8-150-13.6-140Z', HAIR),
    )
    if (o.flower) head += U('flower', () => circ(7, -156, 3, '#fff') + circ(10, -153, 2.6, C.tur))
  } else if (hair === 'turban') {
    head +=
      U('dome', () => pth(dome, ''), HAIR) +
      U(
        'turban',
        () =>
          pth('M-15-141Q-17-160 0-161Q17-160 15-141Q0-148-15-141Z', '') +
          line('M-14-147Q0-155 14-147', '#000', 1.3, ' opacity=".14"'),
        o.turban ?? '#f4f1e8',
      )
  } else if (hair === 'cap') {
    head +=
      U('dome', () => pth(dome, ''), HAIR) +
      U(
        'cap',
        () =>
          pth('M-14.2-143A14.2 14.2 0 0 1 14.2-143Z', '') +
          ell(0, -143, 17, 3.4, '') +
          circ(0, -156, 2, C.tur),
        o.cap ?? C.navy,
      )
  } else if (hair === 'scarf') {
    back += U(
      'scarfBack',
      () => pth('M-16-142Q-18-118-22-104L22-104Q18-118 16-142Z', ''),
      o.scarf ?? SAREE[1],
    )
    head += U(
      'scarf',
      () => pth('M-16-140A16 16 0 0 1 16-140L14-138Q0-150-14-138Z', ''),
      o.scarf ?? SAREE[1],
    )
  }
  if (o.bindi) head += circ(0, -147, 1.3, '#c2185b')
  let held = ''
  if (pose === 'carry')
    held = U(
      'box',
      () =>
        rr(-20, -118, 40, 30, 2, C.carton) +
        rect(-20, -118, 40, 5, C.cartonD) +
        rect(-3, -118, 6, 30, C.cartonL),
    )
  if (pose === 'head')
    held = U(
      'basket',
      () =>
        ell(0, -163, 24, 6, '#a0743e') +
        pth('M-22-164Q0-186 22-164Z', '#5aa33f') +
        circ(-8, -170, 5, '#e0483e') +
        circ(6, -172, 5, '#e0483e'),
    )
  if (pose === 'tablet')
    held = U(
      'tablet',
      () => rr(-16, -114, 32, 22, 3, '#2b3448') + rr(-13, -111, 26, 16, 1.5, '#9fd0ef'),
    )
  if (pose === 'hold') held = rr(6, -108, 10, 16, 2, '#2b3448')
  if (pose === 'give' && o.giveBox !== false)
    held = rr(38, -120, 30, 24, 2, C.carton) + rect(38, -120, 30, 4, C.cartonD)
  // Arms reaching in front of the body (carrying, holding a tablet) are drawn over the torso.
  const armsInFront = pose === 'carry' || pose === 'tablet'
  const upperBody = armsInFront
    ? back + upper + head + arms + held
    : back + arms + upper + head + held
  return at(
    o.x ?? 0,
    o.y ?? 0,
    body + (dy ? `<g transform="translate(0 ${dy})">${upperBody}</g>` : upperBody),
    o.s ?? 1,
    o.flip,
  )
}

/** A seated person seen from behind (audience rows). */
function backView(o = {}) {
  const top = o.top ?? C.navy
  const hair = o.hair ?? 'short'
  let s =
    pth('M-24 0Q-25-34-10-38L10-38Q25-34 24 0Z', top) + rect(-4.5, -44, 9, 8, o.skin ?? SKIN[0])
  s += circ(0, -56, 14, o.skin ?? SKIN[0])
  if (hair === 'short')
    s += circ(0, -58, 14, HAIR) + pth('M-14-56Q0-40 14-56L14-52Q0-44-14-52Z', HAIR)
  else s += circ(0, -58, 14.5, HAIR) + rr(-6, -50, 12, 28, 5, HAIR) + circ(0, -47, 6, HAIR)
  return at(o.x ?? 0, o.y ?? 0, s, o.s ?? 1)
}

// ------------------------------------------------------------------------------------------ goods

function carton(w = 40, h = 32, shade = 0) {
  w = Math.round(w / 4) * 4
  h = Math.round(h / 4) * 4
  return use(
    `carton${w}_${h}`,
    () => drawCarton(w, h),
    0,
    0,
    [C.carton, '#c08a52', '#d3a46b'][shade % 3],
  )
}
function drawCarton(w, h) {
  const c = ''
  return (
    rect(-w / 2, -h, w, h, c) +
    rect(-w / 2, -h, w, 5, C.cartonD) +
    rect(-w * 0.08, -h, w * 0.16, h * 0.55, C.cartonL) +
    line(`M${f(-w / 2)} ${f(-h * 0.45)}h${f(w)}`, C.cartonD, 1, ' opacity=".5"')
  )
}

function sack(w = 46, h = 56, col = C.jute, band = C.green) {
  w = Math.round(w / 4) * 4
  h = Math.round(h / 4) * 4
  return use(`sack${w}_${h}${band}`, () => drawSack(w, h, '', band), 0, 0, col)
}
function drawSack(w, h, col, band) {
  const d = `M${f(-w / 2)} 0Q${f(-w / 2 - 5)} ${f(-h * 0.55)} ${f(-w / 2 + 5)} ${f(-h)}Q0 ${f(-h - 7)} ${f(w / 2 - 5)} ${f(-h)}Q${f(w / 2 + 5)} ${f(-h * 0.55)} ${f(w / 2)} 0Z`
  return (
    pth(d, col) +
    pth(
      `M${f(-w / 2 + 5)} ${f(-h)}L${f(-w / 2 + 1)} ${f(-h - 9)}L${f(-w / 2 + 12)} ${f(-h - 3)}ZM${f(w / 2 - 5)} ${f(-h)}L${f(w / 2 - 1)} ${f(-h - 9)}L${f(w / 2 - 12)} ${f(-h - 3)}Z`,
      col,
    ) +
    (band
      ? rect(-w / 2 + 4, -h * 0.6, w - 8, h * 0.22, band, ' opacity=".85"') +
        circ(0, -h * 0.49, h * 0.08, '#fff', ' opacity=".8"')
      : '') +
    line(`M${f(-w / 2 + 4)} -3Q0 1 ${f(w / 2 - 4)} -3`, '#000', 1.2, ' opacity=".1"')
  )
}

function crate(w = 56, produce = 'tomato', col = C.navy) {
  return use(`crate${w}${produce}`, () => drawCrate(w, produce), 0, 0, col)
}
function drawCrate(w, produce) {
  const pc = {
    tomato: ['#e0483e', '#c93a31'],
    onion: ['#a0446a', '#8a3a5b'],
    greens: ['#5aa33f', '#3f8a2e'],
    potato: ['#c79a5b', '#b0844a'],
    mix: ['#e0483e', '#5aa33f', '#f0a81c', '#a0446a'],
  }[produce] ?? ['#e0483e', '#c93a31']
  // rows of round produce: dotted strokes with round caps
  const row = (y, x0, col, gap) =>
    line(`M${f(-w / 2 + x0)} ${y}H${f(w / 2 - 5)}`, col, 13, ` stroke-dasharray="0 ${gap}"`)
  return (
    row(-41, 11, pc[1 % pc.length], 11) +
    row(-34, 6, pc[0], 22) +
    row(-34, 17, pc[2 % pc.length], 22) +
    rect(-w / 2, -32, w, 32, '') +
    line(
      `M${f(-w / 2 + 4)} -22h${f(w - 8)}M${f(-w / 2 + 4)} -12h${f(w - 8)}`,
      '#fff',
      2,
      ' opacity=".35"',
    )
  )
}

/** One product on a shelf, standing on y=0. */
function item(kind, col, h) {
  h = Math.round(h / 2) * 2
  return use(`item${kind}${h}`, () => drawItem(kind, '', h), 0, 0, col)
}

function drawItem(kind, col, h) {
  switch (kind) {
    case 'box':
      return (
        rect(-9, -h, 18, h, col) +
        rect(-9, -h * 0.62, 18, h * 0.26, '#fff', ' opacity=".75"') +
        rect(-9, -h, 18, 3, '#000', ' opacity=".12"')
      )
    case 'bottle':
      return (
        rr(-6.5, -h + 8, 13, h - 8, 3, '#f4cf57') +
        rect(-2.5, -h + 2, 5, 7, '#f4cf57') +
        rect(-3, -h, 6, 4, col) +
        rect(-6.5, -h * 0.55, 13, h * 0.28, col)
      )
    case 'pouch':
      return (
        pth(`M-9 0L-10 ${f(-h + 4)}L-7 ${f(-h)}L7 ${f(-h)}L10 ${f(-h + 4)}L9 0Z`, col) +
        circ(0, -h * 0.45, 4.2, '#fff', ' opacity=".8"')
      )
    case 'jar':
      return (
        rr(-8, -h + 5, 16, h - 5, 4, '#fff', ' opacity=".85"') +
        rr(-6.5, -h * 0.62, 13, h * 0.58, 3, col) +
        rr(-8.5, -h, 17, 6, 2, col)
      )
    case 'tin':
      return (
        rect(-8, -h, 16, h, col) +
        rect(-8, -h * 0.7, 16, h * 0.4, '#fff', ' opacity=".6"') +
        ell(0, -h, 8, 2, '#000', ' opacity=".15"')
      )
    default:
      return rr(-8, -h, 16, h, 2, col)
  }
}

/** A shelf unit filled with products, drawn from (0,0) top-left to (w,h). */
function shelves(
  w,
  h,
  rows,
  seed,
  {
    frame = C.woodL,
    back = '#f6ead2',
    kinds = ['box', 'bottle', 'pouch', 'jar', 'tin', 'box'],
  } = {},
) {
  const r = rng(seed)
  let s = rect(0, 0, w, h, back)
  const rowH = h / rows
  // A shelf shows a few products, each as a run of three facings: like a real shop, and it lets
  // every run be drawn once and reused.
  const catalogue = []
  for (let i = 0; i < 7; i++)
    catalogue.push([r.pick(kinds), r.pick(PRODUCT), r() < 0.5 ? 0.56 : 0.72])
  for (let i = 0; i < rows; i++) {
    const by = (i + 1) * rowH - 5
    let x = 12
    while (x < w - 70) {
      const [k, col, hf] = r.pick(catalogue)
      const ih = Math.round((rowH * hf) / 2) * 2
      s += use(
        `run${k}${ih}`,
        () =>
          item(k, '', ih) +
          item(k, '', ih).replace('/>', ' x="20"/>') +
          item(k, '', ih).replace('/>', ' x="40"/>'),
        x,
        by,
        col,
      )
      x += 63
    }
    s += rect(0, by, w, 5, frame)
  }
  s +=
    rect(-4, -4, 5, h + 4, frame) + rect(w - 1, -4, 5, h + 4, frame) + rect(-4, -4, w + 8, 5, frame)
  return s
}

/** Strips of sachets hanging from a rail, as in every kirana. */
function sachets(n, seed) {
  const r = rng(seed)
  let s = ''
  for (let i = 0; i < n; i++) {
    const col = r.pick(PRODUCT)
    const len = r.int(4, 7) * 11
    s +=
      rr(i * 13, 0, 11, len - 1, 1.5, col) +
      line(`M${i * 13 + 5.5} 4V${len - 4}`, '#fff', 4, ' stroke-dasharray="4 7" opacity=".65"')
  }
  return s
}

function jarRow(n, seed) {
  const r = rng(seed)
  let s = ''
  for (let i = 0; i < n; i++) {
    const col = r.pick(['#e0483e', '#f0a81c', '#5aa33f', '#c2185b', '#e56b2f'])
    s += use(
      'jar',
      () =>
        rr(-12, -30, 24, 30, 6, '#e9f4f8', ' opacity=".9"') +
        rr(-9, -20, 18, 18, 4, '') +
        rr(-10, -36, 20, 8, 2, '#d64541'),
      i * 30,
      0,
      col,
    )
  }
  return s
}

// ------------------------------------------------------------------------------------------ buildings

/**
 * A kirana front turned Grameen supermarket, drawn from x=0 to w, ground on y=0.
 * sign: text on the signboard, or null for a plain old kirana.
 */
function storefront(w, h, o = {}) {
  const seed = o.seed ?? 7
  const [a1, a2] = o.awning ?? [C.tur, '#fff']
  const wall = o.wall ?? '#f7ecd6'
  let s = ''
  s += rect(0, -h, w, h, wall)
  s += rect(-6, -h - 12, w + 12, 16, o.parapet ?? '#e7d3ae')
  // signboard
  const sy = -h + 10
  if (o.sign !== null) {
    s += rr(14, sy, w - 28, 52, 6, C.navy)
    s += rr(14, sy + 44, w - 28, 8, 0, C.tur)
    s += at(44, sy + 23, emblem(), 0.36)
    const t = o.sign ?? 'GRAMEEN SUPERMARKET'
    const room = w - 28 - 70
    // DejaVu Sans Bold capitals are about 0.74 em wide (librsvg ignores textLength): shrink the
    // type until the words fit beside the emblem.
    const size = Math.min(o.signSize ?? 19, (room / t.length - 1) / 0.76)
    s += `<text x="${f(70 + room / 2)}" y="${f(sy + 26 + size * 0.36)}" fill="#fff" ${FONT} font-weight="700" font-size="${f(size)}" text-anchor="middle" letter-spacing="1">${t}</text>`
  } else {
    s +=
      rr(14, sy, w - 28, 44, 4, o.oldSign ?? '#d64541') +
      rr(24, sy + 12, w * 0.4, 8, 4, '#fff', ' opacity=".8"') +
      rr(24, sy + 26, w * 0.25, 6, 3, '#fff', ' opacity=".55"')
  }
  // opening with shelves
  const ox = 24
  const oy = -h + 92
  const ow = w - 48
  const oh = h - 92
  s += rect(ox, oy, ow, oh, '#4a3b2c')
  s += at(ox + 8, oy + 8, shelves(ow - 16, oh - 58, h < 280 ? 2 : 3, seed))
  if (o.inside) s += o.inside
  // awning with scalloped edge
  const ay = -h + 66
  const n = Math.max(6, Math.round((w + 8) / 34))
  const sw = (w + 8) / n
  const stripes =
    rect(-4, ay, w + 8, 22, a2) +
    line(
      `M-4 ${f(ay + 11)}H${f(w + 4)}`,
      a1,
      22,
      ` stroke-linecap="butt" stroke-dasharray="${f(sw)} ${f(sw)}"`,
    )
  let sc = `M-4 ${f(ay + 22)}`
  for (let i = 0; i < n; i++) sc += `a${f(sw / 2)} ${f(sw / 2.4)} 0 0 0 ${f(sw)} 0`
  s +=
    stripes +
    pth(sc + `V${f(ay + 20)}H-4Z`, a1) +
    rect(-4, ay - 4, w + 8, 5, '#000', ' opacity=".12"')
  // hanging sachets at both sides of the opening
  const ns = w < 320 ? 2 : 3
  s +=
    at(ox + 6, ay + 34, sachets(ns, seed + 1)) +
    at(ox + ow - 5 - ns * 13, ay + 34, sachets(ns, seed + 2))
  // counter with sweet jars
  const cy = -52
  s +=
    rect(ox - 4, cy, ow + 8, 52, o.counter ?? C.woodL) +
    rect(ox - 4, cy, ow + 8, 7, C.wood) +
    rect(ox + 10, cy + 16, ow - 20, 26, '#000', ' opacity=".08"')
  s += at(ox + 26, cy, jarRow(Math.max(2, Math.floor((ow * 0.5) / 30)), seed + 3))
  s += rect(-10, -6, w + 20, 6, '#c9b48c')
  if (o.lights) {
    let d = `M0 ${f(ay - 2)}`
    for (let i = 0; i < n; i++) d += `q${f(sw / 2)} 10 ${f(sw)} 0`
    s +=
      line(d, '#5a4630', 1.2) +
      line(
        `M${f(sw / 2)} ${f(ay + 3)}H${f(w)}`,
        '#ffe27a',
        16,
        ` stroke-dasharray="0 ${f(sw)}" opacity=".3"`,
      ) +
      line(`M${f(sw / 2)} ${f(ay + 3)}H${f(w)}`, '#fff3b0', 8, ` stroke-dasharray="0 ${f(sw)}"`)
  }
  if (o.festive)
    s += toran(-4, w + 4, -h + 60) + garland(8, -h + 66, 12) + garland(w - 8, -h + 66, 12)
  return s
}

/** A rural warehouse with a solar roof and a rolling shutter, x from 0 to w, ground on y=0. */
function warehouse(w, h, o = {}) {
  let s = ''
  s += rect(0, -h, w, h, o.wall ?? '#e9edf3')
  s += rect(0, -h, w, 14, '#cfd6e2')
  // roof
  s += poly(
    [
      [-14, -h + 2],
      [w / 2, -h - 56],
      [w + 14, -h + 2],
    ],
    o.roof ?? '#8e9bb3',
  )
  let ribs = ''
  for (let x = 10; x < w; x += 18) {
    const y = x < w / 2 ? -h - (56 * x) / (w / 2) + 2 : -h - (56 * (w - x)) / (w / 2) + 2
    ribs += `M${f(x)} ${f(-h + 2)}V${f(y + 3)}`
  }
  s += line(ribs, '#7a879f', 1.4)
  // solar panels
  if (o.solar !== false) {
    for (let i = 0; i < 3; i++) {
      const x0 = w * 0.12 + i * w * 0.11
      const t = (x0 + 0) / (w / 2)
      const y0 = -h + 2 - 56 * t
      s += poly(
        [
          [x0, y0 + 4],
          [x0 + w * 0.1, y0 - 56 * ((w * 0.1) / (w / 2)) + 4],
          [x0 + w * 0.1, y0 - 56 * ((w * 0.1) / (w / 2)) + 14],
          [x0, y0 + 14],
        ],
        C.navyD,
      )
    }
  }
  // vents
  s += line(
    `M24 ${-h + 27}H${f(w - 30)}`,
    '#b7c1d3',
    10,
    ' stroke-linecap="butt" stroke-dasharray="28 14"',
  )
  // signboard
  s +=
    rr(w / 2 - 90, -h + 42, 180, 36, 5, C.navy) +
    at(w / 2 - 68, -h + 60, emblem(), 0.24) +
    rr(w / 2 - 48, -h + 52, 116, 6, 3, '#fff', ' opacity=".9"') +
    rr(w / 2 - 48, -h + 64, 80, 5, 2.5, C.tur)
  // shutters
  const sh = h - 100
  const doors = o.doors ?? 2
  const dw = (w - 40 - (doors - 1) * 20) / doors
  // the slats of a rolling shutter: a repeating two-line pattern
  const slats = `url(#${defEl('slats', (id) => `<pattern id="${id}" width="8" height="7" patternUnits="userSpaceOnUse"><rect width="8" height="7" fill="#c8ced9"/><rect y="5.6" width="8" height="1.4" fill="#aeb6c4"/></pattern>`)})`
  for (let i = 0; i < doors; i++) {
    const x = 20 + i * (dw + 20)
    const open = o.open && i === 0
    if (open) {
      s += rect(x, -sh, dw, sh, '#3a4254') + rect(x, -sh, dw, sh * 0.22, slats)
      s += at(
        x + 10,
        -sh * 0.78 + 6,
        shelves(dw - 20, sh * 0.78 - 12, 3, 44, { back: '#4a5366', frame: C.tur, kinds: ['box'] }),
      )
    } else s += rect(x, -sh, dw, sh, slats)
    s += rect(x - 4, -sh - 6, dw + 8, 6, '#7d889c')
  }
  s += rect(-8, -8, w + 16, 8, '#b9c0cc')
  return s
}

// ------------------------------------------------------------------------------------------ vehicles

function wheel(x, r = 19) {
  return use(
    'wheel' + r,
    () =>
      circ(0, 0, r, '#2b2b2f') + circ(0, 0, r * 0.52, '#d5d9e0') + circ(0, 0, r * 0.18, '#5a6070'),
    x,
    -r,
  )
}

/** Electric cargo three-wheeler facing right, about 230 long, wheels on y=0. */
function evAuto(o = {}) {
  const body = use(
    'ev' + !!o.noWheels,
    () => drawEvAuto({ noWheels: o.noWheels }),
    0,
    0,
    o.box ?? C.navy,
  )
  return at(o.x ?? 0, o.y ?? 0, body, o.s ?? 1, o.flip)
}
function drawEvAuto(o) {
  const box = ''
  const cab = C.tur
  let s = ''
  s += rect(6, -42, 214, 10, '#373d4d')
  s += rr(0, -136, 146, 98, 6, box)
  s += rect(0, -66, 146, 10, C.tur)
  s += at(40, -100, emblem({ ring: '#fff' }), 0.3)
  s +=
    rr(66, -92, 64, 7, 3.5, '#fff', ' opacity=".85"') +
    rr(66, -80, 44, 6, 3, '#fff', ' opacity=".55"')
  // cabin: an auto-rickshaw nose with an open side and a rounded canopy
  const canopy = C.navyD
  s += pth('M144-152Q188-160 208-148Q218-141 216-132L146-132Z', canopy)
  s += rect(144, -134, 8, 96, canopy)
  s += pth('M203-134L216-134L232-94L214-94Z', C.glass)
  s +=
    circ(178, -112, 9, SKIN[1]) +
    pth('M168.5-114A9.5 9.5 0 0 1 187.5-114Z', C.navy) +
    pth('M164-88Q164-102 178-102Q190-102 192-88Z', '#2f8f5b')
  s += line('M200-104L212-114', '#2b2f3a', 3)
  s += pth('M150-38L150-94L204-94Q230-94 238-64Q241-48 232-38Z', cab)
  s += pth('M150-94L204-94Q224-94 233-76L150-76Z', '#fff', ' opacity=".18"')
  s += circ(236, -70, 4.5, '#fff3b0')
  s += at(176, -60, leafBadge(), 0.75)
  if (!o.noWheels) s += wheel(40) + wheel(214, 16)
  s += line('M20-40A22 22 0 0 1 62-40M196-38A19 19 0 0 1 234-38', '#2b2f3a', 4)
  return s
}

/** Electric mini truck facing right, about 300 long. */
function evTruck(o = {}) {
  const box = o.box ?? '#f7f7f2'
  let s = ''
  s += rect(8, -46, 286, 12, '#373d4d')
  s += rr(0, -170, 200, 126, 4, box)
  s += rect(0, -80, 200, 12, C.green) + rect(0, -68, 200, 6, C.tur)
  s += at(48, -126, emblem(), 0.44)
  s +=
    rr(88, -138, 94, 9, 4.5, C.navy) +
    rr(88, -122, 62, 7, 3.5, C.green) +
    at(170, -104, leafBadge(), 0.9)
  s += pth(
    'M204-44L204-148Q204-156 212-156L256-156Q268-156 274-144L294-96Q298-86 298-70L298-44Z',
    o.cab ?? C.navy,
  )
  s += pth('M226-146L254-146Q262-146 266-138L282-100L226-100Z', C.glass)
  s += rect(212, -96, 8, 4, '#fff', ' opacity=".7"') + circ(292, -78, 5, '#fff3b0')
  s +=
    wheel(56, 21) +
    wheel(250, 21) +
    line('M30-46A26 26 0 0 1 82-46M224-46A26 26 0 0 1 276-46', '#2b2f3a', 4)
  return at(o.x ?? 0, o.y ?? 0, s, o.s ?? 1, o.flip)
}

function leafBadge() {
  return (
    circ(0, 0, 13, '#fff') +
    pth('M-7 6Q-8-7 8-8Q8 6-7 6Z', C.greenL) +
    line('M-6 5L4-4', C.green, 1.6)
  )
}

function charger(s = 1) {
  return at(
    0,
    0,
    rr(-16, -110, 32, 110, 5, C.navy) +
      rr(-11, -100, 22, 18, 2, '#9fd0ef') +
      pth('M2-74L-6-60H0L-3-48L7-64H1Z', C.tur) +
      rect(-20, -6, 40, 6, '#5a6378') +
      line('M16-40Q40-30 36 0', '#2b2f3a', 3.5),
    s,
  )
}

// ------------------------------------------------------------------------------------------ props

function table(w, h = 54, col = C.woodL) {
  return (
    rect(-w / 2, -h, w, 9, col) +
    rect(-w / 2, -h, w, 3, '#fff', ' opacity=".25"') +
    rect(-w / 2 + 8, -h + 9, 7, h - 9, C.wood) +
    rect(w / 2 - 15, -h + 9, 7, h - 9, C.wood)
  )
}

function packetsOnTable(w, y, seed) {
  const r = rng(seed)
  let s = ''
  for (let x = -w / 2 + 14; x < w / 2 - 10; x += r.range(20, 30)) {
    if (r() < 0.25) {
      x += 26
      continue
    }
    s += at(x, y, item(r.pick(['pouch', 'box', 'pouch']), r.pick(PRODUCT), r.range(14, 20)))
  }
  return s
}

function scale(s = 1) {
  return at(
    0,
    0,
    rect(-30, -10, 60, 10, '#5a6378') +
      rect(-4, -60, 8, 50, '#7d889c') +
      circ(0, -74, 17, '#fff') +
      circ(0, -74, 17, 'none', ' stroke="#5a6378" stroke-width="4"') +
      line('M0-74L8-82', '#d64541', 2) +
      rr(-36, -16, 72, 8, 3, '#9aa5b8'),
    s,
  )
}

function bunting(x0, x1, y, sag, seed) {
  const r = rng(seed)
  let s = line(
    `M${f(x0)} ${f(y)}Q${f((x0 + x1) / 2)} ${f(y + sag * 2)} ${f(x1)} ${f(y)}`,
    '#6b4325',
    1.6,
  )
  const n = Math.round((x1 - x0) / 34)
  for (let i = 1; i < n; i++) {
    const t = i / n
    const x = x0 + (x1 - x0) * t
    const yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y
    s += poly(
      [
        [x - 11, yy],
        [x + 11, yy],
        [x, yy + 24],
      ],
      r.pick([C.tur, '#d64541', C.greenL, C.navyL, '#c2185b', '#fff']),
    )
  }
  return s
}

/** Marigold garland with mango leaves, hung across an entrance. */
function toran(x0, x1, y) {
  const leaves = defEl(
    'mango' + y,
    (id) =>
      `<pattern id="${id}" y="${f(y)}" width="16" height="32" patternUnits="userSpaceOnUse"><path d="M3 0Q8 30 13 0Z" fill="${C.green}"/><path d="M5 0Q8 18 11 0Z" fill="${C.greenL}"/></pattern>`,
  )
  return (
    rect(x0, y, x1 - x0, 30, `url(#${leaves})`) +
    line(`M${f(x0 + 4)} ${f(y + 3)}H${f(x1)}`, '#f08a12', 11, ' stroke-dasharray="0 11"') +
    line(`M${f(x0 + 15)} ${f(y + 3)}H${f(x1)}`, '#f7c21a', 11, ' stroke-dasharray="0 33"')
  )
}

function garland(x, y, len) {
  return (
    line(`M${f(x)} ${f(y)}v${len * 10}`, '#f08a12', 10.5, ' stroke-dasharray="0 10"') +
    line(`M${f(x)} ${f(y + 20)}v${len * 10 - 20}`, '#f7c21a', 10.5, ' stroke-dasharray="0 30"')
  )
}

/** A rangoli on the ground, squashed for perspective. */
function rangoli(s = 1) {
  let petals = ''
  for (let i = 0; i < 8; i++)
    petals += `<ellipse cx="0" cy="-34" rx="10" ry="20" fill="${i % 2 ? '#d64541' : C.tur}" transform="rotate(${i * 45})"/>`
  const dots = `<circle r="66" stroke="#fff" stroke-width="8" stroke-dasharray="0 25.9"/>`
  return at(
    0,
    0,
    `<g transform="scale(1 .32)">${circ(0, 0, 74, '#c2185b')}${circ(0, 0, 58, '#fff')}${petals}${circ(0, 0, 18, C.green)}${circ(0, 0, 8, '#fff')}${dots}</g>`,
    s,
  )
}

function diya(x, y) {
  return (
    pth(`M${f(x - 10)} ${f(y)}Q${f(x)} ${f(y + 10)} ${f(x + 10)} ${f(y)}Z`, '#b5532f') +
    pth(
      `M${f(x)} ${f(y - 16)}Q${f(x + 5)} ${f(y - 6)} ${f(x)} ${f(y - 1)}Q${f(x - 5)} ${f(y - 6)} ${f(x)} ${f(y - 16)}Z`,
      '#f7c21a',
    )
  )
}

/** The gold gradient, added to the picture's <defs> the first time it is used. */
const gold = () =>
  `url(#${defEl('gold', (id) =>
    lin(
      id,
      [
        [0, '#ffd66b'],
        [0.5, '#f0a81c'],
        [1, '#c97f06'],
      ],
      1,
      1,
    ),
  )})`

function trophy(s = 1, col = gold()) {
  return at(
    0,
    0,
    rr(-46, -24, 92, 24, 3, C.navyD) +
      rr(-34, -40, 68, 18, 3, C.navy) +
      rect(-8, -84, 16, 46, col) +
      pth('M-26-40Q0-52 26-40L20-36L-20-36Z', col) +
      line('M-42-150Q-70-150-62-118Q-56-98-30-96M42-150Q70-150 62-118Q56-98 30-96', col, 8) +
      pth('M-46-170L46-170Q46-100 0-84Q-46-100-46-170Z', col) +
      pth('M-30-162L-18-162Q-18-120 0-100Q-30-110-30-162Z', '#fff', ' opacity=".28"') +
      circ(0, -136, 16, '#fff', ' opacity=".25"') +
      pth(
        'M0-148L4.7-140.5L13-139L7-133L8.5-124.5L0-128.5L-8.5-124.5L-7-133L-13-139L-4.7-140.5Z',
        '#fff',
        ' opacity=".85"',
      ),
    s,
  )
}

function laurel(s = 1, col = C.tur) {
  let l = ''
  for (let i = 0; i < 8; i++) {
    const a = 100 + i * 17
    const rad = (a * Math.PI) / 180
    const x = Math.cos(rad) * 84
    const y = Math.sin(rad) * 84
    l += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="6.5" ry="15" fill="${col}" transform="rotate(${a - 60} ${f(x)} ${f(y)})"/>`
    l += `<ellipse cx="${f(-x)}" cy="${f(y)}" rx="6.5" ry="15" fill="${col}" transform="rotate(${60 - a} ${f(-x)} ${f(y)})"/>`
  }
  l += line('M-14 84A84 84 0 0 1-82-18M14 84A84 84 0 0 0 82-18', col, 3)
  return at(0, 0, l, s)
}

function laptop(s = 1, screen = '#9fd0ef') {
  return at(
    0,
    0,
    rr(-34, -48, 68, 44, 3, '#2b3448') +
      rr(-30, -44, 60, 36, 2, screen) +
      pth('M-42-4L42-4L46 2L-46 2Z', '#9aa5b8'),
    s,
  )
}

function monitorChart(w, h) {
  let s =
    rr(0, 0, w, h, 6, '#fff') + rr(0, 0, w, h, 6, 'none', ` stroke="${C.navyD}" stroke-width="6"`)
  const bars = [0.35, 0.5, 0.45, 0.65, 0.8]
  bars.forEach((b, i) => {
    s += rect(
      w * 0.1 + i * w * 0.1,
      h * 0.85 - h * 0.6 * b,
      w * 0.06,
      h * 0.6 * b,
      i === 4 ? C.tur : C.navyL,
    )
  })
  s += line(
    `M${f(w * 0.62)} ${f(h * 0.75)}L${f(w * 0.72)} ${f(h * 0.55)}L${f(w * 0.8)} ${f(h * 0.62)}L${f(w * 0.9)} ${f(h * 0.3)}`,
    C.green,
    4,
  )
  s += circ(w * 0.9, h * 0.3, 5, C.green)
  return s
}

function plant(s = 1) {
  return at(
    0,
    0,
    pth('M-14 0L-17-26L17-26L14 0Z', C.terra) +
      pth('M0-26Q-30-40-22-70Q-6-50 0-26Z', C.green) +
      pth('M0-26Q26-44 24-76Q4-56 0-26Z', C.greenL) +
      pth('M0-26Q-4-60 4-88Q12-56 0-26Z', C.green),
    s,
  )
}

function millet(x, y, h, seed) {
  const r = rng(seed)
  const lean = r() < 0.5 ? -6 : 6
  const hh = Math.round(h / 20) * 20
  const head = r() < 0.5 ? '#b0793f' : '#a0683a'
  return use(
    `millet${lean}_${hh}`,
    () =>
      line(`M0 0Q${lean / 2} ${-hh / 2} ${lean} ${-hh}`, C.greenL, 3) +
      line(
        `M0 ${f(-hh * 0.35)}q-14-8-22 4M${f(lean * 0.2)} ${f(-hh * 0.55)}q14-10 22 2`,
        C.green,
        3,
      ) +
      `<ellipse cx="${lean}" cy="${-hh - 12}" rx="6" ry="16" transform="rotate(${f(lean * 1.2)} ${lean} ${-hh - 12})"/>`,
    x,
    y,
    head,
  )
}

function paddyRows(x0, x1, y0, y1, seed, col = C.green) {
  // Two bands of a repeating tuft pattern: small and sparse far away, larger near the viewer.
  const tuft = (w, h, sc) =>
    defEl(
      `paddy${col}${sc}`,
      (id) =>
        `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse" patternTransform="scale(${sc})"><path d="M10 ${h - 2}l-4-10M10 ${h - 2}v-12M10 ${h - 2}l4-10M${w / 2 + 10} ${h / 2 - 2}l-4-10M${w / 2 + 10} ${h / 2 - 2}v-12M${w / 2 + 10} ${h / 2 - 2}l4-10" fill="none" stroke="${col}" stroke-width="2.2" stroke-linecap="round"/></pattern>`,
    )
  const mid = y0 + (y1 - y0) * 0.4
  return (
    rect(x0, y0, x1 - x0, mid - y0, `url(#${tuft(40, 28, 0.8)})`) +
    rect(x0, mid, x1 - x0, y1 - mid, `url(#${tuft(40, 28, 1.3)})`)
  )
}

// ------------------------------------------------------------------------------------------ backgrounds

const SKIES = {
  morning: ['#bfe1f6', '#fdf0d6'],
  day: ['#a9d6f2', '#eaf6fb'],
  evening: ['#f3b879', '#fde5c4'],
  dusk: ['#5667b3', '#f2a86a'],
  dawn: ['#9db8e6', '#fbd9b0'],
}

/**
 * Outdoor backdrop across the whole canvas. gy is the ground line (canvas units).
 * Returns [defs, body].
 */
function outdoor(W, H, gy, o = {}) {
  const [s1, s2] = SKIES[o.sky ?? 'morning']
  const seed = o.seed ?? 1
  const defs =
    lin('sky', [
      [0, s1],
      [1, s2],
    ]) +
    lin('grd', [
      [0, o.ground1 ?? '#9acb6c'],
      [1, o.ground2 ?? '#6aa84f'],
    ])
  let b = rect(0, 0, W, gy + 2, 'url(#sky)')
  if (o.sun !== false) {
    const [sx, sy, sr] = o.sunAt ?? [W * 0.78, gy * 0.3, Math.min(W, H) * 0.06]
    b += sun(sx, sy, sr, o.sky === 'dusk' || o.sky === 'evening' ? '#f7b733' : C.tur)
  }
  const r = rng(seed)
  const nc = o.clouds ?? 3
  for (let i = 0; i < nc; i++)
    b += cloud(
      W * (0.08 + (0.84 * i) / Math.max(1, nc - 1)) + r.range(-40, 40),
      gy * r.range(0.18, 0.42),
      r.range(0.55, 0.95),
      o.sky === 'dusk' ? 0.35 : 0.9,
    )
  if (o.birds !== false) b += birds(W * r.range(0.25, 0.5), gy * 0.3, 1)
  const far = o.sky === 'dusk' ? '#8a8fc2' : o.sky === 'evening' ? '#d9b99a' : '#b7d3c8'
  const mid = o.sky === 'dusk' ? '#6f8a9a' : o.sky === 'evening' ? '#b9b77e' : '#9cc78e'
  b += hills(0, W, gy - 24, o.hillAmp ?? H * 0.14, seed + 11, 7, far, gy + 2)
  b += hills(0, W, gy - 2, H * 0.07, seed + 12, 9, mid, gy + 2)
  b += rect(0, gy, W, H - gy, 'url(#grd)')
  if (o.field) b += paddyRows(0, W, gy + 14, H - 8, seed, '#5e9c45')
  if (o.road) {
    const [ry, rh] = o.road
    b +=
      rect(0, ry, W, rh, C.road) +
      rect(0, ry, W, 4, C.roadD) +
      rect(0, ry + rh - 4, W, 4, '#b99c6e')
    let dash = ''
    for (let x = 20; x < W; x += 70) dash += `M${f(x)} ${f(ry + rh / 2)}h30`
    b += line(dash, '#f3e6cc', 3)
  }
  return [defs, b]
}

/** Indoor backdrop: wall, skirting and floor. */
function indoor(W, H, fy, o = {}) {
  const defs = lin('wallg', [
    [0, o.wall1 ?? '#f6efe2'],
    [1, o.wall2 ?? '#efe2c8'],
  ])
  let b = rect(0, 0, W, fy, 'url(#wallg)') + rect(0, fy, W, H - fy, o.floor ?? '#cdb38b')
  b += rect(0, fy - 10, W, 10, o.skirt ?? '#c9ae82')
  let planks = ''
  for (let y = fy + 24; y < H; y += 26 + (y - fy) * 0.2) planks += `M0 ${f(y)}H${W}`
  b += line(planks, '#000', 1.2, ' opacity=".07"')
  return [defs, b]
}

// ------------------------------------------------------------------------------------------ composing

/**
 * A layout maps a 960×600 local "stage" (ground at y=470) into the canvas.
 * post 1200×675, card 800×600, slide 1600×640 (stage on the right), banner 1600×500.
 */
const LAYOUT = {
  post: { W: 1200, H: 675, s: 1.125, ox: 60, oy: 0 },
  card: { W: 800, H: 600, s: 0.8333, ox: 0, oy: 100 },
  slide: { W: 1600, H: 640, s: 1, ox: 640, oy: 40 },
  banner: { W: 1600, H: 500, s: 0.78, ox: 830, oy: 32 },
}
const GROUND = 470

function compose(layoutName, { bg, parts, extraDefs = '' }) {
  const L = LAYOUT[layoutName]
  const gy = L.oy + GROUND * L.s
  const [defs, back] = bg(L.W, L.H, gy, L)
  let body = back
  for (const p of parts) {
    const ox = p.ox ?? L.ox
    body += at(ox, L.oy, p.draw, L.s)
  }
  return svgDoc(L.W, L.H, body, { defs: defs + extraDefs })
}

/** Canvas coordinates of a stage point. */
const cx = (L, x) => L.ox + x * L.s
const cy = (L, y) => L.oy + y * L.s

// ------------------------------------------------------------------------------------------ cast

/** A villager with plausible, varied clothes. */
function folk(r, o = {}) {
  const female = o.female ?? r() < 0.5
  const base = female
    ? {
        kind: r() < 0.8 ? 'saree' : 'skirt',
        hair: r.pick(['bun', 'long', 'bun']),
        saree: r.pick(SAREE),
        border: r.pick([C.tur, '#fff', C.greenL, '#f7c21a']),
        top: r.pick(TOPS),
        bottom: r.pick(SAREE),
        bindi: true,
        flower: r() < 0.4,
      }
    : {
        kind: r() < 0.7 ? 'pants' : 'dhoti',
        hair: r.pick(['short', 'short', 'turban', 'grey']),
        turban: r.pick(['#f4f1e8', '#f0a81c', '#e0603a']),
        top: r.pick(TOPS),
        bottom: r.pick(['#3c4a63', '#5a4a3a', '#2d3a56', '#6b6b6b']),
        collar: r() < 0.4 ? '#fff' : undefined,
      }
  if (base.kind === 'dhoti') base.bottom = r.pick(['#f4f1e8', '#f4f1e8', '#e8dcc0'])
  return person({ skin: r.pick(SKIN), ...base, ...o })
}

/** Company people wear navy with a lanyard; delivery partners a cap; warehouse teams a safety vest. */
const staff = (o) =>
  person({
    top: C.navy,
    bottom: '#2d3a56',
    collar: '#fff',
    lanyard: C.tur,
    hair: 'short',
    skin: SKIN[1],
    ...o,
  })
const rider = (o) =>
  person({ top: C.tur, bottom: '#2d3a56', hair: 'cap', cap: C.navy, skin: SKIN[3], ...o })
const worker = (o) =>
  person({ top: '#2f8f5b', vest: '#f7b500', bottom: '#2d3a56', hair: 'short', skin: SKIN[0], ...o })

// ------------------------------------------------------------------------------------------ scenes
// Each scene draws on a 960×600 stage with the ground at y=470 (see LAYOUT) and returns a document.
// People in the foreground stand near y=600 at 1.4–1.6× so that they, not the scenery, lead.

const shadow = (x, y, rx) => ell(x, y, rx, rx * 0.16, '#000', ' opacity=".12"')

function sceneStore(L, o = {}) {
  const r = rng(o.seed ?? 5)
  const sky = o.sky ?? 'morning'
  const festive = !!o.festive
  const lights = sky === 'evening' || sky === 'dusk'
  const people =
    o.people === false
      ? ''
      : at(236, 588, folk(r, { female: true, pose: 'hold' }), 1.4) +
        at(300, 588, folk(r, { female: r() < 0.5 }), 0.9) +
        at(760, 588, folk(r, { female: false, pose: o.wave ? 'wave' : 'stand' }), 1.42) +
        (o.crowd
          ? at(640, 588, folk(r, { female: true, pose: 'hips' }), 1.45) +
            at(420, 588, folk(r, { female: false, pose: 'carry' }), 1.45)
          : '')
  return compose(L, {
    bg: (W, H, gy, LL) =>
      outdoor(W, H, gy, {
        sky,
        seed: o.seed ?? 5,
        sunAt: [cx(LL, o.sunX ?? 850), cy(LL, 100), 34 * LL.s],
        clouds: L === 'slide' ? 4 : 3,
      }),
    parts: [
      o.close
        ? {
            // a close view of the entrance: signboard, festive garlands and the first shelves
            draw:
              at(910, 472, palm(1.05, -1)) +
              at(
                104,
                760,
                storefront(430, 340, {
                  seed: o.seed ?? 5,
                  festive,
                  inside: at(300, -8, folk(r, { female: true, pose: 'wave', flower: true }), 1.0),
                }),
                1.75,
              ),
          }
        : {
            draw:
              at(100, 470, house(0.8, '#f1dcb5', C.roof, r.int(1, 9))) +
              at(20, 472, palm(0.95, 1)) +
              at(910, 472, palm(1.05, -1)) +
              at(840, 474, bush(1.1)) +
              at(
                270,
                470,
                storefront(430, 340, {
                  seed: o.seed ?? 5,
                  lights,
                  festive,
                  inside: at(
                    300,
                    -8,
                    folk(r, { female: o.ownerFemale ?? false, pose: 'hold' }),
                    1.0,
                  ),
                }),
              ) +
              (festive
                ? at(485, 528, rangoli(1.25)) +
                  diya(372, 480) +
                  diya(600, 480) +
                  diya(330, 486) +
                  diya(640, 486)
                : '') +
              at(246, 478, crate(58, 'tomato', C.green), 1.15) +
              at(194, 480, sack(48, 56, C.jute, C.green), 1.1) +
              at(742, 478, sack(48, 58, '#e8dcc0', C.navy), 1.1) +
              at(800, 480, crate(56, 'onion', C.navy), 1.1) +
              people,
          },
    ],
  })
}

/** A category board hung from the ceiling, with a simple picture of what the aisle holds. */
function aisleSign(x, col, icon) {
  const icons = {
    grain: sack(26, 30, C.jute, C.green),
    oil: item('bottle', '#d64541', 34),
    soap: rr(-14, -20, 28, 18, 6, '#6fb3e0') + circ(-8, -27, 5, C.navyL) + circ(5, -31, 4, C.navyL),
  }
  return at(
    x,
    0,
    line('M-44 0V30M44 0V30', '#8a8f99', 2) +
      rr(-84, 30, 168, 70, 12, col) +
      circ(0, 65, 28, '#fff', ' opacity=".9"') +
      at(0, 80, icons[icon], 1.2),
  )
}

function sceneShelvesInside(L, o = {}) {
  const r = rng(o.seed ?? 11)
  const opts = o.festive ? { kinds: ['bottle', 'pouch', 'jar', 'bottle', 'tin'] } : {}
  const top = o.festive ? 64 : o.signs ? 112 : 40
  const h = o.festive ? 298 : o.signs ? 264 : 316
  const basket =
    rr(-44, -40, 88, 40, 6, '#d64541') +
    line('M-36-30H36M-36-18H36', '#fff', 3, ' opacity=".35"') +
    line('M-30-40Q0-86 30-40', '#b3352f', 5) +
    at(-18, -40, item('box', C.tur, 26)) +
    at(4, -40, item('bottle', C.navy, 34)) +
    at(24, -40, item('pouch', C.green, 22))
  return compose(L, {
    bg: (W, H, gy) => indoor(W, H, gy, { wall1: '#fbf3e3', wall2: '#f3e4c6' }),
    parts: [
      {
        draw:
          at(26, top, shelves(668, h, o.signs ? 3 : 4, (o.seed ?? 11) + 1, opts), 1.35) +
          (o.festive ? toran(0, 960, 20) + garland(30, 50, 14) + garland(930, 50, 14) : '') +
          (o.signs
            ? aisleSign(200, C.green, 'grain') +
              aisleSign(480, '#d64541', 'oil') +
              aisleSign(760, '#1f6fb2', 'soap')
            : '') +
          (o.people
            ? at(370, 588, staff({ pose: 'tablet' }), 1.6) +
              at(600, 588, folk(r, { female: true, pose: 'point' }), 1.6)
            : o.signs
              ? at(480, 596, basket, 1.5) +
                at(860, 590, sack(60, 70, C.jute, C.green), 1.5) +
                at(120, 590, crate(70, 'greens', C.navy), 1.5)
              : at(870, 590, sack(60, 70, C.jute, C.green), 1.5) +
                at(790, 590, sack(56, 64, '#e8dcc0', C.tur), 1.5) +
                at(110, 590, crate(70, 'greens', C.navy), 1.5) +
                at(220, 590, crate(66, 'potato', C.green), 1.5)),
      },
    ],
  })
}

function sceneCounter(L, o = {}) {
  const r = rng(o.seed ?? 21)
  return compose(L, {
    bg: (W, H, gy) => indoor(W, H, gy, { wall1: '#f8ecd4', wall2: '#eed9b4' }),
    parts: [
      {
        draw:
          at(70, 30, shelves(630, 270, 3, 23), 1.3) +
          at(
            540,
            640,
            folk(r, { female: true, pose: 'give', giveBox: false, flower: true }),
            1.95,
          ) +
          rect(30, 456, 900, 150, C.woodL) +
          rect(30, 456, 900, 16, C.wood) +
          rect(70, 490, 820, 90, '#000', ' opacity=".07"') +
          at(100, 456, jarRow(4, 7), 1.9) +
          at(10, 36, sachets(3, 8), 1.8) +
          at(880, 36, sachets(3, 9), 1.8) +
          at(
            800,
            456,
            rr(-60, -40, 120, 40, 6, '#2b3448') +
              rr(-53, -34, 106, 26, 3, '#9fd0ef') +
              rr(-16, -16, 32, 10, 2, '#5a6378'),
          ),
      },
    ],
  })
}

function sceneEVRoad(L, o = {}) {
  const r = rng(o.seed ?? 31)
  const sky = o.sky ?? 'day'
  const flip = !!o.flip
  return compose(L, {
    bg: (W, H, gy, LL) =>
      outdoor(W, H, gy, {
        sky,
        seed: o.seed ?? 31,
        sunAt: [cx(LL, o.sunX ?? 200), cy(LL, 110), 30 * LL.s],
        road: [cy(LL, 484), 76 * LL.s],
        field: true,
        clouds: 4,
      }),
    parts: [
      {
        draw:
          at(150, 474, house(0.7, '#e6efe0', C.roof, 3)) +
          at(330, 474, house(0.6, '#f4d9c8', '#a8462e', 5)) +
          at(60, 476, palm(0.9, 1)) +
          at(250, 476, palm(1.05, -1)) +
          at(470, 476, roundTree(0.9, 1)) +
          at(640, 476, palm(0.95, 1)) +
          at(800, 474, house(0.66, '#f3e1b8', C.roof, 8)) +
          at(920, 476, palm(1.1, -1)) +
          at(560, 476, bush(0.9)) +
          shadow(flip ? 500 : 460, 552, 190) +
          evAuto({ x: flip ? 680 : 280, y: 552, s: 1.55, flip }) +
          (o.leaves !== false ? at(flip ? 240 : 720, 330, leafCloud(r), 1.3) : '') +
          (o.walker
            ? at(120, 560, folk(r, { female: true, pose: 'wave' }), 1.3) +
              at(176, 560, folk(r, { female: false }), 0.85)
            : ''),
      },
    ],
  })
}

/** A few leaves drifting in the air: the "clean air" motif. */
function leafCloud(r) {
  let s = ''
  for (let i = 0; i < 5; i++) {
    const x = r.range(-60, 60)
    const y = r.range(-50, 40)
    s += `<path d="M-9 7Q-10-9 10-10Q9 8-9 7Z" fill="${i % 2 ? C.greenL : C.leaf}" transform="translate(${f(x)} ${f(y)}) rotate(${f(r.range(-60, 60))})"/>`
  }
  return s
}

function sceneEVCharge(L, o = {}) {
  const shot = o.shot ?? 'close'
  const bolt = (x, y, s) => at(x, y, pth('M0 0L-14 24H0L-8 46L16 16H2L10 0Z', C.tur), s)
  let fg = ''
  if (shot === 'wide') {
    fg =
      at(330, 474, charger(1)) +
      at(560, 474, charger(1)) +
      at(790, 474, charger(1)) +
      evAuto({ x: 90, y: 560, s: 0.95, box: '#2f6f9e' }) +
      evAuto({ x: 330, y: 560, s: 0.95 }) +
      evAuto({ x: 560, y: 560, s: 0.95, box: C.green }) +
      at(880, 588, rider({ pose: o.wave ? 'wave' : 'tablet' }), 1.35) +
      bolt(470, 410, 1)
  } else if (shot === 'single') {
    fg =
      at(640, 480, charger(1.5)) +
      shadow(420, 578, 200) +
      evAuto({ x: 230, y: 578, s: 1.6, box: o.box ?? C.navy }) +
      line('M664 420Q700 500 640 540Q600 560 560 520', '#2b2f3a', 5) +
      at(790, 588, rider({ pose: 'hold' }), 1.55) +
      bolt(700, 300, 1.4)
  } else {
    fg =
      at(470, 476, charger(1.35)) +
      at(880, 476, charger(1.35)) +
      shadow(300, 582, 170) +
      evAuto({ x: 120, y: 582, s: 1.4 }) +
      shadow(700, 582, 170) +
      evAuto({ x: 520, y: 582, s: 1.4, box: C.green }) +
      bolt(520, 330, 1.2)
  }
  return compose(L, {
    bg: (W, H, gy, LL) =>
      outdoor(W, H, gy, {
        sky: o.sky ?? 'dawn',
        seed: o.seed ?? 41,
        sunAt: [cx(LL, 860), cy(LL, 110), 30 * LL.s],
        clouds: 3,
        ground1: '#c9c3b4',
        ground2: '#b3ab98',
      }),
    parts: [
      {
        draw:
          at(-140, 470, warehouse(560, 290, { doors: 2 })) +
          line('M0 594H960', '#f1e9d6', 4, ' stroke-dasharray="40 30"') +
          fg,
      },
    ],
  })
}

function sceneDelivery(L, o = {}) {
  const r = rng(o.seed ?? 51)
  return compose(L, {
    bg: (W, H, gy, LL) =>
      outdoor(W, H, gy, {
        sky: o.sky ?? 'morning',
        seed: o.seed ?? 51,
        sunAt: [cx(LL, 880), cy(LL, 100), 28 * LL.s],
        clouds: 3,
      }),
    parts: [
      {
        draw:
          at(
            -40,
            470,
            storefront(420, 340, {
              seed: o.seed ?? 51,
              sign: o.oldShop ? null : undefined,
              awning: o.oldShop ? ['#2f8f5b', '#fff'] : undefined,
              inside:
                o.people === false
                  ? at(300, -8, folk(r, { female: true, pose: 'stand' }), 1.0)
                  : '',
            }),
          ) +
          at(900, 472, palm(1, -1)) +
          at(940, 474, bush(0.9)) +
          (o.people === false
            ? at(420, 560, sack(48, 56, C.jute, C.green), 1.3) +
              at(486, 560, crate(52, 'greens', C.navy), 1.3) +
              shadow(690, 572, 180) +
              evAuto({ x: 510, y: 572, s: 1.45 })
            : shadow(780, 560, 140) +
              evAuto({ x: 640, y: 560, s: 1.2 }) +
              at(420, 588, rider({ pose: 'give' }), 1.5) +
              at(590, 588, folk(r, { female: o.ownerFemale ?? true, pose: 'stand' }), 1.5) +
              at(310, 590, crate(56, 'mix', C.green), 1.4)),
      },
    ],
  })
}

function sceneFarm(L, o = {}) {
  const r = rng(o.seed ?? 61)
  const isMillet = o.crop === 'millet'
  const stalks = (y0, n, seed) => {
    const q = rng(seed)
    let s = ''
    for (let x = 10; x < 960; x += q.range(26, 40))
      s += millet(
        x,
        y0 + q.range(-6, 6),
        q.range(110, 170) * (y0 > 580 ? 1.2 : 0.8),
        Math.floor(x) + n,
      )
    return s
  }
  let fg
  if (isMillet) {
    fg =
      stalks(520, 1, 7) +
      at(
        560,
        588,
        folk(r, { female: false, hair: 'turban', kind: 'dhoti', pose: o.pose ?? 'hips' }),
        1.6,
      ) +
      (o.pose === 'point' ? at(380, 588, staff({ pose: 'tablet' }), 1.55) : '') +
      stalks(615, 2, 9)
  } else if (o.hero) {
    fg =
      at(480, 588, folk(r, { female: true, pose: 'head' }), 1.9) +
      at(720, 590, crate(70, 'tomato', C.green), 1.5) +
      at(820, 590, crate(70, 'greens', C.navy), 1.5) +
      at(770, 548, crate(64, 'onion', '#2f6f9e'), 1.5) +
      at(200, 590, sack(56, 66, C.jute, C.green), 1.5)
  } else {
    fg =
      at(190, 590, sack(56, 66, C.jute, C.green), 1.4) +
      at(256, 590, sack(52, 60, '#e8dcc0', C.tur), 1.4) +
      at(222, 530, sack(50, 56, C.jute, C.navy), 1.4) +
      at(350, 588, folk(r, { female: false, hair: 'turban', kind: 'dhoti', pose: 'carry' }), 1.5) +
      at(480, 588, folk(r, { female: true, pose: 'head' }), 1.5) +
      (o.trio !== false ? at(610, 588, folk(r, { female: false, pose: 'wave' }), 1.48) : '') +
      at(730, 590, crate(70, 'tomato', C.green), 1.4) +
      at(830, 590, crate(70, 'greens', C.navy), 1.4) +
      at(780, 548, crate(64, 'onion', '#2f6f9e'), 1.4)
  }
  return compose(L, {
    bg: (W, H, gy, LL) =>
      outdoor(W, H, gy, {
        sky: o.sky ?? 'morning',
        seed: o.seed ?? 61,
        sunAt: [cx(LL, o.sunX ?? 760), cy(LL, 110), 34 * LL.s],
        field: !isMillet,
        clouds: 3,
        ground1: isMillet ? '#c7b56a' : '#9acb6c',
        ground2: isMillet ? '#a89548' : '#6aa84f',
      }),
    parts: [
      {
        draw:
          at(80, 470, roundTree(1.2, 0)) +
          at(900, 472, palm(0.9, -1)) +
          at(700, 470, house(0.55, '#f1dcb5', C.roof, 4)) +
          fg,
      },
    ],
  })
}

/** An open-sided collection shed: roof on posts, sacks inside. */
function shed(w, h, roof = '#b54b31') {
  return (
    rect(0, -h, w, h, '#efe3c8') +
    poly(
      [
        [-20, -h],
        [w / 2, -h - 50],
        [w + 20, -h],
      ],
      roof,
    ) +
    rect(-20, -h - 4, w + 40, 10, C.roofD) +
    rect(6, -h + 6, 10, h - 6, C.woodL) +
    rect(w - 16, -h + 6, 10, h - 6, C.woodL) +
    rect(w / 2 - 5, -h + 6, 10, h - 6, C.woodL) +
    rr(w / 2 - 80, -h - 30, 160, 26, 4, C.green) +
    rr(w / 2 - 60, -h - 21, 120, 8, 4, '#fff', ' opacity=".85"')
  )
}

function sackPile(seed, cols = 4, rows = 3, w = 50, h = 56) {
  const r = rng(seed)
  let s = ''
  for (let j = 0; j < rows; j++) {
    const n = cols - j
    for (let i = 0; i < n; i++)
      s += at(
        i * (w - 4) + j * (w / 2),
        -j * (h - 10),
        sack(w, h, r.pick([C.jute, '#e8dcc0', '#d9c8a0']), r.pick([C.green, C.navy])),
      )
  }
  return s
}

function sceneCollection(L, o = {}) {
  const r = rng(o.seed ?? 71)
  return compose(L, {
    bg: (W, H, gy, LL) =>
      outdoor(W, H, gy, {
        sky: o.sky ?? 'morning',
        seed: o.seed ?? 71,
        sunAt: [cx(LL, 140), cy(LL, 100), 30 * LL.s],
        clouds: 3,
        ground1: '#d9c596',
        ground2: '#c4ab78',
      }),
    parts: [
      {
        draw:
          at(30, 470, shed(440, 250)) +
          at(60, 466, sackPile(3, 5, 3, 64, 70)) +
          (o.truck !== false
            ? evTruck({ x: 600, y: 476, s: 0.95 })
            : at(680, 472, roundTree(1.1, 1)) + at(860, 474, palm(0.9, -1))) +
          at(560, 590, scale(1.6)) +
          at(560, 514, sack(58, 64, C.jute, C.green), 1.3) +
          at(
            410,
            588,
            folk(r, { female: false, hair: 'turban', kind: 'dhoti', pose: 'carry' }),
            1.5,
          ) +
          at(710, 588, staff({ pose: 'tablet' }), 1.5) +
          (o.woman !== false ? at(850, 588, folk(r, { female: true, pose: 'stand' }), 1.45) : ''),
      },
    ],
  })
}

function sceneFarmGate(L) {
  const r = rng(81)
  return compose(L, {
    bg: (W, H, gy, LL) =>
      outdoor(W, H, gy, {
        sky: 'morning',
        seed: 81,
        sunAt: [cx(LL, 120), cy(LL, 110), 30 * LL.s],
        field: true,
        road: [cy(LL, 486), 62 * LL.s],
      }),
    parts: [
      {
        draw:
          at(840, 472, roundTree(1.1, 2)) +
          at(720, 474, house(0.55, '#f1dcb5', C.roof, 2)) +
          line('M40 480V430M120 480V430M200 480V430M40 440H200M40 462H200', C.woodD, 5) +
          shadow(340, 545, 200) +
          evTruck({ x: 180, y: 545, s: 1.2 }) +
          at(700, 590, crate(64, 'tomato', C.green), 1.4) +
          at(790, 590, crate(64, 'greens', C.navy), 1.4) +
          at(745, 552, crate(60, 'mix', C.green), 1.4) +
          at(
            590,
            588,
            folk(r, { female: false, kind: 'dhoti', hair: 'turban', pose: 'carry' }),
            1.5,
          ) +
          at(890, 588, folk(r, { female: true, pose: 'wave' }), 1.45),
      },
    ],
  })
}

/** Pallet racks with cartons and sacks. */
function racks(w, h, levels, seed) {
  const r = rng(seed)
  let s = ''
  const lh = h / levels
  for (let l = 0; l < levels; l++) {
    const y = -l * lh
    let x = 14
    while (x < w - 60) {
      if (r() < 0.55) {
        const cw = r() < 0.5 ? 44 : 52
        for (let k = 0; k < 2 && x < w - 50; k++) {
          s += at(x + cw / 2, y - 8, carton(cw, lh * 0.42, k))
          s += at(x + cw / 2, y - 8 - lh * 0.42, carton(cw - 8, lh * 0.34, k + 1))
          x += cw + 4
        }
      } else {
        const band = r.pick([C.green, C.navy])
        s += at(x + 26, y - 8, sack(52, lh * 0.6, C.jute, band))
        s += at(x + 78, y - 8, sack(52, lh * 0.6, C.jute, band))
        x += 108
      }
      x += 10
    }
    s += rect(0, y - 8, w, 8, '#f08a12')
  }
  let posts = ''
  for (let x = 0; x <= w; x += w / 3) posts += rect(x - 5, -h, 10, h, C.navy)
  return posts + s
}

function trolley() {
  return (
    pth('M0 0H150V-14H0Z', '#d64541') +
    circ(14, 4, 8, '#2b2b2f') +
    circ(136, 4, 8, '#2b2b2f') +
    at(40, -14, carton(56, 40, 0)) +
    at(100, -14, carton(56, 40, 1)) +
    at(70, -54, carton(56, 36, 2)) +
    line('M150-14L172-80', '#2b2b2f', 6)
  )
}

function sceneWarehouseInside(L, o = {}) {
  return compose(L, {
    bg: (W, H, gy) =>
      indoor(W, H, gy, { wall1: '#e9edf4', wall2: '#dfe5ee', floor: '#c3c8cf', skirt: '#aab2bf' }),
    parts: [
      {
        draw:
          rect(0, 0, 960, 40, '#cfd6e2') +
          line(
            'M60 15H180M420 15H540M780 15H900',
            '#fff',
            18,
            ' stroke-linecap="butt" opacity=".7"',
          ) +
          at(10, 466, racks(410, 390, 3, (o.seed ?? 91) + 1)) +
          at(550, 466, racks(400, 390, 3, (o.seed ?? 91) + 2)) +
          line('M440 600L450 470M530 600L520 470', '#f7b500', 6) +
          (o.trolley
            ? at(380, 600, trolley(), 1.3) +
              at(720, 588, worker({ pose: 'stand' }), 1.5) +
              at(260, 588, worker({ pose: 'carry', skin: SKIN[2], top: '#1f6fb2' }), 1.5)
            : o.people === false
              ? at(480, 600, trolley(), 1.1)
              : at(
                  400,
                  588,
                  person({
                    kind: 'saree',
                    hair: 'bun',
                    saree: SAREE[3],
                    pose: 'stand',
                    vest: '#f7b500',
                    skin: SKIN[4],
                    bindi: true,
                  }),
                  1.55,
                ) +
                at(
                  560,
                  588,
                  person({
                    kind: 'saree',
                    hair: 'bun',
                    saree: SAREE[1],
                    pose: 'tablet',
                    vest: '#f7b500',
                    skin: SKIN[2],
                    bindi: true,
                  }),
                  1.55,
                )),
      },
    ],
  })
}

function sceneWarehouseOutside(L, o = {}) {
  const r = rng(o.seed ?? 101)
  const bg = (W, H, gy, LL) =>
    outdoor(W, H, gy, {
      sky: o.sky ?? 'dawn',
      seed: o.seed ?? 101,
      sunAt: [cx(LL, o.sunX ?? 110), cy(LL, 140), 34 * LL.s],
      clouds: 3,
      ground1: '#cfc8b8',
      ground2: '#bdb5a3',
      road: o.leaving ? [cy(LL, 520), 70 * LL.s] : null,
    })
  let draw
  if (o.cartons) {
    draw =
      at(-60, 480, warehouse(760, 380, { doors: 2, open: true })) +
      at(860, 480, palm(1.1, -1)) +
      at(560, 590, carton(70, 56, 0), 1.4) +
      at(660, 590, carton(70, 56, 1), 1.4) +
      at(610, 528, carton(70, 50, 2), 1.4) +
      at(860, 590, carton(64, 50, 0), 1.4) +
      at(440, 588, worker({ pose: 'carry' }), 1.5) +
      at(300, 588, worker({ pose: 'tablet', skin: SKIN[4], top: '#1f6fb2' }), 1.5)
  } else if (o.leaving) {
    draw =
      at(40, 470, warehouse(520, 270, { doors: 2, open: true })) +
      at(660, 472, roundTree(1, 0)) +
      at(900, 472, palm(1, -1)) +
      shadow(330, 584, 150) +
      evAuto({ x: 200, y: 584, s: 1.2, box: C.green }) +
      shadow(730, 584, 150) +
      evAuto({ x: 600, y: 584, s: 1.2 })
  } else if (o.group) {
    let g = ''
    for (let i = 0; i < 6; i++)
      g += at(
        170 + i * 124,
        606,
        i === 5
          ? staff({
              kind: 'saree',
              hair: 'bun',
              saree: C.navy,
              border: C.tur,
              bindi: true,
              pose: 'tablet',
            })
          : folk(r, {
              female: true,
              hair: i === 3 ? 'scarf' : undefined,
              pose: ['wave', 'stand', 'hips', 'stand', 'wave'][i],
            }),
        1.45,
      )
    draw =
      at(90, 470, warehouse(780, 310, { doors: 3, open: true })) +
      at(40, 472, roundTree(1.05, 0)) +
      at(920, 472, palm(1.0, -1)) +
      g
  } else {
    draw =
      at(150, 470, warehouse(560, 300, { doors: 3, open: true })) +
      at(60, 472, roundTree(1.05, 0)) +
      at(900, 472, palm(1.0, -1)) +
      (o.ribbon
        ? line('M180 452H690', '#d64541', 7) +
          at(430, 452, pth('M0 0L-26-16V16ZM0 0L26-16V16Z', '#d64541') + circ(0, 0, 8, '#b3352f')) +
          at(350, 588, staff({ pose: 'hold' }), 1.45) +
          at(510, 588, folk(r, { female: true, pose: 'wave' }), 1.45) +
          at(640, 588, folk(r, { female: false, pose: 'stand' }), 1.4)
        : shadow(130, 586, 160) +
          evTruck({ x: -20, y: 586, s: 0.95 }) +
          shadow(700, 584, 120) +
          evAuto({ x: 820, y: 584, s: 1.0, flip: true }))
  }
  return compose(L, { bg, parts: [{ draw }] })
}

/** A wall shelf on brackets holding sacks and cartons. */
function wallShelf(w, seed) {
  const r = rng(seed)
  let s = rect(0, 0, w, 10, C.woodL) + pth(`M14 10v26l20-26ZM${w - 14} 10v26l-20-26Z`, C.wood)
  for (let x = 30; x < w - 30; x += 62)
    s +=
      r() < 0.5
        ? at(x, 0, sack(52, 58, C.jute, r.pick([C.green, C.navy])))
        : at(x, 0, carton(52, 44, r.int(0, 2)))
  return s
}

function scenePacking(L, o = {}) {
  const r = rng(o.seed ?? 111)
  const outside = !!o.outside
  const close = !!o.close
  const women = close ? 2 : (o.women ?? 4)
  const sc = close ? 2.2 : 1.8
  const tableTop = close ? 420 : 448
  let people = ''
  for (let i = 0; i < women; i++) {
    const x = close ? 300 + i * 360 : 160 + (i * 640) / (women - 1)
    people += at(
      x,
      588,
      person({
        kind: 'saree',
        hair: i % 3 === 2 ? 'scarf' : r.pick(['bun', 'long']),
        saree: SAREE[(i * 3 + (o.seed ?? 0)) % SAREE.length],
        top: r.pick(TOPS),
        border: r.pick([C.tur, '#fff', '#f7c21a']),
        skin: SKIN[(i + 2) % SKIN.length],
        pose: i % 2 ? 'tablet' : 'carry',
        bindi: true,
        scarf: SAREE[5],
        flower: i === 1,
      }),
      sc,
    )
  }
  const bg = outside
    ? (W, H, gy, LL) =>
        outdoor(W, H, gy, {
          sky: 'morning',
          seed: o.seed ?? 111,
          sunAt: [cx(LL, 900), cy(LL, 80), 30 * LL.s],
          clouds: 3,
          ground1: '#d8ceb9',
          ground2: '#c7bca5',
        })
    : (W, H, gy) =>
        indoor(W, H, gy, { wall1: '#eef1f5', wall2: '#e1e6ee', floor: '#c9c5bd', skirt: '#aab2bf' })
  const back = outside
    ? at(30, 420, warehouse(900, 260, { doors: 4, open: true }))
    : rr(40, 40, 200, 120, 6, '#cfe3f0') +
      line('M140 40V160M40 100H240', '#fff', 6) +
      rr(720, 40, 200, 120, 6, '#cfe3f0') +
      line('M820 40V160M720 100H920', '#fff', 6) +
      at(300, 170, wallShelf(360, (o.seed ?? 111) + 9)) +
      rr(400, 40, 160, 90, 8, C.navy) +
      at(440, 85, emblem({ ring: '#fff' }), 0.4) +
      rr(470, 70, 70, 8, 4, '#fff') +
      rr(470, 88, 50, 7, 3.5, C.tur)
  // the table: a top, a shallow apron and legs, so the floor shows underneath
  const tw = 900
  const table =
    rect(30, tableTop, tw, 14, C.woodL) +
    rect(30, tableTop + 14, tw, 22, C.wood) +
    rect(50, tableTop + 36, 16, 600 - tableTop, C.woodD) +
    rect(30 + tw - 36, tableTop + 36, 16, 600 - tableTop, C.woodD) +
    rect(480 - 8, tableTop + 36, 16, 600 - tableTop, C.woodD)
  return compose(L, {
    bg,
    parts: [
      {
        draw:
          back +
          people +
          table +
          at(
            480,
            tableTop + 2,
            packetsOnTable(close ? 460 : 560, 0, (o.seed ?? 111) + 3),
            close ? 1.8 : 1.3,
          ) +
          at(close ? 110 : 100, tableTop + 2, scale(close ? 1.0 : 0.75)) +
          at(close ? 860 : 870, tableTop + 2, crate(70, 'mix', C.green), close ? 1.5 : 1.15) +
          (close
            ? ''
            : at(90, 590, sack(64, 74, C.jute, C.green), 1.3) +
              at(880, 590, sack(60, 70, '#e8dcc0', C.tur), 1.3)),
      },
    ],
  })
}

function sceneTraining(L, o = {}) {
  const r = rng(o.seed ?? 121)
  const shg = !!o.shg
  let aud = ''
  for (let row = 0; row < 2; row++)
    for (let i = 0; i < 5; i++) {
      const f2 = shg || r() < 0.5
      aud += backView({
        x: 130 + i * 160 + row * 60,
        y: row ? 610 : 530,
        s: row ? 1.45 : 1.2,
        top: r.pick(f2 ? SAREE : TOPS),
        hair: f2 ? 'long' : 'short',
        skin: r.pick(SKIN),
      })
    }
  return compose(L, {
    bg: (W, H, gy) => indoor(W, H, gy, { wall1: '#f4f1ea', wall2: '#e9e3d6', floor: '#c9b58f' }),
    parts: [
      {
        draw:
          at(230, 70, monitorChart(440, 260)) +
          rect(440, 330, 20, 60, '#7d889c') +
          at(
            790,
            470,
            staff({
              pose: 'point',
              kind: shg ? 'saree' : 'pants',
              hair: shg ? 'bun' : 'short',
              saree: C.navy,
              border: C.tur,
              bindi: shg,
            }),
            1.35,
            true,
          ) +
          at(110, 430, plant(1.3)) +
          aud,
      },
    ],
  })
}

function sceneCelebration(L, o = {}) {
  const r = rng(o.seed ?? 131)
  let confetti = ''
  const bits = [C.tur, '#d64541', C.greenL, C.navyL, '#c2185b'].map((c, i) =>
    use(
      'cf' + i,
      () => `<rect x="-4" y="-2" width="8" height="4" fill="${c}" transform="rotate(${i * 37})"/>`,
    ),
  )
  for (let i = 0; i < 36; i++)
    confetti += bits[i % 5].replace(
      '/>',
      ` x="${f(r.range(20, 940))}" y="${f(r.range(70, 300))}"/>`,
    )
  const balloon = (x, y, c) =>
    line(`M${x} ${y + 30}q-6 30 4 60`, '#9a8f80', 1.4) +
    ell(x, y, 22, 28, c) +
    pth(`M${x - 4} ${y + 28}h8l-4 6z`, c) +
    ell(x - 7, y - 9, 5, 8, '#fff', ' opacity=".35"')
  let people = ''
  for (let i = 0; i < 5; i++) {
    const female = i % 2 === 0
    people += at(
      170 + i * 155,
      600,
      i === 1 || i === 3
        ? staff({
            pose: 'wave',
            skin: SKIN[i % 6],
            kind: female ? 'saree' : 'pants',
            hair: female ? 'bun' : 'short',
            saree: C.navy,
            border: C.tur,
            bindi: female,
          })
        : folk(r, { female, pose: r.pick(['wave', 'stand', 'hips']) }),
      1.45,
    )
  }
  return compose(L, {
    bg: (W, H, gy) => indoor(W, H, gy, { wall1: '#fdf3e1', wall2: '#f8e5c4', floor: '#d2b78c' }),
    parts: [
      {
        draw:
          bunting(0, 480, 30, 30, 3) +
          bunting(480, 960, 30, 30, 4) +
          balloon(70, 190, '#d64541') +
          balloon(120, 160, C.tur) +
          balloon(850, 180, C.navyL) +
          balloon(900, 210, C.greenL) +
          confetti +
          (o.trophy
            ? at(480, 240, trophy(0.7)) + rr(400, 240, 160, 10, 3, C.navyD)
            : rr(330, 130, 300, 70, 10, C.navy) +
              at(372, 165, emblem({ ring: '#fff' }), 0.42) +
              rr(410, 154, 190, 10, 5, '#fff') +
              rr(410, 172, 130, 8, 4, C.tur)) +
          people +
          at(480, 610, table(320, 80, '#e8dcc0')) +
          at(
            480,
            530,
            rr(-64, -52, 128, 52, 6, '#f7e1c8') +
              rect(-64, -32, 128, 8, '#d64541') +
              rr(-48, -78, 96, 28, 5, '#fff3e0') +
              circ(-20, -82, 5, '#d64541') +
              circ(0, -84, 5, '#d64541') +
              circ(20, -82, 5, '#d64541') +
              line('M0-88V-100', C.tur, 3) +
              circ(0, -104, 4, '#f7c21a'),
          ),
      },
    ],
  })
}

function sceneOffice(L, o = {}) {
  const r = rng(o.seed ?? 141)
  let city = ''
  const q = rng(5)
  for (let x = 60; x < 900; x += q.range(40, 70))
    city += rect(
      x,
      330 - q.range(60, 210),
      q.range(34, 60),
      330,
      q.pick(['#b9cbe4', '#a9bedc', '#c7d6ea']),
    )
  const monitor = (x, scr) =>
    at(
      x,
      470,
      rr(-64, -100, 128, 80, 5, '#2b3448') +
        rr(-58, -94, 116, 66, 3, scr) +
        rect(-6, -20, 12, 20, '#5a6378') +
        rr(-30, -4, 60, 6, 3, '#5a6378'),
    )
  return compose(L, {
    bg: (W, H, gy) =>
      indoor(W, H, gy, { wall1: '#f3f5f9', wall2: '#e6eaf1', floor: '#c9bda7', skirt: '#b8bfcb' }),
    parts: [
      {
        draw:
          rect(60, 40, 840, 290, '#dcebf7') +
          `<g opacity=".9">${city}</g>` +
          rect(60, 40, 840, 290, 'none', ` stroke="#fff" stroke-width="12"`) +
          line('M340 40V330M620 40V330', '#fff', 10) +
          at(250, 560, folk(r, { female: false, pose: 'tablet', top: C.navyL }), 1.45) +
          at(
            710,
            560,
            folk(r, {
              female: true,
              kind: 'skirt',
              top: '#0f8b8d',
              bottom: '#2d3a56',
              pose: 'hold',
            }),
            1.45,
          ) +
          rect(20, 470, 420, 14, '#e9dcc4') +
          rect(40, 484, 380, 116, '#d9c9ab') +
          rect(520, 470, 420, 14, '#e9dcc4') +
          rect(540, 484, 380, 116, '#d9c9ab') +
          monitor(330, '#9fd0ef') +
          monitor(600, '#cde8c0') +
          at(120, 470, laptop(1.1, '#fde3a7')) +
          at(860, 470, laptop(1.1, '#9fd0ef')) +
          at(470, 588, staff({ pose: 'hold' }), 1.55) +
          at(30, 470, plant(1.3)) +
          at(936, 470, plant(1.2)),
      },
    ],
  })
}

function sceneStage(L, o = {}) {
  const beams = (x) =>
    pth(`M${x - 14} 0L${x + 14} 0L${x + 120} 470L${x - 120} 470Z`, '#fff6d0', ' opacity=".09"')
  return compose(L, {
    bg: (W, H, gy) => [
      lin('stg', [
        [0, '#15296b'],
        [1, '#0c1a45'],
      ]),
      rect(0, 0, W, H, 'url(#stg)') + rect(0, gy, W, H - gy, '#0a1538'),
    ],
    parts: [
      {
        draw:
          beams(200) +
          beams(480) +
          beams(760) +
          rect(-200, 470, 1360, 130, '#122258') +
          rect(-200, 470, 1360, 8, C.tur) +
          (o.screen
            ? rr(150, 50, 560, 320, 8, '#0c1a45') +
              at(156, 56, networkArt(548, 308, 3)) +
              at(820, 560, staff({ pose: 'point' }), 1.55, true)
            : o.trophy
              ? at(480, 430, trophy(1.45)) +
                at(480, 270, laurel(1.45)) +
                rr(380, 430, 200, 40, 4, '#2a3f8f') +
                ell(480, 478, 140, 10, '#000', ' opacity=".2"')
              : '') +
          (o.podium
            ? at(300, 470, trophy(1.1)) +
              at(300, 350, laurel(1.1)) +
              at(700, 590, staff({ pose: 'stand' }), 1.5) +
              at(
                700,
                600,
                rr(-60, -150, 120, 150, 4, '#2a3f8f') +
                  rr(-68, -160, 136, 18, 4, '#3c55b0') +
                  at(0, -80, emblem({ ring: '#fff' }), 0.42) +
                  line('M-14-160L-30-196', '#2b2b2f', 3) +
                  ell(-32, -199, 6, 8, '#2b2b2f'),
              )
            : ''),
      },
    ],
  })
}

function sceneAudience(L) {
  const r = rng(151)
  let aud = ''
  for (let row = 0; row < 3; row++)
    for (let i = 0; i < 7; i++)
      aud += backView({
        x: 40 + i * 140 + (row % 2) * 70,
        y: 490 + row * 58,
        s: 1 + row * 0.22,
        top: r.pick(TOPS),
        hair: r() < 0.5 ? 'long' : 'short',
        skin: r.pick(SKIN),
      })
  return compose(L, {
    bg: (W, H) => [
      lin('stg', [
        [0, '#15296b'],
        [1, '#0c1a45'],
      ]),
      rect(0, 0, W, H, 'url(#stg)'),
    ],
    parts: [
      {
        draw:
          rect(-200, 330, 1360, 30, '#122258') +
          rect(-200, 330, 1360, 5, C.tur) +
          rr(230, 50, 500, 260, 8, '#0c1a45') +
          at(236, 56, networkArt(488, 248, 9)) +
          at(820, 330, staff({}), 0.95) +
          pth('M200 0L260 0L300 330L160 330Z', '#fff6d0', ' opacity=".07"') +
          pth('M700 0L760 0L900 330L760 330Z', '#fff6d0', ' opacity=".07"') +
          aud,
      },
    ],
  })
}

/** Villages (dots) linked to a warehouse (square) by routes: used on screens. */
function networkArt(w, h, seed, { bg = '#13275f', route = C.tur } = {}) {
  const r = rng(seed)
  const hub = [w * 0.5, h * 0.5]
  let s = rr(0, 0, w, h, 6, bg)
  const pts = []
  for (let i = 0; i < 14; i++) {
    const a = (i / 14) * Math.PI * 2 + r.range(-0.2, 0.2)
    const d = r.range(0.25, 0.45)
    pts.push([hub[0] + Math.cos(a) * w * d, hub[1] + Math.sin(a) * h * d * 1.1])
  }
  let routes = ''
  for (const p of pts)
    routes += `M${f(hub[0])} ${f(hub[1])}Q${f((hub[0] + p[0]) / 2 + r.range(-30, 30))} ${f((hub[1] + p[1]) / 2 + r.range(-30, 30))} ${f(p[0])} ${f(p[1])}`
  s += line(routes, route, 2.5, ' stroke-dasharray="8 6" opacity=".9"')
  for (const p of pts) s += circ(p[0], p[1], 9, C.greenL) + circ(p[0], p[1], 4, '#fff')
  s += rr(hub[0] - 22, hub[1] - 22, 44, 44, 8, '#fff') + at(hub[0], hub[1], emblem(), 0.36)
  return s
}

/** A district seen from above: fields, a river, villages and the routes from one warehouse. */
function sceneDistrict(L) {
  const r = rng(17)
  const hub = [480, 300]
  const villages = [
    [150, 120],
    [300, 80],
    [520, 90],
    [760, 110],
    [860, 250],
    [820, 440],
    [640, 510],
    [400, 520],
    [180, 470],
    [110, 300],
    [300, 300],
    [660, 300],
  ]
  let routes = ''
  for (const [x, y] of villages)
    routes += `M${hub[0]} ${hub[1]}Q${f((hub[0] + x) / 2 + r.range(-40, 40))} ${f((hub[1] + y) / 2 + r.range(-40, 40))} ${x} ${y}`
  const hut = use(
    'hut',
    () =>
      rect(-12, -14, 24, 14, '#fff') +
      pth('M-15-13L0-26L15-13Z', C.roof) +
      rect(-3, -8, 6, 8, C.wood),
  )
  let vill = ''
  for (const [x, y] of villages)
    vill +=
      circ(x, y, 30, '#fff', ' opacity=".45"') +
      hut.replace('/>', ` x="${x - 9}" y="${y + 6}"/>`) +
      hut.replace('/>', ` x="${x + 11}" y="${y + 12}"/>`)
  let fields = ''
  for (let i = 0; i < 22; i++)
    fields += rr(
      r.range(0, 900),
      r.range(0, 560),
      r.range(60, 140),
      r.range(40, 90),
      10,
      r.pick(['#b7d98f', '#a6cf7c', '#cfe3a6', '#d9d28f']),
      ` opacity=".8" transform="rotate(${f(r.range(-20, 20))})"`,
    )
  const ev = (x, y, flip) => at(x, y, evAuto({}), 0.22, flip)
  return compose(L, {
    bg: (W, H) => [
      lin(
        'land',
        [
          [0, '#cfe6b0'],
          [1, '#bcdc98'],
        ],
        1,
        1,
      ),
      rect(0, 0, W, H, 'url(#land)'),
    ],
    parts: [
      {
        draw:
          fields +
          line('M-100 180Q200 240 300 180T620 210T1060 120', '#8fc3e6', 22) +
          line('M-100 180Q200 240 300 180T620 210T1060 120', '#b9dcf2', 8) +
          line(routes, '#fff', 9) +
          line(routes, C.navy, 3, ' stroke-dasharray="10 8"') +
          vill +
          ev(560, 245, false) +
          ev(330, 410, true) +
          ev(680, 420, false) +
          circ(hub[0], hub[1], 60, C.tur, ' opacity=".25"') +
          at(hub[0], hub[1] + 40, warehouse(120, 70, { doors: 1, solar: false }), 0.9),
      },
    ],
  })
}

function scenePhone(L) {
  return compose(L, {
    bg: (W, H, gy) => indoor(W, H, gy, { wall1: '#f7ecd6', wall2: '#efdcb8' }),
    parts: [
      {
        draw:
          `<g opacity=".5">${at(0, 40, shelves(740, 340, 4, 61), 1.3)}</g>` +
          rect(-100, 0, 1160, 600, '#fbf3e3', ' opacity=".3"') +
          at(480, 310, phoneUI()) +
          // a hand holding the phone from below, thumb over the edge
          pth('M392 640L400 470Q404 440 430 446L448 452L450 520L512 520L520 640Z', SKIN[1]) +
          pth('M390 476Q370 420 380 392Q392 378 404 392L418 450Z', SKIN[1]) +
          pth('M548 640L540 470Q560 440 590 470L600 640Z', SKIN[1]) +
          line('M402 520H440M404 560H446', '#000', 2, ' opacity=".12"'),
      },
    ],
  })
}

function phoneUI() {
  let s = rr(-110, -230, 220, 440, 26, '#1c2233') + rr(-100, -214, 200, 408, 16, '#fff')
  s +=
    rr(-100, -214, 200, 56, 16, C.navy) +
    rect(-100, -180, 200, 22, C.navy) +
    at(-72, -186, emblem({ ring: '#fff' }), 0.26) +
    rr(-50, -194, 90, 9, 4.5, '#fff') +
    rr(-50, -180, 60, 7, 3.5, C.tur)
  let k = 0
  for (let row = 0; row < 3; row++)
    for (let c = 0; c < 2; c++) {
      const x = -90 + c * 94
      const y = -144 + row * 106
      s +=
        rr(x, y, 86, 96, 10, '#f4f6fb') +
        at(
          x + 43,
          y + 64,
          item(
            ['box', 'bottle', 'pouch', 'jar', 'tin', 'pouch'][k],
            PRODUCT[(k * 3) % PRODUCT.length],
            46,
          ),
          1.1,
        ) +
        rr(x + 10, y + 74, 50, 7, 3.5, '#c7cedb') +
        rr(x + 56, y + 72, 22, 14, 7, C.green)
      k++
    }
  s += rr(-90, 176, 180, 12, 6, C.tur)
  return s
}

function sceneSHGMeeting(L) {
  const r = rng(161)
  let circle = ''
  for (let i = 0; i < 5; i++)
    circle += at(
      190 + i * 140,
      560 + (i % 2) * 20,
      person({
        pose: 'sit',
        kind: 'saree',
        hair: r.pick(['bun', 'long']),
        saree: SAREE[(i * 5) % SAREE.length],
        top: r.pick(TOPS),
        border: r.pick([C.tur, '#fff']),
        skin: SKIN[i % 6],
        bindi: true,
      }),
      1.35,
    )
  return compose(L, {
    bg: (W, H, gy, LL) =>
      outdoor(W, H, gy, {
        sky: 'morning',
        seed: 161,
        sunAt: [cx(LL, 860), cy(LL, 90), 28 * LL.s],
        clouds: 2,
        ground1: '#b9c97a',
        ground2: '#98ad5b',
      }),
    parts: [
      {
        draw:
          at(720, 470, house(0.6, '#f1dcb5', C.roof, 6)) +
          at(880, 474, palm(0.9, -1)) +
          at(
            260,
            470,
            rect(-22, -190, 44, 190, '#7a5230') +
              line('M-10-150V-10M12-160V-20M-40-170V-60M50-150V-70', '#7a5230', 3) +
              circ(-120, -230, 90, C.greenD) +
              circ(60, -260, 110, C.green) +
              circ(200, -220, 80, C.greenD) +
              circ(-30, -300, 80, C.greenL) +
              circ(120, -320, 70, C.greenL) +
              circ(-160, -200, 50, C.green),
          ) +
          ell(480, 575, 430, 50, '#e4c36a') +
          line('M90 575H870', '#c9a74a', 2, ' opacity=".6"') +
          circle +
          at(
            880,
            588,
            staff({
              kind: 'saree',
              hair: 'bun',
              saree: C.navy,
              border: C.tur,
              bindi: true,
              pose: 'tablet',
            }),
            1.45,
          ),
      },
    ],
  })
}

/** An open sack with its rim rolled down, full of grain of one colour. */
function openSack(grain, s = 1) {
  return at(
    0,
    0,
    use(
      'osack',
      () =>
        pth('M-40 0Q-46-50-38-86L38-86Q46-50 40 0Z', C.jute) +
        line('M-36-40Q0-34 36-40', C.juteD, 2, ' opacity=".6"') +
        ell(0, -86, 40, 11, ''),
    ) +
      use(
        'grain',
        () =>
          ell(0, -88, 34, 8, '') +
          line('M-26-90H28M-20-84H22', '#fff', 4, ' stroke-dasharray="0 8" opacity=".45"'),
        0,
        0,
        grain,
      ) +
      ell(0, -86, 40, 11, 'none', ` stroke="${C.juteD}" stroke-width="5"`),
    s,
  )
}

function sceneSacks(L, o = {}) {
  if (o.open) {
    const grains = ['#e9b949', '#7fa84a', '#c4572f', '#d8b06a', '#8a5a3c']
    let front = ''
    grains.forEach((g, i) => (front += at(110 + i * 185, 590, openSack(g), 1.7)))
    return compose(L, {
      bg: (W, H, gy) =>
        indoor(W, H, gy, {
          wall1: '#f1e7d2',
          wall2: '#e6d6b6',
          floor: '#bfa880',
          skirt: '#a68c64',
        }),
      parts: [
        {
          draw:
            rect(-100, 0, 1160, 100, '#d9c8a6') +
            pth('M-100 100L480 10L1060 100Z', '#c9b48f') +
            at(0, 440, sackPile((o.seed ?? 5) + 2, 9, 3, 92, 104)) +
            front +
            at(470, 470, rect(-60, -4, 70, 8, '#c9ccd3') + ell(-66, 0, 16, 12, '#c9ccd3'), 1.2),
        },
      ],
    })
  }
  return compose(L, {
    bg: (W, H, gy) =>
      indoor(W, H, gy, { wall1: '#f1e7d2', wall2: '#e6d6b6', floor: '#bfa880', skirt: '#a68c64' }),
    parts: [
      {
        draw:
          rect(-100, 0, 1160, 100, '#d9c8a6') +
          pth('M-100 100L480 10L1060 100Z', '#c9b48f') +
          rect(140, 30, 80, 50, '#f6efe0') +
          rect(740, 30, 80, 50, '#f6efe0') +
          at(20, 500, sackPile(o.seed ?? 5, 5, 4, 92, 104)) +
          at(620, 500, sackPile((o.seed ?? 5) + 1, 3, 3, 92, 104)) +
          at(860, 590, scale(1.6)) +
          at(860, 508, sack(66, 70, C.jute, C.green), 1.3),
      },
    ],
  })
}

function sceneLoading(L, o = {}) {
  const cols = [C.navy, C.green, '#2f6f9e', '#d64541']
  const crateStack = (x, y, c, n, s) => {
    let t = ''
    for (let j = 0; j < n; j++)
      t += use(
        'rc',
        () =>
          rr(-36, -38, 72, 38, 3, '') +
          rect(-30, -28, 60, 3, '#fff', ' opacity=".4"') +
          rr(-18, -34, 36, 10, 2, '#fff', ' opacity=".85"'),
        0,
        -j * 40,
        c,
      )
    return at(x, y, t, s)
  }
  if (o.ev === false) {
    // the loading bay: crates lined up by route, each route with its own colour and board
    let rows = ''
    for (let i = 0; i < 4; i++) {
      rows += at(
        130 + i * 215,
        260,
        rect(-4, 0, 8, 200, '#7d889c') +
          rr(-44, -66, 88, 66, 8, cols[i]) +
          `<text x="0" y="-19" ${FONT} font-size="40" font-weight="700" fill="#fff" text-anchor="middle">${i + 1}</text>`,
      )
      rows +=
        crateStack(96 + i * 215, 540, cols[i], 3, 1.35) +
        crateStack(176 + i * 215, 540, cols[i], 2, 1.35)
    }
    return compose(L, {
      bg: (W, H, gy) =>
        indoor(W, H, gy, {
          wall1: '#e9edf4',
          wall2: '#dfe5ee',
          floor: '#c3c8cf',
          skirt: '#aab2bf',
        }),
      parts: [
        {
          draw:
            rect(-100, 0, 1160, 60, '#cfd6e2') +
            line('M-100 548H1060', '#f7b500', 6, ' stroke-dasharray="30 20"') +
            rows +
            at(880, 588, worker({ pose: 'tablet' }), 1.55) +
            crateStack(560, 612, C.green, 1, 1.5) +
            crateStack(660, 612, C.navy, 2, 1.5),
        },
      ],
    })
  }
  return compose(L, {
    bg: (W, H, gy, LL) =>
      outdoor(W, H, gy, {
        sky: 'dawn',
        seed: o.seed ?? 171,
        sunAt: [cx(LL, 860), cy(LL, 150), 34 * LL.s],
        clouds: 2,
        ground1: '#cfc8b8',
        ground2: '#bdb5a3',
      }),
    parts: [
      {
        draw:
          at(-80, 470, warehouse(560, 300, { doors: 2, open: true })) +
          at(900, 474, palm(1, -1)) +
          crateStack(70, 600, cols[0], 3, 1.3) +
          crateStack(170, 600, cols[1], 2, 1.3) +
          shadow(600, 584, 190) +
          evAuto({ x: 430, y: 584, s: 1.5 }) +
          at(330, 588, rider({ pose: 'carry' }), 1.5),
      },
    ],
  })
}

function sceneMap(L) {
  return compose(L, {
    bg: (W, H) => [
      lin('sea', [
        [0, '#dcecf7'],
        [1, '#c9e1f1'],
      ]),
      rect(0, 0, W, H, 'url(#sea)'),
    ],
    parts: [
      {
        draw:
          at(210, -14, southIndia({ scale: 0.64, labels: false, routes: true })) +
          at(780, 300, legendCard()),
      },
    ],
  })
}

function legendCard() {
  const pill = (y, icon, w) =>
    rr(-80, y, 160, 44, 22, '#f4f6fb') +
    at(-56, y + 22, icon) +
    rr(-28, y + 17, w, 10, 5, '#c7cedb')
  return (
    rr(-110, -150, 220, 300, 16, '#fff') +
    at(0, -84, emblem(), 0.9) +
    pill(-10, circ(0, 0, 12, C.navy) + circ(0, 0, 5, '#fff'), 80) +
    pill(44, rect(-10, -6, 20, 12, C.tur) + pth('M-13-5L0-15L13-5Z', C.roof), 92) +
    pill(98, pth('M-8 8Q-9-8 9-9Q8 7-8 8Z', C.greenL), 70)
  )
}

// ------------------------------------------------------------------------------------------ map

// A schematic of the southern states, drawn by hand from rounded longitude/latitude points
// (not traced from any map). Shared borders are listed once and reused, so states meet exactly.
const B = {
  kaCoast: [
    [74.05, 14.95],
    [74.15, 14.8],
    [74.35, 14.5],
    [74.5, 14.1],
    [74.65, 13.75],
    [74.75, 13.35],
    [74.85, 12.95],
    [74.95, 12.75],
  ],
  kaKl: [
    [74.95, 12.75],
    [75.2, 12.55],
    [75.45, 12.35],
    [75.8, 12.2],
    [76.05, 11.95],
    [76.4, 11.7],
  ],
  kaTn: [
    [76.4, 11.7],
    [76.65, 11.65],
    [77.1, 11.85],
    [77.5, 12.1],
    [77.65, 12.45],
    [77.95, 12.7],
    [78.2, 12.62],
  ],
  kaAp: [
    [78.2, 12.62],
    [78.5, 12.85],
    [78.55, 13.2],
    [78.3, 13.4],
    [78.0, 13.65],
    [77.8, 14.0],
    [77.35, 14.3],
    [77.0, 14.6],
    [77.15, 15.0],
    [76.95, 15.4],
    [77.05, 15.7],
    [77.3, 15.9],
    [77.55, 16.0],
  ],
  kaTs: [
    [77.55, 16.0],
    [77.35, 16.45],
    [77.55, 16.9],
    [77.45, 17.4],
    [77.65, 17.8],
    [77.6, 18.25],
    [77.35, 18.45],
  ],
  kaMh: [
    [77.35, 18.45],
    [77.1, 18.35],
    [76.9, 18.05],
    [76.6, 17.75],
    [76.35, 17.6],
    [76.0, 17.45],
    [75.6, 17.3],
    [75.3, 16.95],
    [74.9, 16.75],
    [74.4, 16.55],
    [74.35, 16.3],
    [74.1, 15.85],
  ],
  kaGoa: [
    [74.1, 15.85],
    [74.2, 15.65],
    [74.3, 15.3],
    [74.05, 14.95],
  ],
  klCoast: [
    [74.95, 12.75],
    [75.2, 12.25],
    [75.4, 11.85],
    [75.8, 11.2],
    [76.0, 10.75],
    [76.2, 10.15],
    [76.3, 9.75],
    [76.4, 9.3],
    [76.6, 8.85],
    [76.95, 8.5],
    [77.15, 8.25],
  ],
  klTn: [
    [77.15, 8.25],
    [77.3, 8.5],
    [77.25, 8.95],
    [77.2, 9.4],
    [77.3, 9.7],
    [77.25, 10.1],
    [76.95, 10.3],
    [76.85, 10.6],
    [76.75, 10.95],
    [76.55, 11.3],
    [76.4, 11.7],
  ],
  tnCoast: [
    [77.15, 8.25],
    [77.54, 8.08],
    [77.9, 8.35],
    [78.15, 8.8],
    [78.4, 9.1],
    [79.0, 9.25],
    [79.3, 9.28],
    [79.05, 9.5],
    [79.2, 9.9],
    [79.85, 10.3],
    [79.85, 10.8],
    [79.8, 11.4],
    [79.75, 11.8],
    [79.95, 12.3],
    [80.2, 12.8],
    [80.3, 13.1],
    [80.3, 13.5],
  ],
  tnAp: [
    [80.3, 13.5],
    [79.95, 13.3],
    [79.6, 13.35],
    [79.2, 13.15],
    [78.8, 12.95],
    [78.45, 12.7],
    [78.2, 12.62],
  ],
  apCoast: [
    [80.3, 13.5],
    [80.25, 14.0],
    [80.15, 14.5],
    [80.05, 15.1],
    [80.2, 15.6],
    [80.8, 15.85],
    [81.15, 16.2],
    [81.5, 16.35],
    [82.3, 16.6],
    [82.3, 17.0],
    [82.8, 17.4],
    [83.3, 17.7],
    [83.7, 18.05],
    [84.1, 18.3],
    [84.5, 18.75],
    [84.75, 19.1],
  ],
  apNorth: [
    [84.75, 19.1],
    [84.3, 19.0],
    [83.9, 18.85],
    [83.4, 18.75],
    [82.9, 18.4],
    [82.4, 18.2],
    [81.95, 17.95],
    [81.6, 17.85],
    [81.35, 17.8],
  ],
  apTs: [
    [81.35, 17.8],
    [81.0, 17.4],
    [80.7, 17.1],
    [80.4, 17.0],
    [80.1, 16.8],
    [79.8, 16.7],
    [79.4, 16.55],
    [79.0, 16.25],
    [78.6, 16.1],
    [78.2, 16.0],
    [77.9, 16.05],
    [77.55, 16.0],
  ],
  tsNorth: [
    [77.35, 18.45],
    [77.75, 18.7],
    [78.0, 19.1],
    [78.3, 19.45],
    [78.8, 19.85],
    [79.2, 19.6],
    [79.7, 19.5],
    [80.0, 19.0],
    [80.35, 18.7],
    [80.8, 18.35],
    [81.1, 18.0],
    [81.35, 17.8],
  ],
}
const rev = (a) => [...a].reverse()
const chain = (...parts) => parts.flatMap((p, i) => (i ? p.slice(1) : p))
const STATES = {
  karnataka: chain(B.kaCoast, B.kaKl, B.kaTn, B.kaAp, B.kaTs, B.kaMh, B.kaGoa),
  kerala: chain(B.klCoast, B.klTn, rev(B.kaKl)),
  tamilnadu: chain(B.tnCoast, B.tnAp, rev(B.kaTn), rev(B.klTn)),
  andhra: chain(B.apCoast, B.apNorth, B.apTs, rev(B.kaAp), rev(B.tnAp)),
  telangana: chain(B.tsNorth, B.apTs, B.kaTs),
}
const OTHER_LAND = [
  [74.05, 14.95],
  [73.8, 15.4],
  [73.5, 16.0],
  [73.3, 17.0],
  [73.0, 18.0],
  [72.8, 19.0],
  [72.6, 21.5],
  [86.5, 21.5],
  [86.2, 20.3],
  [85.5, 19.7],
  [84.75, 19.1],
  [81.35, 17.8],
  [77.55, 16.0],
]
const SRI_LANKA = [
  [79.9, 9.8],
  [80.25, 9.75],
  [80.6, 9.25],
  [80.9, 8.7],
  [81.25, 8.3],
  [81.45, 7.6],
  [81.6, 6.8],
  [79.8, 6.8],
  [79.85, 7.6],
  [79.8, 8.3],
  [79.75, 8.9],
  [80.0, 9.35],
]
const TOWNS = [
  ['Bengaluru', 77.59, 12.97, 'capital'],
  ['Mysuru', 76.64, 12.3, 'ka', 'l'],
  ['Mandya', 76.9, 12.52, 'ka'],
  ['Tumakuru', 77.1, 13.34, 'ka', 'l'],
  ['Hassan', 76.1, 13.0, 'ka'],
  ['Shivamogga', 75.57, 13.93, 'ka'],
  ['Davanagere', 75.92, 14.46, 'ka'],
  ['Hubballi', 75.12, 15.36, 'ka', 'r'],
  ['Kalaburagi', 76.83, 17.33, 'ka'],
  ['Mangaluru', 74.86, 12.91, 'ka', 'l', 'sea'],
  ['Chikkaballapur', 77.73, 13.43, 'ka'],
  ['Hyderabad', 78.47, 17.39, 'o', 'r'],
  ['Chennai', 80.27, 13.08, 'o', 'l'],
  ['Vijayawada', 80.65, 16.5, 'o', 'r'],
  ['Visakhapatnam', 83.3, 17.7, 'o', 'l'],
  ['Kochi', 76.27, 9.93, 'o', 'l'],
  ['Madurai', 78.12, 9.93, 'o', 'r'],
  ['Coimbatore', 76.96, 11.0, 'o', 'r'],
]

function southIndia({ scale: sc = 1, labels = true, routes = false } = {}) {
  const k = 75 * sc
  const P = ([lon, lat]) => [18 * sc + (lon - 73.5) * k, 20 * sc + (20.4 - lat) * k]
  const d = (pts) => 'M' + pts.map((p) => P(p).map(f).join(' ')).join('L') + 'Z'
  // a soft offset shadow lifts the land off the sea
  let s = `<g transform="translate(${f(5 * sc)} ${f(7 * sc)})">${Object.values(STATES)
    .map((pts) => pth(d(pts), '#9fbfd8'))
    .join('')}</g>`
  s += pth(d(OTHER_LAND), '#ece6d6') + pth(d(SRI_LANKA), '#ece6d6')
  const fills = {
    karnataka: C.navy,
    andhra: '#cfe3b5',
    telangana: '#f6dca0',
    tamilnadu: '#f6cfae',
    kerala: '#b9ddc3',
  }
  for (const [name, pts] of Object.entries(STATES))
    s += pth(
      d(pts),
      fills[name],
      ` stroke="#fff" stroke-width="${f(3 * sc)}" stroke-linejoin="round"`,
    )
  // coastline accent
  s += line(d(STATES.karnataka), C.navyD, 1.5 * sc, ' opacity=".6"')
  const T = (x, y, t, o = '') => `<text x="${f(x)}" y="${f(y)}" ${FONT} ${o}>${t}</text>`
  if (routes) {
    const [bx, by] = P([77.59, 12.97])
    let rd = ''
    for (const t of TOWNS.slice(1)) {
      const [x, y] = P([t[1], t[2]])
      rd += `M${f(bx)} ${f(by)}Q${f((bx + x) / 2 + (y - by) * 0.15)} ${f((by + y) / 2 - (x - bx) * 0.15)} ${f(x)} ${f(y)}`
    }
    s += line(rd, C.tur, 3 * sc, ` stroke-dasharray="${f(8 * sc)} ${f(7 * sc)}"`)
  }
  for (const [name, lon, lat, kind, side, where] of TOWNS) {
    const [x, y] = P([lon, lat])
    if (kind === 'capital') {
      s +=
        circ(x, y, 13 * sc, C.tur, ' opacity=".35"') +
        circ(x, y, 8 * sc, C.tur) +
        circ(x, y, 3.5 * sc, '#fff')
      // the capital's label sits on a pill, so it reads over any state
      if (labels)
        s +=
          rr(x + 10, y + 8, 122, 30, 15, C.navyDD) +
          T(
            x + 71,
            y + 30,
            name,
            'font-size="19" font-weight="700" fill="#fff" text-anchor="middle"',
          )
    } else {
      s += circ(
        x,
        y,
        5.5 * sc,
        kind === 'ka' ? '#fff' : C.navy,
        kind === 'ka' ? ` stroke="${C.tur}" stroke-width="${f(2.5 * sc)}"` : '',
      )
      if (labels && side) {
        const col = kind === 'ka' && where !== 'sea' ? '#e9edfa' : '#26324f'
        s += T(
          side === 'l' ? x - 10 : x + 10,
          y + 5,
          name,
          `font-size="16" fill="${col}"${side === 'l' ? ' text-anchor="end"' : ''}`,
        )
      }
    }
  }
  if (labels) {
    const L1 = (lon, lat, t, o) => {
      const [x, y] = P([lon, lat])
      return T(x, y, t, o)
    }
    const st = 'font-weight="700" letter-spacing="2" text-anchor="middle"'
    s += L1(75.95, 14.75, 'KARNATAKA', `font-size="28" fill="#fff" ${st}`)
    s +=
      L1(79.25, 15.0, 'ANDHRA', `font-size="20" fill="#3f6b2f" ${st}`) +
      L1(79.25, 14.65, 'PRADESH', `font-size="20" fill="#3f6b2f" ${st}`)
    s += L1(79.2, 18.15, 'TELANGANA', `font-size="20" fill="#8a5a06" ${st}`)
    s +=
      L1(78.85, 11.45, 'TAMIL', `font-size="20" fill="#9a4a22" ${st}`) +
      L1(78.85, 11.1, 'NADU', `font-size="20" fill="#9a4a22" ${st}`)
    const [kx, ky] = P([76.55, 10.05])
    s += `<text transform="translate(${f(kx)} ${f(ky)}) rotate(-62)" ${FONT} font-size="15" fill="#2b6b3f" ${st}>KERALA</text>`
    s += L1(
      82.9,
      14.6,
      'Bay of Bengal',
      'font-size="22" font-style="italic" fill="#5a88b0" text-anchor="middle"',
    )
    const [ax, ay] = P([74.2, 10.6])
    s += `<text transform="translate(${f(ax)} ${f(ay)}) rotate(-72)" ${FONT} font-size="22" font-style="italic" fill="#5a88b0" text-anchor="middle">Arabian Sea</text>`
  }
  return s
}

function mapFile() {
  const defs = lin('sea', [
    [0, '#e3f0f8'],
    [1, '#cfe4f2'],
  ])
  let b = rect(0, 0, 900, 1000, 'url(#sea)')
  // gentle wave marks in the sea
  let w = ''
  const r = rng(4)
  for (let i = 0; i < 26; i++) {
    const x = r.range(0, 880)
    const y = r.range(380, 990)
    w += `M${f(x)} ${f(y)}q8-6 16 0t16 0`
  }
  b += line(w, '#b5d3e8', 2)
  b += southIndia()
  return svgDoc(900, 1000, b, { defs })
}

// ------------------------------------------------------------------------------------------ identity

const UI_FONT = `'Trebuchet MS', 'DejaVu Sans', Arial, sans-serif`

function logoFile(light) {
  const name = light ? '#ffffff' : C.navy
  const siri = light ? '#f5b82e' : C.green
  const tag = light ? '#cfe3c6' : C.green
  const body =
    at(48, 48, emblem({ ring: light ? '#fff' : null }), 0.8) +
    `<text x="106" y="56" font-family="${UI_FONT}" font-size="46" font-weight="700" fill="${name}" textLength="236" lengthAdjust="spacingAndGlyphs">Grama<tspan fill="${siri}">siri</tspan></text>` +
    `<text x="108" y="80" font-family="${UI_FONT}" font-size="13" font-weight="700" fill="${tag}" letter-spacing="3.2" textLength="232" lengthAdjust="spacing">RURAL COMMERCE</text>`
  return svgDoc(360, 96, body, { title: 'Gramasiri Rural Commerce' })
}

function iconFile() {
  return svgDoc(512, 512, rr(0, 0, 512, 512, 112, C.navy) + at(256, 262, emblem(), 4.3))
}

function fallbackFile() {
  const st = ` stroke="#c7bda9" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"`
  let b = rect(0, 0, 600, 600, '#f3efe6') + circ(300, 300, 210, '#ebe5d8')
  b += `<path d="M170 250H430V420H170Z" fill="#f7f3ea"${st}/>`
  let sc = 'M160 250'
  for (let i = 0; i < 7; i++) sc += 'a20 18 0 0 0 40 0'
  b += `<path d="M150 190H450L440 250H160Z" fill="#e9e2d3"${st}/>`
  b += `<path d="${sc}" fill="none"${st}/>`
  b += `<path d="M200 420V320H260V420" fill="#ebe5d8"${st}/>`
  b += `<path d="M300 300H390V370H300Z" fill="#ebe5d8"${st}/>`
  b += `<path d="M320 300V280H370V300" fill="none"${st}/>`
  b += `<path d="M150 420H450" fill="none"${st}/>`
  return svgDoc(600, 600, b)
}

// ------------------------------------------------------------------------------------------ home extras

function tabIcon(kind) {
  const bgc = { brands: C.navyP, consumer: C.greenP, kirana: C.turP }[kind]
  let b = circ(80, 80, 78, bgc)
  if (kind === 'brands') {
    b += circ(80, 80, 60, C.navy)
    b +=
      at(56, 118, item('box', C.tur, 46), 1.25) +
      at(82, 118, item('bottle', '#d64541', 58), 1.15) +
      at(108, 118, item('pouch', C.greenL, 40), 1.25)
    b += rect(36, 117, 88, 5, '#fff', ' opacity=".9"')
    b += at(
      118,
      44,
      circ(0, 0, 16, C.tur) +
        pth('M0-9L2.6-3.2L9-2.8L4-1.4L5.6 7L0 3.4L-5.6 7L-4-1.4L-9-2.8L-2.6-3.2Z', '#fff'),
    )
  } else if (kind === 'consumer') {
    b += circ(80, 80, 60, C.green)
    const fig = (x, y, s, c, hair) =>
      at(
        x,
        y,
        pth('M-22 0Q-22-30 0-30Q22-30 22 0Z', c) +
          circ(0, -42, 12, SKIN[2]) +
          (hair === 'bun'
            ? circ(0, -56, 6, HAIR) + pth('M-12.5-43A12.5 12.5 0 0 1 12.5-43Q0-50-12.5-43Z', HAIR)
            : pth('M-12.5-44A12.5 12.5 0 0 1 12.5-44Q4-50-12.5-44Z', HAIR)),
        s,
      )
    b +=
      fig(58, 128, 1.05, '#f0a81c', 'bun') +
      fig(104, 128, 1.1, '#fff', 'short') +
      fig(82, 134, 0.72, '#d64541', 'short')
    b += `<path d="M18 128A62 62 0 0 0 142 128Z" fill="none"/>`
  } else {
    b += circ(80, 80, 60, C.tur)
    b += rect(44, 58, 72, 60, '#fff') + rect(52, 74, 56, 44, '#4a3b2c')
    b += rect(56, 90, 48, 3, C.woodL) + rect(56, 104, 48, 3, C.woodL)
    b +=
      line('M60 89v-9M66 89v-9M72 89v-9', '#d64541', 5, ' stroke-linecap="butt"') +
      line('M80 89v-10M86 89v-10', C.green, 5, ' stroke-linecap="butt"') +
      line('M94 89v-8M100 89v-8', C.navyL, 5, ' stroke-linecap="butt"')
    b +=
      line('M61 103v-8M68 103v-8', C.tur, 6, ' stroke-linecap="butt"') +
      line('M78 103v-9M85 103v-9M92 103v-9', '#c2185b', 5, ' stroke-linecap="butt"')
    b += rect(48, 108, 64, 12, C.woodL) + rect(48, 108, 64, 3, C.wood)
    b += rect(40, 40, 80, 12, C.navy, ' rx="3"')
    let sc = 'M38 64'
    for (let i = 0; i < 6; i++) sc += 'a7 6 0 0 0 14 0'
    b +=
      rect(38, 52, 84, 12, '#fff') +
      line('M38 58H122', C.navy, 12, ' stroke-dasharray="14 14" stroke-linecap="butt"') +
      pth(sc + 'V52H38Z', 'none') +
      pth(sc + 'H38Z', 'none')
    b +=
      pth('M38 63.5a7 6 0 0 0 14 0ZM66 63.5a7 6 0 0 0 14 0ZM94 63.5a7 6 0 0 0 14 0Z', C.navy) +
      pth('M52 63.5a7 6 0 0 0 14 0ZM80 63.5a7 6 0 0 0 14 0ZM108 63.5a7 6 0 0 0 14 0Z', '#fff')
  }
  return svgDoc(160, 160, b)
}

// ------------------------------------------------------------------------------------------ about

function awardFile(n) {
  const defs =
    lin('abg', [
      [0, ['#1f3a93', '#0f5a6b', '#2b5a2b', '#7a3f12'][n - 1]],
      [1, ['#0f1f52', '#0c2f52', '#173d1d', '#4d260a'][n - 1]],
    ]) +
    rad('glow', [
      [0, '#fff6d0', 0.5],
      [1, '#fff6d0', 0],
    ])
  let b = rect(0, 0, 600, 450, 'url(#abg)')
  // rays
  let rays = ''
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2
    const a2 = a + 0.09
    rays += `M300 210L${f(300 + Math.cos(a) * 520)} ${f(210 + Math.sin(a) * 520)}L${f(300 + Math.cos(a2) * 520)} ${f(210 + Math.sin(a2) * 520)}Z`
  }
  b += pth(rays, '#fff', ' opacity=".05"') + circ(300, 210, 190, 'url(#glow)')
  const ribbon = (txt) =>
    pth('M140 352L176 352L176 404L158 392L140 404Z', C.turD) +
    pth('M424 352L460 352L460 404L442 392L424 404Z', C.turD) +
    rr(160, 340, 280, 52, 6, C.tur) +
    `<text x="300" y="376" ${FONT} font-size="28" font-weight="700" fill="${C.navyDD}" text-anchor="middle" letter-spacing="3">${txt}</text>`
  if (n === 1) {
    b += at(300, 320, trophy(1.3)) + at(300, 180, laurel(1.45)) + ribbon('2024')
  } else if (n === 2) {
    // a crystal award with a circuit motif
    let circuit = ''
    const r = rng(12)
    for (let i = 0; i < 12; i++) {
      const y = 40 + i * 32
      const x = r() < 0.5 ? r.range(10, 120) : r.range(480, 590)
      circuit += `M${f(x)} ${f(y)}h${f(r.range(30, 80))}l20 20`
    }
    b += line(circuit, '#6fd3e0', 2, ' opacity=".35"')
    b += rr(220, 290, 160, 34, 4, '#0b2440') + rr(240, 276, 120, 18, 3, '#163a63')
    b += poly(
      [
        [250, 276],
        [230, 120],
        [300, 60],
        [370, 120],
        [350, 276],
      ],
      '#bfeaf2',
      ' opacity=".92"',
    )
    b += poly(
      [
        [300, 60],
        [370, 120],
        [350, 276],
        [300, 276],
      ],
      '#8fd6e4',
      ' opacity=".9"',
    )
    b += rr(268, 140, 64, 64, 8, C.navy) + rr(282, 154, 36, 36, 4, '#6fd3e0')
    b += line(
      'M276 140v-10M292 140v-10M308 140v-10M324 140v-10M276 214v-10M292 214v-10M308 214v-10M324 214v-10',
      C.navy,
      3,
    )
    b += ribbon('2024')
  } else if (n === 3) {
    // a star medal on a ribbon, with a small rocket for a start-up
    b +=
      pth('M250 40L300 140L350 40L390 40L320 190L280 190L210 40Z', '#d64541') +
      pth('M270 40L300 100L330 40Z', '#fff', ' opacity=".25"')
    b += circ(300, 225, 92, gold()) + circ(300, 225, 74, '#e39b12')
    b += pth(
      'M300 168L316 206L357 208L325 233L336 273L300 250L264 273L275 233L243 208L284 206Z',
      '#fff4cf',
    )
    b += ribbon('2020')
  } else {
    // a certificate with a rosette
    b +=
      rr(120, 60, 360, 260, 8, '#fdf8ec') +
      rr(134, 74, 332, 232, 4, 'none', ` stroke="${C.tur}" stroke-width="4"`)
    b += `<text x="300" y="170" ${FONT} font-size="84" font-weight="700" fill="${C.navy}" text-anchor="middle">40</text>`
    b +=
      rr(200, 192, 200, 10, 5, '#c9bfa8') +
      rr(230, 214, 140, 8, 4, '#dcd3bf') +
      rr(180, 262, 90, 4, 2, '#9a917f')
    b += at(
      400,
      268,
      pth('M-18 10L-28 60L-10 50L0 66L6 14Z', '#d64541') +
        pth('M18 10L28 60L10 50L0 66L-6 14Z', '#b3352f') +
        circ(0, 0, 36, gold()) +
        circ(0, 0, 26, '#e39b12') +
        pth('M0-14L4-4L14-4L6 2L9 12L0 6L-9 12L-6 2L-14-4L-4-4Z', '#fff4cf'),
    )
    b += ribbon('FEB 2021')
  }
  return svgDoc(600, 450, b, { defs })
}

function missionVisionFile() {
  const defs =
    lin('mvsky', [
      [0, '#bfe1f6'],
      [1, '#fdf0d6'],
    ]) +
    lin('mvsky2', [
      [0, '#f6c88a'],
      [1, '#fdf0d6'],
    ]) +
    lin('mvn', [
      [0, '#24439f'],
      [1, '#16296b'],
    ]) +
    `<clipPath id="cm"><rect x="80" y="210" width="465" height="410" rx="20"/></clipPath><clipPath id="cv"><rect x="655" y="210" width="465" height="410" rx="20"/></clipPath>`
  let b = rect(0, 0, 1200, 700, C.cream)
  // Mission: from the farm and the warehouse to the village shop
  b += rr(40, 40, 545, 620, 28, 'url(#mvn)')
  b += at(
    120,
    125,
    circ(0, 0, 46, C.tur) +
      circ(0, 0, 32, '#fff') +
      circ(0, 0, 18, C.tur) +
      circ(0, 0, 6, '#fff') +
      line('M0 0L40-40', '#fff', 5) +
      pth('M40-40L34-58L58-34Z', '#fff'),
  )
  b += `<text x="190" y="141" ${FONT} font-size="44" font-weight="700" fill="#fff">Our Mission</text>`
  let m =
    rect(80, 210, 465, 410, 'url(#mvsky)') +
    sun(470, 280, 22) +
    cloud(110, 270, 0.5) +
    cloud(300, 250, 0.4)
  m +=
    hills(80, 545, 440, 60, 3, 5, '#b7d3c8', 462) +
    hills(80, 545, 458, 26, 4, 6, '#9cc78e', 462) +
    rect(80, 460, 465, 160, '#9acb6c')
  m +=
    rect(80, 528, 465, 44, C.road) +
    rect(80, 528, 465, 3, C.roadD) +
    line('M90 550H545', '#f3e6cc', 3, ' stroke-dasharray="18 22"')
  m +=
    at(150, 470, warehouse(190, 120, { doors: 1, solar: true }), 0.9) + at(100, 466, palm(0.5, 1))
  m += at(360, 470, storefront(250, 220, { seed: 9, signSize: 12 }), 0.72)
  m +=
    at(140, 590, sack(44, 52, C.jute, C.green)) +
    at(186, 614, sack(40, 48, '#e8dcc0', C.tur)) +
    at(112, 616, folk(rng(4), { female: false, hair: 'turban', kind: 'dhoti', pose: 'wave' }), 0.62)
  m +=
    evAuto({ x: 250, y: 566, s: 0.62 }) +
    line('M210 590Q300 612 390 584Q430 572 470 540', '#fff', 4, ' stroke-dasharray="2 12"')
  m += at(500, 616, folk(rng(3), { female: true, pose: 'hold' }), 0.62)
  b += `<g clip-path="url(#cm)">${m}</g>`
  // Vision: sunrise over a thriving village with its own supermarket
  b +=
    rr(615, 40, 545, 620, 28, '#fff') +
    rr(615, 40, 545, 620, 28, 'none', ` stroke="${C.wallD}" stroke-width="2"`)
  b += at(
    695,
    125,
    circ(0, 0, 46, C.green) +
      ell(0, 0, 32, 20, '#fff') +
      circ(0, 0, 12, C.navy) +
      circ(4, -4, 4, '#fff'),
  )
  b += `<text x="765" y="141" ${FONT} font-size="44" font-weight="700" fill="${C.navy}">Our Vision</text>`
  let v = rect(655, 210, 465, 410, 'url(#mvsky2)') + sun(888, 430, 64, C.tur) + birds(700, 290, 1)
  v +=
    hills(655, 1120, 440, 70, 8, 5, '#d9c3a0', 470) +
    hills(655, 1120, 466, 34, 9, 6, '#a9c98a', 480) +
    rect(655, 468, 465, 152, '#8fc46a')
  v +=
    at(690, 480, palm(0.75, 1)) +
    at(760, 478, house(0.5, '#f1dcb5', C.roof, 1)) +
    at(1010, 478, house(0.48, '#f1dcb5', C.roof, 1)) +
    at(1090, 480, palm(0.7, -1))
  v += at(805, 480, storefront(300, 250, { seed: 9, signSize: 14, lights: true }), 0.62)
  v += paddyRows(655, 1120, 500, 620, 4, '#5e9c45')
  v +=
    at(760, 588, folk(rng(8), { female: true, pose: 'wave' }), 0.7) +
    at(800, 588, folk(rng(9), { female: false }), 0.46) +
    at(1040, 588, folk(rng(10), { female: false, pose: 'wave' }), 0.7)
  b += `<g clip-path="url(#cv)">${v}</g>`
  return svgDoc(1200, 700, b, { defs })
}

// ------------------------------------------------------------------------------------------ banners

function aboutBanner() {
  const r = rng(201)
  return compose('banner', {
    bg: (W, H, gy) =>
      outdoor(W, H, gy, {
        sky: 'morning',
        seed: 201,
        sunAt: [W * 0.5, gy * 0.36, 34],
        road: [gy + 22, 44],
        field: true,
        clouds: 4,
      }),
    parts: [
      {
        ox: 40,
        draw:
          at(0, 470, warehouse(420, 240, { doors: 2 })) +
          at(480, 474, roundTree(1, 0)) +
          at(580, 472, palm(1, 1)) +
          evTruck({ x: 470, y: 552, s: 0.9 }) +
          at(
            860,
            588,
            folk(r, { female: false, kind: 'dhoti', hair: 'turban', pose: 'wave' }),
            1.15,
          ),
      },
      {
        draw:
          at(40, 472, palm(1.05, 1)) +
          at(130, 470, house(0.75, '#f1dcb5', C.roof, 3)) +
          at(250, 470, storefront(400, 330, { seed: 14 })) +
          at(760, 470, house(0.75, '#f1dcb5', C.roof, 3)) +
          at(900, 474, palm(1, -1)) +
          evAuto({ x: 40, y: 556, s: 0.9 }) +
          at(700, 588, folk(r, { female: true, pose: 'wave' }), 1.2) +
          at(770, 588, folk(r, { female: true }), 0.78),
      },
    ],
  })
}

/** Larger, more detailed packs for the brand banner, standing on y=0. No text on them. */
function heroPack(kind, col) {
  const hl = (x, y, w, h) => rect(x, y, w, h, '#fff', ' opacity=".22"')
  switch (kind) {
    case 'oil':
      return (
        rr(-26, -150, 52, 150, 12, '#f4c542') +
        rect(-10, -172, 20, 24, '#f4c542') +
        rr(-13, -184, 26, 14, 3, col) +
        rr(-26, -104, 52, 60, 4, col) +
        circ(0, -74, 16, '#fff') +
        pth('M-8-70Q0-90 8-70Q0-62-8-70Z', C.tur) +
        hl(-20, -140, 8, 120)
      )
    case 'pouch':
      return (
        pth('M-34 0L-38-120L-30-132H30L38-120L34 0Z', col) +
        rect(-30, -132, 60, 8, '#000', ' opacity=".15"') +
        rr(-18, -96, 36, 40, 18, '#fff', ' opacity=".85"') +
        circ(-6, -76, 7, '#d64541') +
        circ(7, -72, 6, '#b3352f') +
        rr(-24, -42, 48, 12, 6, C.tur) +
        hl(-28, -118, 6, 100)
      )
    case 'box':
      return (
        rect(-40, -120, 80, 120, col) +
        rect(-40, -120, 80, 14, '#000', ' opacity=".15"') +
        pth('M0-96L9-78L28-76L14-62L18-42L0-52L-18-42L-14-62L-28-76L-9-78Z', C.tur) +
        rr(-28, -30, 56, 12, 6, '#fff', ' opacity=".85"') +
        hl(-36, -104, 6, 100)
      )
    case 'noodles':
      return (
        pth('M-46-8Q-50-44-46-80L46-80Q50-44 46-8Z', col) +
        line('M-46-8h92M-46-80h92', '#000', 5, ' stroke-dasharray="3 3" opacity=".25"') +
        ell(0, -46, 26, 18, '#f7e3a1') +
        line('M-16-48q8-8 16 0t16 0M-14-40q8-8 16 0t14 0', '#e0a13a', 3)
      )
    case 'notebook':
      return (
        rr(-40, -130, 80, 130, 4, col) +
        line('M-30-126v122', '#fff', 5, ' stroke-dasharray="2 8"') +
        rr(-16, -100, 44, 28, 3, '#fff') +
        rr(-10, -90, 32, 5, 2.5, '#c7cedb') +
        hl(-24, -124, 4, 118)
      )
    case 'incense':
      return (
        rect(-20, -170, 40, 170, col) +
        rect(-20, -170, 40, 12, '#000', ' opacity=".15"') +
        line('M-6-158v-36M6-158v-30', '#8a5a3c', 3) +
        circ(-6, -196, 3, '#d64541') +
        line('M-6-200q-8-14 2-28q8-12-2-26', '#c9c9c9', 2, ' opacity=".7"') +
        circ(0, -90, 13, C.tur) +
        hl(-16, -154, 5, 150)
      )
    case 'rice':
      return (
        pth('M-44 0Q-50-60-40-110L40-110Q50-60 44 0Z', '#fdf6e8') +
        rect(-40, -110, 80, 10, col) +
        line('M-16-110q16-24 32 0', col, 5) +
        rr(-32, -82, 64, 40, 6, col) +
        circ(0, -62, 12, '#fff') +
        line('M-6-58l6-10 6 10', C.green, 3)
      )
    case 'spray':
      return (
        rr(-24, -120, 48, 120, 14, col) +
        rect(-10, -140, 20, 22, '#fff') +
        pth('M-10-150H22L26-140H-10Z', '#2b3448') +
        rr(-18, -86, 36, 44, 6, '#fff', ' opacity=".85"') +
        circ(0, -64, 10, C.greenL) +
        hl(-18, -112, 6, 100)
      )
    case 'chips':
      return (
        pth('M-38-4Q-44-70-38-136L38-136Q44-70 38-4Z', col) +
        line('M-38-4h76M-38-136h76', '#000', 5, ' stroke-dasharray="3 3" opacity=".25"') +
        circ(0, -74, 24, '#f7c21a') +
        circ(-6, -78, 6, '#e8a317') +
        circ(8, -68, 5, '#e8a317') +
        hl(-30, -126, 6, 110)
      )
    default:
      return (
        rr(-40, -100, 80, 100, 24, col) +
        ell(0, -56, 24, 16, '#fff', ' opacity=".85"') +
        circ(0, -56, 8, '#f48fb1')
      )
  }
}

function brandsBanner() {
  const defs = lin(
    'bb',
    [
      [0, '#fdf3dc'],
      [1, '#f8dfa6'],
    ],
    1,
    0.3,
  )
  let b = rect(0, 0, 1600, 500, 'url(#bb)')
  const dots = [
    [120, 110, 60],
    [300, 360, 90],
    [520, 80, 40],
    [760, 140, 120],
    [1080, 70, 70],
    [1420, 120, 110],
    [980, 380, 60],
  ]
  for (const [x, y, r0] of dots) b += circ(x, y, r0, '#fff', ' opacity=".35"')
  // a long wooden shelf with the packs
  b +=
    rect(0, 452, 1600, 48, C.woodL) +
    rect(0, 452, 1600, 10, C.wood) +
    rect(0, 462, 1600, 8, '#000', ' opacity=".08"')
  // packs side by side with a small gap; widths are the drawn widths at scale 1
  const packs = [
    ['oil', C.navy, 52],
    ['pouch', '#d64541', 76],
    ['box', '#1f6fb2', 80],
    ['incense', '#7b3f9e', 40],
    ['noodles', '#e56b2f', 96],
    ['chips', '#2f8f5b', 80],
    ['notebook', '#0f8b8d', 80],
    ['soft', '#f7d6e0', 80],
    ['rice', C.green, 92],
  ]
  const sc = 1.32
  let x = 565
  for (const [k, c, w] of packs) {
    x += (w * sc) / 2
    b += ell(x, 452, (w * sc) / 2 + 6, 6, '#000', ' opacity=".1"') + at(x, 452, heroPack(k, c), sc)
    x += (w * sc) / 2 + 12
  }
  // sprigs of leaves at the far ends
  const sprig = (x, y, s, flip) =>
    at(
      x,
      y,
      line('M0 0Q20-60 10-140', C.green, 4) +
        pth('M6-40Q-30-60-26-90Q2-76 6-40Z', C.greenL) +
        pth('M12-70Q44-90 40-122Q12-106 12-70Z', C.green) +
        pth('M10-100Q-20-120-14-150Q10-136 10-100Z', C.greenL),
      s,
      flip,
    )
  b +=
    sprig(440, 452, 1.4, false) +
    sprig(40, 452, 1.2, true) +
    at(160, 452, plant(2.2)) +
    at(330, 452, sack(80, 96, C.jute, C.green), 1.3)
  return svgDoc(1600, 500, b, { defs })
}

function opportunitiesBanner() {
  const r = rng(221)
  let team = ''
  const poses = ['wave', 'stand', 'hips', 'wave', 'tablet', 'stand', 'wave']
  for (let i = 0; i < 7; i++) {
    const female = i % 2 === 1
    const p = poses[i]
    team +=
      i === 3
        ? at(130 + i * 115, 588, rider({ pose: p }))
        : i === 5
          ? at(130 + i * 115, 588, worker({ pose: p }))
          : at(
              130 + i * 115,
              600,
              i === 1 || i === 6
                ? staff({
                    pose: p,
                    kind: female ? 'saree' : 'pants',
                    hair: female ? 'bun' : 'short',
                    saree: C.navy,
                    border: C.tur,
                    bindi: female,
                  })
                : folk(r, { female, pose: p }),
            )
  }
  return compose('banner', {
    bg: (W, H, gy) =>
      outdoor(W, H, gy, {
        sky: 'morning',
        seed: 221,
        sunAt: [W * 0.4, gy * 0.35, 30],
        clouds: 5,
        ground1: '#cfc8b8',
        ground2: '#bdb5a3',
      }),
    parts: [
      {
        ox: 40,
        draw:
          at(60, 472, palm(1.1, 1)) +
          at(180, 470, house(0.8, '#f1dcb5', C.roof, 7)) +
          at(420, 472, roundTree(1.15, 1)) +
          evAuto({ x: 520, y: 560, s: 1 }),
      },
      {
        draw:
          at(80, 470, warehouse(800, 280, { doors: 3, open: true })) +
          bunting(80, 880, 170, 24, 9) +
          team,
      },
    ],
  })
}

function resourcesBanner() {
  const defs = lin(
    'rb',
    [
      [0, '#1f3a93'],
      [1, '#13286b'],
    ],
    1,
    1,
  )
  let b = rect(0, 0, 1600, 500, 'url(#rb)')
  const r = rng(231)
  for (let i = 0; i < 60; i++)
    b += circ(
      r.range(0, 1600),
      r.range(0, 500),
      r.range(1.5, 3.5),
      '#fff',
      ` opacity="${f(r.range(0.08, 0.25))}"`,
    )
  b +=
    circ(1180, 250, 230, '#fff', ' opacity=".05"') + circ(1180, 250, 160, '#fff', ' opacity=".05"')
  // video card
  b += at(
    880,
    110,
    rr(0, 0, 300, 190, 14, '#fff') +
      rr(12, 12, 276, 150, 8, '#dcebf3') +
      hills(12, 288, 150, 30, 3, 4, '#9cc78e', 162) +
      at(150, 160, storefront(200, 170, { seed: 3, signSize: 8 }), 0.45) +
      circ(150, 87, 30, '#d64541') +
      pth('M140 72L166 87L140 102Z', '#fff') +
      rr(12, 172, 200, 8, 4, '#c9cfdc'),
  )
  // news page
  b += at(
    1220,
    70,
    `<g transform="rotate(6)">${rr(0, 0, 240, 300, 10, '#fdf8ec')}${rr(20, 22, 200, 26, 4, C.navy)}${rr(20, 64, 96, 80, 4, C.turL)}${rr(128, 66, 92, 8, 4, '#c9bfa8')}${rr(128, 84, 80, 8, 4, '#c9bfa8')}${rr(128, 102, 92, 8, 4, '#c9bfa8')}${rr(128, 120, 60, 8, 4, '#c9bfa8')}${rr(20, 164, 200, 8, 4, '#dcd3bf')}${rr(20, 182, 180, 8, 4, '#dcd3bf')}${rr(20, 200, 200, 8, 4, '#dcd3bf')}${rr(20, 218, 150, 8, 4, '#dcd3bf')}${rr(20, 246, 200, 36, 4, C.greenP)}</g>`,
  )
  // blog / phone
  b += at(
    1020,
    330,
    rr(0, 0, 330, 130, 14, '#fff') +
      circ(50, 65, 32, C.tur) +
      at(50, 65, emblem(), 0.44) +
      rr(100, 34, 190, 12, 6, C.navy) +
      rr(100, 58, 160, 8, 4, '#c9cfdc') +
      rr(100, 76, 180, 8, 4, '#c9cfdc') +
      rr(100, 94, 110, 8, 4, '#c9cfdc'),
  )
  // megaphone
  b += at(
    1470,
    390,
    `<g transform="rotate(-18)">${pth('M0-22L60-50V50L0 22Z', C.tur)}${rr(-24, -22, 28, 44, 6, '#fff')}${rect(-14, 20, 12, 30, '#fff')}${line('M78-30q14 30 0 60M94-44q22 44 0 88', '#fff', 5, ' opacity=".7"')}</g>`,
  )
  b += leafCloud2(760, 380)
  return svgDoc(1600, 500, b, { defs })
}

function leafCloud2(x, y) {
  return at(
    x,
    y,
    line('M0 0q40-60 100-40', C.tur, 3, ' stroke-dasharray="2 10"') + circ(100, -40, 8, C.tur),
  )
}

// ------------------------------------------------------------------------------------------ about hero (animated)

function animHero() {
  const style =
    '.sun{transform-box:fill-box;transform-origin:center;animation:spin 60s linear infinite}' +
    '.c1{animation:drift 26s ease-in-out infinite alternate}' +
    '.c2{animation:drift 34s ease-in-out infinite alternate-reverse}' +
    '.van{animation:drive 16s linear infinite}' +
    '.wh{transform-box:fill-box;transform-origin:center;animation:spin 1.1s linear infinite}' +
    '.bob{animation:bob 3s ease-in-out infinite alternate}' +
    '@keyframes spin{to{transform:rotate(360deg)}}' +
    '@keyframes drift{from{transform:translateX(-50px)}to{transform:translateX(50px)}}' +
    '@keyframes drive{0%{transform:translateX(-270px);opacity:0}5%{opacity:1}82%{transform:translateX(300px);opacity:1}90%,100%{transform:translateX(300px);opacity:0}}' +
    '@keyframes bob{from{transform:translateY(0)}to{transform:translateY(-6px)}}' +
    '@media (prefers-reduced-motion: reduce){*{animation:none!important}}'
  const defs =
    lin('sky', [
      [0, '#bfe1f6'],
      [1, '#fdf0d6'],
    ]) +
    lin('grd', [
      [0, '#9acb6c'],
      [1, '#6aa84f'],
    ])
  let rays = ''
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2
    rays += `M${f(Math.cos(a) * 58)} ${f(Math.sin(a) * 58)}L${f(Math.cos(a) * 78)} ${f(Math.sin(a) * 78)}`
  }
  let b = rect(0, 0, 1200, 440, 'url(#sky)')
  b += at(960, 120, `<g class="sun">${line(rays, C.tur, 8)}${circ(0, 0, 46, C.tur)}</g>`)
  b += `<g class="c1">${cloud(180, 110, 0.9)}${cloud(640, 80, 0.7)}</g><g class="c2">${cloud(420, 160, 0.6)}${cloud(820, 220, 0.55)}</g>`
  b += hills(0, 1200, 400, 90, 5, 6, '#b7d3c8', 442) + hills(0, 1200, 430, 40, 6, 8, '#9cc78e', 442)
  b += rect(0, 440, 1200, 160, 'url(#grd)')
  b += rect(0, 470, 1200, 56, C.road) + rect(0, 470, 1200, 4, C.roadD)
  b += line('M20 498H1200', '#f3e6cc', 3, ' stroke-dasharray="30 40"')
  b += paddyRows(0, 1200, 548, 596, 2, '#5e9c45')
  b += at(40, 446, warehouse(320, 220, { doors: 2 }), 1)
  b +=
    at(760, 446, storefront(260, 230, { seed: 6, signSize: 12 }), 1) +
    at(1080, 446, house(0.8, '#f1dcb5', C.roof, 2)) +
    at(1170, 448, palm(0.9, -1)) +
    at(700, 448, palm(0.95, 1)) +
    at(420, 448, roundTree(0.85, 1))
  b += at(1040, 446, `<g class="bob">${folk(rng(2), { female: true, pose: 'wave' })}</g>`, 0.7)
  // the van: body and spinning wheels
  const body = evAuto({ noWheels: true })
  const wh = (x, r) =>
    `<g transform="translate(${x} ${-r})"><g class="wh">${circ(0, 0, r, '#2b2b2f')}${circ(0, 0, r * 0.55, '#d5d9e0')}${line(`M0 ${f(-r * 0.55)}V${f(r * 0.55)}M${f(-r * 0.55)} 0H${f(r * 0.55)}`, '#8a909c', 2.4)}${circ(0, 0, r * 0.16, '#5a6070')}</g></g>`
  b += `<g transform="translate(380 514) scale(.72)"><g class="van">${body}${wh(40, 19)}${wh(214, 16)}</g></g>`
  return svgDoc(1200, 600, b, { defs, style })
}

// ------------------------------------------------------------------------------------------ the files

const P = 'post'
const FILES = {
  'site/logo.svg': () => logoFile(false),
  'site/logo-light.svg': () => logoFile(true),
  'site/icon.svg': iconFile,
  'site/fallback.svg': fallbackFile,

  'home/slide-1.svg': () => sceneStore('slide', { seed: 5, wave: true }),
  'home/slide-2.svg': () => sceneEVRoad('slide', { seed: 31, sunX: 120 }),
  'home/slide-3.svg': () => sceneFarm('slide', { seed: 61 }),
  'home/slide-4.svg': () => scenePacking('slide', { seed: 3, outside: true }),
  'home/what-we-do-1.svg': () => sceneStore('card', { seed: 8, sky: 'day' }),
  'home/what-we-do-2.svg': () => sceneEVRoad('card', { seed: 33, flip: true, sunX: 760 }),
  'home/what-we-do-3.svg': () => sceneCollection('card', { seed: 71 }),
  'home/what-we-do-4.svg': () => scenePacking('card', { seed: 5, outside: true, women: 4 }),
  'home/icon-tab-brands.svg': () => tabIcon('brands'),
  'home/icon-tab-consumer.svg': () => tabIcon('consumer'),
  'home/icon-tab-kirana.svg': () => tabIcon('kirana'),
  'home/map-south-india.svg': mapFile,

  'about/anim-hero.svg': animHero,
  'about/mission-vision.svg': missionVisionFile,
  'about/award-1.svg': () => awardFile(1),
  'about/award-2.svg': () => awardFile(2),
  'about/award-3.svg': () => awardFile(3),
  'about/award-4.svg': () => awardFile(4),
  'about/banner.svg': aboutBanner,

  'banners/brands.svg': brandsBanner,
  'banners/opportunities.svg': opportunitiesBanner,
  'banners/resources.svg': resourcesBanner,

  'opportunities/gallery-1.svg': () => sceneWarehouseInside('card', { seed: 93 }),
  'opportunities/gallery-2.svg': () =>
    sceneFarm('card', { seed: 64, crop: 'millet', pose: 'point' }),
  'opportunities/gallery-3.svg': () => sceneTraining('card', { seed: 121 }),
  'opportunities/gallery-4.svg': () => sceneCelebration('card', { seed: 131 }),
  'opportunities/gallery-5.svg': () =>
    sceneEVCharge('card', { seed: 42, wave: true, shot: 'wide', sky: 'morning' }),
  'opportunities/gallery-6.svg': () => sceneOffice('card', { seed: 141 }),

  // blog
  'posts/blog-1.svg': () => sceneStore(P, { seed: 15, crowd: true }),
  'posts/blog-1-1.svg': () => sceneShelvesInside(P, { seed: 11, people: true }),
  'posts/blog-1-2.svg': () => sceneShelvesInside(P, { seed: 17, signs: true }),
  'posts/blog-2.svg': () => sceneEVRoad(P, { seed: 35 }),
  'posts/blog-2-1.svg': () => sceneEVCharge(P, { seed: 43 }),
  'posts/blog-2-2.svg': () => sceneDelivery(P, { seed: 52, ownerFemale: false }),
  'posts/blog-3.svg': () => sceneCollection(P, { seed: 72 }),
  'posts/blog-3-1.svg': () => sceneFarm(P, { seed: 65, crop: 'millet' }),
  'posts/blog-3-2.svg': () => sceneSacks(P, { seed: 5 }),
  'posts/blog-4.svg': () => scenePacking(P, { seed: 7 }),
  'posts/blog-4-1.svg': () => sceneSHGMeeting(P),
  'posts/blog-4-2.svg': () => sceneWarehouseInside(P, { seed: 97 }),
  // vani
  'posts/vilvani-5.svg': () => sceneLoading(P, { seed: 171 }),
  'posts/vilvani-5-1.svg': () => sceneLoading(P, { seed: 173, ev: false }),
  'posts/vilvani-5-2.svg': () =>
    sceneEVRoad(P, { seed: 37, sky: 'evening', flip: true, sunX: 780 }),
  'posts/vilvani-5-3.svg': () => sceneDelivery(P, { seed: 53, oldShop: true }),
  'posts/vilvani-6.svg': () => sceneStore(P, { seed: 25, sky: 'dusk', people: false }),
  'posts/vilvani-6-1.svg': () => sceneCounter(P, { seed: 21 }),
  'posts/vilvani-6-2.svg': () => sceneShelvesInside(P, { seed: 27 }),
  'posts/vilvani-6-3.svg': () =>
    sceneStore(P, { seed: 29, sky: 'evening', crowd: true, ownerFemale: true }),
  'posts/vilvani-7.svg': () => sceneWarehouseOutside(P, { seed: 101 }),
  'posts/vilvani-7-1.svg': () => sceneWarehouseInside(P, { seed: 91, people: false }),
  'posts/vilvani-7-2.svg': () => scenePacking(P, { seed: 2, women: 3 }),
  'posts/vilvani-7-3.svg': () => sceneEVCharge(P, { seed: 44, sky: 'dawn', shot: 'wide' }),
  'posts/vilvani-7-4.svg': () =>
    sceneWarehouseOutside(P, {
      seed: 103,
      sky: 'morning',
      vehicles: false,
      cartons: true,
      sunX: 860,
    }),
  'posts/vilvani-8.svg': () => sceneFarm(P, { seed: 66 }),
  'posts/vilvani-8-1.svg': () => sceneFarm(P, { seed: 67, hero: true, sky: 'day' }),
  'posts/vilvani-8-2.svg': () => sceneCollection(P, { seed: 74, truck: false }),
  'posts/vilvani-8-3.svg': () => sceneFarmGate(P),
  'posts/vilvani-9.svg': () => scenePacking(P, { seed: 9, women: 4 }),
  'posts/vilvani-9-1.svg': () => scenePacking(P, { seed: 4, close: true }),
  'posts/vilvani-9-2.svg': () => sceneTraining(P, { seed: 123, shg: true }),
  'posts/vilvani-10.svg': () => sceneStore(P, { seed: 45, festive: true, sky: 'evening' }),
  'posts/vilvani-10-1.svg': () => sceneStore(P, { seed: 46, festive: true, close: true }),
  'posts/vilvani-10-2.svg': () => sceneShelvesInside(P, { seed: 47, festive: true }),
  'posts/vilvani-10-3.svg': () =>
    sceneStore(P, { seed: 48, festive: true, sky: 'dusk', crowd: true }),
  // news
  'posts/news-11.svg': () => sceneMap(P),
  'posts/news-11-1.svg': () => sceneDistrict(P),
  'posts/news-11-2.svg': () => sceneStore(P, { seed: 55, sky: 'day', people: false }),
  'posts/news-11-3.svg': () => sceneWarehouseInside(P, { seed: 95, trolley: true }),
  'posts/news-12.svg': () => sceneDelivery(P, { seed: 57, people: false, oldShop: true }),
  'posts/news-12-1.svg': () => sceneEVCharge(P, { seed: 45, sky: 'morning', shot: 'single' }),
  'posts/news-12-2.svg': () => sceneEVRoad(P, { seed: 38, walker: true }),
  'posts/news-13.svg': () => sceneStage(P, { trophy: true }),
  'posts/news-13-1.svg': () => sceneStage(P, { podium: true }),
  'posts/news-13-2.svg': () => sceneCelebration(P, { seed: 133, trophy: true }),
  'posts/news-13-3.svg': () => awardCloseup(),
  'posts/news-14.svg': () => sceneCollection(P, { seed: 76 }),
  'posts/news-14-1.svg': () => sceneFarm(P, { seed: 68, crop: 'millet', sky: 'day', pose: 'wave' }),
  'posts/news-14-2.svg': () => sceneSacks(P, { seed: 9, open: true }),
  'posts/news-15.svg': () => sceneStage(P, { screen: true }),
  'posts/news-15-1.svg': () => scenePhone(P),
  'posts/news-15-2.svg': () => sceneAudience(P),
  'posts/news-15-3.svg': () => sceneOffice(P, { seed: 143 }),
  'posts/news-16.svg': () =>
    sceneWarehouseOutside(P, { seed: 105, sky: 'morning', ribbon: true, sunX: 860 }),
  'posts/news-16-1.svg': () => sceneWarehouseInside(P, { seed: 99, trolley: true }),
  'posts/news-16-2.svg': () =>
    sceneWarehouseOutside(P, {
      seed: 107,
      sky: 'morning',
      vehicles: false,
      group: true,
      sunX: 860,
    }),
  'posts/news-16-3.svg': () => sceneWarehouseOutside(P, { seed: 109, leaving: true, sky: 'dawn' }),
}

function awardCloseup() {
  const defs =
    rad('glow', [
      [0, '#fff6d0', 0.55],
      [1, '#fff6d0', 0],
    ]) +
    lin('cbg', [
      [0, '#1f3a93'],
      [1, '#0f1f52'],
    ])
  let b = rect(0, 0, 1200, 675, 'url(#cbg)') + circ(600, 320, 320, 'url(#glow)')
  let rays = ''
  for (let i = 0; i < 20; i++) {
    const a = (i / 20) * Math.PI * 2
    rays += `M600 330L${f(600 + Math.cos(a) * 900)} ${f(330 + Math.sin(a) * 900)}L${f(600 + Math.cos(a + 0.07) * 900)} ${f(330 + Math.sin(a + 0.07) * 900)}Z`
  }
  b += pth(rays, '#fff', ' opacity=".05"')
  b +=
    at(600, 560, trophy(2)) +
    at(600, 300, laurel(2.5)) +
    rect(0, 560, 1200, 115, '#0c1a45') +
    rect(0, 560, 1200, 6, C.tur)
  return svgDoc(1200, 675, b, { defs })
}

function main() {
  let total = 0
  for (const [rel, draw] of Object.entries(FILES)) {
    const file = path.join(mediaDir, rel)
    mkdirSync(path.dirname(file), { recursive: true })
    const svg = draw()
    writeFileSync(file, svg)
    total++
  }
  console.log(`wrote ${total} SVG files under ${path.relative(root, mediaDir)}/`)
}

main()
