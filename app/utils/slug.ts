/** "Toor Dal 1 kg" → "toor-dal-1-kg". Used for seed slugs and for `/:id-slug` links. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
}

/** Reads the numeric id of a `12` or `12-some-slug` path segment; null when there is none. */
export function parseIdParam(param: string | undefined): { id: number; slug: string } | null {
  const m = /^(\d{1,9})(?:-([a-z0-9-]*))?$/i.exec(param ?? '')
  if (!m) return null
  return { id: Number(m[1]), slug: m[2] ?? '' }
}
