import { istDate, istWallTimeToMs } from '#app/utils/dates.ts'

/**
 * A job's closing date ("Applications close on", `closes_on`, YYYY-MM-DD): the job closes at the
 * end of that day in India, that is at the next midnight IST. From then it is a closed job
 * everywhere: its page answers 410, /apply-job refuses it, /api/v2 reports it `Closed`, and it
 * leaves the job list and the sitemap. Every check takes the moment from its caller, which reads
 * the clock once for the whole request (and tests pass the moment they mean).
 */

const DAY_MS = 86_400_000

/** The moment a job closing on `day` closes (the midnight IST after it); NaN for a non-date. */
export function closingMoment(day: string): number {
  return istWallTimeToMs(day) + DAY_MS
}

/** Has a job with this closing date closed at `now`? A job without one never closes by date. */
export function closedByDate(closesOn: string | null, now: number): boolean {
  return closesOn !== null && closesOn !== '' && closesOn < istDate(now)
}

/**
 * The earliest day a job still open at `now` may have as its closing date: on any day before it,
 * the job has closed. Comparing YYYY-MM-DD texts orders them as dates, in SQL as in JS.
 */
export function firstOpenDay(now: number): string {
  return istDate(now)
}
