/**
 * The media library's rules, shared by the upload form in the browser and the server
 * (library.server.ts). Browser-safe: no server code.
 */

/** What the file picker offers; the server decides from the bytes, never from this. */
export const MEDIA_ACCEPT =
  'image/jpeg,image/png,image/webp,image/avif,image/svg+xml,.jpg,.jpeg,.png,.webp,.avif,.svg'

export const MEDIA_TYPES_LABEL = 'JPEG, PNG, WebP, AVIF or SVG'

/** Said beside every upload: what the library does to a phone's photo (media-bytes.server.ts). */
export const MEDIA_NOTES_REMOVED =
  'A photo is stored upright, without the place, time and phone its camera noted in it.'

export const ALT_MAX = 250

/** At most this many files in one upload (the plain form can send several at once). */
export const MAX_FILES_PER_UPLOAD = 20

export const ALT_REQUIRED_MESSAGE =
  'Describe the picture in the alt text, or mark it as decorative.'

/** The alt text as stored, or a message saying what is wrong with it. */
export function checkAlt(
  alt: string,
  decorative: boolean,
): { ok: true; alt: string } | { ok: false; message: string } {
  const v = alt.replace(/\s+/g, ' ').trim()
  if (decorative) return { ok: true, alt: v.slice(0, ALT_MAX) }
  if (!v) return { ok: false, message: ALT_REQUIRED_MESSAGE }
  if (v.length > ALT_MAX)
    return { ok: false, message: `Keep the alt text under ${ALT_MAX} characters.` }
  return { ok: true, alt: v }
}

/** A focal point coordinate in per cent (0–100), or null when it is not one. */
export function parsePercent(v: unknown): number | null {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : typeof v === 'number' ? v : NaN
  if (!Number.isFinite(n) || n < 0 || n > 100) return null
  return Math.round(n)
}

export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${Math.round(n / 1024)} KB`
  return `${(n / (1024 * 1024)).toFixed(1)} MB`
}
