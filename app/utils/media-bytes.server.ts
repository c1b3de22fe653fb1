import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Sharp } from 'sharp'
import sanitizeHtml from 'sanitize-html'

/**
 * What a picture is, read from its bytes and never from its name or the browser's word for it:
 * a file called photo.jpg that holds a PDF is refused. The media library takes these four
 * raster formats and SVG (sanitised first: see sanitizeSvg).
 */
export type MediaType = { mime: string; ext: string }

const RASTER_TYPES: Record<string, MediaType> = {
  'image/jpeg': { mime: 'image/jpeg', ext: '.jpg' },
  'image/png': { mime: 'image/png', ext: '.png' },
  'image/webp': { mime: 'image/webp', ext: '.webp' },
  'image/avif': { mime: 'image/avif', ext: '.avif' },
}

const SVG_TYPE: MediaType = { mime: 'image/svg+xml', ext: '.svg' }

/** JPEG, PNG, WebP, AVIF or SVG, from the file's first bytes; null for anything else. */
export async function sniffImage(bytes: Uint8Array): Promise<MediaType | null> {
  const found = await fileTypeFromBuffer(bytes)
  if (found && RASTER_TYPES[found.mime]) return RASTER_TYPES[found.mime]!
  // file-type calls an SVG with an XML declaration "application/xml"; any other binary type is
  // refused.
  if (found && found.mime !== 'application/xml') return null
  return looksLikeSvg(bytes) ? SVG_TYPE : null
}

/**
 * file-type reads binary signatures only; an SVG is text whose root element is <svg>, after an
 * optional byte-order mark, XML declaration, comments and doctype.
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, 4096))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
  const rest = head
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
    .replace(/^\s*<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/, '')
  return /^\s*<svg[\s>]/i.test(rest)
}

// The drawing vocabulary of SVG, and nothing that runs, loads or links: no <script>, no
// <foreignObject> (HTML inside), no event attributes, no <a> or <image>; <use> and href only
// point inside the file (`#id`); a <style> that imports or loads anything is emptied.
const svgTags = [
  'svg',
  'use',
  'style',
  'g',
  'defs',
  'symbol',
  'title',
  'desc',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'lineargradient',
  'radialgradient',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'clippath',
  'mask',
  'pattern',
  'marker',
  'filter',
  'feGaussianBlur',
  'feOffset',
  'feBlend',
  'feColorMatrix',
  'feMerge',
  'feMergeNode',
  'feFlood',
  'feComposite',
]

const svgAttributes = [
  'id',
  'class',
  'xmlns',
  'version',
  'width',
  'height',
  'viewBox',
  'viewbox',
  'preserveAspectRatio',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'd',
  'points',
  'pathLength',
  'transform',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'clip-path',
  'mask',
  'filter',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'opacity',
  'color',
  'display',
  'visibility',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'text-anchor',
  'dominant-baseline',
  'letter-spacing',
  'dx',
  'dy',
  'stdDeviation',
  'in',
  'in2',
  'result',
  'mode',
  'values',
  'type',
  'operator',
  'flood-color',
  'flood-opacity',
  'role',
  'aria-label',
  'aria-hidden',
  'focusable',
  'textLength',
  'lengthAdjust',
  'xmlns:xlink',
  'href',
  'xlink:href',
]

const svgOptions: sanitizeHtml.IOptions = {
  allowedTags: svgTags,
  allowedAttributes: { '*': svgAttributes },
  allowedSchemes: [],
  // <style> is allowed on purpose: its text is checked by textFilter below.
  allowVulnerableTags: true,
  disallowedTagsMode: 'discard',
  // Case matters in SVG (viewBox, linearGradient): parse as XML, not as HTML.
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
}

/** A reference to another part of the same file (`url(#grad)`) is all a value may point at. */
const externalUrl = /url\(\s*['"]?\s*(?!#)|javascript:|expression\(/i
const riskyCss = /@import|url\(\s*['"]?\s*(?!#)|expression\(|javascript:|behavior:|-moz-binding/i

/**
 * The SVG with everything outside the allow-list removed (sanitize-html, allow-list mode), or
 * null when nothing drawable is left. Attribute values that reach outside the file (`url(http…)`)
 * are dropped too.
 */
export function sanitizeSvg(text: string): string | null {
  const body = text
    .replace(/^\uFEFF/, '')
    .replace(/<\?xml[^>]*\?>/gi, '')
    .replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, '')
  const clean = sanitizeHtml(body, {
    ...svgOptions,
    transformTags: {
      '*': (tagName, attribs) => {
        const kept: Record<string, string> = {}
        for (const [k, v] of Object.entries(attribs)) {
          if (externalUrl.test(v)) continue
          if ((k === 'href' || k === 'xlink:href') && !v.trim().startsWith('#')) continue
          kept[k] = v
        }
        return { tagName, attribs: kept }
      },
    },
    // Text inside what was dropped (a <script>, HTML in a <foreignObject>) goes with it.
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'foreignObject'],
  })
    .trim()
    // sanitize-html passes a kept <style>'s text through as it is: empty it when it reaches out.
    .replace(
      /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g,
      (_m, open: string, css: string, close: string) =>
        riskyCss.test(css) ? `${open}${close}` : `${open}${css}${close}`,
    )
  if (!/^<svg[\s>]/.test(clean)) return null
  return clean.includes('xmlns=')
    ? clean
    : clean.replace(/^<svg/, '<svg xmlns="http://www.w3.org/2000/svg"')
}

/** sharp's own default limit on input pixels (about 268 megapixels), said out loud. */
export const MAX_PICTURE_PIXELS = 0x3fff * 0x3fff

/** Each raster format encoded again in itself, at high quality (AVIF is sharp's `heif`). */
const ENCODERS: Partial<Record<string, (s: Sharp) => Sharp>> = {
  jpeg: (s) => s.jpeg({ quality: 90 }),
  png: (s) => s.png({ compressionLevel: 9 }),
  webp: (s) => s.webp({ quality: 90 }),
  heif: (s) => s.avif({ quality: 80 }),
}

/** A raster picture's bytes as kept, with the width and height it is shown at. */
export type UprightPicture = { bytes: Buffer; width: number; height: number }

/**
 * A photo as the site keeps and serves it: upright, and without the camera's notes. A phone
 * writes into a photo's EXIF and XMP where it was taken (GPS), when, and on which phone, and it
 * stores a portrait photo sideways with an orientation tag. The original is served as it is kept
 * (`/media/<key>`), so those notes would be published with it, and its width and height would
 * be read sideways (the page would keep a landscape box for a portrait photo).
 *
 * A picture without such notes keeps its bytes exactly (a screenshot, an exported logo). One with
 * them is drawn upright and encoded again, once, in its own format at high quality, keeping its
 * colour profile. An animated picture, one over `maxPixels`, or one that cannot be decoded is
 * left as it is for the caller's own checks to judge.
 */
export async function uprightWithoutNotes(
  bytes: Buffer,
  maxPixels: number,
): Promise<UprightPicture | null> {
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata()
  if (!meta.width || !meta.height) return null
  const { width, height } = meta.autoOrient
  const asIs = { bytes, width, height }
  const notes =
    meta.exif || meta.xmp || meta.iptc || meta.tifftagPhotoshop || (meta.orientation ?? 1) > 1
  if (!notes || (meta.pages ?? 1) > 1 || width * height > maxPixels) return asIs
  const encode = ENCODERS[meta.format]
  if (!encode) return asIs
  const encoded = encode(
    sharp(bytes, { limitInputPixels: maxPixels }).autoOrient().keepIccProfile(),
  )
  try {
    const out = await encoded.toBuffer({ resolveWithObject: true })
    return { bytes: out.data, width: out.info.width, height: out.info.height }
  } catch {
    return asIs
  }
}
