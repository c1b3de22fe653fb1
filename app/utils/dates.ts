const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * `2025-03-12` → `12 Mar 2025`, the form Indian readers expect. Pure string work, so server and
 * browser always agree (no time zones involved). Anything unreadable gives ''.
 */
export function formatDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '')
  if (!m) return ''
  const month = months[Number(m[2]) - 1]
  return month ? `${Number(m[3])} ${month} ${m[1]}` : ''
}

/**
 * A moment as staff in India read it: `26 Nov 2026, 14:05` in India Standard Time (UTC+5:30, no
 * daylight saving). Built by hand, not with Intl, so the server and every browser print exactly
 * the same text (a difference would break hydration).
 */
export function formatDateTimeIST(ms: number | null | undefined): string {
  if (!ms || !Number.isFinite(ms)) return ''
  const d = new Date(ms + 330 * 60 * 1000)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}, ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
}

/**
 * A moment with its zone named, as the console shows every time: `26 Nov 2026, 14:05 IST`. Staff
 * read India time; naming it leaves no doubt (a bare time, or one in UTC, has been misread).
 */
export function formatMomentIST(ms: number | null | undefined): string {
  const text = formatDateTimeIST(ms)
  return text ? `${text} IST` : ''
}
