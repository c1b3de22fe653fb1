import { asSent } from './canonical.ts'

/**
 * The staff console's URLs (DESIGN.md "Staff console contracts": other code and checks rely on
 * them). Content editors add /admin/<kind>, /admin/<kind>/new and /admin/<kind>/<id>.
 */
export const consolePaths = {
  dashboard: '/admin',
  login: '/admin/login',
  logout: '/admin/logout',
  account: '/admin/account',
  users: '/admin/users',
  audit: '/admin/audit',
  inbox: '/admin/inbox',
  inboxCsv: '/admin/inbox.csv',
  privacy: '/admin/privacy',
  settings: '/admin/settings',
  /** One search over every list the role may open (routes/admin/search.tsx). */
  search: '/admin/search',
  /** Who submits for review instead of publishing, per kind (routes/admin/review-rules.tsx). */
  review: '/admin/review',
} as const

export function inboxItemPath(id: number): string {
  return `${consolePaths.inbox}/${id}`
}

/** The inbox filtered: `{ job: '12' }` lists the applications for job 12. */
export function inboxPath(filter: Partial<Record<'job' | 'stage' | 'kind', string>>): string {
  const q = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as string[][])
  const s = q.toString()
  return s ? `${consolePaths.inbox}?${s}` : consolePaths.inbox
}

export function invitePath(token: string): string {
  return `/admin/invite/${token}`
}

/** The sign-in page, coming back to `next` (a console path) afterwards. */
export function loginPath(next?: string | null): string {
  return next && next !== consolePaths.dashboard && isConsolePath(next)
    ? `${consolePaths.login}?next=${encodeURIComponent(next)}`
    : consolePaths.login
}

/** /admin, /admin/…, and React Router's data URLs for them (/admin.data, /admin/users.data). */
export function isConsolePath(rawPath: string): boolean {
  let p: string
  try {
    p = decodeURIComponent(rawPath).toLowerCase()
  } catch {
    p = rawPath.toLowerCase()
  }
  p = p.replace(/\/+/g, '/')
  return p === '/admin' || p === '/admin.data' || p.startsWith('/admin/') || p.startsWith('/admin?')
}

/**
 * A `next` parameter that is safe to redirect to: a console path on this site, as a browser sends
 * it (a Kannada search word escaped), else the dashboard. No control character gets through.
 */
export function safeNext(next: string | null | undefined): string {
  if (
    !next ||
    !next.startsWith('/admin') ||
    next.startsWith('//') ||
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    /[\\\x00-\x1F\x7F]/.test(next)
  )
    return consolePaths.dashboard
  return isConsolePath(next.split('?')[0]!) ? asSent(next) : consolePaths.dashboard
}
export function contentListPath(kind: string, query?: string): string {
  return `/admin/${kind}${query ? `?${query}` : ''}`
}

export function contentEditPath(kind: string, id: string | number | 'new'): string {
  // The site settings are one record with one page of their own.
  if (kind === 'settings') return consolePaths.settings
  return `/admin/${kind}/${id}`
}

/** Opens the public page of an item with its draft applied, for signed-in staff (preview). */
export function previewPath(kind: string, id: string | number): string {
  return `/admin/preview/${kind}/${id}`
}

/** Draws an item's public page from the editor's unsaved form, for the live preview. */
export function livePreviewPath(kind: string, id: string | number): string {
  return `/admin/live-preview/${kind}/${id}`
}

export const redirectsPath = '/admin/redirects'
/** Deleted items, restorable for 30 days (docs/decisions/0024). */
export const trashPath = '/admin/trash'
export const mediaPath = '/admin/media'

/** Where uploads are posted (multipart, streamed by server/media-upload.ts, not a page action). */
export const mediaUploadPath = '/admin/media/upload'

/** One page of the library as JSON, for the editor's picture chooser (`?q=…&page=…`). */
export const mediaChoicesPath = '/admin/media/choices'

export function mediaItemPath(id: number): string {
  return `${mediaPath}/${id}`
}
