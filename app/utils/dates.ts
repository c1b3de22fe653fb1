/**
 * India Standard Time is UTC+5:30 all year (no daylight saving): the one place this offset is
 * written. Staff and visitors read dates and times in it.
 */
export const IST_OFFSET_MS = 330 * 60_000

/** `ms` as India's wall clock, `YYYY-MM-DDTHH:MM:SS.sssZ` shifted (read only its digits). */
function istIso(ms: number): string {
  return new Date(ms + IST_OFFSET_MS).toISOString()
}

/** The calendar day in India at `ms`: `2026-12-31`. */
export function istDate(ms: number): string {
  return istIso(ms).slice(0, 10)
}

/** India's wall clock at `ms` to the minute, as a datetime-local input takes it: `2026-12-31T23:59`. */
export function istDateTimeLocal(ms: number): string {
  return istIso(ms).slice(0, 16)
}

/**
 * The moment India's clock reads the given wall time (`2026-12-31`, or with `T23:59[:59]`); NaN
 * for anything else. The inverse of `istDate` / `istDateTimeLocal`.
 */
export function istWallTimeToMs(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(text)
  if (!m) return NaN
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as number[]
  const utc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!)
  // Date.UTC rolls 31 Feb over into March: such a text is not a day.
  if (new Date(utc).toISOString().slice(0, 10) !== text.slice(0, 10)) return NaN
  return utc - IST_OFFSET_MS
}

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
  const d = new Date(ms + IST_OFFSET_MS)
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
